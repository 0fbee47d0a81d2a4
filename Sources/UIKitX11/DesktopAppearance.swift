import Foundation
import UIKitCore

/// What the desktop says about light and dark, from the places desktops publish it.
///
/// The freedesktop portal's `org.freedesktop.appearance` `color-scheme` wins when
/// it states a preference (1 dark, 2 light); otherwise the XSETTINGS theme name
/// decides (a name containing "dark", as "Adwaita-dark", is dark); with neither,
/// the desktop says nothing and the window stays light.
public struct DesktopAppearance: Equatable {
    /// The portal's `color-scheme`: 0 no preference, 1 prefer dark, 2 prefer light;
    /// nil when no portal answered.
    public var portalColorScheme: UInt32?
    /// XSETTINGS `Net/ThemeName`; nil when no settings manager runs.
    public var themeName: String?

    public init(portalColorScheme: UInt32? = nil, themeName: String? = nil) {
        self.portalColorScheme = portalColorScheme
        self.themeName = themeName
    }

    /// The appearance asked for, or nil when the desktop publishes no preference.
    public var userInterfaceStyle: UIUserInterfaceStyle? {
        switch portalColorScheme {
        case 1: return .dark
        case 2: return .light
        default: return themeName.map { XSettings.isDarkTheme($0) ? .dark : .light }
        }
    }
}
