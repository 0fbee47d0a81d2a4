import Foundation

extension UIView {
    /// A new view showing how this view looks now (its layer tree, frozen into
    /// an image at the window's scale), as UIKit's `snapshotView(afterScreenUpdates:)`:
    /// the usual stand-in a custom transition animates while the real view
    /// moves. Its frame is the view's bounds size at the origin. With
    /// `afterScreenUpdates` the view's pending layout is done first. A view not
    /// in a window snapshots as an empty view of its size (UIKit's blank snapshot).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.isOpaque = false
        snapshot.backgroundColor = nil
        if let window, let image = window.host?.snapshot(of: layer) {
            snapshot.layer.contents = image
            snapshot.layer.contentsScale = window.screen.scale
        }
        return snapshot
    }

    /// Draws this view and its subviews into the current context, scaled to
    /// `rect`, as UIKit's `drawHierarchy(in:afterScreenUpdates:)`. Returns
    /// false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
