import Foundation

/// A view is its layer's delegate and owner, as in UIKit: the layer (QuartzCore, which
/// knows no view) forwards its geometry and looks here, and the view's window is the
/// host its animations run in. The delegate methods are in `UIView`'s body so views
/// can override them.
extension UIView: CALayerOwner {
    package var layerHost: (any CALayerHost)? { window }

    package var isHiddenForLayer: Bool {
        get { isHidden }
        set { isHidden = newValue }
    }

    package var masksToBoundsForLayer: Bool {
        get { clipsToBounds }
        set { clipsToBounds = newValue }
    }

    package var layerNeedsLayout: Bool { needsLayout }

    package func setLayerBounds(_ bounds: CGRect) { self.bounds = bounds }
    package func setLayerPosition(_ position: CGPoint) { center = position }
    package func setLayerFrame(_ frame: CGRect) { self.frame = frame }
    package func setLayerTransform(_ transform: CGAffineTransform) { self.transform = transform }
    package func setLayerOpacity(_ opacity: CGFloat) { alpha = opacity }
    package func setLayerBackgroundColor(_ color: CGColor?) { backgroundColor = color.map(UIColor.init(cgColor:)) }
    package func setLayerCornerRadius(_ radius: CGFloat) { setAnimatable(\.cornerRadius, radius, .cornerRadius) }

    package func layerNeedsRedraw() { setNeedsDisplay() }
    package func layerSetNeedsLayout() { setNeedsLayout() }
    package func layerLayoutIfNeeded() { layoutIfNeeded() }

    package func removeFromParent(ifLayerOf superlayer: CALayer?) -> Bool {
        guard superview?.layer === superlayer else { return false }
        removeFromSuperview()
        return true
    }
}

extension CALayer {
    /// The view this layer backs, if any (it is also the layer's `delegate`).
    var owner: UIView? { layerOwner as? UIView }

    /// A backing layer of `layerClass` for `view`, made with the class's `init()`
    /// as UIKit does (see `CALayer.instantiate`); a class that is not a layer
    /// class gets a plain layer and a warning (UIKit stops there).
    static func makeBackingLayer(of layerClass: AnyClass, for view: UIView) -> CALayer {
        let layer: CALayer
        if let made = CALayer.instantiate(layerClass) {
            layer = made
        } else {
            warn("\(type(of: view)).layerClass is \(layerClass), not a CALayer subclass; the view gets a CALayer", in: nil)
            layer = CALayer()
        }
        layer.layerOwner = view
        layer.delegate = view
        return layer
    }

    /// Places `view`'s layer among this (view's) layer's sublayers after `view`
    /// became subview number `index`: just below the layer of the subview above
    /// it, else on top.
    func placeSublayer(ofSubview view: UIView, in subviews: [UIView], at index: Int) {
        let layer = view.layer
        if layer.superlayer === self { sublayerList.removeAll { $0 === layer } } else { layer.detachFromSuperlayer() }
        let next = subviews.dropFirst(index + 1).first { $0.layer.superlayer === self }
        if let next, let position = sublayerList.firstIndex(where: { $0 === next.layer }) {
            sublayerList.insert(layer, at: position)
        } else {
            sublayerList.append(layer)
        }
        layer.superlayer = self
    }
}
