import Foundation
import UIKitCore

/// What the desktop says before an app launches (our extension): the scale from
/// `Xft.dpi` and the XSETTINGS, read in one short connection, so the app sees
/// them from its first line (`X11Host` then follows the appearance live).
public struct X11DesktopPreferences {
    /// `round(Xft.dpi / 96)`, at least 1.
    public var scale: CGFloat
    /// Every XSETTINGS value (empty with no settings manager).
    public var settings: [String: XSettings.Value]

    public init(scale: CGFloat, settings: [String: XSettings.Value]) {
        self.scale = scale
        self.settings = settings
    }

    /// GTK's animations switch (`Gtk/EnableAnimations`), when published: off means Reduce Motion.
    public var enableAnimations: Bool? {
        if case .integer(let value)? = settings["Gtk/EnableAnimations"] { return value != 0 }
        return nil
    }

    /// The XSETTINGS theme's appearance (`Net/ThemeName`), when one is published.
    public var userInterfaceStyle: UIUserInterfaceStyle? {
        DesktopAppearance(themeName: { if case .string(let name)? = settings["Net/ThemeName"] { return name }; return nil }())
            .userInterfaceStyle
    }

    /// Reads `displayName` (or `$DISPLAY`); throws `X11HostError` when there is no display.
    public static func read(displayName: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> X11DesktopPreferences {
        let connection = try X11Connection(displayName: displayName, environment: environment)
        defer { connection.close() }
        let watcher = X11SettingsWatcher(display: connection.display, screen: connection.screen, root: connection.root)
        return X11DesktopPreferences(scale: X11Resources.scale(display: connection.display), settings: watcher.settings)
    }
}
