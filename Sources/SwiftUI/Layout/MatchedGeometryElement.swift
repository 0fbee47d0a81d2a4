import Foundation

/// The wrapper of a `matchedGeometryEffect` view: as big as its content for its
/// parent's layout (an `EffectElement`), but placed where its group says: at the
/// frame its parent gives it, or the source's frame (see `MatchedGeometryRegistry`).
@MainActor
final class MatchedGeometryElement: EffectElement {
    weak var registry: MatchedGeometryRegistry?
    var key: MatchedGeometryKey?
    var properties = MatchedGeometryProperties.frame
    var anchor = UnitPoint.center
    var isSource = true
    /// The frame the parent's layout gave it, in the superview.
    private(set) var naturalFrame: CGRect?
    /// Made since the registry last resolved: an insertion that may start at a removed view's frame.
    var isNew = true
    /// Whether its removal was seen by the registry (it moves to the inserted view once).
    var leaveResolved = false

    var isLeaving: Bool { node?.isInLeavingSubtree ?? true }
    var isAlive: Bool { node?.isAlive ?? false }

    /// Records the parent's frame and shows the frame the group gives (the source's
    /// when this view is not the source and one is on screen).
    override func place(in frame: CGRect) {
        naturalFrame = frame.integralIfNearly
        let shown = registry?.matchedFrame(for: self) ?? frame
        super.place(in: shown)
    }

    /// The frame now shown, in window coordinates.
    var windowFrame: CGRect? {
        guard let superview = view.superview, view.window != nil else { return nil }
        return superview.convert(view.frame, to: nil)
    }

    /// This view's frame when it matches `target` (a window rectangle): the target's
    /// size and/or its anchor point, as `properties` says; else the natural frame's.
    func frame(matching target: CGRect) -> CGRect? {
        guard let superview = view.superview, let own = naturalFrame ?? Optional(view.frame) else { return nil }
        let local = superview.convert(target, from: nil)
        let size = properties.contains(.size) ? local.size : own.size
        let anchorPoint = properties.contains(.position) ? point(at: anchor, in: local) : point(at: anchor, in: own)
        return CGRect(x: anchorPoint.x - anchor.x * size.width, y: anchorPoint.y - anchor.y * size.height,
                      width: size.width, height: size.height)
    }

    private func point(at anchor: UnitPoint, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    }

    /// Shows `frame` (in the superview) and lays the content out in it.
    func show(_ frame: CGRect) {
        applyFrame(frame)
        layoutContents()
    }
}
