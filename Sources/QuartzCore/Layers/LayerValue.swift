import Foundation

/// One value of an animatable layer property, as Core Animation's `fromValue`,
/// `toValue` and key-value coding carry them (`NSNumber`, `NSValue`, `CGColor`,
/// `CGPath`, arrays), typed so that they can be interpolated.
public enum LayerValue: Equatable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case colors([CGColor]?)
    case numbers([CGFloat]?)
    case bool(Bool)
    case image(CGImage?)

    public static func == (lhs: LayerValue, rhs: LayerValue) -> Bool {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): return a == b
        case let (.point(a), .point(b)): return a == b
        case let (.size(a), .size(b)): return a == b
        case let (.rect(a), .rect(b)): return a == b
        case let (.transform(a), .transform(b)): return a == b
        case let (.color(a), .color(b)): return a == b
        case let (.path(a), .path(b)): return a == b
        case let (.colors(a), .colors(b)): return a == b
        case let (.numbers(a), .numbers(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.image(a), .image(b)): return a === b
        default: return false
        }
    }

    /// The value as a number (a bool counts as 0 or 1).
    public var number: CGFloat? {
        switch self {
        case .number(let v): return v
        case .bool(let v): return v ? 1 : 0
        default: return nil
        }
    }

    /// A value from what iOS code assigns to `fromValue`/`toValue` or passes to
    /// `setValue(_:forKeyPath:)`: numbers of any type, `NSNumber`, points, sizes,
    /// rects, transforms (`CATransform3D` or `CGAffineTransform`), `NSValue`s of
    /// those, `CGColor` (or UIKit's colour), `CGPath` (or UIKit's Bézier path), `CGImage`,
    /// and arrays of colours or numbers. Nil for anything else.
    public init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let v as LayerValue: self = v
        case let v as CGFloat: self = .number(v)
        case let v as Double: self = .number(CGFloat(v))
        case let v as Float: self = .number(CGFloat(v))
        case let v as Int: self = .number(CGFloat(v))
        case let v as Bool: self = .bool(v)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v)
        case let v as any CALayerColor: self = .color(v.resolvedCGColor)
        case let v as CGPath: self = .path(v)
        case let v as any CGPathConvertible: self = .path(v.cgPath)
        case let v as CGImage: self = .image(v)
        case let v as NSValue:
            if let value = LayerValue(nsValue: v) { self = value } else { return nil }
        case let v as [Any]:
            let colors = v.compactMap { ($0 as? CGColor) ?? ($0 as? any CALayerColor)?.resolvedCGColor }
            if colors.count == v.count && !v.isEmpty { self = .colors(colors); return }
            let numbers = v.compactMap { LayerValue($0)?.number }
            guard numbers.count == v.count else { return nil }
            self = .numbers(numbers)
        default:
            return nil
        }
    }

    private init?(nsValue value: NSValue) {
        if let number = value as? NSNumber { self = .number(CGFloat(number.doubleValue)); return }
        if let transform = value.transform3DIfBoxed { self = .transform(transform); return }
        let type = String(cString: value.objCType)
        if type.contains("CGPoint") || type.contains("NSPoint") { self = .point(value.pointValue); return }
        if type.contains("CGSize") || type.contains("NSSize") { self = .size(value.sizeValue); return }
        if type.contains("CGRect") || type.contains("NSRect") { self = .rect(value.rectValue); return }
        return nil
    }

    /// The value as what iOS code reads back from `value(forKeyPath:)`
    /// (`CGFloat`, `CGPoint`, `CATransform3D`, `CGColor`, ...).
    public var boxed: Any? {
        switch self {
        case .number(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .colors(let v): return v
        case .numbers(let v): return v
        case .bool(let v): return v
        case .image(let v): return v
        }
    }
}

// MARK: - NSValue boxes for Core Animation types

/// What `NSValue(caTransform3D:)` holds: Foundation on Linux stores only
/// scalars and a few structs in an `NSValue`, so the value holds a tagged
/// index into this table of the distinct transforms boxed so far (kept for
/// the life of the process; a few hundred bytes each).
private enum Transform3DTable {
    static let tag: UInt64 = 0xCA7F_0000_0000_0000
    private static let lock = NSLock()
    private static var transforms: [CATransform3D] = []
    private static var indices: [CATransform3D: UInt64] = [:]

    static func index(of transform: CATransform3D) -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[transform] { return index }
        let index = UInt64(transforms.count)
        transforms.append(transform)
        indices[transform] = index
        return index
    }

    static func transform(at index: UInt64) -> CATransform3D? {
        lock.lock()
        defer { lock.unlock() }
        return index < transforms.count ? transforms[Int(index)] : nil
    }
}

extension NSValue {
    /// A boxed `CATransform3D`, as Core Animation's `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D transform: CATransform3D) {
        var code = Transform3DTable.tag | Transform3DTable.index(of: transform)
        self.init(bytes: &code, objCType: "Q")
    }

    /// The boxed `CATransform3D` (identity when the value holds something else).
    public var caTransform3DValue: CATransform3D { transform3DIfBoxed ?? CATransform3DIdentity }

    fileprivate var transform3DIfBoxed: CATransform3D? {
        guard String(cString: objCType) == "Q" else { return nil }
        var code: UInt64 = 0
        getValue(&code)
        guard code & 0xFFFF_0000_0000_0000 == Transform3DTable.tag else { return nil }
        return Transform3DTable.transform(at: code & 0x0000_FFFF_FFFF_FFFF)
    }
}

extension LayerValue: Hashable {
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .number(let v): hasher.combine(0); hasher.combine(v)
        case .point(let v): hasher.combine(1); hasher.combine(v)
        case .size(let v): hasher.combine(2); hasher.combine(v)
        case .rect(let v): hasher.combine(3); hasher.combine(v)
        case .transform(let v): hasher.combine(4); hasher.combine(v)
        case .color(let v): hasher.combine(5); hasher.combine(v)
        case .path(let v): hasher.combine(6); hasher.combine(v)
        case .colors(let v): hasher.combine(7); hasher.combine(v)
        case .numbers(let v): hasher.combine(8); hasher.combine(v)
        case .bool(let v): hasher.combine(9); hasher.combine(v)
        case .image(let v): hasher.combine(10); hasher.combine(v.map(ObjectIdentifier.init))
        }
    }
}
