import Foundation

extension ViewTreeRenderer {
    /// A hash of everything that a rasterized layer's bitmap depends on: for the
    /// layer itself its content version, bounds, background, border and (when the
    /// rounding is drawn into the bitmap) corners, but not its position, transform
    /// or alpha; for every view below it, its identity, order, content version
    /// (`setNeedsDisplay`), visibility, clipping, border, shadow and whole presented
    /// state (so animations in the subtree invalidate the bitmap).
    public static func contentSignature(of view: UIView, roundingInBitmap: Bool) -> Int {
        var hasher = Hasher()
        let state = view.layer.presented
        hasher.combine(view.contentVersion)
        hasher.combine(view.clipsToBounds)
        combine(state.bounds, into: &hasher)
        combine(state.backgroundColor, into: &hasher)
        combineLayerExtras(view.layer, into: &hasher)
        if roundingInBitmap {
            hasher.combine(state.cornerRadius)
            hasher.combine(view.layer.maskedCorners.rawValue)
        }
        hasher.combine(view.subviews.count)
        for subview in view.subviews { combineSubtree(subview, into: &hasher) }
        return hasher.finalize()
    }

    private static func combineSubtree(_ view: UIView, into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(view))
        hasher.combine(view.contentVersion)
        hasher.combine(view.isHidden)
        if view.isHidden { return }
        hasher.combine(view.clipsToBounds)
        let state = view.layer.presented
        hasher.combine(state.center.x)
        hasher.combine(state.center.y)
        combine(state.bounds, into: &hasher)
        let t = state.transform
        hasher.combine(t.a); hasher.combine(t.b); hasher.combine(t.c); hasher.combine(t.d); hasher.combine(t.tx); hasher.combine(t.ty)
        hasher.combine(state.alpha)
        hasher.combine(state.cornerRadius)
        hasher.combine(view.layer.maskedCorners.rawValue)
        combine(state.backgroundColor, into: &hasher)
        combineLayerExtras(view.layer, into: &hasher)
        hasher.combine(view.subviews.count)
        for subview in view.subviews { combineSubtree(subview, into: &hasher) }
    }

    private static func combineLayerExtras(_ layer: CALayer, into hasher: inout Hasher) {
        hasher.combine(layer.shouldRasterize)
        hasher.combine(layer.borderWidth)
        if layer.borderWidth > 0 { combine(layer.borderColor, into: &hasher) }
        hasher.combine(layer.shadowOpacity)
        if layer.shadowOpacity > 0 {
            combine(layer.shadowColor, into: &hasher)
            hasher.combine(layer.shadowRadius)
            hasher.combine(layer.shadowOffset.width)
            hasher.combine(layer.shadowOffset.height)
        }
    }

    private static func combine(_ rect: CGRect, into hasher: inout Hasher) {
        hasher.combine(rect.origin.x); hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width); hasher.combine(rect.size.height)
    }

    private static func combine(_ color: CGColor?, into hasher: inout Hasher) {
        guard let color else { hasher.combine(-1.0); return }
        hasher.combine(color)
    }

    private static func combine(_ color: UIColor?, into hasher: inout Hasher) {
        guard let color else { hasher.combine(-1.0); return }
        hasher.combine(color.red); hasher.combine(color.green); hasher.combine(color.blue); hasher.combine(color.alpha)
    }
}
