import Foundation

/// One key a class answers to in key-value coding: how to read it, and how to
/// write it when the property is settable.
struct KeyValueCodingProperty {
    /// The value, or nil when the object is not of the property's class.
    let read: (AnyObject) -> Any??
    /// Writes the value; nil when the object is not of the property's class,
    /// false when the value is not of the property's type.
    let write: ((AnyObject, Any?) -> Bool?)?

    /// A read-only key.
    static func get<Root: AnyObject, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyValueCodingProperty {
        KeyValueCodingProperty(read: { object in (object as? Root).map { $0[keyPath: keyPath] as Any? } }, write: nil)
    }

    /// A read-write key.
    static func getSet<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> KeyValueCodingProperty {
        KeyValueCodingProperty(read: { object in (object as? Root).map { $0[keyPath: keyPath] as Any? } },
                               write: { object, value in
                                   guard let root = object as? Root else { return nil }
                                   guard let converted: Value = KeyValueCodingProperty.convert(value) else { return false }
                                   root[keyPath: keyPath] = converted
                                   return true
                               })
    }

    /// `value` as a `Value`: as it is, nil for an optional property, or a number
    /// converted between Swift's numeric types and `NSNumber` (KVC unboxes
    /// `NSNumber`s for scalar properties on iOS).
    static func convert<Value>(_ value: Any?) -> Value? {
        if let value = value as? Value { return value }
        guard let value else { return Optional<Any>.none as Any as? Value }
        let number: Double?
        switch value {
        case let n as NSNumber: number = n.doubleValue
        case let n as Double: number = n
        case let n as CGFloat: number = Double(n)
        case let n as Float: number = Double(n)
        case let n as Int: number = Double(n)
        case let n as Bool: number = n ? 1 : 0
        default: number = nil
        }
        guard let number else { return nil }
        switch Value.self {
        case is CGFloat.Type, is CGFloat?.Type: return CGFloat(number) as? Value
        case is Double.Type, is Double?.Type: return number as? Value
        case is Float.Type, is Float?.Type: return Float(number) as? Value
        case is Int.Type, is Int?.Type: return Int(exactly: number) as? Value
        case is Bool.Type, is Bool?.Type: return (number != 0) as? Value
        default: return nil
        }
    }
}

/// The keys of one class, for `NSObject`'s key-value coding.
struct KeyValueCodingClass {
    /// Whether an object is of the class (or a subclass).
    let matches: (AnyObject) -> Bool
    let keys: [String: KeyValueCodingProperty]

    init<Root: AnyObject>(_ root: Root.Type, _ keys: [String: KeyValueCodingProperty]) {
        matches = { $0 is Root }
        self.keys = keys
    }

    /// Adds Objective-C's getter spellings: `hidden` for `isHidden` (UIKit's
    /// property is `hidden`, its getter `isHidden`, and KVC answers to both).
    static func withObjectiveCNames(_ keys: [String: KeyValueCodingProperty]) -> [String: KeyValueCodingProperty] {
        var all = keys
        for (key, property) in keys where key.hasPrefix("is") && key.count > 2 {
            let rest = key.dropFirst(2)
            guard let first = rest.first, first.isUppercase else { continue }
            all[first.lowercased() + rest.dropFirst(), default: property] = property
        }
        return all
    }
}
