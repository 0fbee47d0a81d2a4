import Foundation

extension UITraitCollection {
    /// The traits dynamic colours resolve against right now, per thread, as in UIKit.
    ///
    /// UIKit sets it to the environment's traits around `draw(_:)`,
    /// `layoutSubviews()`, `traitCollectionDidChange(_:)` and trait change
    /// handlers, and so does this package (the renderer sets it for every view it
    /// draws). Outside those moments it is an empty collection, whose colours
    /// resolve as light, base-level ones.
    public static var current: UITraitCollection {
        get { CurrentTraits.box.traits ?? CurrentTraits.empty }
        set { CurrentTraits.box.traits = newValue }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores it.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let box = CurrentTraits.box
        let saved = box.traits
        box.traits = self
        defer { box.traits = saved }
        try actions()
    }
}

/// The per-thread storage behind `UITraitCollection.current`: one box per thread,
/// found through a pthread key (cheap enough to read on every colour resolution).
enum CurrentTraits {
    final class Box { var traits: UITraitCollection? }

    static let empty = UITraitCollection()

    private static let slot = ThreadLocal { Box() }

    static var box: Box { slot.value }
}
