import Foundation
import UIKit
import XCTest

/// The freedesktop settings portal's colour scheme, read and followed, on a private bus.
final class AppearancePortalTests: XCTestCase {
    private var bus: PrivateSessionBus!
    private var fake: FakeSettingsPortal?

    override func setUpWithError() throws {
        bus = try PrivateSessionBus()
    }

    override func tearDown() {
        fake?.stop()
        fake = nil
        bus.stop()
        bus = nil
    }

    func testThePreferenceIsReadWithReadOne() throws {
        // Given a current portal that prefers dark
        fake = try FakeSettingsPortal(address: bus.address, colorScheme: 1, version: 2)

        // When the client connects
        let portal = try AppearancePortal(environment: bus.environment)

        // Then it has the portal's value
        XCTAssertEqual(portal.colorScheme, 1)
    }

    func testAnOlderPortalIsReadWithRead() throws {
        fake = try FakeSettingsPortal(address: bus.address, colorScheme: 2, version: 1)

        let portal = try AppearancePortal(environment: bus.environment)

        XCTAssertEqual(portal.colorScheme, 2)
    }

    func testChangesArriveThroughSettingChangedAndOtherSettingsAreIgnored() throws {
        // Given a client of a portal with no preference
        let fake = try FakeSettingsPortal(address: bus.address, colorScheme: 0)
        self.fake = fake
        let portal = try AppearancePortal(environment: bus.environment)
        var heard: [UInt32?] = []
        portal.onChange = { heard.append($0) }
        XCTAssertEqual(portal.colorScheme, 0)

        // When another setting changes, then the colour scheme twice
        fake.emit(namespace: "org.gnome.desktop.interface", key: "color-scheme", value: 1)
        fake.emit(namespace: "org.freedesktop.appearance", key: "accent-color", value: 1)
        fake.setColorScheme(1)
        let deadline = Date().addingTimeInterval(5)
        while heard.count < 1 && Date() < deadline { portal.processPendingMessages(timeout: 0.05) }
        fake.setColorScheme(2)
        while heard.count < 2 && Date() < deadline { portal.processPendingMessages(timeout: 0.05) }

        // Then only the colour scheme's changes were heard, in order
        XCTAssertEqual(heard, [1, 2])
        XCTAssertEqual(portal.colorScheme, 2)
    }

    func testABusWithoutAPortalMeansNoPreference() throws {
        let started = Date()

        let portal = try AppearancePortal(environment: bus.environment, timeout: 1)

        XCTAssertNil(portal.colorScheme)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2.5)
    }

    func testWithoutASessionBusTheClientSaysSo() {
        XCTAssertThrowsError(try AppearancePortal(environment: [:])) { error in
            XCTAssertEqual("\(error)", "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
        }
    }
}
