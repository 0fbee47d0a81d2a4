import Foundation

// The layout pass with constraints: the update-constraints pass and the solver
// run before the top-down walk, which applies each view's solved frame in its
// superview's step, right before `layoutSubviews`. Views without constraints
// pay a nil check.

extension UIView {
    /// Runs `walk` (the top-down layout) with the engine's work around it: the
    /// update-constraints pass and the solver before, and again while the walk
    /// produced more work (a label that wraps to its new width, a frame set in
    /// `layoutSubviews` that constraints depend on), up to a bound.
    func runLayoutPass(_ walk: () -> Bool) {
        let engine: LayoutEngine?
        if let window {
            engine = window.layoutEngineStorage
        } else {
            engine = LayoutEngine.temporary(for: hierarchyRoot)
        }
        guard let engine else {
            _ = walk()
            return
        }
        for _ in 0..<8 {
            engine.prepareLayout()
            // Insets only move when something was laid out (or the engine moved views).
            if walk() || engine.insetsNeedRefresh { engine.refreshTrackedInsets() }
            guard engine.hasPendingWork else { break }
        }
        if engine.appliesFrames && window == nil { engine.detach() }
    }

    /// Applies the solved frames of the subviews that the solver moved (or whose
    /// frame was set by hand since: constraints win at the next layout, as in UIKit).
    /// Only those subviews are visited, so one moved view costs the same among a
    /// thousand siblings.
    func applySolvedFramesToSubviews() {
        guard let storage = autoLayout, !storage.staleSubviews.isEmpty else { return }
        let stale = storage.staleSubviews
        storage.staleSubviews.removeAll()
        let scale = max(1, window?.screen.scale ?? 1)
        for subview in stale where subview.superview === self {
            guard let subviewStorage = subview.autoLayout, subviewStorage.isEngineItem, subviewStorage.hasStaleFrame,
                  let item = subviewStorage.engineItem, !item.isPinned else { continue }
            subviewStorage.hasStaleFrame = false
            subviewStorage.isApplyingSolvedFrame = true
            subview.applySolvedAlignmentRect(item.rect, scale: scale)
            subviewStorage.isApplyingSolvedFrame = false
        }
    }

    /// Queues this view's solved frame for its superview's next layout.
    func markSolvedFrameStale() {
        guard let storage = autoLayout, !storage.hasStaleFrame, let superview else { return }
        storage.hasStaleFrame = true
        superview.layoutStorage.staleSubviews.append(self)
        superview.setNeedsLayout()
    }

    /// Sets center and bounds size from a solved alignment rectangle, each edge
    /// rounded to the screen's pixel grid (as UIKit rounds the engine's values).
    func applySolvedAlignmentRect(_ rect: CGRect, scale: CGFloat? = nil) {
        let scale = scale ?? max(1, window?.screen.scale ?? 1)
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        // A negative solved size (constraints can ask for one) becomes zero at the rectangle's origin.
        let frame = self.frame(forAlignmentRect: rect)
        let minX = snap(frame.origin.x), minY = snap(frame.origin.y)
        let maxX = max(minX, snap(frame.origin.x + frame.size.width)), maxY = max(minY, snap(frame.origin.y + frame.size.height))
        let size = CGSize(width: maxX - minX, height: maxY - minY)
        if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
        let center = CGPoint(x: minX + size.width / 2, y: minY + size.height / 2)
        if self.center != center { self.center = center }
    }

    // MARK: Hierarchy changes

    /// Before leaving its superview: constraints between this subtree and the
    /// rest go away (deactivated), as in UIKit.
    func autoLayoutWillLeaveSuperview() {
        var ancestor = superview
        while let view = ancestor {
            if let installed = view.autoLayout?.installed, !installed.isEmpty {
                for constraint in installed where constraint.items.contains(where: { isInSubtree($0) }) {
                    constraint.isActive = false
                }
            }
            ancestor = view.superview
        }
    }

    /// Whether a view or guide lies in this view's subtree.
    func isInSubtree(_ item: AnyObject) -> Bool {
        NSLayoutConstraint.view(for: item)?.isDescendant(of: self) ?? false
    }

