import CGio
import Foundation
import UIKitCore

/// GDBus's C callbacks: they find the bridge in `user_data` and hand over to it.
/// They run from `g_main_context_dispatch`, on the window's thread.
private func bridge(_ userData: gpointer?) -> AccessibilityBridge {
    Unmanaged<AccessibilityBridge>.fromOpaque(userData!).takeUnretainedValue()
}

let bridgeMethodCall: GDBusInterfaceMethodCallFunc = { _, _, path, interface, method, parameters, invocation, userData in
    let reply = bridge(userData).handleMethod(path: String(cString: path!), interface: String(cString: interface!),
                                               method: String(cString: method!), parameters: parameters!)
    switch reply {
    case .value(let value): g_dbus_method_invocation_return_value(invocation, value)
    case .error(let name, let message): g_dbus_method_invocation_return_dbus_error(invocation, name, message)
    }
}

let bridgeGetProperty: GDBusInterfaceGetPropertyFunc = { _, _, path, interface, property, error, userData in
    let value = bridge(userData).property(path: String(cString: path!), interface: String(cString: interface!),
                                          name: String(cString: property!))
    if value == nil {
        g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_UNKNOWN_PROPERTY.rawValue), "no such property or object")
    }
    return value
}

let bridgeSetProperty: GDBusInterfaceSetPropertyFunc = { _, _, path, interface, property, value, error, userData in
    let done = bridge(userData).setProperty(path: String(cString: path!), interface: String(cString: interface!),
                                            name: String(cString: property!), value: value!)
    if !done { g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_PROPERTY_READ_ONLY.rawValue), "cannot set") }
    return done ? 1 : 0
}

/// GDBus passes the subtree's path, or for method calls the object's own: the object's path either way.
private func objectPath(_ path: String, node: String) -> String {
    path.hasSuffix("/" + node) ? path : path + "/" + node
}

/// No node is listed (screen readers walk the tree through the Accessible interface).
let bridgeEnumerate: GDBusSubtreeEnumerateFunc = { _, _, _, _ in
    g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<gchar>?>.size)).assumingMemoryBound(to: UnsafeMutablePointer<gchar>?.self)
}

let bridgeIntrospect: GDBusSubtreeIntrospectFunc = { _, _, path, node, userData in
    guard let node else { return nil }
    let bridge = bridge(userData)
    let names = bridge.interfaceNames(path: objectPath(String(cString: path!), node: String(cString: node)))
    let infos = names.compactMap { bridge.interfaces[$0] }
    let array = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.size * (infos.count + 1)))!
        .assumingMemoryBound(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self)
    for (index, info) in infos.enumerated() { array[index] = g_dbus_interface_info_ref(info) }
    return array
}

let bridgeDispatch: GDBusSubtreeDispatchFunc = { _, _, path, interface, node, outUserData, userData in
    guard let node, let interface else { return nil }
    let bridge = bridge(userData)
    let names = bridge.interfaceNames(path: objectPath(String(cString: path!), node: String(cString: node)))
    guard names.contains(String(cString: interface)) else { return nil }
    outUserData?.pointee = userData
    return bridge.interfaceVTablePointer
}

let bridgeEmbedDone: GAsyncReadyCallback = { source, result, userData in
    let bridge = Unmanaged<AccessibilityBridge>.fromOpaque(userData!).takeRetainedValue()
    var error: UnsafeMutablePointer<GError>?
    let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
    if let error {
        FileHandle.standardError.write(Data("accessibility: the registry refused the application: \(AccessibilityBridge.consume(error))\n".utf8))
    }
    bridge.embedFinished(reply)
}

let bridgeStatusChanged: GDBusSignalCallback = { _, _, _, _, _, parameters, userData in
    guard let parameters else { return }
    bridge(userData).statusChanged(parameters)
}

/// What a method call answers.
enum BridgeReply {
    /// The out arguments as a tuple (nil: none).
    case value(OpaquePointer?)
    case error(String, String)

    static let unknownObject = BridgeReply.error("org.freedesktop.DBus.Error.UnknownObject", "the object is gone")
    static let unknownMethod = BridgeReply.error("org.freedesktop.DBus.Error.UnknownMethod", "no such method")
    static func invalid(_ message: String) -> BridgeReply { .error("org.freedesktop.DBus.Error.InvalidArgs", message) }
}

