import Foundation

/// Subscribes `node` to `object`'s `objectWillChange` (once per object): a change marks the node dirty.
@MainActor
func subscribe<O: ObservableObject>(_ node: ViewNode, to object: O) {
    let id = ObjectIdentifier(object)
    guard node.objectSubscriptions[id] == nil else { return }
    node.objectSubscriptions[id] = object.objectWillChange.sink { [weak node] _ in
        if Thread.isMainThread {
            MainActor.assumeIsolated { node?.markDirty() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { node?.markDirty() } }
        }
    }
}

/// An `ObservableObject` the view is given, as SwiftUI's `@ObservedObject`: the view
/// re-evaluates when it publishes a change (`objectWillChange`).
@propertyWrapper @MainActor @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// `$model.name`: bindings to the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: InstallableProperty {
    nonisolated func install(in node: ViewNode, path: String) {
        MainActor.assumeIsolated { subscribe(node, to: wrappedValue) }
    }
}

extension ObservedObject: DynamicPropertyMarker {
    nonisolated func isSameSource(as other: Any) -> Bool {
        MainActor.assumeIsolated {
            guard let other = other as? ObservedObject<ObjectType> else { return false }
            return other.wrappedValue === wrappedValue
        }
    }
}

/// An `ObservableObject` the view owns, as SwiftUI's `@StateObject`: made once,
/// when the view first appears, and kept for the life of the view's identity.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(make: thunk) }

    public var wrappedValue: ObjectType { box.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        MainActor.assumeIsolated { ObservedObject(wrappedValue: box.object).projectedValue }
    }
}

final class StateObjectBox<ObjectType: ObservableObject>: @unchecked Sendable {
    let make: () -> ObjectType
    var stored: ObjectType?
    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let stored { return stored }
        // Read outside a graph (before install): made now, as SwiftUI warns it would be.
        let made = make()
        stored = made
        return made
    }
}

/// The node's storage of a state object.
final class StateObjectStorage {
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }
}

extension StateObject: InstallableProperty {
    func install(in node: ViewNode, path: String) {
        MainActor.assumeIsolated {
            let object: ObjectType
            if let storage = node.dynamicStorage[path] as? StateObjectStorage, let existing = storage.object as? ObjectType {
                object = existing
            } else {
                object = box.stored ?? box.make()
                node.dynamicStorage[path] = StateObjectStorage(object)
            }
            box.stored = object
            subscribe(node, to: object)
        }
    }
}

extension StateObject: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool { true }
}

/// An `ObservableObject` from an ancestor's `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox()
    public init() {}

    public var wrappedValue: ObjectType {
        MainActor.assumeIsolated {
            guard let object = box.node?.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
                fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        MainActor.assumeIsolated { ObservedObject(wrappedValue: wrappedValue).projectedValue }
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(in node: ViewNode, path: String) {
        MainActor.assumeIsolated {
            box.node = node
            if let object = node.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType {
                subscribe(node, to: object)
                let id = ObjectIdentifier(ObjectType.self)
                node.environmentReads[\EnvironmentValues.[observable: id]] = (object, { $0.objects[id] ?? NSNull() })
            }
        }
    }
}

extension EnvironmentObject: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool { true }
}

/// Bindings to an `@Observable` object's properties, as SwiftUI's `@Bindable`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ value: Value) { wrappedValue = value }
    public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
