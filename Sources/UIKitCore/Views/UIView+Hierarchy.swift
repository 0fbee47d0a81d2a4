import Foundation

// Moving views in and out of the hierarchy: the work behind the overridable
// `insertSubview(_:at:)` and `removeFromSuperview()` in UIView's class body.
extension UIView {
    /// `insertSubview(_:at:)`: moves `view` to `index` among the subviews, or in from
    /// its old superview with UIKit's order of notifications (will move, did move, window
    /// moves, `didAddSubview`), telling it when the move changed the tint it inherits.
    func placeSubview(_ view: UIView, at index: Int) {
        if view === self { return }
        let oldWindow = view.window
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            let position = min(max(index, 0), subviews.count)
            subviews.insert(view, at: position)
            layer.placeSublayer(ofSubview: view, in: subviews, at: position)
            setNeedsDisplay()
            return
        }
        let newWindow = window
        if view.superview != nil { view.autoLayoutWillLeaveSuperview() }
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        let inheritedTint = view.explicitTintColor == nil ? view.tintColor : nil
        view.detachFromSuperview()
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        layer.placeSublayer(ofSubview: view, in: subviews, at: position)
        view.superview = self
        // As in UIKit, a view that inherits its tint hears when the move changed it.
        if let inheritedTint, view.tintColor != inheritedTint { view.tintColorDidChange() }
        newWindow?.setNeedsTraitUpdate()
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
        setNeedsDisplay()
    }

    /// `removeFromSuperview()`, with UIKit's order of notifications.
    func leaveSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        autoLayoutWillLeaveSuperview()
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        parent.setNeedsDisplay()
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { propagateDidMoveToWindow() }
    }

    /// Takes the view out of its superview's subviews and layer tree, telling no one.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        if layer.superlayer === parent.layer { layer.detachFromSuperlayer() }
        superview = nil
    }
}
