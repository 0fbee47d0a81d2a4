import Foundation

extension UIView {
    /// A view showing how this view and its subviews look now, as in UIKit: an
    /// image of its bounds at the screen's scale, `afterScreenUpdates` applying
    /// pending layout first. Differences: the snapshot is a plain image (a
    /// `UIImageView`); nil when no image codec is linked (UIKitCore alone).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let image = snapshotImage(afterScreenUpdates: afterUpdates) else { return nil }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: frame.origin, size: bounds.size)
        return snapshot
    }

    /// Draws this view and its subviews into `rect` of the current context (inside
    /// `UIGraphicsImageRenderer` or `draw(_:)`), as in UIKit. Returns whether it drew.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), let image = snapshotImage(afterScreenUpdates: afterUpdates),
              let bitmap = image.cgImage else { return false }
        context.backend.draw(bitmap, in: rect)
        return true
    }

    /// The snapshot as an image (our helper for both).
    func snapshotImage(afterScreenUpdates afterUpdates: Bool) -> UIImage? {
        if afterUpdates { layoutIfNeeded() }
        let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
        guard bounds.width > 0, bounds.height > 0,
              let bitmap = ImageCodecs.installed?.snapshot(of: self, scale: scale) else { return nil }
        return UIImage(cgImage: bitmap, scale: scale, orientation: .up)
    }
}
