import Foundation

/// Core Animation's key paths over a layer's state: what `value(forKeyPath:)`,
/// `setValue(_:forKeyPath:)` and animations' `keyPath` name.
///
/// Besides the properties (`position`, `bounds`, `opacity`, `transform`,
/// `cornerRadius`, `backgroundColor`, `borderWidth`, `shadowOpacity`, ... and a
/// subclass's, kept in `extras`), the structure fields (`position.x`,
/// `bounds.size.width`, `shadowOffset.height`, `startPoint.y`) and the transform
/// components: `transform.scale` (x and y together), `transform.scale.x/y/z`,
/// `transform.rotation` (= `.z`), `transform.rotation.z`, `transform.translation`,
/// `transform.translation.x/y/z`. Components act on the 2D part of the transform
/// (its scale, rotation and translation; z components and rotations about x and y read 0 and are ignored).
extension LayerState {
    /// The value at `keyPath`, or nil for a path the state does not hold.
    public func value(forKeyPath keyPath: String) -> LayerValue? {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let head = parts.first else { return nil }
        if head == "transform", parts.count > 1 {
            return transformComponent(parts.dropFirst().joined(separator: "."))
        }
        guard let base = value(forKey: head) else { return nil }
        return parts.count == 1 ? base : LayerState.component(of: base, parts.dropFirst().joined(separator: "."))
    }

    /// Sets the value at `keyPath`; returns false when the path or the value's
    /// type does not fit.
    @discardableResult
    public mutating func setValue(_ value: LayerValue, forKeyPath keyPath: String) -> Bool {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let head = parts.first else { return false }
        if head == "transform", parts.count > 1 {
            let component = parts.dropFirst().joined(separator: ".")
            if component == "translation", case .size(let size) = value {
                return setTransformComponent("translation.x", size.width) && setTransformComponent("translation.y", size.height)
            }
            guard let number = value.number else { return false }
            return setTransformComponent(component, number)
        }
        if parts.count == 1 { return setValue(value, forKey: head) }
        guard let base = self.value(forKey: head),
              let updated = LayerState.replacing(parts.dropFirst().joined(separator: "."), of: base, with: value) else { return false }
        return setValue(updated, forKey: head)
    }

    // MARK: Whole properties

    private func value(forKey key: String) -> LayerValue? {
        switch key {
        case "position": return .point(center)
        case "bounds": return .rect(bounds)
        case "frame": return .rect(frame)
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .number(zPosition)
        case "transform": return .transform(transform3DValue)
        case "anchorPointZ": return .number(anchorPointZ)
        case "opacity": return .number(alpha)
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .number(cornerRadius)
        case "borderWidth": return .number(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .number(CGFloat(shadowOpacity))
        case "shadowRadius": return .number(shadowRadius)
        case "shadowOffset": return .size(shadowOffset)
        default: return extras[key]
        }
    }

    private mutating func setValue(_ value: LayerValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("position", .point(let p)): center = p
        case ("bounds", .rect(let r)): bounds = r
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", _): guard let n = value.number else { return false }; zPosition = n
        case ("transform", .transform(let t)): setTransform3D(t)
        case ("anchorPointZ", _): guard let n = value.number else { return false }; anchorPointZ = n
        case ("opacity", _): guard let n = value.number else { return false }; alpha = min(max(n, 0), 1)
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", _): guard let n = value.number else { return false }; cornerRadius = max(0, n)
        case ("borderWidth", _): guard let n = value.number else { return false }; borderWidth = max(0, n)
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowOpacity", _): guard let n = value.number else { return false }; shadowOpacity = Float(min(max(n, 0), 1))
        case ("shadowRadius", _): guard let n = value.number else { return false }; shadowRadius = max(0, n)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("position", _), ("bounds", _), ("anchorPoint", _), ("transform", _), ("backgroundColor", _),
             ("borderColor", _), ("shadowColor", _), ("shadowOffset", _), ("frame", _):
            return false
        default: extras[key] = value
        }
        return true
    }

    // MARK: Structure fields

