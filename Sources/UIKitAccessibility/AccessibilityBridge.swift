import CGio
import Foundation
import GLibLoop
import UIKitCore

/// Shows a window's views to screen readers over AT-SPI 2, the Linux
/// accessibility bus, with GLib's GDBus (our extension; UIKit talks to VoiceOver).
///
/// It finds the accessibility bus through `org.a11y.Bus` on the session bus,
/// serves the application (`/org/a11y/atspi/accessible/root`), the window's
/// frame and every accessible object under it (`.../accessible/<id>`), embeds
/// the application in the registry (`org.a11y.atspi.Socket.Embed`), and after
/// every turn of the host's loop compares the tree with the last one and
/// emits the events (focus, children, names, states, text, values).
///
/// Everything runs on the window's thread: GDBus queues calls for a private
/// GLib main context that the host's loop runs (`GLibContextPump`). With an
/// `X11Host`, `host.enableAccessibility()` makes one; keep it as long as the window.
public final class AccessibilityBridge {
    public let window: UIWindow
    /// The application's name (the registry lists the app under it).
    public let applicationName: String
    /// Whether the application is embedded in the registry.
    public private(set) var isEmbedded = false
    /// The accessibility bus's unique name for this connection.
    public private(set) var uniqueName = ""
    /// Where the window's top-left corner is on the screen, in device pixels,
    /// and the window's scale (device pixels per point).
    let screenGeometry: () -> (origin: CGPoint, scale: CGFloat)

    let pump = GLibContextPump()
    let connection: OpaquePointer
    private var session: OpaquePointer?
    let interfaces: [String: UnsafeMutablePointer<GDBusInterfaceInfo>]
    private let vtables = BridgeVTables()
    var interfaceVTableStorage: UnsafeMutablePointer<GDBusInterfaceVTable> { vtables.interface }
    private var subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable> { vtables.subtree }
    private var registration: UInt32 = 0
    private var cacheRegistration: UInt32 = 0
    private var statusSubscription: UInt32 = 0
    /// The registry's desktop: our application's parent.
    var desktop = ObjectReference(bus: "org.a11y.atspi.Registry", path: ObjectReference.rootPath)
    /// What the registry set as our `Id`.
    var applicationID: Int32 = 0
    /// The tree as last reported, and when (window time).
    var snapshot = AccessibilitySnapshot()
    var lastUpdateTime: TimeInterval?

    /// Connects to the accessibility bus and embeds the application.
    ///
    /// The bus comes from `AT_SPI_BUS_ADDRESS`, else from `org.a11y.Bus` on the
    /// session bus (`DBUS_SESSION_BUS_ADDRESS`). `NO_AT_BRIDGE=1` turns it off, as for GTK.
    /// - Throws: `AccessibilityBridgeError` when there is no bus to talk to.
    public init(window: UIWindow, applicationName: String,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                screenGeometry: @escaping () -> (origin: CGPoint, scale: CGFloat)) throws {
        if environment["NO_AT_BRIDGE"] == "1" { throw AccessibilityBridgeError.disabled }
        self.window = window
        self.applicationName = applicationName
        self.screenGeometry = screenGeometry
        let pump = self.pump
        let (connection, session) = try pump.withThreadDefault { try Self.connect(environment: environment) }
        self.connection = connection
        self.session = session
        // Parsed once there is a bus to serve them on (a launch without one skips it).
        interfaces = ATSPIIntrospection.parse()
        uniqueName = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
        window.accessibility.title = window.accessibility.title ?? applicationName
        try pump.withThreadDefault { try register() }
        pump.beforeWait = { [weak self] in self?.updateIfNeeded() }
        window.accessibility.observer = self
        snapshot = AccessibilitySnapshot(root: window)
        window.accessibility.didUpdate()
        pump.withThreadDefault { embed(); followScreenReaderStatus() }
    }

