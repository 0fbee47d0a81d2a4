import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest

/// Builds `_XSETTINGS_SETTINGS` bytes as a settings manager writes them.
struct XSettingsEncoder {
    var bigEndian = false
    var serial: UInt32 = 7

    func encode(_ settings: [(String, XSettings.Value)]) -> [UInt8] {
        var bytes: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0]
        bytes += card32(serial) + card32(UInt32(settings.count))
        for (name, value) in settings {
            let type: UInt8
            switch value {
            case .integer: type = 0
            case .string: type = 1
            case .color: type = 2
            }
            bytes += [type, 0] + card16(UInt16(name.utf8.count)) + padded(Array(name.utf8)) + card32(serial)
            switch value {
            case .integer(let number): bytes += card32(UInt32(bitPattern: number))
            case .string(let text): bytes += card32(UInt32(text.utf8.count)) + padded(Array(text.utf8))
            case let .color(red, green, blue, alpha): bytes += card16(red) + card16(blue) + card16(green) + card16(alpha)
            }
        }
        return bytes
    }

    private func card16(_ value: UInt16) -> [UInt8] {
        let bytes = [UInt8(value & 0xFF), UInt8(value >> 8)]
        return bigEndian ? bytes.reversed() : bytes
    }

    private func card32(_ value: UInt32) -> [UInt8] {
        let bytes = (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) }
        return bigEndian ? bytes.reversed() : bytes
    }

    private func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + Array(repeating: 0, count: (4 - bytes.count % 4) % 4) }
}

/// The XSETTINGS wire format and the light/dark decision.
final class XSettingsTests: XCTestCase {
    private let sample: [(String, XSettings.Value)] = [
        ("Net/ThemeName", .string("Adwaita-dark")),
        ("Xft/DPI", .integer(98_304)),
        ("Gtk/CursorThemeSize", .integer(-1)),
        ("Net/FallbackIconTheme", .string("gnome")),
        ("Gtk/Color", .color(red: 0xFFFF, green: 0x8000, blue: 0x0001, alpha: 0xFFFF)),
    ]

    func testBothByteOrdersDecodeToTheSameSettings() throws {
        for bigEndian in [false, true] {
            // Given the settings written in one byte order
            let bytes = XSettingsEncoder(bigEndian: bigEndian).encode(sample)

            // When decoded
            let settings = try XSettings.decode(bytes)

            // Then every value is back, padding skipped
            XCTAssertEqual(settings.count, 5)
            XCTAssertEqual(settings["Net/ThemeName"], .string("Adwaita-dark"))
            XCTAssertEqual(settings["Xft/DPI"], .integer(98_304))
            XCTAssertEqual(settings["Gtk/CursorThemeSize"], .integer(-1))
            XCTAssertEqual(settings["Net/FallbackIconTheme"], .string("gnome"))
            XCTAssertEqual(settings["Gtk/Color"], .color(red: 0xFFFF, green: 0x8000, blue: 0x0001, alpha: 0xFFFF))
        }
    }

    func testDamagedPropertiesAreReportedNotTrapped() {
        let bytes = XSettingsEncoder().encode(sample)
        XCTAssertThrowsError(try XSettings.decode(Array(bytes.prefix(bytes.count - 3)))) { error in
            XCTAssertEqual(error as? XSettings.DecodingError, .truncated(offset: bytes.count - 3), "inside the colour's green")
        }
        var badOrder = bytes
        badOrder[0] = 9
        XCTAssertThrowsError(try XSettings.decode(badOrder)) { error in
            XCTAssertEqual(error as? XSettings.DecodingError, .badByteOrder(9))
        }
        var badType = bytes
        badType[12] = 5
        XCTAssertThrowsError(try XSettings.decode(badType)) { error in
            XCTAssertEqual(error as? XSettings.DecodingError, .unknownType(5, offset: 12))
        }
        XCTAssertThrowsError(try XSettings.decode([]))
        XCTAssertEqual(try XSettings.decode(XSettingsEncoder().encode([])), [:])
    }

    func testDarkThemeNames() {
        for name in ["Adwaita-dark", "Yaru-Dark", "Arc-Dark-solid", "Breeze-Dark", "HighContrastDark"] {
            XCTAssertTrue(XSettings.isDarkTheme(name), name)
        }
        for name in ["Adwaita", "Yaru", "Breeze", "HighContrast", ""] {
            XCTAssertFalse(XSettings.isDarkTheme(name), name)
        }
    }

    func testThePortalsPreferenceWinsThenTheThemeThenNothing() {
        XCTAssertNil(DesktopAppearance().userInterfaceStyle)
        XCTAssertEqual(DesktopAppearance(themeName: "Adwaita-dark").userInterfaceStyle, .dark)
        XCTAssertEqual(DesktopAppearance(themeName: "Adwaita").userInterfaceStyle, .light)
        XCTAssertEqual(DesktopAppearance(portalColorScheme: 1, themeName: "Adwaita").userInterfaceStyle, .dark)
        XCTAssertEqual(DesktopAppearance(portalColorScheme: 2, themeName: "Adwaita-dark").userInterfaceStyle, .light)
        XCTAssertEqual(DesktopAppearance(portalColorScheme: 0, themeName: "Adwaita-dark").userInterfaceStyle, .dark)
        XCTAssertNil(DesktopAppearance(portalColorScheme: 0).userInterfaceStyle)
        XCTAssertNil(DesktopAppearance(portalColorScheme: 7).userInterfaceStyle)
    }
}
