import Foundation

/// The display and motion preferences `UIAccessibility` reports, per
/// application (our extension: UIKit reads them from Settings). Tests set them
/// on `UIApplication.accessibilitySettings`; `UIApplicationMain` fills them from
/// `--reduce-motion` or the desktop (`Gtk/EnableAnimations` in XSETTINGS).
public struct AccessibilitySettings: Equatable {
    /// Transitions cross-fade instead of sliding, as on iOS with Reduce Motion
    /// and Prefer Cross-Fade Transitions on.
    public var isReduceMotionEnabled = false
    /// Accepted and reported; materials are drawn the same.
    public var isReduceTransparencyEnabled = false
    /// Accepted and reported; fonts keep their weights.
    public var isBoldTextEnabled = false
    /// Accepted and reported; system colours keep their values.
    public var isDarkerSystemColorsEnabled = false

    public init() {}
}

extension UIApplication {
    /// The app's accessibility preferences; changing one posts UIKit's status
    /// notification (`UIAccessibility.reduceMotionStatusDidChangeNotification`, ...).
    public var accessibilitySettings: AccessibilitySettings {
        get { accessibilitySettingsStorage }
        set {
            let old = accessibilitySettingsStorage
            accessibilitySettingsStorage = newValue
            let changes: [(Bool, Notification.Name)] = [
                (old.isReduceMotionEnabled != newValue.isReduceMotionEnabled, UIAccessibility.reduceMotionStatusDidChangeNotification),
                (old.isReduceTransparencyEnabled != newValue.isReduceTransparencyEnabled,
                 UIAccessibility.reduceTransparencyStatusDidChangeNotification),
                (old.isBoldTextEnabled != newValue.isBoldTextEnabled, UIAccessibility.boldTextStatusDidChangeNotification),
                (old.isDarkerSystemColorsEnabled != newValue.isDarkerSystemColorsEnabled,
                 UIAccessibility.darkerSystemColorsStatusDidChangeNotification),
            ]
            for (changed, name) in changes where changed { NotificationCenter.default.post(name: name, object: nil) }
        }
    }
}

extension UIAccessibility {
    /// Whether Reduce Motion is on for `UIApplication.shared` (see `AccessibilitySettings`).
    public static var isReduceMotionEnabled: Bool { UIApplication.shared.accessibilitySettings.isReduceMotionEnabled }
    /// Whether transitions cross-fade: here, whenever Reduce Motion is on.
    public static var prefersCrossFadeTransitions: Bool { isReduceMotionEnabled }
    public static var isReduceTransparencyEnabled: Bool { UIApplication.shared.accessibilitySettings.isReduceTransparencyEnabled }
    public static var isBoldTextEnabled: Bool { UIApplication.shared.accessibilitySettings.isBoldTextEnabled }
    public static var isDarkerSystemColorsEnabled: Bool { UIApplication.shared.accessibilitySettings.isDarkerSystemColorsEnabled }

    public static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
