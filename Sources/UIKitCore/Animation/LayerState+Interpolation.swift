import Foundation

extension LayerState {
    /// Sets `property` to its value `progress` of the way from `from` to `to`.
    ///
    /// Positions and sizes use `progress.x` horizontally and `progress.y`
    /// vertically; everything else uses `progress.x`. Progress outside 0...1
    /// (a spring overshooting) extrapolates, except that alpha stays in 0...1,
    /// corner radius at or above 0 and colour components in 0...1 (`UIColor`
    /// clamps), as Core Animation clamps what it draws.
    mutating func interpolate(_ property: AnimatableProperty, from: LayerState, to: LayerState,
                              progress: AnimationProgress) {
        let px = progress.x, py = progress.y
        switch property {
        case .center:
            center = CGPoint(x: lerp(from.center.x, to.center.x, px), y: lerp(from.center.y, to.center.y, py))
        case .bounds:
            bounds = CGRect(x: lerp(from.bounds.minX, to.bounds.minX, px),
                            y: lerp(from.bounds.minY, to.bounds.minY, py),
                            width: lerp(from.bounds.width, to.bounds.width, px),
                            height: lerp(from.bounds.height, to.bounds.height, py))
        case .transform:
            transform = interpolateTransform(from.transform, to.transform, progress: progress)
        case .alpha:
            alpha = min(max(lerp(from.alpha, to.alpha, px), 0), 1)
        case .cornerRadius:
            cornerRadius = max(0, lerp(from.cornerRadius, to.cornerRadius, px))
        case .backgroundColor:
            backgroundUIColor = interpolateColor(from.backgroundUIColor, to.backgroundUIColor, px)
        }
    }

    /// Copies `property` from `other`.
    mutating func copy(_ property: AnimatableProperty, from other: LayerState) {
        switch property {
        case .center: center = other.center
        case .bounds: bounds = other.bounds
        case .transform: transform = other.transform
        case .alpha: alpha = other.alpha
        case .cornerRadius: cornerRadius = other.cornerRadius
        case .backgroundColor: backgroundUIColor = other.backgroundUIColor
        }
    }
}

/// Colours blend in sRGB with straight alpha; nil is transparent, so a colour
/// fades in from (or out to) its own clear version, as Core Animation does
/// between a nil and a non-nil background colour.
private func interpolateColor(_ from: UIColor?, _ to: UIColor?, _ t: CGFloat) -> UIColor? {
    if t == 0 { return from }
    if t == 1 { return to }
    switch (from, to) {
    case (nil, nil): return nil
    case let (a?, b?): return a.interpolated(to: b, fraction: t)
    case let (nil, b?): return b.withAlphaComponent(0).interpolated(to: b, fraction: t)
    case let (a?, nil): return a.interpolated(to: a.withAlphaComponent(0), fraction: t)
    }
}

/// Transforms blend by parts (translation, rotation the short way round,
/// scale, skew), as Core Animation and CSS do, so a quarter turn stays a
/// rotation half way instead of shrinking. Degenerate matrices (a zero
/// scale) blend component by component.
private func interpolateTransform(_ from: CGAffineTransform, _ to: CGAffineTransform,
                                  progress: AnimationProgress) -> CGAffineTransform {
    if progress.x == 0 && progress.y == 0 { return from }
    if progress.x == 1 && progress.y == 1 { return to }
    guard let a = TransformParts(from), let b = TransformParts(to) else {
        let t = progress.x
        return CGAffineTransform(a: lerp(from.a, to.a, t), b: lerp(from.b, to.b, t),
                                 c: lerp(from.c, to.c, t), d: lerp(from.d, to.d, t),
                                 tx: lerp(from.tx, to.tx, t), ty: lerp(from.ty, to.ty, progress.y))
    }
    return a.interpolated(to: b, progress: progress).transform
}

extension UIView {
    /// Sets `property` to its value in `state` through the public setter (so
    /// a bounds change lays out), as a plain change: callers run it where no
    /// animations block records it.
    func setAnimatableValue(of property: AnimatableProperty, from state: LayerState) {
        switch property {
        case .center: center = state.center
        case .bounds: bounds = state.bounds
        case .transform: transform = state.transform
        case .alpha: alpha = state.alpha
        case .cornerRadius: layer.cornerRadius = state.cornerRadius
        case .backgroundColor: backgroundColor = state.backgroundUIColor
        }
    }
}