    deinit {
        if registration != 0 { g_dbus_connection_unregister_subtree(connection, registration) }
        if cacheRegistration != 0 { g_dbus_connection_unregister_object(connection, cacheRegistration) }
        if statusSubscription != 0, let session { g_dbus_connection_signal_unsubscribe(session, statusSubscription) }
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
        if let session { g_object_unref(UnsafeMutableRawPointer(session)) }
    }

    /// The loop source to add to a host's loop (X11Host: `addLoopSource`).
    public var loopSource: AnyObject { pump }

    /// Without a host loop: services the bus for at most `timeout` seconds (tests).
    public func processPendingMessages(timeout: TimeInterval) { pump.iterate(timeout: timeout) }

    // MARK: Connecting

    private static func connect(environment: [String: String]) throws -> (OpaquePointer, OpaquePointer?) {
        var session: OpaquePointer?
        var address = environment["AT_SPI_BUS_ADDRESS"]
        if address == nil {
            guard let sessionAddress = environment["DBUS_SESSION_BUS_ADDRESS"], !sessionAddress.isEmpty else {
                throw AccessibilityBridgeError.noSessionBus
            }
            session = try open(address: sessionAddress)
            address = try call(session!, destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
                               method: "GetAddress", parameters: nil, replyType: "(s)").map { Variant.string(of: $0, 0) }
        }
        guard let address, !address.isEmpty else { throw AccessibilityBridgeError.noAccessibilityBus("org.a11y.Bus gave no address") }
        return (try open(address: address), session)
    }

