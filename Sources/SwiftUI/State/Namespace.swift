/// A property wrapper that gives a view a namespace of its own, as SwiftUI's
/// `@Namespace`: `matchedGeometryEffect(id:in:)` groups views by an id within one
/// namespace. The namespace lives in the view's node in the graph, so it keeps its
/// identity across body evaluations and a new view identity gets a new one.
///
/// As in SwiftUI, reading it outside `body` (before the graph installed it) gives a
/// namespace that is not the view's (a fresh one, kept by this copy of the view).
@propertyWrapper
public struct Namespace: DynamicProperty {
    let box = NamespaceBox()

    public init() {}

    public var wrappedValue: Namespace.ID {
        ID(token: box.token)
    }

    /// A namespace's identity: equal only to itself.
    public struct ID: Hashable, @unchecked Sendable {
        let token: NamespaceToken

        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token === rhs.token }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
    }
}

/// A namespace's identity object (compared by identity, never mutated).
final class NamespaceToken: Sendable {}

/// The struct's link to its node's namespace token, set when the node installs it.
final class NamespaceBox: @unchecked Sendable {
    private var installed: NamespaceToken?
    private lazy var unattached = NamespaceToken()

    var token: NamespaceToken { installed ?? unattached }
    func install(_ token: NamespaceToken) { installed = token }
}

extension Namespace: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool { true }
}

extension Namespace: InstallableProperty {
    func install(in node: ViewNode, path: String) {
        MainActor.assumeIsolated {
            if let token = node.dynamicStorage[path] as? NamespaceToken {
                box.install(token)
            } else {
                let token = NamespaceToken()
                node.dynamicStorage[path] = token
                box.install(token)
            }
        }
    }
}
