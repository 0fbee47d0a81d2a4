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
    /// The connection `read` used, left open for the app's window (`X11Host(…,
    /// desktop:)` adopts it): a second connection waits for the server's setup reply
    /// again, which a process's second connection gets only after 40-50 ms under Xvfb.
    /// Closed when no host adopts it.
    let handoff: X11ConnectionHandoff?

    public init(scale: CGFloat, settings: [String: XSettings.Value]) {
        self.init(scale: scale, settings: settings, handoff: nil)
    }

    init(scale: CGFloat, settings: [String: XSettings.Value], handoff: X11ConnectionHandoff?) {
        self.scale = scale
        self.settings = settings
        self.handoff = handoff
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
        let watcher = X11SettingsWatcher(display: connection.display, screen: connection.screen, root: connection.root)
        return X11DesktopPreferences(scale: X11Resources.scale(display: connection.display), settings: watcher.settings,
                                     handoff: X11ConnectionHandoff(connection))
    }
}

/// A connection passed from the desktop's preferences to the window's host: taken
/// once, closed on release if nobody took it.
final class X11ConnectionHandoff {
    private var connection: X11Connection?

    init(_ connection: X11Connection) { self.connection = connection }

    deinit { connection?.close() }

    /// The connection to `displayName` (nil: any), once; nil when taken already or to another display.
    func take(displayName: String?) -> X11Connection? {
        guard let connection, displayName == nil || displayName == connection.name, !connection.isLost else { return nil }
        self.connection = nil
        return connection
    }
}