/// The application object, or an object of the window.
enum BridgeTarget {
    case application
    case node(AccessibleNode)
}

extension AccessibilityBridge {
    var interfaceVTablePointer: UnsafePointer<GDBusInterfaceVTable> { UnsafePointer(interfaceVTableStorage) }

    func target(forPath path: String) -> BridgeTarget? {
        if path == ObjectReference.rootPath { return .application }
        guard path.hasPrefix(ObjectReference.accessiblePrefix + "/"),
              let id = Int(path.dropFirst(ObjectReference.accessiblePrefix.count + 1)),
              let node = window.accessibility.node(withID: id) else { return nil }
        return .node(node)
    }

    func reference(for node: AccessibleNode) -> ObjectReference {
        ObjectReference(bus: uniqueName, path: path(for: node))
    }

    func path(for node: AccessibleNode) -> String { "\(ObjectReference.accessiblePrefix)/\(node.accessibleID)" }

    var applicationReference: ObjectReference { ObjectReference(bus: uniqueName, path: ObjectReference.rootPath) }

    /// The interfaces the object at `path` implements.
    func interfaceNames(path: String) -> [String] {
        switch target(forPath: path) {
        case .application?: return [ATSPIIntrospection.accessible, ATSPIIntrospection.application]
        case .node(let node)?:
            var names = [ATSPIIntrospection.accessible, ATSPIIntrospection.component]
            if !node.accessibleActions.isEmpty { names.append(ATSPIIntrospection.action) }
            if let text = node.accessibleText {
                names.append(ATSPIIntrospection.text)
                if text.isEditable { names.append(ATSPIIntrospection.editableText) }
            }
            if node.accessibleValue != nil { names.append(ATSPIIntrospection.value) }
            return names
        case nil: return []
        }
    }

    func handleMethod(path: String, interface: String, method: String, parameters: OpaquePointer) -> BridgeReply {
        // No bulk cache: screen readers ask each object (as GTK 4 and Avalonia answer).
        if interface == ATSPIIntrospection.cache { return .value(Variant.tuple([Variant.array("((so)(so)(so)iiassusau)", [])])) }
        guard let target = target(forPath: path) else { return .unknownObject }
        switch (interface, target) {
        case (ATSPIIntrospection.accessible, _): return accessibleMethod(method, target: target, parameters: parameters)
        case (ATSPIIntrospection.application, .application): return applicationMethod(method, parameters: parameters)
        case (ATSPIIntrospection.component, .node(let node)): return componentMethod(method, node: node, parameters: parameters)
        case (ATSPIIntrospection.action, .node(let node)): return actionMethod(method, node: node, parameters: parameters)
        case (ATSPIIntrospection.text, .node(let node)): return textMethod(method, node: node, parameters: parameters)
        case (ATSPIIntrospection.editableText, .node(let node)): return editableTextMethod(method, node: node, parameters: parameters)
        default: return .unknownMethod
        }
    }

    func property(path: String, interface: String, name: String) -> OpaquePointer? {
        guard let target = target(forPath: path) else { return nil }
        switch (interface, target) {
        case (ATSPIIntrospection.accessible, _): return accessibleProperty(name, target: target)
        case (ATSPIIntrospection.application, .application): return applicationProperty(name)
        case (ATSPIIntrospection.action, .node(let node)):
            return name == "NActions" ? Variant.int32(node.accessibleActions.count) : nil
        case (ATSPIIntrospection.text, .node(let node)): return textProperty(name, node: node)
        case (ATSPIIntrospection.value, .node(let node)): return valueProperty(name, node: node)
        default: return nil
        }
    }

    func setProperty(path: String, interface: String, name: String, value: OpaquePointer) -> Bool {
        guard let target = target(forPath: path) else { return false }
        switch (interface, name, target) {
        case (ATSPIIntrospection.application, "Id", .application):
            applicationID = Int32(clamping: Int(Variant.number(value) ?? 0))
            return true
        case (ATSPIIntrospection.value, "CurrentValue", .node(let node)):
            guard let number = Variant.number(value) else { return false }
            return node.setAccessibleValue(number)
        default:
            return false
        }
    }
}
