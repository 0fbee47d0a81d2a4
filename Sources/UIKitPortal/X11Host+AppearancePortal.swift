import Foundation
import UIKitX11

extension X11Host {
    /// Follows the settings portal's light/dark preference too (on top of the
    /// XSETTINGS theme the host always follows): one call, after which the host's
    /// loop also listens to the portal. Throws when there is no session bus; the
    /// window then follows XSETTINGS alone. A missing portal is no error.
    @discardableResult
    public func followAppearancePortal(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AppearancePortal {
        if let existing = appearancePortalStorage as? AppearancePortal { return existing }
        let portal = try AppearancePortal(environment: environment)
        portal.onChange = { [unowned self] in self.setPortalColorScheme($0) }
        setPortalColorScheme(portal.colorScheme)
        addLoopSource(portal.pump)
        appearancePortalStorage = portal
        return portal
    }
}
