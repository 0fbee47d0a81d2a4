import Foundation

/// A bar's style, as UIKit's `UIBarStyle` (kept by the bars that take it; the look here follows the trait collection).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    /// Deprecated in UIKit: `black` with `isTranslucent`.
    case blackTranslucent = 2
    /// Deprecated in UIKit: the same as `black`.
    public static let blackOpaque = UIBarStyle.black
}
