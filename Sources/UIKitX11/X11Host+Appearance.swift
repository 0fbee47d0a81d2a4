import CX11
import Foundation
import UIKitCore

extension X11Host {
    /// The appearance every view follows unless overridden: `forcedUserInterfaceStyle`
    /// when set (`--appearance`), else the desktop's preference (`desktopAppearance`:
    /// the portal's colour scheme, else the XSETTINGS theme), else light. Changes on
    /// the desktop are followed live; the views hear `traitCollectionDidChange`.
    public var forcedUserInterfaceStyle: UIUserInterfaceStyle? {
        get { forcedStyle }
        set {
            forcedStyle = newValue == .unspecified ? nil : newValue
            applyAppearance()
        }
    }

    /// Records the portal's `color-scheme` (nil: no portal) and applies the result
    /// (called by `AppearancePortal`; our extension).
    public func setPortalColorScheme(_ colorScheme: UInt32?) {
        desktopAppearance.portalColorScheme = colorScheme
        applyAppearance()
    }

    func followDesktopSettings() {
        let display = connection.display
        let watcher = X11SettingsWatcher(display: display, screen: XDefaultScreen(display), root: connection.root)
        watcher.onChange = { [unowned self, unowned watcher] in
            self.desktopAppearance.themeName = watcher.themeName
            self.applyAppearance()
        }
        settingsWatcher = watcher
        desktopAppearance.themeName = watcher.themeName
        applyAppearance()
    }

    func applyAppearance() {
        let style = forcedStyle ?? desktopAppearance.userInterfaceStyle ?? .light
        if window.screen.systemUserInterfaceStyle != style { window.screen.systemUserInterfaceStyle = style }
    }
}
