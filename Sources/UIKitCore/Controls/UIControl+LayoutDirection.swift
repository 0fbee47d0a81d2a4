import Foundation

extension UIControl {
    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved to
    /// `.left` or `.right` for the control's `effectiveUserInterfaceLayoutDirection`,
    /// as in UIKit (`.left`, `.right`, `.center` and `.fill` are physical and kept).
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let alignment: return alignment
        }
    }
}
