import CX11
import Foundation

/// The desktop's XSETTINGS (freedesktop.org's XSETTINGS specification): the
/// values a settings manager (gnome-settings-daemon, xsettingsd, xfsettingsd)
/// publishes on the `_XSETTINGS_SETTINGS` property of the owner of the
/// `_XSETTINGS_S<screen>` selection, such as `Gtk/EnableAnimations` and `Net/ThemeName`.
public enum XSettings {
    /// One setting's value.
    public enum Value: Equatable {
        case integer(Int32)
        case string(String)
        /// Red, green, blue, alpha, 16 bits each.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)

        public var integer: Int32? { if case .integer(let value) = self { return value } else { return nil } }
        public var string: String? { if case .string(let value) = self { return value } else { return nil } }
    }

    /// Parses the property's bytes; nil when they are not a whole, valid list.
    public static func parse(_ bytes: [UInt8]) -> [String: Value]? {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1 else { return nil }
        reader.bigEndian = order == 1
        reader.skip(3)
        guard reader.card32() != nil, let count = reader.card32(), count <= 100_000 else { return nil }
        var settings: [String: Value] = [:]
        for _ in 0..<count {
            guard let type = reader.byte() else { return nil }
            reader.skip(1)
            guard let nameLength = reader.card16(), let nameBytes = reader.bytes(Int(nameLength)) else { return nil }
            reader.skip(Reader.padding(Int(nameLength)))
            guard reader.card32() != nil else { return nil }   // last-change serial
            let name = String(decoding: nameBytes, as: UTF8.self)
            switch type {
            case 0:
                guard let value = reader.card32() else { return nil }
                settings[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = reader.card32(), let text = reader.bytes(Int(length)) else { return nil }
                reader.skip(Reader.padding(Int(length)))
                settings[name] = .string(String(decoding: text, as: UTF8.self))
            case 2:
                guard let red = reader.card16(), let blue = reader.card16(), let green = reader.card16(),
                      let alpha = reader.card16() else { return nil }
                settings[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                return nil
            }
        }
        return settings
    }

    /// The settings published on `display`'s default screen; empty when no manager runs.
    static func read(connection: X11Connection) -> [String: Value] {
        let display = connection.display
        let owner = XGetSelectionOwner(display, connection.atom("_XSETTINGS_S\(connection.screen)"))
        guard owner != 0 else { return [:] }
        let property = connection.atom("_XSETTINGS_SETTINGS")
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, owner, property, 0, 1 << 22, 0, property,
                                        &type, &format, &count, &remaining, &data)
        guard status == Success, let data else { return [:] }
        defer { XFree(data) }
        guard format == 8, type == property else { return [:] }
        return parse(Array(UnsafeBufferPointer(start: data, count: Int(count)))) ?? [:]
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        static func padding(_ length: Int) -> Int { (4 - length % 4) % 4 }

        mutating func skip(_ count: Int) { offset += count }

        mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func byte() -> UInt8? { bytes(1)?.first }

        mutating func card16() -> UInt16? {
            guard let slice = bytes(2) else { return nil }
            let (a, b) = (UInt16(slice[slice.startIndex]), UInt16(slice[slice.startIndex + 1]))
            return bigEndian ? a << 8 | b : b << 8 | a
        }

        mutating func card32() -> UInt32? {
            guard let slice = bytes(4) else { return nil }
            let values = slice.map(UInt32.init)
            return bigEndian ? values[0] << 24 | values[1] << 16 | values[2] << 8 | values[3]
                             : values[3] << 24 | values[2] << 16 | values[1] << 8 | values[0]
        }
    }
}

/// What the desktop says about how to draw (our extension): the scale from
/// `Xft.dpi` and the XSETTINGS, read in one short connection before an app
/// launches, so the app sees them from its first line.
public struct X11DesktopPreferences {
    /// `round(Xft.dpi / 96)`, at least 1.
    public var scale: CGFloat
    /// Every XSETTINGS value (empty with no settings manager).
    public var settings: [String: XSettings.Value]

    /// GTK's animations switch (`Gtk/EnableAnimations`), when published: off means Reduce Motion.
    public var enableAnimations: Bool? { settings["Gtk/EnableAnimations"]?.integer.map { $0 != 0 } }

    /// Whether the desktop's theme is a dark one (`Net/ThemeName` names a dark
    /// variant, as `Adwaita-dark`), when a theme is published.
    public var prefersDarkAppearance: Bool? {
        settings["Net/ThemeName"]?.string.map { $0.lowercased().contains("dark") }
    }

    /// Reads `displayName` (or `$DISPLAY`); throws `X11HostError` when there is no display.
    public static func read(displayName: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> X11DesktopPreferences {
        let connection = try X11Connection(displayName: displayName, environment: environment)
        defer { connection.close() }
        return X11DesktopPreferences(scale: X11Resources.scale(display: connection.display),
                                     settings: XSettings.read(connection: connection))
    }
}
