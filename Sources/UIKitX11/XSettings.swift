import Foundation

/// The desktop settings an XSETTINGS manager (GNOME's, Xfce's, xsettingsd)
/// publishes in the `_XSETTINGS_SETTINGS` property of the `_XSETTINGS_S<screen>`
/// selection owner, decoded per freedesktop.org's XSETTINGS specification 0.5.
public enum XSettings {
    public enum Value: Equatable {
        case integer(Int32)
        case string(String)
        /// Red, green, blue, alpha, each 0...65535.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// Why a property could not be read.
    public enum DecodingError: Error, Equatable {
        case truncated(offset: Int)
        case badByteOrder(UInt8)
        case unknownType(UInt8, offset: Int)
    }

    /// The settings in a `_XSETTINGS_SETTINGS` property, by name.
    public static func decode(_ bytes: [UInt8]) throws -> [String: Value] {
        var reader = Reader(bytes: bytes)
        let order = try reader.byte()
        guard order <= 1 else { throw DecodingError.badByteOrder(order) }
        reader.bigEndian = order == 1
        try reader.skip(3)
        _ = try reader.card32()                  // serial
        let count = try reader.card32()
        var settings: [String: Value] = [:]
        for _ in 0..<count {
            let typeOffset = reader.offset
            let type = try reader.byte()
            try reader.skip(1)
            let nameLength = Int(try reader.card16())
            let name = try reader.string(length: nameLength)
            try reader.skip(padding(nameLength))
            _ = try reader.card32()              // last-change serial
            switch type {
            case 0:
                settings[name] = .integer(Int32(bitPattern: try reader.card32()))
            case 1:
                let length = Int(try reader.card32())
                settings[name] = .string(try reader.string(length: length))
                try reader.skip(padding(length))
            case 2:
                // The specification's order: red, blue, green, alpha.
                let red = try reader.card16(), blue = try reader.card16()
                let green = try reader.card16(), alpha = try reader.card16()
                settings[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                throw DecodingError.unknownType(type, offset: typeOffset)
            }
        }
        return settings
    }

    /// Whether a GTK theme name is a dark variant ("Adwaita-dark", "Yaru-Dark",
    /// "Arc-Dark"...), the convention desktops publish `Net/ThemeName` by.
    public static func isDarkTheme(_ themeName: String) -> Bool {
        themeName.lowercased().contains("dark")
    }

    private static func padding(_ length: Int) -> Int { (4 - length % 4) % 4 }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw DecodingError.truncated(offset: offset) }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func skip(_ count: Int) throws {
            guard offset + count <= bytes.count else { throw DecodingError.truncated(offset: offset) }
            offset += count
        }

        mutating func card16() throws -> UInt16 {
            let a = UInt16(try byte()), b = UInt16(try byte())
            return bigEndian ? a << 8 | b : b << 8 | a
        }

        mutating func card32() throws -> UInt32 {
            let low = UInt32(try card16()), high = UInt32(try card16())
            return bigEndian ? low << 16 | high : high << 16 | low
        }

        mutating func string(length: Int) throws -> String {
            guard length >= 0, offset + length <= bytes.count else { throw DecodingError.truncated(offset: offset) }
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
    }
}
