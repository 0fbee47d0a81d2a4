import Foundation
import UIKitCore
import UIKitX11

extension X11Host {
    /// Shows this window to screen readers (Orca) over AT-SPI: the host's loop then
    /// also serves the accessibility bus. Returns the bridge, or throws when there
    /// is no bus (no session bus, `NO_AT_BRIDGE=1`): the window works as before,
    /// only unseen by screen readers.
    ///
    /// The caller owns the bridge (`UIApplicationMain`'s window mode keeps it for
    /// the window's life): the host holds only its loop source, and the window
    /// leaves the bus once the returned bridge is released. Call it once per host.
    public func enableAccessibility(applicationName: String? = nil,
                                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AccessibilityBridge {
        window.accessibility.title = window.accessibility.title ?? title
        let bridge = try AccessibilityBridge(window: window, applicationName: applicationName ?? className,
                                             environment: environment,
                                             screenGeometry: { [unowned self] in (self.windowOriginOnScreen, self.scale) })
        addLoopSource(bridge.pump)
        return bridge
    }
}
