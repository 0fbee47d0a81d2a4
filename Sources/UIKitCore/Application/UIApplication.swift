import Foundation

/// The running app, as in UIKit: its delegate, its scenes and their windows,
/// its state, and actions sent along the responder chain.
///
/// Differences: UIKit has one application per process. Here every window
/// belongs to an application: the one `UIApplicationMain` launched, or, for a
/// window made outside any app (each `HeadlessHost` in a test), one of its own.
/// `shared` is the application whose window most recently handled input, drew
/// a frame or was made (see `ApplicationContext`), so several hosts in one test
/// process never share state.
open class UIApplication: UIResponder {
    /// Where the app is in its life, as in UIKit.
    public enum State: Int, CustomStringConvertible {
        case active, inactive, background
        public var description: String { ["active", "inactive", "background"][rawValue] }
    }

    /// Keys of the launch options dictionary, as in UIKit (none are ever passed on Linux).
    public struct LaunchOptionsKey: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// Options for `open(_:options:completionHandler:)`, as in UIKit.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Options an app delegate receives with a URL to open, as in UIKit.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The application of the window that acted last, or the one being launched
    /// (see the type's notes); an idle, scene-less application before any window exists.
    open class var shared: UIApplication { ApplicationContext.current ?? ApplicationContext.detached }

    /// The app delegate. UIKit does not retain it (`UIApplicationMain` keeps it for
    /// the process's life); here the application holds it, so an app made in a
    /// test keeps the delegate it is given.
    open var delegate: UIApplicationDelegate?
    /// `.inactive` while launching, `.active` once the first scene is on screen,
    /// `.background` once termination began.
    public internal(set) var applicationState: State = .inactive
    /// Accepted and kept; there is no idle timer to disable on a desktop.
    open var isIdleTimerDisabled = false
    /// Accepted and kept; a desktop window shows no badge.
    open var applicationIconBadgeNumber = 0 {
        willSet { willChangeValue(forKey: "applicationIconBadgeNumber") }
        didSet { didChangeValue(forKey: "applicationIconBadgeNumber") }
    }
    /// Always false: one scene (one X11 window) per app, as on iPhone.
    public var supportsMultipleScenes: Bool { false }
    /// The app's layout direction: the main screen's `systemLayoutDirection`, set
    /// by the host from `--layout-direction rtl` (left to right by default; the text
    /// system lays out right-to-left runs itself either way).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        mainScreen?.systemLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Connected scenes in the order they connected (the set UIKit exposes is `connectedScenes`).
    public internal(set) var orderedScenes: [UIScene] = []
    /// Whether `launch(delegate:screen:)` ran: windows made with `UIWindow(frame:)` then join the app's scene.
    public internal(set) var isLaunched = false
    /// The scene `UIWindow(frame:)` joins while this app launches (our hook; see `UIApplicationMain`).
    public internal(set) var launchScene: UIWindowScene?
    /// Runs `open(_:)` requests (our extension). `UIApplicationMain` sets one that
    /// hands web and mail links to `xdg-open` in a window; by default nothing opens.
    public var urlOpener: ((URL) -> Bool)?
    /// Receives the UIKit warnings raised by this application's windows (our
    /// extension; Apple's UIKit only logs them). Nil writes each on standard error;
    /// `UIApplicationMain` also emits them as `--trace` events. See `UIKitWarning`.
    public var warningHandler: ((UIKitWarning) -> Void)?
    var ignoringEventsCount = 0
    /// What `UIDevice.current` answers while this application is current.
    public private(set) lazy var device = UIDevice(application: self)
    var accessibilitySettingsStorage = AccessibilitySettings()

    /// The app delegate, when it is a responder, as in UIKit.
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Scenes and windows

    /// The scenes connected to the app, as in UIKit.
    public var connectedScenes: Set<UIScene> { Set(orderedScenes) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(orderedScenes.map(\.session)) }

    /// Every window of every connected scene, in the order they were made
    /// (deprecated in iOS 15, still what modal code reaches for).
    public var windows: [UIWindow] {
        let scenes = orderedScenes.compactMap { $0 as? UIWindowScene }
        let launching = launchScene.map { scene in scenes.contains(scene) ? [] : [scene] } ?? []
        return (scenes + launching).flatMap(\.windows)
    }

    /// The window that receives key presses (deprecated in iOS 13, still widely used).
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen of the key window, else of the first scene (our hook for `UIScreen.main`).
    var mainScreen: UIScreen? {
        keyWindow?.screen ?? (orderedScenes.first as? UIWindowScene)?.screen ?? launchScene?.screen
    }

    func connect(_ scene: UIScene) {
        guard !orderedScenes.contains(scene) else { return }
        orderedScenes.append(scene)
        scene.application = self
    }

    func disconnect(_ scene: UIScene) {
        orderedScenes.removeAll { $0 === scene }
    }

    /// Asks to close a scene, as in UIKit (iPadOS and Mac Catalyst close its window).
    /// The scene disconnects (`sceneDidDisconnect`); its window host closes the
    /// window once the scene has none left to show.
    open func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                             errorHandler: ((Error) -> Void)? = nil) {
        guard let scene = sceneSession.scene, orderedScenes.contains(scene) else { return }
        scene.disconnect()
    }

    // MARK: Events

    /// Whether touches and presses are ignored (deprecated in iOS 13, still used around animations).
    public var isIgnoringInteractionEvents: Bool { ignoringEventsCount > 0 }

    /// Stops delivering pointer and key events to every window of the app until
    /// a matching `endIgnoringInteractionEvents()` (calls nest, as in UIKit).
    open func beginIgnoringInteractionEvents() { ignoringEventsCount += 1 }

    open func endIgnoringInteractionEvents() { ignoringEventsCount = max(0, ignoringEventsCount - 1) }

    // MARK: URLs

    /// Opens `url` with the desktop's handler (see `urlOpener`), calling
    /// `completion` on the key window's next run-loop turn with whether it opened.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = canOpenURL(url) && (urlOpener?(url) ?? false)
        guard let completion else { return }
        if let window = keyWindow { window.runLoop.perform { completion(opened) } } else { completion(opened) }
    }

    /// Whether `open(_:)` can hand `url` on: web, mail and file links, when an opener is set.
    open func canOpenURL(_ url: URL) -> Bool {
        guard urlOpener != nil, let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https", "mailto", "file"].contains(scheme)
    }
}

/// Which way text and layouts run, as in UIKit.
public enum UIUserInterfaceLayoutDirection: Int {
    case leftToRight, rightToLeft
}

/// Options for `requestSceneSessionDestruction`, as in UIKit (none are used on Linux).
open class UISceneDestructionRequestOptions: NSObject {}
