import Foundation

extension CGRect {
    /// The rectangle's centre point.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The rectangle with each edge moved inward by `insets`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}

extension CGPoint {
    func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}
