import Foundation

/// `observe(_:options:changeHandler:)` on UIKit's objects, as Foundation's KVO
/// spells it on Apple platforms:
///
/// ```swift
/// observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { scrollView, change in
///     print(change.oldValue, change.newValue)
/// }
/// ```
///
/// Observable, announced on every set (and as UIKit changes them itself, as
/// while scrolling): on views `frame`, `bounds`, `center`, `transform`, `alpha`,
/// `isHidden`, `backgroundColor`; on scroll views also `contentOffset`,
/// `contentSize`, `contentInset`; on controllers `preferredContentSize`, `title`;
/// on the application `applicationIconBadgeNumber`. Setting `frame` also
/// announces the `center` and `bounds` it sets; setting `center` or `bounds`
/// does not announce `frame` (UIKit's `frame` is not KVO-dependent on them).
/// Any other key path on these objects (`\.contentOffset.y`, `\.frame.height`)
/// is reported when a change on the object ends and its value differs.
/// Differences: Linux has no `@objc dynamic`, so properties of your own
/// classes are not observable unless they call `willChangeValue(forKey:)` and
/// `didChangeValue(forKey:)`.
extension UIResponder: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIResponder {
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        makeObservation(keyPath, key: Self.responderKey(keyPath), options: options, changeHandler: changeHandler)
    }

    static func responderKey(_ keyPath: AnyKeyPath) -> String? { nil }

    func makeObservation<Value>(_ keyPath: KeyPath<Self, Value>, key: String?, options: NSKeyValueObservingOptions,
                                changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let registry = keyValueObservers ?? KeyValueObserverRegistry()
        keyValueObservers = registry
        let entry = TypedObservationEntry(object: self, keyPath: keyPath, key: key, options: options, handler: changeHandler)
        registry.add(entry)
        let token = NSKeyValueObservation(registry: registry, entry: entry)
        entry.reportInitial()
        return token
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        makeObservation(keyPath, key: Self.viewKey(keyPath), options: options, changeHandler: changeHandler)
    }

    /// The announced key `keyPath` names, if it is one of a view's observable properties.
    static func viewKey(_ keyPath: AnyKeyPath) -> String? {
        let keys: [(AnyKeyPath, String)] = [
            (\Self.frame, "frame"), (\Self.bounds, "bounds"), (\Self.center, "center"), (\Self.transform, "transform"),
            (\Self.alpha, "alpha"), (\Self.isHidden, "isHidden"), (\Self.backgroundColor, "backgroundColor"),
        ]
        return keys.first { $0.0 == keyPath }?.1
    }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let keys: [(AnyKeyPath, String)] = [
            (\Self.contentOffset, "contentOffset"), (\Self.contentSize, "contentSize"), (\Self.contentInset, "contentInset"),
        ]
        let key = keys.first { $0.0 == keyPath }?.1 ?? Self.viewKey(keyPath)
        return makeObservation(keyPath, key: key, options: options, changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UIViewController {
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let keys: [(AnyKeyPath, String)] = [(\Self.preferredContentSize, "preferredContentSize"), (\Self.title, "title")]
        return makeObservation(keyPath, key: keys.first { $0.0 == keyPath }?.1, options: options, changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UIApplication {
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let key = (\Self.applicationIconBadgeNumber as AnyKeyPath) == keyPath ? "applicationIconBadgeNumber" : nil
        return makeObservation(keyPath, key: key, options: options, changeHandler: changeHandler)
    }
}

extension UIResponder {
    /// Announces that the property `key` is about to be set (Foundation's manual
    /// KVO call): its observers get their `.prior` notification and old value now.
    public func willChangeValue(forKey key: String) {
        keyValueObservers?.willChange(key)
    }

    /// Announces that the property `key` was set: its observers are told.
    public func didChangeValue(forKey key: String) {
        keyValueObservers?.didChange(key)
    }

    /// Runs `body` between `willChangeValue(forKey:)` and `didChangeValue(forKey:)`.
    func changingValue<Result>(forKey key: String, _ body: () throws -> Result) rethrows -> Result {
        guard let registry = keyValueObservers, !registry.isEmpty else { return try body() }
        registry.willChange(key)
        defer { registry.didChange(key) }
        return try body()
    }
}
