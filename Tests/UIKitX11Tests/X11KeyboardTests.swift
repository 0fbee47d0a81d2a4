import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest

/// Real key presses through the X server (XTest), through the input method.
final class X11KeyboardTests: XvfbTestCase {
    var host: X11Host?

    override func tearDown() {
        host?.close()
        host = nil
        super.tearDown()
    }

    /// A host with the X input focus and a recording view as first responder.
    private func openHost() throws -> (X11Host, RecordingView) {
        let server = try XCTUnwrap(Self.server, "Xvfb did not start")
        let host = try X11Host(size: CGSize(width: 200, height: 160), scale: 1, displayName: server.displayName)
        self.host = host
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5))
        let view = RecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        XSetInputFocus(server.control, Window(host.xWindow), RevertToParent, 0)
        XSync(server.control, 0)
        try barrier(host)
        return (host, view)
    }

    private func tap(_ keysym: Int32, shift: Bool = false, control: Bool = false) throws {
        let server = try XCTUnwrap(Self.server)
        if shift { server.key(XK_Shift_L, down: true) }
        if control { server.key(XK_Control_L, down: true) }
        server.key(keysym, down: true)
        server.key(keysym, down: false)
        if control { server.key(XK_Control_L, down: false) }
        if shift { server.key(XK_Shift_L, down: false) }
    }

    func testLetterKeyArrivesAsPressAndTypedText() throws {
        let (host, view) = try openHost()

        try tap(XK_a)
        host.run(until: { !view.typed.isEmpty }, timeout: 2)

        XCTAssertEqual(view.presses.map(\.0), [.keyboardA])
        XCTAssertEqual(view.presses.first?.2, "a")
        XCTAssertEqual(view.typed, ["a"])
    }

    func testShiftedLetterTypesTheCapital() throws {
        let (host, view) = try openHost()

        try tap(XK_a, shift: true)
        host.run(until: { !view.typed.isEmpty }, timeout: 2)

        XCTAssertEqual(view.typed, ["A"])
        XCTAssertEqual(view.presses.last?.1, [.shift])
    }

    func testEscapeArrivesAsPressWithoutText() throws {
        let (host, view) = try openHost()

        try tap(XK_Escape)
        host.run(until: { !view.presses.isEmpty }, timeout: 2)
        try barrier(host)

        XCTAssertEqual(view.presses.map(\.0), [.keyboardEscape])
        XCTAssertEqual(view.typed, [])
    }

    func testControlShortcutIsAPressNotText() throws {
        let (host, view) = try openHost()

        try tap(XK_c, control: true)
        host.run(until: { view.presses.contains { $0.0 == .keyboardC } }, timeout: 2)
        try barrier(host)

        let press = try XCTUnwrap(view.presses.first { $0.0 == .keyboardC })
        XCTAssertEqual(press.1, [.control])
        XCTAssertEqual(press.2, "c")
        XCTAssertEqual(view.typed, [])
    }

    func testShiftTabIsTabWithShift() throws {
        let (host, view) = try openHost()

        try tap(XK_Tab, shift: true)
        host.run(until: { view.presses.contains { $0.0 == .keyboardTab } }, timeout: 2)

        let press = try XCTUnwrap(view.presses.first { $0.0 == .keyboardTab })
        XCTAssertTrue(press.1.contains(.shift))
        XCTAssertEqual(view.typed, [])
    }

    func testOnKeyCanSwallowAKey() throws {
        let (host, view) = try openHost()
        var seen: [(UIKeyboardHIDUsage, Bool)] = []
        host.onKey = { key, isDown in
            seen.append((key.keyCode, isDown))
            return key.keyCode == .keyboardF12
        }

        try tap(XK_F12)
        host.run(until: { seen.count == 2 }, timeout: 2)

        XCTAssertEqual(seen.map(\.0), [.keyboardF12, .keyboardF12])
        XCTAssertEqual(seen.map(\.1), [true, false])
        XCTAssertTrue(view.presses.isEmpty)
    }

    func testNonASCIILettersAreTypedAsUTF8() throws {
        let (host, view) = try openHost()
        let server = try XCTUnwrap(Self.server)
        let keycodes = try remapSpareKeys(to: [0xF8, 0xE5])   // oslash, aring

        for keycode in keycodes {
            XTestFakeKeyEvent(server.control, UInt32(keycode), 1, 0)
            XTestFakeKeyEvent(server.control, UInt32(keycode), 0, 0)
        }
        XFlush(server.control)
        host.run(until: { view.typed.count == 2 }, timeout: 2)

        XCTAssertEqual(view.typed, ["ø", "å"])
    }

    func testDeadKeyThenLetterComposes() throws {
        let (host, view) = try openHost()
        let server = try XCTUnwrap(Self.server)
        let keycodes = try remapSpareKeys(to: [0xFE51])   // dead_acute

        XTestFakeKeyEvent(server.control, UInt32(keycodes[0]), 1, 0)
        XTestFakeKeyEvent(server.control, UInt32(keycodes[0]), 0, 0)
        XFlush(server.control)
        try tap(XK_e)
        host.run(until: { !view.typed.isEmpty }, timeout: 2)

        XCTAssertEqual(view.typed, ["é"])
    }

    /// Maps unused keycodes to `keysyms` on the server (as a layout switch would) and
    /// waits until the host has seen the MappingNotify.
    private func remapSpareKeys(to keysyms: [KeySym]) throws -> [Int32] {
        let server = try XCTUnwrap(Self.server)
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(server.control, &minimum, &maximum)
        var spare: [Int32] = []
        for code in stride(from: maximum, through: minimum, by: -1) where spare.count < keysyms.count {
            if XkbKeycodeToKeysym(server.control, KeyCode(code), 0, 0) == 0 { spare.append(code) }
        }
        XCTAssertEqual(spare.count, keysyms.count, "no spare keycodes")
        for (code, keysym) in zip(spare, keysyms) {
            var symbol = keysym
            XChangeKeyboardMapping(server.control, code, 1, &symbol, 1)
        }
        XSync(server.control, 0)
        if let host { try barrier(host) }
        return spare
    }
}
