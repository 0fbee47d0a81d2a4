import CGio
import Foundation

/// A stand-in for xdg-desktop-portal on a private session bus: owns
/// `org.freedesktop.portal.Desktop` and serves `org.freedesktop.portal.Settings`
/// (`ReadOne` from version 2 on, `Read` always) for the appearance colour scheme,
/// on a thread of its own (the client's calls block the test's thread).
final class FakeSettingsPortal {
    private static let introspection = """
    <node><interface name="org.freedesktop.portal.Settings">
      <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
      <method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
      <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
      <property name="version" type="u" access="read"/>
    </interface></node>
    """

    let version: Int
    private let lock = NSLock()
    private var scheme: UInt32
    private var connection: OpaquePointer?
    private var loop: OpaquePointer?
    private let ready = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let vtable = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)

    /// The scheme the portal reports (0 none, 1 dark, 2 light).
    var colorScheme: UInt32 {
        lock.lock(); defer { lock.unlock() }
        return scheme
    }

    init(address: String, colorScheme: UInt32, version: Int = 2) throws {
        self.version = version
        scheme = colorScheme
        vtable.initialize(to: GDBusInterfaceVTable())
        vtable.pointee.method_call = { _, _, _, _, method, parameters, invocation, userData in
            guard let method, let invocation, let userData else { return }
            let portal = Unmanaged<FakeSettingsPortal>.fromOpaque(userData).takeUnretainedValue()
            portal.answer(String(cString: method), invocation: invocation)
        }
        let thread = Thread { [self] in self.serve(address: address) }
        thread.start()
        guard ready.wait(timeout: .now() + 10) == .success, connection != nil else {
            throw NSError(domain: "FakeSettingsPortal", code: 1, userInfo: [NSLocalizedDescriptionKey: "the fake portal did not start"])
        }
    }

    deinit {
        stop()
        vtable.deallocate()
    }

    /// Ends the portal's thread (and its name on the bus), waiting for it.
    func stop() {
        guard let loop else { return }
        g_main_loop_quit(loop)
        _ = finished.wait(timeout: .now() + 5)
        self.loop = nil
    }

    /// Changes the scheme and emits `SettingChanged`, as the portal does.
    func setColorScheme(_ value: UInt32) {
        lock.lock(); scheme = value; lock.unlock()
        emit(namespace: "org.freedesktop.appearance", key: "color-scheme", value: value)
    }

    /// Emits `SettingChanged` for any setting (the client must ignore others).
    func emit(namespace: String, key: String, value: UInt32) {
        guard let connection else { return }
        var children = [g_variant_new_string(namespace), g_variant_new_string(key), g_variant_new_variant(g_variant_new_uint32(value))]
        let parameters = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        g_dbus_connection_emit_signal(connection, nil, "/org/freedesktop/portal/desktop",
                                      "org.freedesktop.portal.Settings", "SettingChanged", parameters, nil)
        g_dbus_connection_flush_sync(connection, nil, nil)
    }

    private func serve(address: String) {
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context); g_main_context_unref(context) }
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, nil),
              let node = g_dbus_node_info_new_for_xml(Self.introspection, nil),
              let interface = g_dbus_node_info_lookup_interface(node, "org.freedesktop.portal.Settings") else {
            ready.signal()
            return
        }
        let me = Unmanaged.passUnretained(self).toOpaque()
        g_dbus_connection_register_object(connection, "/org/freedesktop/portal/desktop", interface, vtable, me, nil, nil)
        var requestArguments = [g_variant_new_string("org.freedesktop.portal.Desktop"), g_variant_new_uint32(4)]
        let request = requestArguments.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        if let reply = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                   "org.freedesktop.DBus", "RequestName", request, nil,
                                                   G_DBUS_CALL_FLAGS_NONE, 5000, nil, nil) {
            g_variant_unref(reply)
        }
        self.connection = connection
        let loop = g_main_loop_new(context, 0)
        self.loop = loop
        ready.signal()
        g_main_loop_run(loop)
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
        self.connection = nil
        g_dbus_node_info_unref(node)
        finished.signal()
        g_main_loop_unref(loop)
    }

    private func answer(_ method: String, invocation: OpaquePointer) {
        if method == "ReadOne" && version < 2 {
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no ReadOne before version 2")
            return
        }
        // ReadOne gives the value in one variant; Read (older) boxes it twice.
        var value = g_variant_new_uint32(colorScheme)
        if method == "Read" { value = g_variant_new_variant(value) }
        var children = [g_variant_new_variant(value)]
        let reply = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        g_dbus_method_invocation_return_value(invocation, reply)
    }
}