    /// Leaving a window: the window's engine forgets this view, its guides and
    /// the constraints installed on it (they stay active, for the next window).
    func autoLayoutWillMove(toWindow newWindow: UIWindow?) {
        guard let storage = autoLayout, let engine = window?.layoutEngineStorage, newWindow !== window else { return }
        for constraint in storage.installed where constraint.engine === engine {
            engine.constraintWasDeactivated(constraint)
        }
        for guide in storage.allGuides { engine.forget(guide) }
        engine.forget(self)
    }

    /// Entering a window: queue its constraints, its update-constraints call and
    /// its inset tracking with the window's engine.
    /// As in UIKit, `updateConstraints` comes for views that use Auto Layout
    /// (or whose class `requiresConstraintBasedLayout`); others pay nothing.
    func autoLayoutDidMoveToWindow() {
        guard let window else { return }
        guard autoLayout != nil || (needsUpdateConstraintsFlag && Self.requiresConstraintBasedLayout) else { return }
        let engine = window.layoutEngine
        if needsUpdateConstraintsFlag { engine.viewNeedsUpdateConstraints(self) }
        guard let storage = autoLayout else { return }
        for constraint in storage.installed where constraint.engine == nil { engine.constraintWasActivated(constraint) }
        if storage.tracksInsets { engine.track(self) }
    }

    /// A frame change of a view in an engine: a view placed by its frame moves
    /// its pins (and its guides follow); a view placed by constraints gets its
    /// solved frame back at its superview's next layout, as in UIKit.
    func engineItemGeometryDidChange() {
        guard let storage = autoLayout else { return }
        if storage.isEngineItem, !translatesAutoresizingMaskIntoConstraints, storage.engineItem?.isPinned == false {
            if !storage.isApplyingSolvedFrame { markSolvedFrameStale() }
            if storage.tracksInsets { window?.layoutEngineStorage?.insetsNeedRefresh = true }
            return
        }
        window?.layoutEngineStorage?.geometryDidChange(self)
    }
}

extension AutoLayoutStorage {
    var allGuides: [UILayoutGuide] {
        layoutGuides + [safeAreaGuide, marginsGuide, readableGuide, keyboardGuide, scrollContentGuide, scrollFrameGuide,
                        topLayoutSupport, bottomLayoutSupport].compactMap { $0 }
    }
}

extension LayoutEngine {
    /// An engine for a hierarchy outside any window, made for one layout pass
    /// from the constraints installed in it (nil when there are none).
    static func temporary(for root: UIView) -> LayoutEngine? {
        var installed: [NSLayoutConstraint] = []
        var pendingUpdates: [UIView] = []
        var tracked: [UIView] = []
        func collect(_ view: UIView) {
            if let storage = view.autoLayout {
                installed.append(contentsOf: storage.installed)
                if storage.tracksInsets { tracked.append(view) }
            }
            if view.needsUpdateConstraintsFlag && (view.autoLayout != nil || type(of: view).requiresConstraintBasedLayout) {
                pendingUpdates.append(view)
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        guard !installed.isEmpty || !pendingUpdates.isEmpty else { return nil }
        let engine = LayoutEngine(root: root, appliesFrames: true)
        engine.temporaryConstraints = installed
        root.layoutStorage.temporaryEngine = engine
        for constraint in installed {
            constraint.engine = engine
            constraint.solverConstraint = nil
            engine.pendingActivations.append(constraint)
        }
        for view in pendingUpdates { engine.updateConstraintsQueue.append(WeakViewReference(view)) }
        for view in tracked { engine.track(view) }
        return engine
    }

    /// Lets go of the views of a temporary engine once its pass is done.
    func detach() {
        for item in items.values {
            guard let view = item.view, view.autoLayout?.engineItem === item else { continue }
            view.autoLayout?.engineItem = nil
            view.autoLayout?.isEngineItem = false
        }
        for constraint in temporaryConstraints where constraint.engine === self {
            constraint.engine = nil
            constraint.solverConstraint = nil
        }
        temporaryConstraints.removeAll()
        items.removeAll()
        if root.autoLayout?.temporaryEngine === self { root.autoLayout?.temporaryEngine = nil }
    }
}
