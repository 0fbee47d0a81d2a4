import Foundation

/// A scene that shows windows on a screen, as in UIKit (iOS 13+).
///
/// Its windows are held weakly, as UIKit does (the app or scene delegate's
/// `window` property keeps them); `keyWindow` is the one that takes key presses.
open class UIWindowScene: UIScene {
    public let screen: UIScreen
    /// The status bar's place: no status bar is drawn on Linux, so the frame is
    /// zero and `isStatusBarHidden` true (code that pads by its height pads by 0).
    public let statusBarManager: UIStatusBarManager?
    private var windowStorage: [WeakWindowReference] = []
    /// How many times a window of the scene was shown (the stacking order of equal levels).
    private var shownCount = 0

    /// A scene on `screen` with a new application session (our initializer;
    /// UIKit makes scenes itself, see `UIApplicationMain`).
    public convenience init(screen: UIScreen) {
        self.init(screen: screen, session: UISceneSession(role: .windowApplication))
    }

    init(screen: UIScreen, session: UISceneSession) {
        self.screen = screen
        statusBarManager = UIStatusBarManager()
        super.init(session: session, connectionOptions: UIScene.ConnectionOptions())
        statusBarManager?.scene = self
    }

    /// UIKit's initializer; the scene shows on the current main screen.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        screen = UIScreen.main
        statusBarManager = UIStatusBarManager()
        super.init(session: session, connectionOptions: connectionOptions)
        statusBarManager?.scene = self
    }

    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        statusBarManager = UIStatusBarManager()
        super.init(coder: coder)
        statusBarManager?.scene = self
    }

    /// The scene's windows, in the order they joined.
    public var windows: [UIWindow] { windowStorage.compactMap(\.window) }

    var windowStorageCount: Int { windowStorage.count }

    /// The next number in the order windows were shown.
    func nextShownOrder() -> Int {
        shownCount += 1
        return shownCount
    }

    /// The key window among `windows` (iOS 15+).
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// Portrait when the key window (else the screen) is at least as tall as it is
    /// wide, else landscape (right: the home button's side on iOS; `.landscapeRight`
    /// is what a phone turned left reports).
    public var interfaceOrientation: UIInterfaceOrientation {
        let size = (keyWindow ?? windows.first)?.bounds.size ?? screen.bounds.size
        return size.height >= size.width ? .portrait : .landscapeRight
    }

    /// The screen's coordinate space (points, origin top left).
    public var coordinateSpace: UIScreen { screen }

    func add(_ window: UIWindow) {
        windowStorage.removeAll { $0.window == nil || $0.window === window }
        windowStorage.append(WeakWindowReference(window))
    }

    func remove(_ window: UIWindow) {
        windowStorage.removeAll { $0.window == nil || $0.window === window }
    }

    /// `window` became key: every other window of the scene resigns key.
    func windowDidBecomeKey(_ window: UIWindow) {
        for other in windows where other !== window { other.loseKeyStatus() }
    }
}

/// Orientations of the interface, as in UIKit.
public enum UIInterfaceOrientation: Int {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Which orientations a controller supports, as in UIKit (accepted; windows resize freely).
public struct UIInterfaceOrientationMask: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// A window held weakly (a scene's windows).
struct WeakWindowReference {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}

/// What a scene tells its delegate, as in UIKit (every method has a default).
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate with a window, as the Xcode template's `SceneDelegate` is.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
