import Foundation

/// Foundation's key-value coding (`NSKeyValueCoding`), which every `NSObject`
/// has on Apple platforms: properties read and written by name.
///
/// Linux's Foundation has no Objective-C runtime to find a property from its
/// name, and its `NSObject` has no `value(forKey:)`. So key-value coding is this
/// protocol, adopted by the classes whose keys UIKit code uses: `CALayer` (its
/// properties, key paths such as `"transform.scale"`, and keys of your own),
/// UIKit's responders (views, windows, controllers, the application), and the
/// bar items, navigation items and gesture recognizers. A class answers
/// `value(forKey:)` and `setValue(_:forKey:)`; the dotted key paths and the
/// dictionary forms follow from them here, as in Foundation. `CALayer` and
/// `UIResponder` declare the methods in their class bodies, so subclasses
/// override them as on iOS.
public protocol KeyValueCoding: AnyObject {
    /// The value of the property named `key`.
    func value(forKey key: String) -> Any?
    /// Sets the property named `key`.
    func setValue(_ value: Any?, forKey key: String)
    /// The value at a dotted path of keys (`"layer.cornerRadius"`).
    func value(forKeyPath keyPath: String) -> Any?
    /// Sets the value at a dotted path of keys.
    func setValue(_ value: Any?, forKeyPath keyPath: String)
}

extension KeyValueCoding {
    /// The first key's value answers the rest of the path, as in Foundation: nil
    /// as soon as a step is nil or is not key-value coding compliant.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = value(forKey: String(keyPath[..<dot]))
        return (head as? KeyValueCoding)?.value(forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// The first key's value sets the rest of the path, as in Foundation.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let owner = self.value(forKey: String(keyPath[..<dot])) as? KeyValueCoding
        owner?.setValue(value, forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// The values of `keys`, with `NSNull` for nil, as in Foundation.
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        Dictionary(keys.map { ($0, value(forKey: $0) ?? NSNull()) }, uniquingKeysWith: { first, _ in first })
    }

    /// Sets each key to its value (`NSNull` sets nil), as in Foundation.
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value is NSNull ? nil : value, forKey: key) }
    }
}

extension CALayer: KeyValueCoding {}
