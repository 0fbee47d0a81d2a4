/// A weak reference to a view controller, for the environment.
struct WeakController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController?) { self.controller = controller }
}

struct HostingControllerKey: EnvironmentKey { static let defaultValue = WeakController(nil) }
struct NavigationControllerKey: EnvironmentKey { static let defaultValue = WeakController(nil) }

extension EnvironmentValues {
    /// The hosting controller whose graph the view is in (its navigation item takes titles and toolbars).
    var hostingController: WeakController {
        get { self[HostingControllerKey.self] } set { self[HostingControllerKey.self] = newValue }
    }
    /// The navigation controller of the enclosing NavigationStack (links push onto it).
    var navigationController: WeakController {
        get { self[NavigationControllerKey.self] } set { self[NavigationControllerKey.self] = newValue }
    }
}

@MainActor
enum Hosting {
    /// A hosting controller for content shown by another screen (pushed or presented):
    /// it starts from `environment` (so environment objects and values pass down).
    static func controller(for content: some View, inheriting environment: EnvironmentValues) -> UIHostingController<AnyView> {
        let controller = UIHostingController(rootView: AnyView(content))
        controller.hostingView.inheritedEnvironment = environment
        return controller
    }
}
