import Foundation

/// Implicit animations, as in Core Animation: changing an animatable property
/// of a free layer that is in a window asks `action(forKey:)` for an action and
/// runs it; the default action is a `CABasicAnimation` from the value on screen,
/// lasting `CATransaction.animationDuration()` (0.25 s). A view's layer has none
/// (its view answers `NSNull`), nor has any layer inside `CATransaction.setDisableActions(true)`.
extension CALayer {
    func resolveAction(forKey event: String) -> CAAction? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        if let entry = actions?[event] { return entry is NSNull ? nil : entry }
        return type(of: self).defaultAction(forKey: event)
    }


    static let animatableKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "zPosition", "transform", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset",
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
        "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor",
    ]

    /// Runs the action for a change of `key`, whose value on screen was in `before`.
    func runImplicitAction(forKey key: String, from before: LayerState) {
        guard layerOwner == nil, host != nil, !CATransaction.disableActions(),
              let action = action(forKey: key) else { return }
        if let animation = action as? CABasicAnimation {
            if animation.fromValue == nil, animation.toValue == nil, animation.byValue == nil,
               let from = before.value(forKeyPath: animation.keyPath ?? key) {
                animation.fromValue = from.boxed
            }
            if animation.duration <= 0 { animation.duration = CATransaction.animationDuration() }
            if animation.timingFunction == nil {
                animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            }
        }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
