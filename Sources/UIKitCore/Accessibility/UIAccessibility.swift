import Foundation

/// UIKit's accessibility namespace: notifications an app posts to the screen
/// reader, and whether one is running.
///
/// Differences: UIKit has one process-wide screen reader; here every window has
/// its own `UIWindow.accessibility` center (the bridge to AT-SPI hangs there),
/// and these static entry points route to the window of the `argument` when it
/// is a view, else to the window behind `UIScreen.main` (the one that last
/// handled input or drew a frame). Nothing here is global state.
public enum UIAccessibility {
    /// A notification for the screen reader, with UIKit's raw values.
    public struct Notification: RawRepresentable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (a presentation): the reader starts over;
        /// the argument is the element to focus, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed: the argument is the element to focus, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument (a `String`) is spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll view scrolled a page: the argument (a `String`) is spoken.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` to the screen reader of the right window (see the type's notes).
    public static func post(notification: Notification, argument: Any?) {
        window(for: argument)?.accessibility.post(notification, argument: argument)
    }

    /// Whether a screen reader listens to the current window: on Linux, whether
    /// the AT-SPI bus says one runs (`org.a11y.Status` `ScreenReaderEnabled` or
    /// `IsEnabled`) while the window's bridge is connected.
    public static var isVoiceOverRunning: Bool {
        UIScreen.main.hostWindow?.accessibility.isScreenReaderRunning ?? false
    }

    /// Posted (through `NotificationCenter.default`) when `isVoiceOverRunning` changes, as in UIKit.
    public static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    static func window(for argument: Any?) -> UIWindow? {
        if let view = argument as? UIView, let window = view.window { return window }
        if let element = argument as? UIAccessibilityElement, let window = element.containerView?.window { return window }
        return UIScreen.main.hostWindow
    }
}
