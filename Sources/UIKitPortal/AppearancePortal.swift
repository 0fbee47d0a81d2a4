import CGio
import Foundation
import GLibLoop

/// The desktop's light/dark preference from the freedesktop settings portal
/// (`org.freedesktop.portal.Settings` on `org.freedesktop.portal.Desktop`),
/// read once and then followed through its `SettingChanged` signal.
///
/// `color-scheme` in `org.freedesktop.appearance`: 0 no preference, 1 prefer
/// dark, 2 prefer light. GNOME, KDE and others publish it. The calls run in a
/// private GLib context that the host's loop services (`pump`).
public final class AppearancePortal {
    public static let namespace = "org.freedesktop.appearance"
    public static let key = "color-scheme"
    static let service = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"

    /// The loop source to add to the host's loop.
    public let pump = GLibContextPump()
    private let connection: OpaquePointer
    private var subscription: UInt32 = 0
    /// The portal's value; nil when no portal answered.
    public private(set) var colorScheme: UInt32?
    /// Called on the loop's thread when the value changes.
    public var onChange: ((UInt32?) -> Void)?

    /// Connects to the session bus in `DBUS_SESSION_BUS_ADDRESS` (never starting
    /// one), listens for changes, then asks the portal (at most `timeout`).
    /// - Throws: `AppearancePortalError` when there is no session bus.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 1) throws {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
            throw AppearancePortalError.noSessionBus
        }
        connection = try pump.withThreadDefault { try Self.open(address) }
        pump.withThreadDefault { subscribe() }
        colorScheme = readColorScheme(timeout: timeout)
    }

    deinit {
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Without a host loop: handles what arrived within `timeout` seconds (tests).
    public func processPendingMessages(timeout: TimeInterval) { pump.iterate(timeout: timeout) }

    private static func open(_ address: String) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            defer { if let error { g_error_free(error) } }
            throw AppearancePortalError.cannotConnect(error.map { String(cString: $0.pointee.message) } ?? address)
        }
        return connection
    }

    private func subscribe() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        subscription = g_dbus_connection_signal_subscribe(
            connection, nil, Self.interface, "SettingChanged", Self.path, nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, userData in
                guard let parameters, let userData else { return }
                Unmanaged<AppearancePortal>.fromOpaque(userData).takeUnretainedValue().settingChanged(parameters)
            }, me, nil)
    }

    private func settingChanged(_ parameters: OpaquePointer) {
        guard String(cString: g_variant_get_type_string(parameters)) == "(ssv)" else { return }
        let namespace = Self.string(parameters, 0), key = Self.string(parameters, 1)
        guard namespace == Self.namespace, key == Self.key else { return }
        guard let boxed = g_variant_get_child_value(parameters, 2) else { return }
        defer { g_variant_unref(boxed) }
        let value = Self.uint32(inVariant: boxed)
        guard value != colorScheme else { return }
        colorScheme = value
        onChange?(value)
    }

    /// `ReadOne` (portal version 2), else the older `Read`, whose value comes boxed twice.
    private func readColorScheme(timeout: TimeInterval) -> UInt32? {
        for method in ["ReadOne", "Read"] {
            guard let reply = call(method, timeout: timeout) else { continue }
            defer { g_variant_unref(reply) }
            guard let boxed = g_variant_get_child_value(reply, 0) else { return nil }
            defer { g_variant_unref(boxed) }
            return Self.uint32(inVariant: boxed)
        }
        return nil
    }

    private func call(_ method: String, timeout: TimeInterval) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        let parameters = g_variant_new_tuple_strings([Self.namespace, Self.key])
        // The reply's type is checked here: a type string passed down would have to outlive the call.
        let reply = g_dbus_connection_call_sync(connection, Self.service, Self.path, Self.interface, method, parameters,
                                                nil, G_DBUS_CALL_FLAGS_NONE, Int32(timeout * 1000), nil, &error)
        if let error { g_error_free(error) }
        guard let reply else { return nil }
        guard String(cString: g_variant_get_type_string(reply)) == "(v)" else {
            g_variant_unref(reply)
            return nil
        }
        return reply
    }

    /// A `u` inside one or more `v` boxes, else nil.
    static func uint32(inVariant variant: OpaquePointer) -> UInt32? {
        var current = g_variant_ref(variant)!
        defer { g_variant_unref(current) }
        while String(cString: g_variant_get_type_string(current)) == "v" {
            let inner = g_variant_get_variant(current)!
            g_variant_unref(current)
            current = inner
        }
        guard String(cString: g_variant_get_type_string(current)) == "u" else { return nil }
        return g_variant_get_uint32(current)
    }

    private static func string(_ tuple: OpaquePointer, _ index: Int) -> String {
        let child = g_variant_get_child_value(tuple, gsize(index))!
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }
}

/// `(ss)` from two strings.
private func g_variant_new_tuple_strings(_ strings: [String]) -> OpaquePointer {
    var children = strings.map { g_variant_new_string($0) }
    return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
}

/// Why the portal cannot be followed.
public enum AppearancePortalError: Error, CustomStringConvertible {
    case noSessionBus
    case cannotConnect(String)

    public var description: String {
        switch self {
        case .noSessionBus: return "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)"
        case .cannotConnect(let detail): return "cannot connect to the session bus: \(detail)"
        }
    }
}
