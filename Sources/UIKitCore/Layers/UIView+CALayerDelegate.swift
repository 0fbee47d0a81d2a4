import Foundation

/// A view is its layer's delegate, as in UIKit (the methods are in `UIView`'s body so views can override them).
extension UIView: CALayerDelegate {}

extension CALayer {
    /// A backing layer of `layerClass` for `view` (the built-in classes; anything else makes a plain layer).
    static func makeBackingLayer(of layerClass: AnyClass, for view: UIView) -> CALayer {
        let layer: CALayer
        switch layerClass {
        case is CAShapeLayer.Type: layer = CAShapeLayer()
        case is CAGradientLayer.Type: layer = CAGradientLayer()
        default: layer = CALayer()
        }
        layer.owner = view
        layer.delegate = view
        return layer
    }
}