    private static func open(address: String) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw AccessibilityBridgeError.noAccessibilityBus("cannot connect to \(address): \(consume(error))")
        }
        return connection
    }

    /// A blocking call (at start only), at most 2 s.
    static func call(_ connection: OpaquePointer, destination: String, path: String, interface: String, method: String,
                     parameters: OpaquePointer?, replyType: String) throws -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(connection, destination, path, interface, method, parameters,
                                                cgio_variant_type(replyType), G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error)
        if let error { throw AccessibilityBridgeError.noAccessibilityBus("\(interface).\(method): \(consume(error))") }
        return reply
    }

    static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }

    // MARK: Registering

    private func register() throws {
        interfaceVTableStorage.initialize(to: GDBusInterfaceVTable())
        interfaceVTableStorage.pointee.method_call = bridgeMethodCall
        interfaceVTableStorage.pointee.get_property = bridgeGetProperty
        interfaceVTableStorage.pointee.set_property = bridgeSetProperty
        subtreeVTable.initialize(to: GDBusSubtreeVTable())
        subtreeVTable.pointee.enumerate = bridgeEnumerate
        subtreeVTable.pointee.introspect = bridgeIntrospect
        subtreeVTable.pointee.dispatch = bridgeDispatch
        var error: UnsafeMutablePointer<GError>?
        registration = g_dbus_connection_register_subtree(connection, ObjectReference.accessiblePrefix, subtreeVTable,
                                                          G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
                                                          Unmanaged.passUnretained(self).toOpaque(), nil, &error)
        if registration == 0 { throw AccessibilityBridgeError.noAccessibilityBus("cannot serve AT-SPI objects: \(Self.consume(error))") }
        cacheRegistration = g_dbus_connection_register_object(connection, "/org/a11y/atspi/cache", interfaces[ATSPIIntrospection.cache],
                                                              interfaceVTableStorage, Unmanaged.passUnretained(self).toOpaque(), nil, nil)
    }

    /// `Socket.Embed` on the registry: from then on screen readers list the application.
    private func embed() {
        let me = Variant.tuple([ObjectReference(bus: uniqueName, path: ObjectReference.rootPath).variant])
        g_dbus_connection_call(connection, "org.a11y.atspi.Registry", ObjectReference.rootPath, "org.a11y.atspi.Socket", "Embed",
                               me, nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil, bridgeEmbedDone,
                               Unmanaged.passRetained(self).toOpaque())
    }

    func embedFinished(_ reply: OpaquePointer?) {
        guard let reply else { return }
        guard String(cString: g_variant_get_type_string(reply)) == "((so))" else { g_variant_unref(reply); return }
        let reference = Variant.child(reply, 0)
        desktop = ObjectReference(bus: Variant.string(of: reference, 0), path: Variant.string(of: reference, 1))
        g_variant_unref(reference)
        g_variant_unref(reply)
        isEmbedded = true
        // Screen readers start reading a window when it says it is active.
        signal(path: path(for: window), "org.a11y.atspi.Event.Window", "Activate", detail: "", 0, 0,
               Variant.string(window.accessibleName))
    }

    // MARK: Screen reader status

    /// Reads `org.a11y.Status` (`ScreenReaderEnabled`, `IsEnabled`) and follows its changes.
    private func followScreenReaderStatus() {
        guard let session else { return }
        for property in ["ScreenReaderEnabled", "IsEnabled"] {
            let parameters = Variant.tuple([Variant.string("org.a11y.Status"), Variant.string(property)])
            if let reply = try? Self.call(session, destination: "org.a11y.Bus", path: "/org/a11y/bus",
                                          interface: "org.freedesktop.DBus.Properties", method: "Get",
                                          parameters: parameters, replyType: "(v)") {
                let boxed = Variant.child(reply, 0)
                let value = g_variant_get_variant(boxed)!
                if Variant.number(value) == 1 { window.accessibility.isScreenReaderRunning = true }
                g_variant_unref(value)
                g_variant_unref(boxed)
                g_variant_unref(reply)
            }
        }
        statusSubscription = g_dbus_connection_signal_subscribe(session, "org.a11y.Bus", "org.freedesktop.DBus.Properties",
                                                                "PropertiesChanged", "/org/a11y/bus", "org.a11y.Status",
                                                                G_DBUS_SIGNAL_FLAGS_NONE, bridgeStatusChanged,
                                                                Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    func statusChanged(_ parameters: OpaquePointer) {
        let changed = Variant.child(parameters, 1)
        defer { g_variant_unref(changed) }
        var enabled: Bool?
        for key in ["ScreenReaderEnabled", "IsEnabled"] {
            if let value = g_variant_lookup_value(changed, key, nil) {
                enabled = (enabled ?? false) || Variant.number(value) == 1
                g_variant_unref(value)
            }
        }
        if let enabled { window.accessibility.isScreenReaderRunning = enabled }
    }
}

/// Why no bridge could be made.
public enum AccessibilityBridgeError: Error, CustomStringConvertible {
    /// `NO_AT_BRIDGE=1`.
    case disabled
    /// No `DBUS_SESSION_BUS_ADDRESS` (and no `AT_SPI_BUS_ADDRESS`).
    case noSessionBus
    case noAccessibilityBus(String)

    public var description: String {
        switch self {
        case .disabled: return "accessibility is off (NO_AT_BRIDGE=1)"
        case .noSessionBus: return "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set): screen readers cannot see the window"
        case .noAccessibilityBus(let message): return "no accessibility bus: \(message)"
        }
    }
}

/// An AT-SPI object reference: a bus name and an object path.
struct ObjectReference: Equatable {
    static let accessiblePrefix = "/org/a11y/atspi/accessible"
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let nullPath = "/org/a11y/atspi/null"
    var bus: String
    var path: String

    var variant: OpaquePointer { Variant.tuple([Variant.string(bus), Variant.objectPath(path)]) }
}

/// The GDBus vtables the bridge registers, freed after the bridge has unregistered
/// them, and also when its initializer throws (a throwing initializer runs no deinit,
/// so memory the bridge itself allocated would leak).
final class BridgeVTables {
    let interface = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
    let subtree = UnsafeMutablePointer<GDBusSubtreeVTable>.allocate(capacity: 1)
    deinit {
        interface.deallocate()
        subtree.deallocate()
    }
}
