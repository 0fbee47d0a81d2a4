import Foundation

/// One property UIKit marks `UI_APPEARANCE_SELECTOR`, as the appearance proxies
/// read and write it: its value on a view (the view's own, not an inherited
/// one) and how two values compare. A value counts as set when it differs from
/// a new instance's of the same UIKit class (`AppearanceRegistry.pristine(for:)`).
struct AppearanceProperty {
    let name: String
    /// Whether the property exists on `view` (it is an instance of the declaring class).
    let applies: (UIView) -> Bool
    let read: (UIView) -> Any?
    let write: (UIView, Any?) -> Void
    let isEqual: (Any?, Any?) -> Bool

    init<Root: UIView, Value: Equatable>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
                                         stored: KeyPath<Root, Value>? = nil) {
        self.init(name, keyPath, stored: stored) { $0 == $1 }
    }

    init<Root: UIView, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
                              stored: KeyPath<Root, Value>? = nil, equal: @escaping (Value, Value) -> Bool) {
        self.name = name
        applies = { $0 is Root }
        let readPath = stored ?? keyPath
        read = { ($0 as? Root)?[keyPath: readPath] }
        write = { view, value in
            guard let view = view as? Root, let value = value as? Value else { return }
            view[keyPath: keyPath] = value
        }
        isEqual = { a, b in
            guard let a = a as? Value, let b = b as? Value else { return false }
            return equal(a, b)
        }
    }

    /// Whether `view`'s value is one it did not choose itself: a new instance's
    /// (`pristine`), or the value an appearance proxy gave it last time.
    func isUncustomized(on view: UIView, pristine: UIView, lastApplied: Any??) -> Bool {
        let current = read(view)
        if isEqual(current, read(pristine)) { return true }
        if case let .some(applied) = lastApplied { return isEqual(current, applied) }
        return false
    }

    /// The properties the proxies carry: those of UIKit's `UI_APPEARANCE_SELECTOR`
    /// list that exist here.
    static let all: [AppearanceProperty] = [
        AppearanceProperty("tintColor", \UIView.tintColor, stored: \UIView.explicitTintColor),
        AppearanceProperty("backgroundColor", \UIView.backgroundColor),
        AppearanceProperty("UILabel.font", \UILabel.font),
        AppearanceProperty("UILabel.textColor", \UILabel.textColor),
        AppearanceProperty("UINavigationBar.barTintColor", \UINavigationBar.barTintColor),
        AppearanceProperty("UINavigationBar.isTranslucent", \UINavigationBar.isTranslucent),
        AppearanceProperty("UINavigationBar.titleTextAttributes", \UINavigationBar.titleTextAttributes, equal: attributesEqual),
        AppearanceProperty("UINavigationBar.largeTitleTextAttributes", \UINavigationBar.largeTitleTextAttributes, equal: attributesEqual),
        AppearanceProperty("UIToolbar.barTintColor", \UIToolbar.barTintColor),
        AppearanceProperty("UIToolbar.isTranslucent", \UIToolbar.isTranslucent),
        AppearanceProperty("UITabBar.barTintColor", \UITabBar.barTintColor),
        AppearanceProperty("UITabBar.unselectedItemTintColor", \UITabBar.unselectedItemTintColor),
        AppearanceProperty("UITabBar.isTranslucent", \UITabBar.isTranslucent),
        AppearanceProperty("UISwitch.onTintColor", \UISwitch.onTintColor),
        AppearanceProperty("UISwitch.thumbTintColor", \UISwitch.thumbTintColor),
        AppearanceProperty("UISegmentedControl.selectedSegmentTintColor", \UISegmentedControl.selectedSegmentTintColor),
        AppearanceProperty("UITableView.separatorColor", \UITableView.separatorColor),
    ] + methodProperties

    /// Text attributes compare by key and by value (`isEqual` for objects).
    static func attributesEqual(_ a: [NSAttributedString.Key: Any]?, _ b: [NSAttributedString.Key: Any]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard a.count == b.count else { return false }
        return a.allSatisfy { key, value in
            guard let other = b[key] else { return false }
            if let object = value as? NSObject, let otherObject = other as? NSObject { return object.isEqual(otherObject) }
            return String(describing: value) == String(describing: other)
        }
    }
}
