import Foundation

/// The destinations registered in a stack with `.navigationDestination(for:)`, by value type.
@MainActor
final class NavigationDestinations {
    private var makers: [ObjectIdentifier: (Any) -> AnyView] = [:]
    func register<D: Hashable>(_ type: D.Type, make: @escaping (D) -> AnyView) {
        makers[ObjectIdentifier(type)] = { make($0 as! D) }
    }
    func destination(for value: Any) -> AnyView? { makers[ObjectIdentifier(Swift.type(of: value))]?(value) }
}

struct NavigationDestinationsKey: EnvironmentKey { static let defaultValue: NavigationDestinations? = nil }

extension EnvironmentValues {
    var navigationDestinations: NavigationDestinations? {
        get { self[NavigationDestinationsKey.self] } set { self[NavigationDestinationsKey.self] = newValue }
    }
}

struct NavigationDestinationModifier<Content: View, D: Hashable, Destination: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let make: (D) -> Destination

    func update(node: ViewNode) {
        let make = self.make
        node.environment.navigationDestinations?.register(D.self) { AnyView(make($0)) }
        node.updateChildren([(.index(0), content)])
    }
}

extension View {
    /// The view a `NavigationLink(value:)` of type `D` pushes in this stack.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationDestinationModifier(content: self, make: destination)
    }

    /// Pushes `destination` while `isPresented` is true, pops it when it turns false. (A pop
    /// with the back button does not set it back here: a documented difference.)
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        NavigationPresentedModifier(content: self, isPresented: isPresented, destination: destination())
    }
}

/// `navigationDestination(isPresented:)`: pushes when the binding turns true, pops when it turns false.
struct NavigationPresentedModifier<Content: View, Destination: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let state = node.stored("pushed") { PushedState() }
        let wanted = isPresented.wrappedValue
        let environment = node.environment
        let destination = self.destination
        node.graph.afterUpdate {
            if wanted, state.controller == nil {
                state.controller = NavigationSupport.push(destination, from: environment)
            } else if !wanted, let controller = state.controller {
                state.controller = nil
                if let navigation = controller.navigationController, let index = navigation.viewControllers.firstIndex(where: { $0 === controller }), index > 0 {
                    _ = navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
                }
            } else if let controller = state.controller {
                (controller as? UIHostingController<AnyView>)?.rootView = AnyView(destination)
            }
        }
    }
}

final class PushedState {
    weak var controller: UIViewController?
}

extension NavigationLink where Destination == Never {
    /// A link that pushes the destination registered for `value`'s type with `navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label, value: value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
