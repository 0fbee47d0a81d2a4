import Foundation

/// What a layer asks its delegate, as in Core Animation. Every method is
/// optional (defaults below); a view is its layer's delegate.
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's contents instead of drawing; the default draws
    /// through `draw(_:in:)` (the layer's `draw(in:)`).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (its bounds space).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` (a property key); nil continues the
    /// search, `NSNull()` stops it with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Called before the layer draws its content (accepted).
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func layerWillDraw(_ layer: CALayer) {}
}

/// Something a layer runs when a property changes (an implicit animation), as
/// in Core Animation. `CAAnimation` is one (it adds itself to the layer);
/// `NSNull` is the "no action" marker.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