    private static func component(of value: LayerValue, _ path: String) -> LayerValue? {
        switch (value, path) {
        case (.point(let p), "x"): return .number(p.x)
        case (.point(let p), "y"): return .number(p.y)
        case (.size(let s), "width"): return .number(s.width)
        case (.size(let s), "height"): return .number(s.height)
        case (.rect(let r), "origin"): return .point(r.origin)
        case (.rect(let r), "size"): return .size(r.size)
        case (.rect(let r), "origin.x"): return .number(r.origin.x)
        case (.rect(let r), "origin.y"): return .number(r.origin.y)
        case (.rect(let r), "size.width"): return .number(r.width)
        case (.rect(let r), "size.height"): return .number(r.height)
        default: return nil
        }
    }

    private static func replacing(_ path: String, of base: LayerValue, with value: LayerValue) -> LayerValue? {
        switch (base, path, value) {
        case (.point(var p), "x", _): guard let n = value.number else { return nil }; p.x = n; return .point(p)
        case (.point(var p), "y", _): guard let n = value.number else { return nil }; p.y = n; return .point(p)
        case (.size(var s), "width", _): guard let n = value.number else { return nil }; s.width = n; return .size(s)
        case (.size(var s), "height", _): guard let n = value.number else { return nil }; s.height = n; return .size(s)
        case (.rect(var r), "origin", .point(let p)): r.origin = p; return .rect(r)
        case (.rect(var r), "size", .size(let s)): r.size = s; return .rect(r)
        case (.rect(var r), "origin.x", _): guard let n = value.number else { return nil }; r.origin.x = n; return .rect(r)
        case (.rect(var r), "origin.y", _): guard let n = value.number else { return nil }; r.origin.y = n; return .rect(r)
        case (.rect(var r), "size.width", _): guard let n = value.number else { return nil }; r.size.width = n; return .rect(r)
        case (.rect(var r), "size.height", _): guard let n = value.number else { return nil }; r.size.height = n; return .rect(r)
        default: return nil
        }
    }

    // MARK: Transform components

    private func transformComponent(_ path: String) -> LayerValue? {
        let parts = TransformParts(transform)
        switch path {
        case "scale": return .number(parts.map { ($0.scaleX + $0.scaleY) / 2 } ?? 0)
        case "scale.x": return .number(parts?.scaleX ?? 0)
        case "scale.y": return .number(parts?.scaleY ?? 0)
        case "scale.z": return .number(1)
        case "rotation", "rotation.z": return .number(parts?.angle ?? 0)
        case "rotation.x": return .number(extras["transform.rotation.x"]?.number ?? 0)
        case "rotation.y": return .number(extras["transform.rotation.y"]?.number ?? 0)
        case "translation": return .size(CGSize(width: transform.tx, height: transform.ty))
        case "translation.x": return .number(transform.tx)
        case "translation.y": return .number(transform.ty)
        case "translation.z": return .number(0)
        default: return nil
        }
    }

    private mutating func setTransformComponent(_ path: String, _ value: CGFloat) -> Bool {
        if path == "rotation.x" || path == "rotation.y" {
            // Turns about the axis by the change from the angle set before (Core Animation
            // replaces that component of its decomposition): R(new) · R(old)⁻¹ · T.
            let key = "transform." + path
            let old = extras[key]?.number ?? 0
            let turn = path == "rotation.x" ? CATransform3DMakeRotation(value - old, 1, 0, 0) : CATransform3DMakeRotation(value - old, 0, 1, 0)
            setTransform3D(CATransform3DConcat(turn, transform3DValue))
            extras[key] = value == 0 ? nil : .number(value)
            return true
        }
        var parts = TransformParts(transform) ?? TransformParts(.identity)!
        if TransformParts(transform) == nil {
            // A degenerate matrix: keep its translation, start the rest from identity.
            parts.translationX = transform.tx
            parts.translationY = transform.ty
        }
        switch path {
        case "scale": parts.scaleX = value; parts.scaleY = value
        case "scale.x": parts.scaleX = value
        case "scale.y": parts.scaleY = value
        case "rotation", "rotation.z": parts.angle = value
        case "translation.x": parts.translationX = value
        case "translation.y": parts.translationY = value
        case "scale.z", "translation.z": return true
        default: return false
        }
        transform = parts.transform
        return true
    }
}
