import Foundation

/// Geometry in `NSValue`s, as UIKit adds them on iOS (`UIGeometry.h`): what
/// `CABasicAnimation.fromValue`, `toValue` and key-value coding carry for points,
/// sizes and rectangles.
extension NSValue {
    /// UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
