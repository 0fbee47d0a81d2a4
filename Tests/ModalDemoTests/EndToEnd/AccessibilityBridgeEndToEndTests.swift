import Foundation
import UIKit
import XCTest

/// The bridge on a private accessibility bus with a headless window (no X
/// server): a plain D-Bus client (`gdbus`) asks for extents at scale 2 from a
/// window placed at (100, 50), states, values and actions, exactly.
final class AccessibilityBridgeEndToEndTests: XCTestCase {
    private var bus: PrivateSessionBus!
    private var host: HeadlessHost!
    private var bridge: AccessibilityBridge!
    private var address = ""

    override func setUpWithError() throws {
        bus = try PrivateSessionBus()
        host = HeadlessHost(size: CGSize(width: 200, height: 300), scale: 2)
        bridge = try AccessibilityBridge(window: host.window, applicationName: "bridge-test", environment: bus.environment,
                                         screenGeometry: { (CGPoint(x: 100, y: 50), 2) })
        let reply = try run(["call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                             "--method", "org.a11y.Bus.GetAddress"])
        address = String(reply.drop { $0 != "'" }.dropFirst().prefix { $0 != "'" })
    }

    override func tearDown() {
        bridge = nil
        host = nil
        bus?.stop()
    }

    /// `gdbus` with the test's bus, on a thread of its own while this thread serves the bridge.
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.merge(bus.environment) { $1 }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let done = DispatchSemaphore(value: 0)
        let reader = output.fileHandleForReading
        nonisolated(unsafe) var data = Data()
        Thread.detachNewThread {
            data = reader.readDataToEndOfFile()
            process.waitUntilExit()
            done.signal()
        }
        let deadline = Date().addingTimeInterval(10)
        while done.wait(timeout: .now()) == .timedOut {
            guard Date() < deadline else { process.terminate(); throw EndToEndError("gdbus \(arguments) did not finish") }
            bridge?.processPendingMessages(timeout: 0.01)
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func call(_ id: Int?, _ method: String, _ arguments: String...) throws -> String {
        let path = id.map { "/org/a11y/atspi/accessible/\($0)" } ?? "/org/a11y/atspi/accessible/root"
        return try run(["call", "--address", address, "--dest", bridge.uniqueName, "--object-path", path,
                        "--method", method] + arguments)
    }

    private func property(_ id: Int, _ interface: String, _ name: String) throws -> String {
        try call(id, "org.freedesktop.DBus.Properties.Get", interface, name)
    }

    func testExtentsStatesValuesAndActionsOverTheBus() throws {
        // Given a button at (10, 20, 80, 40) points and a switch, in a window at (100, 50) pixels, scale 2
        var clicks = 0
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
        button.addAction(UIAction { _ in clicks += 1 }, for: .primaryActionTriggered)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 100, width: 51, height: 31))
        toggle.accessibilityLabel = "Remember me"
        host.window.addSubview(button)
        host.window.addSubview(toggle)
        host.runUntilIdle()
        let buttonID = button.accessibleID, toggleID = toggle.accessibleID, frameID = host.window.accessibleID

        // Then the application holds the frame, which holds both, in reading order
        XCTAssertEqual(try call(nil, "org.a11y.atspi.Accessible.GetChildren"),
                       "([('\(bridge.uniqueName)', objectpath '/org/a11y/atspi/accessible/\(frameID)')],)")
        XCTAssertEqual(try call(frameID, "org.a11y.atspi.Accessible.GetRoleName"), "('frame',)")
        XCTAssertEqual(try property(frameID, "org.a11y.atspi.Accessible", "ChildCount"), "(<2>,)")
        XCTAssertEqual(try call(buttonID, "org.a11y.atspi.Accessible.GetRole"), "(uint32 43,)")
        XCTAssertEqual(try property(buttonID, "org.a11y.atspi.Accessible", "Name"), "(<'Save'>,)")
        // Extents: screen = window origin + points x 2; window; parent (the frame at 0, 0)
        XCTAssertEqual(try call(buttonID, "org.a11y.atspi.Component.GetExtents", "0"), "((120, 90, 160, 80),)")
        XCTAssertEqual(try call(buttonID, "org.a11y.atspi.Component.GetExtents", "1"), "((20, 40, 160, 80),)")
        XCTAssertEqual(try call(buttonID, "org.a11y.atspi.Component.GetExtents", "2"), "((20, 40, 160, 80),)")
        // States: enabled 8, focusable 11, sensitive 24, showing 25, visible 30
        let states = (1 << 8) | (1 << 11) | (1 << 24) | (1 << 25) | (1 << 30)
        XCTAssertEqual(try call(buttonID, "org.a11y.atspi.Accessible.GetState"), "([uint32 \(states), 0],)")

        // When the client clicks the button and turns the switch on through Value
        XCTAssertEqual(try call(buttonID, "org.a11y.atspi.Action.GetName", "0"), "('click',)")
        XCTAssertEqual(try call(buttonID, "org.a11y.atspi.Action.DoAction", "0"), "(true,)")
        XCTAssertEqual(try property(toggleID, "org.a11y.atspi.Value", "CurrentValue"), "(<0.0>,)")
        _ = try call(toggleID, "org.freedesktop.DBus.Properties.Set", "org.a11y.atspi.Value", "CurrentValue", "<1.0>")

        // Then
        XCTAssertEqual(clicks, 1)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(try property(toggleID, "org.a11y.atspi.Value", "CurrentValue"), "(<1.0>,)")
        XCTAssertEqual(try call(toggleID, "org.a11y.atspi.Accessible.GetRoleName"), "('toggle button',)")
        XCTAssertEqual(try property(toggleID, "org.a11y.atspi.Accessible", "Name"), "(<'Remember me'>,)")
    }

    func testASecureFieldGivesBulletsAndRefusesCopyAndCut() throws {
        // Given
        let field = UITextField(frame: CGRect(x: 10, y: 20, width: 180, height: 34))
        field.isSecureTextEntry = true
        field.accessibilityLabel = "Password"
        host.window.addSubview(field)
        host.runUntilIdle()
        let id = field.accessibleID

        // When the client types through EditableText, then asks for the text and to cut it
        XCTAssertEqual(try call(id, "org.a11y.atspi.EditableText.SetTextContents", "'s3cret'"), "(true,)")
        XCTAssertEqual(try call(id, "org.a11y.atspi.EditableText.CutText", "0", "6"), "(false,)")

        // Then the field holds it; the bus sees six bullets
        XCTAssertEqual(field.text, "s3cret")
        XCTAssertEqual(try call(id, "org.a11y.atspi.Text.GetText", "0", "6"), "('••••••',)")
        XCTAssertEqual(try call(id, "org.a11y.atspi.Accessible.GetRoleName"), "('password text',)")
        XCTAssertEqual(try property(id, "org.a11y.atspi.Text", "CharacterCount"), "(<6>,)")
    }
}
