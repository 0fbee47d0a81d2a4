import Foundation

extension UIView {
    /// How a view lays out its content when its bounds change, as in UIKit.
    public enum ContentMode: Int, CaseIterable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// Where content of `size` goes in `bounds` (it may overflow them: aspect
        /// fill and the unscaled modes only stay inside with `clipsToBounds`).
        public func rect(forContentOf size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0 else { return bounds }
            func centred(_ size: CGSize) -> CGRect {
                CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            }
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let fit = min(bounds.width / size.width, bounds.height / size.height)
                let fill = max(bounds.width / size.width, bounds.height / size.height)
                let factor = self == .scaleAspectFit ? fit : fill
                return centred(CGSize(width: size.width * factor, height: size.height * factor))
            case .center:
                return centred(size)
            case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
                let x: CGFloat
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
                default: x = bounds.midX - size.width / 2
                }
                let y: CGFloat
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
                default: y = bounds.midY - size.height / 2
                }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }
}
