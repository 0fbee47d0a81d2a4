import Foundation
import UIKitCore
import UIKitX11

extension X11Host {
    /// Shows this window to screen readers (Orca) over AT-SPI: one call, after
    /// which the host's loop also serves the accessibility bus. Returns the
    /// bridge, or throws when there is no bus (no session bus, `NO_AT_BRIDGE=1`):
    /// the window works as before, only unseen by screen readers.
    /// The bridge made by `enableAccessibility()`, if any.
    public var accessibilityBridge: AccessibilityBridge? { accessibilityBridgeStorage as? AccessibilityBridge }

    @discardableResult
    public func enableAccessibility(applicationName: String? = nil,
                                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AccessibilityBridge {
        if let existing = accessibilityBridge { return existing }
        window.accessibility.title = window.accessibility.title ?? title
        let bridge = try AccessibilityBridge(window: window, applicationName: applicationName ?? className,
                                             environment: environment,
                                             screenGeometry: { [unowned self] in (self.windowOriginOnScreen, self.scale) })
        addLoopSource(bridge.pump)
        accessibilityBridgeStorage = bridge
        return bridge
    }
}
