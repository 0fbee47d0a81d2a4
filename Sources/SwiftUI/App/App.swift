import Foundation

/// An app written in SwiftUI, as SwiftUI's `App`: `@main struct MyApp: App` starts
/// through `UIApplicationMain`, so it gets a real X11 window and every option every
/// app gets (`--screenshot`, `--tape`, `--check`, `--trace`, `--record-live`,
/// `--appearance`, ...; docs/APP.md). Its first `WindowGroup` becomes the window's
/// root hosting controller.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
    init()
}

extension App {
    /// The entry point `@main` calls: runs the app through `UIApplicationMain`. Never returns.
    @MainActor
    public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv) {
            AppHostDelegate(makeRoot: { AppHostDelegate.rootController(of: Self()) })
        }
    }
}

/// The application delegate behind an `App`: makes the window in
/// `didFinishLaunching` with the scene's content in a hosting controller.
final class AppHostDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The app value is kept alive as long as the delegate (its `@State`-free stored properties live here).
    private let makeRoot: () -> UIViewController

    init(makeRoot: @escaping () -> UIViewController) {
        self.makeRoot = makeRoot
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("AppHostDelegate is made by App.main()") }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = makeRoot()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The hosting controller of the app's first window group (an app with none shows an empty view).
    @MainActor
    static func rootController<A: App>(of app: A) -> UIViewController {
        let content = app.body.contentProvider?.windowContent ?? EmptyView()
        let controller = UIHostingController(rootView: AnyView(content))
        controller.appOwner = app
        return controller
    }
}

extension UIHostingController {
    /// The `App` value whose scene this controller shows (kept alive with it).
    var appOwner: Any? {
        get { MainActor.assumeIsolated { hostingView.appOwner } }
        set { MainActor.assumeIsolated { hostingView.appOwner = newValue } }
    }
}
