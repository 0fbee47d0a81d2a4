import Foundation

/// Which animatable layer property a setter changes (for the animation engine).
public enum AnimatableProperty: Hashable, CaseIterable {
    case center, bounds, transform, alpha, backgroundColor, cornerRadius
}

extension UIView {
    /// Sets one animatable property: records it for an enclosing animation block,
    /// stores the model value and asks for a redraw.
    func setAnimatable<Value: Equatable>(_ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value,
                                         _ property: AnimatableProperty) {
        let old = layer.modelState
        guard old[keyPath: keyPath] != value else { return }
        layer.modelState[keyPath: keyPath] = value
        if let presentation = layer.presentationState {
            // Keep unanimated properties of the in-flight state in step with the model.
            var updated = presentation
            if !(window?.animationEngine.isAnimating(self, property) ?? false) {
                updated[keyPath: keyPath] = value
            }
            layer.presentationState = updated
        }
        AnimationRecording.current?.record(view: self, property: property, from: old)
        // Geometry is not content: a rasterized layer that only moves keeps its bitmap
        // (the renderer compares presented states itself).
        window?.setNeedsDisplay()
    }

    // MARK: Converting coordinates

    /// Maps points from this view's bounds space to the window's (presented geometry).
    public var transformToWindow: CGAffineTransform {
        var result = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            result = result.concatenating(current.layer.presented.transformToSuperview)
            view = current.superview
        }
        return result
    }

    /// Maps points from this view's bounds space to the coordinate space of the root
    /// of its hierarchy (a window, or the topmost superview).
    private var transformToRoot: CGAffineTransform { transformToWindow }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = point.applying(transformToRoot)
        guard let view else { return inRoot }
        return inRoot.applying(view.transformToRoot.inverted())
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let toRoot = transformToRoot
        let transform = view.map { toRoot.concatenating($0.transformToRoot.inverted()) } ?? toRoot
        return rect.applying(transform)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let fromRoot = transformToRoot.inverted()
        let transform = view.map { $0.transformToRoot.concatenating(fromRoot) } ?? fromRoot
        return rect.applying(transform)
    }
}
