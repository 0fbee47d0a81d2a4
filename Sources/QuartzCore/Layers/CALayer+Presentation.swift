import Foundation

/// Model and presentation layers, and key-value coding, as in Core Animation.
extension CALayer {
    /// The model layer: the layer itself, or for a presentation copy the layer it copies.
    public func model() -> Self { (modelLayer as? Self) ?? self }

    func presentationCopy(_ make: (CALayer) -> CALayer) -> Self? {
        guard !animatedValues.isEmpty || presentationState != nil else { return self }
        return make(self) as? Self ?? self
    }

    /// Sets a subclass property (kept in `extras`), running its implicit action.
    func setExtra(_ key: String, _ value: LayerValue) {
        guard modelState.extras[key] != value else { return }
        let before = presented
        modelState.extras[key] = value
        if presentationState != nil { presentationState?.extras[key] = value }
        runImplicitAction(forKey: key, from: before)
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        setNeedsRedraw()
    }

    // MARK: Key-value coding

    func readValue(forKeyPath keyPath: String) -> Any? {
        // Inside `draw(in:)` the layer reads as its presentation layer would (Core
        // Animation draws the presentation copy), so animated keys of your own draw in flight.
        let state = isDrawingContent ? presented : modelState
        if let value = state.value(forKeyPath: keyPath) { return value.boxed }
        switch keyPath {
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "name": return name
        case "contents": return contents
        default: return customValues[keyPath] ?? type(of: self).defaultValue(forKey: keyPath)
        }
    }

    func writeValue(_ value: Any?, forKeyPath keyPath: String) {
        switch keyPath {
        case "hidden", "isHidden": if let flag = value as? Bool { isHidden = flag }; return
        case "masksToBounds": if let flag = value as? Bool { masksToBounds = flag }; return
        case "name": name = value as? String; return
        case "contents": contents = value; return
        default: break
        }
        if let typed = LayerValue(value), applyKeyPath(keyPath, typed) { return }
        customValues[keyPath] = value
        if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
    }

    /// Runs the layer's `draw(in:)`, with key-value reads showing the presented values.
    package func drawContent(in ctx: CGContext) {
        isDrawingContent = true
        defer { isDrawingContent = false }
        draw(in: ctx)
    }


    /// Sets `keyPath` to `value` through the public setters; false when the
    /// state has no such path.
    func applyKeyPath(_ keyPath: String, _ value: LayerValue) -> Bool {
        var state = modelState
        guard state.setValue(value, forKeyPath: keyPath) else { return false }
        let head = keyPath.split(separator: ".").first.map(String.init) ?? keyPath
        switch head {
        case "position": position = state.center
        case "bounds": bounds = state.bounds
        case "anchorPoint": anchorPoint = state.anchorPoint
        case "zPosition": zPosition = state.zPosition
        case "transform":
            transform = state.transform3DValue
            for key in ["transform.rotation.x", "transform.rotation.y"] { modelState.extras[key] = state.extras[key] }
        case "anchorPointZ": anchorPointZ = state.anchorPointZ
        case "opacity": opacity = Float(state.alpha)
        case "backgroundColor": backgroundColor = state.backgroundColor
        case "cornerRadius": cornerRadius = state.cornerRadius
        case "borderWidth": borderWidth = state.borderWidth
        case "borderColor": borderColor = state.borderColor
        case "shadowColor": shadowColor = state.shadowColor
        case "shadowOpacity": shadowOpacity = state.shadowOpacity
        case "shadowRadius": shadowRadius = state.shadowRadius
        case "shadowOffset": shadowOffset = state.shadowOffset
        default:
            guard let extra = state.extras[head] else { return false }
            setExtra(head, extra)
        }
        return true
    }
}
