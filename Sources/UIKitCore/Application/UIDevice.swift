import Foundation

/// The device the app runs on, as in UIKit, answered for the desktop.
///
/// `userInterfaceIdiom` follows the key window's size by the same table as the
/// traits (a window whose shorter side is at least 744 points is an iPad), and
/// `orientation` its shape. `systemName` and `systemVersion` name the UIKit this
/// package follows ("iOS", "17.0"), so version checks take the modern paths;
/// `model` and `name` are the generic "iPhone" or "iPad", as iOS 16+ reports.
/// There is no battery, proximity sensor or vendor identifier.
open class UIDevice: NSObject {
    /// The device of `UIApplication.shared` (every application has its own, so
    /// nothing is shared between the hosts of one test process).
    open class var current: UIDevice { UIApplication.shared.device }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    weak var application: UIApplication?
    private var orientationNotificationCount = 0

    init(application: UIApplication) {
        self.application = application
        super.init()
    }

    private var windowSize: CGSize {
        application?.keyWindow?.bounds.size ?? application?.mainScreen?.bounds.size ?? UIScreen.main.bounds.size
    }

    public var userInterfaceIdiom: UIUserInterfaceIdiom { WindowTraitRules.traits(for: windowSize).idiom }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var name: String { model }
    public var isMultitaskingSupported: Bool { true }
    public var identifierForVendor: UUID? { nil }

    /// Portrait when the window is at least as tall as it is wide, else landscape (left).
    public var orientation: UIDeviceOrientation {
        windowSize.height >= windowSize.width ? .portrait : .landscapeLeft
    }

    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationCount > 0 }
    /// Calls nest, as in UIKit; while any is outstanding, a resize that turns the
    /// window's shape posts `orientationDidChangeNotification`.
    public func beginGeneratingDeviceOrientationNotifications() { orientationNotificationCount += 1 }
    public func endGeneratingDeviceOrientationNotifications() { orientationNotificationCount = max(0, orientationNotificationCount - 1) }

    /// Always off: there is no battery to read.
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    public var proximityState: Bool { false }

    /// A no-op: there is no keyboard click sound.
    public func playInputClick() {}

    public enum BatteryState: Int { case unknown, unplugged, charging, full }

    /// A window of `application` changed shape from `old` to `new`.
    func windowDidResize(from old: CGSize, to new: CGSize) {
        guard isGeneratingDeviceOrientationNotifications, (old.height >= old.width) != (new.height >= new.width) else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}

/// The device's physical orientation, as in UIKit.
public enum UIDeviceOrientation: Int {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
