import Foundation

/// Corners of a rectangle, as in UIKit (also used for `CALayer.maskedCorners`).
public struct UIRectCorner: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension GraphicsPath {
    /// A rounded rectangle whose chosen corners are quarter circles of `radius`
    /// (clamped to half the shorter side), as UIKit rounds views and layers.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, corners: UIRectCorner = .allCorners) {
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        guard r > 0, !corners.isEmpty else { self.init(rect: rect); return }
        func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: r, height: r) : .zero }
        self.init(roundedRect: rect, topLeft: radius(.topLeft), topRight: radius(.topRight),
                  bottomRight: radius(.bottomRight), bottomLeft: radius(.bottomLeft))
    }
}
