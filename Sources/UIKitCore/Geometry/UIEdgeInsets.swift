import Foundation

/// Insets for each edge of a rectangle, as in UIKit.
public struct UIEdgeInsets: Equatable, Hashable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Horizontal text alignment, as in UIKit (`natural` is left, or right in a right-to-left layout).
public enum NSTextAlignment: Int {
    case left, center, right, justified, natural
}

/// How text that does not fit is broken or truncated, as in UIKit.
public enum NSLineBreakMode: Int {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
