import Foundation

/// One object's observers and the keys changing on it right now.
///
/// A property announces a change with `willChangeValue(forKey:)` before and
/// `didChangeValue(forKey:)` after (nested announcements of the same key count
/// once). Observers of that key hear it then: once per set, as UIKit's
/// automatic notifications are sent even when the value is the same. Observers
/// of a key path the table does not name (`\.contentOffset.y`, a property a
/// subclass overrides) hear about it when the outermost change on the object
/// ends and their value differs.
final class KeyValueObserverRegistry {
    private(set) var entries: [KeyValueObservationEntry] = []
    private var changing: [String: Int] = [:]
    private var depth = 0

    var isEmpty: Bool { entries.isEmpty }

    func add(_ entry: KeyValueObservationEntry) { entries.append(entry) }

    func remove(_ entry: KeyValueObservationEntry) { entries.removeAll { $0 === entry } }

    func willChange(_ key: String) {
        depth += 1
        if depth == 1 { for entry in entries where entry.key == nil { entry.snapshot() } }
        let count = changing[key, default: 0]
        changing[key] = count + 1
        guard count == 0 else { return }
        for entry in entries where entry.key == key && entry.isValid { entry.willChange() }
    }

    func didChange(_ key: String) {
        guard let count = changing[key], depth > 0 else { return }
        if count == 1 {
            changing[key] = nil
            for entry in entries where entry.key == key && entry.isValid { entry.didChange() }
        } else {
            changing[key] = count - 1
        }
        depth -= 1
        if depth == 0 { for entry in entries where entry.key == nil && entry.isValid { entry.reportIfChanged() } }
    }
}

/// One observation: what it watches and how it reports (type-erased).
class KeyValueObservationEntry {
    /// The announced key it listens to, or nil to compare values after each change.
    let key: String?
    var isValid = true

    init(key: String?) { self.key = key }

    func willChange() {}
    func didChange() {}
    func snapshot() {}
    func reportIfChanged() {}
}

/// An observation of `keyPath` on `object`, calling `handler` as Foundation does.
final class TypedObservationEntry<Object: AnyObject, Value>: KeyValueObservationEntry {
    private weak var object: Object?
    private let keyPath: KeyPath<Object, Value>
    private let options: NSKeyValueObservingOptions
    private let handler: (Object, NSKeyValueObservedChange<Value>) -> Void
    private var oldValue: Value?
    private var isArmed = false

    init(object: Object, keyPath: KeyPath<Object, Value>, key: String?, options: NSKeyValueObservingOptions,
         handler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void) {
        self.object = object
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
        super.init(key: key)
    }

    /// `.initial`: the value now, at once.
    func reportInitial() {
        guard options.contains(.initial), let object else { return }
        handler(object, change(old: nil, new: options.contains(.new) ? object[keyPath: keyPath] : nil, isPrior: false))
    }

    override func willChange() {
        guard let object else { return }
        let value = object[keyPath: keyPath]
        oldValue = value
        isArmed = true
        if options.contains(.prior) {
            handler(object, change(old: options.contains(.old) ? value : nil, new: nil, isPrior: true))
        }
    }

    override func didChange() {
        guard isArmed, let object else { return }
        isArmed = false
        let old = oldValue
        oldValue = nil
        handler(object, change(old: options.contains(.old) ? old : nil,
                               new: options.contains(.new) ? object[keyPath: keyPath] : nil, isPrior: false))
    }

    override func snapshot() {
        guard let object else { return }
        oldValue = object[keyPath: keyPath]
        isArmed = true
    }

    override func reportIfChanged() {
        guard isArmed, let object else { return }
        isArmed = false
        let old = oldValue
        oldValue = nil
        let new = object[keyPath: keyPath]
        guard let old, !Self.same(old, new) else { return }
        if options.contains(.prior) {
            handler(object, change(old: options.contains(.old) ? old : nil, new: nil, isPrior: true))
        }
        handler(object, change(old: options.contains(.old) ? old : nil, new: options.contains(.new) ? new : nil, isPrior: false))
    }

    private func change(old: Value?, new: Value?, isPrior: Bool) -> NSKeyValueObservedChange<Value> {
        NSKeyValueObservedChange(kind: .setting, newValue: new, oldValue: old, indexes: nil, isPrior: isPrior)
    }

    /// Equal values (when `Value` is `Equatable`), or the same object; otherwise
    /// different, so an observer hears too much rather than too little.
    private static func same(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? any Equatable { return equal(a, b) }
        if Mirror(reflecting: a).displayStyle == .class { return (a as AnyObject) === (b as AnyObject) }
        return false
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }
}
