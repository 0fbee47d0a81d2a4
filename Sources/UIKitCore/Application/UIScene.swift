import Foundation

/// One instance of the app's user interface, as in UIKit (iOS 13+). On Linux
/// a scene is one X11 window (or one `HeadlessHost`).
open class UIScene: UIResponder {
    /// Where the scene is in its life, as in UIKit.
    public enum ActivationState: Int, CustomStringConvertible {
        case unattached = -1, foregroundActive, foregroundInactive, background
        public var description: String {
            switch self {
            case .unattached: return "unattached"
            case .foregroundActive: return "foregroundActive"
            case .foregroundInactive: return "foregroundInactive"
            case .background: return "background"
            }
        }
    }

    /// What the scene connected with, as in UIKit (always empty on Linux: no URLs
    /// or shortcut items are handed over; Foundation has no `NSUserActivity` there).
    open class ConnectionOptions: NSObject {
        public let urlContexts: Set<UIOpenURLContext> = []
        public let sourceApplication: String? = nil
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    public let session: UISceneSession
    /// The scene delegate (held strongly, as UIKit does).
    open var delegate: UISceneDelegate?
    public internal(set) var activationState: ActivationState = .unattached
    /// The window title (UIKit shows it on iPadOS and Mac Catalyst); the X11 window
    /// takes it as its title when set before the window opens.
    open var title: String = ""
    /// The application the scene belongs to (our hook; UIKit keeps it implicit).
    public internal(set) weak var application: UIApplication?

    /// UIKit makes scenes itself; this initializer is what it calls.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    public required init?(coder: NSCoder) {
        session = UISceneSession(role: .windowApplication)
        super.init(coder: coder)
        session.scene = self
    }

    /// Moves the scene through its states, telling the delegate and posting
    /// UIKit's notifications, as the system does.
    func activate() {
        guard activationState != .foregroundActive else { return }
        if activationState == .unattached || activationState == .background {
            delegate?.sceneWillEnterForeground(self)
            NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
            activationState = .foregroundInactive
        }
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
        NotificationCenter.default.post(name: Self.didActivateNotification, object: self)
    }

    /// Active → inactive → background → disconnected, each with its delegate call.
    func disconnect() {
        if activationState == .foregroundActive {
            activationState = .foregroundInactive
            delegate?.sceneWillResignActive(self)
            NotificationCenter.default.post(name: Self.willDeactivateNotification, object: self)
        }
        if activationState == .foregroundInactive {
            activationState = .background
            delegate?.sceneDidEnterBackground(self)
            NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        }
        guard let application, application.orderedScenes.contains(self) else { return }
        activationState = .unattached
        delegate?.sceneDidDisconnect(self)
        NotificationCenter.default.post(name: Self.didDisconnectNotification, object: self)
        application.disconnect(self)
    }
}

/// A URL handed to a scene, as in UIKit (never on Linux).
open class UIOpenURLContext: NSObject {
    public let url: URL
    init(url: URL) { self.url = url }
}

/// The saved identity of a scene, as in UIKit.
open class UISceneSession: NSObject {
    /// The kind of scene, as in UIKit.
    public struct Role: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    public let persistentIdentifier: String
    public internal(set) weak var scene: UIScene?
    /// The configuration the scene was connected with.
    public internal(set) var configuration: UISceneConfiguration
    open var userInfo: [String: Any]?

    init(role: Role, identifier: String = UUID().uuidString) {
        self.role = role
        persistentIdentifier = identifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}

/// Which classes make a scene and its delegate, as in UIKit (an app delegate's
/// `application(_:configurationForConnecting:options:)` returns one).
///
/// On iOS the delegate class usually comes from Info.plist; there is none on
/// Linux, so `UIApplicationMain` falls back to a class named `SceneDelegate`
/// in the app delegate's module (the Xcode template's name) when
/// `delegateClass` is nil.
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    /// Kept; there are no storyboards on Linux.
    open var storyboard: AnyObject?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
