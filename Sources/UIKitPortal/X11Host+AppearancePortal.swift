import Foundation
import UIKitX11

extension X11Host {
    /// Follows the settings portal's light/dark preference too (on top of the
    /// XSETTINGS theme the host always follows): the host's loop then also listens
    /// to the portal. Throws when there is no session bus; the window then follows
    /// XSETTINGS alone. A missing portal is no error.
    ///
    /// The caller owns the portal (`UIApplicationMain`'s window mode keeps it for
    /// the window's life): the host holds only its loop source, and stops hearing
    /// the portal once the returned object is released. Call it once per host.
    public func followAppearancePortal(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AppearancePortal {
        let portal = try AppearancePortal(environment: environment)
        portal.onChange = { [unowned self] in self.setPortalColorScheme($0) }
        setPortalColorScheme(portal.colorScheme)
        addLoopSource(portal.pump)
        return portal
    }
}
