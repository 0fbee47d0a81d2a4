import Foundation

/// A stack of screens, as SwiftUI's `NavigationStack`: a `UINavigationController`
/// (a child of the hosting controller) whose screens are hosting controllers. The
/// root screen's content follows this view's updates; `NavigationLink` pushes.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: Binding<NavigationPath>?

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
    }

    func update(node: ViewNode) {
        NavigationSupport.update(node: node, root: root)
    }
}

/// The older spelling: the same stack (the split view of iPad is not drawn).
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// A path of pushed values (kept for source compatibility; our links push views).
public struct NavigationPath: Equatable {
    private var items: [AnyHashable] = []
    public init() {}
    public var count: Int { items.count }
    public var isEmpty: Bool { items.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { items.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { items.removeLast(k) }
}

/// What the stack keeps in its node.
final class NavigationState {
    let navigation: UINavigationController
    let destinations = MainActor.assumeIsolated { NavigationDestinations() }
    let rootController: UIHostingController<AnyView>
    init(navigation: UINavigationController, rootController: UIHostingController<AnyView>) {
        self.navigation = navigation
        self.rootController = rootController
    }
}

@MainActor
enum NavigationSupport {
    static func update(node: ViewNode, root: some View) {
        var environment = node.environment
        let state = node.stored("navigation") { () -> NavigationState in
            let rootController = Hosting.controller(for: root, inheriting: environment)
            let navigation = UINavigationController(rootViewController: rootController)
            navigation.navigationBar.prefersLargeTitles = true
            let state = NavigationState(navigation: navigation, rootController: rootController)
            node.removalActions.append { [weak navigation] in
                navigation?.willMove(toParent: nil)
                navigation?.removeFromParent()
            }
            return state
        }
        environment.navigationController = WeakController(state.navigation)
        // The stack's edit mode (`EditButton` and `List` share it), unless one is set above.
        if environment.editMode == nil { environment.editMode = node.stored("editMode") { EditModeStore() }.binding }
        environment.navigationDestinations = state.destinations
        state.rootController.hostingView.inheritedEnvironment = environment
        state.rootController.rootView = AnyView(root)
        _ = node.element(FlexibleElement.self) { FlexibleElement(view: state.navigation.view) }
        node.graph.afterUpdate { [weak node] in
            // The stack's own view answers `nearestViewController` with the stack itself:
            // its parent is the controller above it (else the navigation controller would
            // be its own parent, and presenting from inside it would never find its root).
            guard let node, state.navigation.parent == nil,
                  let parent = node.parent?.nearestViewController ?? node.graph.host?.hostingViewController,
                  parent !== state.navigation else { return }
            parent.addChild(state.navigation)
            state.navigation.didMove(toParent: parent)
        }
    }

    /// Pushes `destination` on the enclosing stack (warns once when there is none).
    @discardableResult
    static func push(_ destination: some View, from environment: EnvironmentValues) -> UIViewController? {
        // A regular-width split view's sidebar or content column shows it in the next column.
        if let router = environment.splitColumnRouter, let shown = router.show(AnyView(destination), from: environment) { return shown }
        guard let navigation = environment.navigationController.controller as? UINavigationController else {
            AssetWarnings.warnOnce("a NavigationLink was activated outside a NavigationStack; nothing is pushed")
            return nil
        }
        let controller = Hosting.controller(for: destination, inheriting: environment)
        navigation.pushViewController(controller, animated: true)
        return controller
    }
}
