import Foundation

/// Key-value coding for UIKit's `NSObject` classes that are not responders:
/// bar button items, tab bar items, navigation items and gesture recognizers
/// answer the keys UIKit declares for them (`KeyValueCodingTables.objects`),
/// under Swift's and Objective-C's names (`isEnabled` and `enabled`); other
/// stored properties read through reflection. An unknown key prints a "UIKit
/// warning" and reads nil (iOS raises `NSUnknownKeyException`). The methods are
/// the protocol's, so a subclass cannot override them (UIKit code rarely does).
///
/// `UIColor`, `UIFont` and `UIImage` have no settable keys UIKit code reads by
/// name; on Linux they are not key-value coding compliant.
enum ObjectKeyValueCoding {
    static func value(of object: AnyObject, forKey key: String) -> Any? {
        if let property = KeyValueCodingTables.objectProperty(of: object, forKey: key) { return property.read(object) ?? nil }
        if let stored = UIResponder.storedProperty(named: key, of: object) { return stored }
        warn("[<\(type(of: object))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).", in: nil)
        return nil
    }

    static func setValue(_ value: Any?, of object: AnyObject, forKey key: String) {
        guard let property = KeyValueCodingTables.objectProperty(of: object, forKey: key), let write = property.write else {
            warn("[<\(type(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).", in: nil)
            return
        }
        if write(object, value) != true {
            warn("[<\(type(of: object))> setValue:forKey:]: a value of type \(value.map { "\(type(of: $0))" } ?? "nil") does not fit the key \(key).", in: nil)
        }
    }
}

extension UIBarButtonItem: KeyValueCoding {
    public func value(forKey key: String) -> Any? { ObjectKeyValueCoding.value(of: self, forKey: key) }
    public func setValue(_ value: Any?, forKey key: String) { ObjectKeyValueCoding.setValue(value, of: self, forKey: key) }
}

extension UITabBarItem: KeyValueCoding {
    public func value(forKey key: String) -> Any? { ObjectKeyValueCoding.value(of: self, forKey: key) }
    public func setValue(_ value: Any?, forKey key: String) { ObjectKeyValueCoding.setValue(value, of: self, forKey: key) }
}

extension UINavigationItem: KeyValueCoding {
    public func value(forKey key: String) -> Any? { ObjectKeyValueCoding.value(of: self, forKey: key) }
    public func setValue(_ value: Any?, forKey key: String) { ObjectKeyValueCoding.setValue(value, of: self, forKey: key) }
}

extension UIGestureRecognizer: KeyValueCoding {
    public func value(forKey key: String) -> Any? { ObjectKeyValueCoding.value(of: self, forKey: key) }
    public func setValue(_ value: Any?, forKey key: String) { ObjectKeyValueCoding.setValue(value, of: self, forKey: key) }
}
