import Foundation

/// What a view keeps for Auto Layout, created the first time the view uses any
/// of it: a view that never touches constraints carries one nil pointer.
final class AutoLayoutStorage {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints installed on this view (UIKit's `constraints`).
    var installed: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var huggingPriority: [UILayoutPriority?] = [nil, nil]
    var compressionResistancePriority: [UILayoutPriority?] = [nil, nil]

    // Guides UIKit makes on demand.
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    var topLayoutSupport: UILayoutGuide?
    var bottomLayoutSupport: UILayoutGuide?

    // Margins.
    var layoutMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true

    /// The insets seen at the last layout pass (to notice changes).
    var lastSafeAreaInsets: UIEdgeInsets = .zero
    var lastEffectiveMargins: UIEdgeInsets?
    /// Whether the window's layout pass keeps `safeAreaInsets` and the margins
    /// current for this view (guides in use, or a controller's root view).
    var tracksInsets = false

    /// Set by the engine when the solver moved the view: its superview applies
    /// the new frame at its next layout.
    var isEngineItem = false
    /// The view's item in the engine that places it.
    weak var engineItem: EngineItem?
    /// The solver moved the view since its frame was last applied.
    var hasStaleFrame = false
    var isApplyingSolvedFrame = false
    /// Subviews whose solved frames this view applies at its next layout.
    var staleSubviews: [UIView] = []
    /// The engine of a layout pass running on this (window-less) root.
    weak var temporaryEngine: LayoutEngine?
    /// The stack view this view is arranged in.
    weak var arrangingStackView: UIStackView?
}

extension UIView {
    /// The view's Auto Layout state, created on first use.
    var layoutStorage: AutoLayoutStorage {
        if let storage = autoLayout { return storage }
        let storage = AutoLayoutStorage()
        autoLayout = storage
        return storage
    }

    /// The closest view that contains both (either may be the other), or nil.
    static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var depthA = 0, depthB = 0
        var cursor: UIView? = a
        while let view = cursor { depthA += 1; cursor = view.superview }
        cursor = b
        while let view = cursor { depthB += 1; cursor = view.superview }
        var x: UIView? = a, y: UIView? = b
        while depthA > depthB { x = x?.superview; depthA -= 1 }
        while depthB > depthA { y = y?.superview; depthB -= 1 }
        while let left = x, let right = y {
            if left === right { return left }
            x = left.superview
            y = right.superview
        }
        return nil
    }

    /// The topmost ancestor (the window when in one).
    var hierarchyRoot: UIView {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// Number of superviews above this view.
    var depth: Int {
        var count = 0
        var cursor = superview
        while let view = cursor { count += 1; cursor = view.superview }
        return count
    }
}
