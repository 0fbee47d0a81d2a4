import Foundation

// Key-value observation as Foundation spells it on Apple platforms, which
// swift-corelibs-foundation does not have on Linux (none of these names exist
// there, so nothing is shadowed). UIKit's observable properties announce their
// changes (see `UIKit+KeyValueObserving.swift`); observers get Foundation's types.

/// What an observation reports, as in Foundation.
public struct NSKeyValueObservingOptions: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Report the value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Report once at once, when the observation is made.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Report also before each change (`isPrior`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change, as in Foundation (UIKit's properties only ever report `.setting`).
public enum NSKeyValueChange: UInt {
    case setting = 1, insertion = 2, removal = 3, replacement = 4
}

/// One change an observer hears, as in Foundation.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change (with `.new`; nil in a prior notification).
    public let newValue: Value?
    /// The value before the change (with `.old`; nil in the initial notification).
    public let oldValue: Value?
    /// Changed indexes of a to-many property (never, here).
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// The token `observe(_:options:changeHandler:)` returns, as in Foundation:
/// the observation lasts until `invalidate()` or until the token is freed.
public class NSKeyValueObservation: NSObject {
    private weak var registry: KeyValueObserverRegistry?
    private var entry: KeyValueObservationEntry?

    init(registry: KeyValueObserverRegistry, entry: KeyValueObservationEntry) {
        self.registry = registry
        self.entry = entry
        super.init()
    }

    /// Stops the observation; calling it again does nothing.
    public func invalidate() {
        guard let entry else { return }
        entry.isValid = false
        registry?.remove(entry)
        self.entry = nil
    }

    deinit { invalidate() }
}

/// The protocol Foundation attaches `observe(_:options:changeHandler:)` to on
/// Apple platforms; here UIKit's responders (views, controllers, the
/// application) adopt it.
public protocol _KeyValueCodingAndObserving: AnyObject {}
