import Foundation

/// UIKit's colours and paths where layers take Core Graphics values: a view's
/// background keeps its `UIColor` (a dynamic one resolves when it is drawn), and
/// `fromValue`, `toValue`, key-value coding and a gradient's `colors` accept
/// `UIColor` and `UIBezierPath` as they accept `CGColor` and `CGPath`.
extension UIColor: CALayerColor {
    package var resolvedCGColor: CGColor { cgColor }

    package func isSameLayerColor(as other: any CALayerColor) -> Bool {
        if let other = other as? UIColor { return self == other }
        if let other = other as? CGColor { return self == UIColor(cgColor: other) }
        return false
    }
}

extension UIBezierPath: CGPathConvertible {}

extension LayerState {
    /// The background colour as UIKit draws it: the view's `UIColor` as set (a dynamic
    /// colour follows the traits it is drawn with), or a layer's `CGColor` as a `UIColor`.
    var backgroundUIColor: UIColor? {
        get {
            guard let color = backgroundFill?.color else { return nil }
            return color as? UIColor ?? UIColor(cgColor: color.resolvedCGColor)
        }
        set { backgroundFill = newValue.map(LayerFill.init) }
    }
}

extension CACornerMask {
    /// The same corners as a `UIRectCorner` (the bits coincide).
    var rectCorners: UIRectCorner { UIRectCorner(rawValue: rawValue & 15) }
}
