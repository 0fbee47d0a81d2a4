import Foundation

/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`: views set
/// it with `preference(key:value:)`, an ancestor reads the combined value of its
/// subtree with `onPreferenceChange(_:perform:)`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view in the subtree sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one, in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets `key`'s value for this view: it replaces what the content set for the same key.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriter(content: self, entry: PreferenceEntry(key: ObjectIdentifier(K.self)) { _ in value })
    }

    /// Changes the value of `key` the content set (the default value when it set none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceWriter(content: self, entry: PreferenceEntry(key: ObjectIdentifier(K.self)) { content in
            var value = (content as? K.Value) ?? K.defaultValue
            callback(&value)
            return value
        })
    }

    /// Runs `action` with the combined value of `key` in this view's subtree, after the
    /// update in which it changed, as SwiftUI's `onPreferenceChange(_:perform:)`.
    ///
    /// The value is collected after each update pass and its layout (so values read
    /// from a `GeometryReader` count); the action also runs with the first value, after
    /// the pass that inserted the view, and never during a body.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        PreferenceReader<Self, K>(content: self, action: action)
    }
}

/// A `preference`/`transformPreference` node's value: made from the content's value of the key (nil: none).
struct PreferenceEntry {
    let key: ObjectIdentifier
    let make: (Any?) -> Any
}

struct PreferenceWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let entry: PreferenceEntry

    func update(node: ViewNode) {
        node.storage[PreferenceStore.storageKey] = PreferenceStore(entry: entry)
        node.updateChildren([(.index(0), content)])
    }
}

/// Kept in a writer's node.
final class PreferenceStore {
    static let storageKey = "preference"
    let entry: PreferenceEntry
    init(entry: PreferenceEntry) { self.entry = entry }
}

/// An `onPreferenceChange` node's last value and action; the graph asks it after each pass.
@MainActor
final class PreferenceObserver {
    weak var node: ViewNode?
    var check: () -> Void = {}
}

struct PreferenceReader<Content: View, K: PreferenceKey>: View, PrimitiveView where K.Value: Equatable {
    typealias Body = Never
    let content: Content
    let action: (K.Value) -> Void

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let observer = node.stored("preferenceObserver") { () -> PreferenceObserver in
            let made = PreferenceObserver()
            made.node = node
            node.graph.preferenceObservers.append(made)
            return made
        }
        let action = self.action
        observer.check = { [weak node] in
            guard let node, node.isAlive, !node.isInLeavingSubtree else { return }
            let value = (PreferenceCollector.value(of: ObjectIdentifier(K.self), in: node.children, reduce: K.reduce) as? K.Value)
                ?? K.defaultValue
            let box = node.stored("preferenceLast") { PreferenceLast<K.Value>() }
            guard box.value != value else { return }
            box.value = value
            node.graph.afterUpdate { action(value) }
        }
    }
}

/// The last value an observer reported.
final class PreferenceLast<Value> {
    var value: Value?
}

@MainActor
enum PreferenceCollector {
    /// The combined value of `key` set in `nodes` and their subtrees, in view order (nil: none set one).
    static func value<Value>(of key: ObjectIdentifier, in nodes: [ViewNode],
                             reduce: (inout Value, () -> Value) -> Void) -> Any? {
        var result: Value?
        for node in nodes {
            guard let next = value(of: key, at: node, reduce: reduce) as? Value else { continue }
            if result == nil {
                result = next
            } else {
                reduce(&result!, { next })
            }
        }
        return result
    }

    private static func value<Value>(of key: ObjectIdentifier, at node: ViewNode,
                                     reduce: (inout Value, () -> Value) -> Void) -> Any? {
        let content = value(of: key, in: node.children, reduce: reduce)
        if let store = node.storage[PreferenceStore.storageKey] as? PreferenceStore, store.entry.key == key {
            return store.entry.make(content)
        }
        return content
    }
}

extension ViewGraph {
    /// After a pass's layout: each `onPreferenceChange` compares its subtree's value with
    /// the last one and queues its action when it changed.
    func checkPreferences() {
        preferenceObservers.removeAll { $0.node?.isAlive != true }
        for observer in preferenceObservers { observer.check() }
    }
}
