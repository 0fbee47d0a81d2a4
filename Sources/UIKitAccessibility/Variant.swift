import CGio
import Foundation

/// Building and reading GLib `GVariant`s (D-Bus values) from Swift without
/// GLib's variadic constructors. Built values are floating: GDBus takes them.
enum Variant {
    typealias Pointer = OpaquePointer

    static func string(_ value: String) -> Pointer { g_variant_new_string(value) }
    static func objectPath(_ value: String) -> Pointer { g_variant_new_object_path(value) }
    static func int32(_ value: Int) -> Pointer { g_variant_new_int32(Int32(clamping: value)) }
    static func uint32(_ value: UInt32) -> Pointer { g_variant_new_uint32(value) }
    static func int16(_ value: Int16) -> Pointer { g_variant_new_int16(value) }
    static func bool(_ value: Bool) -> Pointer { g_variant_new_boolean(value ? 1 : 0) }
    static func double(_ value: Double) -> Pointer { g_variant_new_double(value) }
    static func boxed(_ value: Pointer) -> Pointer { g_variant_new_variant(value) }

    static func tuple(_ items: [Pointer]) -> Pointer {
        let children: [Pointer?] = items
        return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of `elementType` (needed when `items` is empty).
    static func array(_ elementType: String, _ items: [Pointer]) -> Pointer {
        let children: [Pointer?] = items
        return children.withUnsafeBufferPointer { g_variant_new_array(cgio_variant_type(elementType), $0.baseAddress, gsize($0.count)) }
    }

    static func stringArray(_ items: [String]) -> Pointer { array("s", items.map(string)) }
    static func uint32Array(_ items: [UInt32]) -> Pointer { array("u", items.map(uint32)) }

    /// `a{ss}`.
    static func stringDictionary(_ entries: [(String, String)]) -> Pointer {
        array("{ss}", entries.map { g_variant_new_dict_entry(string($0.0), string($0.1)) })
    }

    /// `a{sv}`, empty (the events' properties).
    static var emptyProperties: Pointer { array("{sv}", []) }

    // MARK: Reading

    /// Child `index` of a tuple, as a new reference the caller unrefs (see `with`).
    static func child(_ tuple: Pointer, _ index: Int) -> Pointer { g_variant_get_child_value(tuple, gsize(index)) }

    static func int32(of tuple: Pointer, _ index: Int) -> Int {
        let value = child(tuple, index)
        defer { g_variant_unref(value) }
        return Int(g_variant_get_int32(value))
    }

    static func uint32(of tuple: Pointer, _ index: Int) -> UInt32 {
        let value = child(tuple, index)
        defer { g_variant_unref(value) }
        return g_variant_get_uint32(value)
    }

    static func bool(of tuple: Pointer, _ index: Int) -> Bool {
        let value = child(tuple, index)
        defer { g_variant_unref(value) }
        return g_variant_get_boolean(value) != 0
    }

    static func string(of tuple: Pointer, _ index: Int) -> String {
        let value = child(tuple, index)
        defer { g_variant_unref(value) }
        return stringValue(value)
    }

    static func stringValue(_ value: Pointer) -> String {
        guard let characters = g_variant_get_string(value, nil) else { return "" }
        return String(cString: characters)
    }

    /// The number in a `d`, `i`, `u` or `b` variant.
    static func number(_ value: Pointer) -> Double? {
        guard let type = g_variant_get_type_string(value) else { return nil }
        switch String(cString: type) {
        case "d": return g_variant_get_double(value)
        case "i": return Double(g_variant_get_int32(value))
        case "u": return Double(g_variant_get_uint32(value))
        case "b": return g_variant_get_boolean(value) != 0 ? 1 : 0
        default: return nil
        }
    }
}
