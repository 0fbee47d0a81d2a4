import Foundation

/// Converting between layers' spaces and hit-testing, as in Core Animation
/// (model geometry; a presentation layer converts in presented geometry).
extension CALayer {
    /// Maps this layer's bounds space to the space of the root of its tree.
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, let parent = current.superlayer {
            result = result.concatenating(current.modelState.transformToSuperview)
            layer = parent
        }
        return result
    }

    /// `point` in `layer`'s space, in this layer's space (nil: the root's space).
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let inRoot = layer.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let inRoot = point.applying(transformToRoot)
        return layer.map { inRoot.applying($0.transformToRoot.inverted()) } ?? inRoot
    }

    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let fromRoot = transformToRoot.inverted()
        return rect.applying(layer.map { $0.transformToRoot.concatenating(fromRoot) } ?? fromRoot)
    }

    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        let toRoot = transformToRoot
        return rect.applying(layer.map { toRoot.concatenating($0.transformToRoot.inverted()) } ?? toRoot)
    }

    func hitTestSubtree(_ point: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = point.applying(modelState.transformToSuperview.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
