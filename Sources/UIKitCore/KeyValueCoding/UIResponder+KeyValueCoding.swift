import Foundation

extension UIResponder: KeyValueCoding {}

/// Key-value coding, as in Foundation on Apple platforms: properties read and
/// written by name (`view.value(forKey: "alpha")`, `layer.setValue(8, forKeyPath:
/// "cornerRadius")`), and class-level for singletons
/// (`UIApplication.value(forKeyPath: "shared")`).
///
/// Linux's Foundation has no Objective-C runtime to find properties by name, and
/// its `NSObject` has no key-value coding; here it is `UIResponder`'s (so views,
/// windows, controllers and the application have it) and `CALayer`'s (its own,
/// with animatable key paths). Subclasses override the methods, as on iOS. So
/// the keys are the properties UIKit's and Core Animation's classes declare
/// (`KeyValueCodingTables`), under their Swift names and their Objective-C ones
/// (`hidden` and `isHidden`; `sharedApplication` and `shared`). Other stored
/// properties of any class, your subclasses' included, can be read (through
/// `Mirror`) but not written. Structures come back as themselves (`CGRect`, not an
/// `NSValue`); numbers are converted to the property's numeric type when written.
///
/// Where Apple raises `NSUnknownKeyException` for a key no class declares, or
/// `NSInvalidArgumentException` for a value of the wrong type, this prints a
/// "UIKit warning" naming the class and key, reads nil and writes nothing.
extension UIResponder {
    /// The value of the property named `key`, as in Foundation.
    func keyValueCodingValue(forKey key: String) -> Any? {
        if let found = KeyValueCodingTables.property(of: self, forKey: key) { return found.read(self) ?? nil }
        if let stored = Self.storedProperty(named: key, of: self) { return stored }
        keyValueCodingWarning("valueForUndefinedKey:", key: key)
        return nil
    }

    /// The value at a dotted path of keys (`"layer.cornerRadius"`), as in
    /// Foundation: the first key's value answers the rest of the path (so a
    /// layer reads `"transform.scale"` itself); nil as soon as a step is nil.
    func keyValueCodingValue(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let first = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        guard let head = value(forKey: first) else { return nil }
        guard let coding = head as? KeyValueCoding else {
            keyValueCodingWarning("valueForKeyPath: (\(type(of: head)) has no keys)", key: rest)
            return nil
        }
        return coding.value(forKeyPath: rest)
    }

    /// Sets the property named `key`, as in Foundation (see the type's notes for
    /// unknown keys and values of the wrong type).
    func keyValueCodingSetValue(_ value: Any?, forKey key: String) {
        guard let property = KeyValueCodingTables.property(of: self, forKey: key) else {
            keyValueCodingWarning("setValue:forUndefinedKey:", key: key)
            return
        }
        guard let write = property.write else {
            keyValueCodingWarning("setValue:forKey: (read-only)", key: key)
            return
        }
        if write(self, value) != true {
            keyValueCodingWarning("setValue:forKey: (a value of type \(value.map { "\(type(of: $0))" } ?? "nil") does not fit)", key: key)
        }
    }

    /// Sets the property at a dotted path of keys (`"layer.cornerRadius"`): the
    /// first key's value sets the rest of the path, as in Foundation.
    func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        guard let owner = self.value(forKey: String(keyPath[..<dot])) as? KeyValueCoding else { return }
        owner.setValue(value, forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// Class-level key-value coding, as Objective-C class objects answer it:
    /// `UIApplication.value(forKey: "shared")` (or `"sharedApplication"`),
    /// the only singleton among the responders (`UIScreen.main` and `UIDevice.current`
    /// are not responders here, so they have no class-level keys).
    class func keyValueCodingClassValue(forKey key: String) -> Any? {
        if let read = KeyValueCodingTables.classProperty(of: self, forKey: key) { return read() }
        warn("[\(self) valueForUndefinedKey:]: the class is not key value coding-compliant for the key \(key).", in: nil)
        return nil
    }

    /// A dotted path from the class: the first key is the class's, the rest the value's.
    class func keyValueCodingClassValue(forKeyPath keyPath: String) -> Any? {
        let keys = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = keys.first else { return nil }
        let head = value(forKey: String(first))
        guard keys.count == 2 else { return head }
        return (head as? KeyValueCoding)?.value(forKeyPath: String(keys[1]))
    }

    /// A stored property found by reflection (any class, read-only).
    static func storedProperty(named key: String, of object: Any) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "$__lazy_storage_$_" + key {
                return child.value
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private func keyValueCodingWarning(_ selector: String, key: String) {
        warn("[<\(type(of: self))> \(selector)]: this class is not key value coding-compliant for the key \(key).",
             in: (self as? UIView)?.window ?? (self as? UIViewController)?.viewIfLoaded?.window)
    }
}
