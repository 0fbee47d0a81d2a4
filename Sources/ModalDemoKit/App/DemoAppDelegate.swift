import Foundation
import UIKit

/// `modal-demo` as an iOS app: an app delegate that makes the window in
/// `application(_:didFinishLaunchingWithOptions:)`, run by `UIApplicationMain`
/// like any other app, plus the demo's own options and start states.
public final class DemoAppDelegate: UIResponder, UIApplicationDelegate, DesktopApplicationDelegate {
    public var window: UIWindow?
    /// The demo's controllers, once launched.
    private(set) var app: DemoApp?
    /// The demo's own options, as parsed.
    var settings = DemoOptions()
    private var run: AppRun?

    public var commandLineSummary: String { Self.summary }
    /// A blue rounded square with a page sheet rising in it, drawn by our own renderer.
    public var applicationIconImages: [PixelBuffer] { DemoIcon.images() }
    public var commandLineOptions: [AppOption] { demoOptions() }

    public var startStates: [AppStartState] {
        [
            AppStartState("sheet", "the info sheet (medium and large detents)") { [weak self] _ in self?.app?.present("sheet", animated: false) },
            AppStartState("edit", "the first note in the edit sheet") { [weak self] _ in self?.app?.present("edit", animated: false) },
            AppStartState("custom", "the custom transition's full-screen modal") { [weak self] _ in self?.app?.present("custom", animated: false) },
            AppStartState("web", "the web-style login modal") { [weak self] _ in self?.app?.present("web", animated: false) },
        ]
    }

    public func application(_ application: UIApplication, willLaunchWith run: AppRun) {
        self.run = run
        settings.size = run.options.size
        settings.scale = run.options.scale
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowScene?.title = "Modal Demo"
        let trace = run?.trace ?? AppTrace(enabled: false)
        let app: DemoApp
        if run?.isHeadless ?? true {
            // Pictures show the sample notes, never what was saved: same arguments, same bytes.
            app = DemoApp(window: window, store: nil, noteList: NoteList(sampleCount: settings.rows), trace: trace)
        } else {
            let environment = ProcessInfo.processInfo.environment
            let directory = settings.dataDirectory.map { URL(fileURLWithPath: $0) } ?? NotesStore.defaultDirectory(environment: environment)
            let store = NotesStore(directory: directory)
            let notes = store.loadSaved().map(NoteList.init) ?? NoteList(sampleCount: settings.rows)
            if let message = store.recoveryMessage { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            app = DemoApp(window: window, store: store, noteList: notes, trace: trace)
        }
        app.onMessage = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        app.onQuit = { [weak window] in
            guard let session = window?.windowScene?.session else { return }
            application.requestSceneSessionDestruction(session, options: nil)
        }
        self.app = app
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    /// A presentation up makes closing the window a user dismissal attempt (a
    /// locked form asks first); the demo closes the scene once it may go.
    public func applicationShouldCloseWindow(_ window: UIWindow) -> Bool {
        app?.windowCloseRequested()
        return false
    }
}
