import Foundation

/// How an associated value is held, as in the Objective-C runtime that `import UIKit`
/// brings in on iOS (`<objc/runtime.h>`'s `objc_AssociationPolicy`).
public enum objc_AssociationPolicy: UInt {
    /// Not retained: read back while it lives, nil once it is gone (the Objective-C
    /// runtime keeps a dangling pointer instead; here it is a weak reference).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained until the object is gone or the association is replaced.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`) retained; other values as `RETAIN`.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (access is always serialized here, so atomic and non-atomic are one).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy retained (see `COPY_NONATOMIC`).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static, as
/// `&Self.key`), as the Objective-C runtime does: extensions use it for stored
/// properties a class does not have. A nil value removes the association.
///
/// Linux has no Objective-C runtime; this keeps a table beside the objects, keyed
/// by identity. As on iOS, the association lives as long as the object: the table
/// holds the object weakly, and the values of an object that is gone are released
/// when the table is next pruned (on Apple platforms, during the object's
/// deallocation). `object` must be a class instance: a value (a struct, an enum)
/// has no identity to attach to, so nothing is stored.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = AssociatedObjectTable.owner(object) else { return }
    AssociatedObjectTable.shared.set(owner, key, value.map { AssociatedValue($0, policy) })
}

/// The value associated with `object` under `key`, or nil (see `objc_setAssociatedObject`).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjectTable.owner(object) else { return nil }
    return AssociatedObjectTable.shared.value(owner, key)
}

/// Removes every association of `object`, as the Objective-C runtime does.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjectTable.owner(object) else { return }
    AssociatedObjectTable.shared.removeAll(owner)
}

/// One associated value, held as its policy says.
struct AssociatedValue {
    private let strong: Any?
    private weak var weak: AnyObject?

    init(_ value: Any, _ policy: objc_AssociationPolicy) {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN where type(of: value) is AnyClass:
            strong = nil
            weak = value as AnyObject
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            strong = (value as? NSCopying)?.copy(with: nil) ?? value
        default:
            strong = value
        }
    }

    var value: Any? { strong ?? weak }
}

/// The runtime's side table: per live object, its values by key address.
final class AssociatedObjectTable: @unchecked Sendable {
    /// One table for the process, as the Objective-C runtime has: associations
    /// belong to objects, which any window or thread may hold.
    static let shared = AssociatedObjectTable()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: AssociatedValue]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The number of entries after the last pruning; the table prunes when it doubles.
    private var prunedCount = 0

    /// `object` as a class instance, or nil for a value.
    static func owner(_ object: Any) -> AnyObject? {
        type(of: object) is AnyClass ? object as AnyObject : nil
    }

    func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ value: AssociatedValue?) {
        lock.lock()
        let id = ObjectIdentifier(owner)
        // What is replaced is kept alive until the lock is released: a value's
        // deinit may itself use associations.
        let previous = entries[id]
        var entry = previous.flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner, values: [:])
        entry.values[key] = value
        entries[id] = entry.values.isEmpty ? nil : entry
        let pruned = pruneIfGrown()
        lock.unlock()
        withExtendedLifetime((previous, pruned)) {}
    }

    func value(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.values[key]?.value
    }

    func removeAll(_ owner: AnyObject) {
        lock.lock()
        let removed = entries.removeValue(forKey: ObjectIdentifier(owner))
        lock.unlock()
        withExtendedLifetime(removed) {}
    }

    /// Drops the entries of objects that are gone, once the table has doubled since
    /// the last time (so each set costs amortized constant time); returns them so
    /// the caller releases them after unlocking (a value's deinit may use the table).
    private func pruneIfGrown() -> [Entry] {
        guard entries.count > max(64, prunedCount * 2) else { return [] }
        let gone = entries.filter { $0.value.owner == nil }
        for id in gone.keys { entries[id] = nil }
        prunedCount = entries.count
        return Array(gone.values)
    }
}
