import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitTestSupport
@testable import UIKitX11
import XCTest

/// What the first frame does not need waits until it is on screen.
final class X11DeferredStartupTests: XvfbTestCase {
    func testTheInputMethodOpensOnceTheFirstFrameIsOnScreen() throws {
        // Given a new window
        let server = try XCTUnwrap(Self.server, "Xvfb did not start")
        let host = try X11Host(size: CGSize(width: 120, height: 80), scale: 1, displayName: server.displayName)
        defer { host.close() }
        XCTAssertFalse(host.isInputMethodOpen, "the compose table was read before the first frame")

        // When its first frame is shown
        var openAtFirstFrame: Bool?
        host.onFirstFrame = { [unowned host] in openAtFirstFrame = host.isInputMethodOpen }
        XCTAssertTrue(host.run(until: { openAtFirstFrame != nil }, timeout: 5))

        // Then the input method was still closed for it, and is open right after it
        // (X11KeyboardTests: dead keys compose through it)
        XCTAssertEqual(openAtFirstFrame, false)
        XCTAssertTrue(host.isInputMethodOpen)
    }
}

/// The app's window adopts the connection the desktop's preferences were read on
///: a second connection waits for the server's setup reply again.
final class X11ConnectionHandoffTests: XvfbTestCase {
    func testTheHostAdoptsThePreferencesConnectionOnce() throws {
        let server = try XCTUnwrap(Self.server, "Xvfb did not start")
        let environment = ["DISPLAY": server.displayName]
        let desktop = try X11DesktopPreferences.read(environment: environment)
        let read = try XCTUnwrap(desktop.handoff)
        let host = try X11Host(size: CGSize(width: 120, height: 80), scale: 1, environment: environment, desktop: desktop)
        defer { host.close() }
        // The host holds the connection the preferences were read on; a second host opens its own.
        XCTAssertNil(read.take(displayName: nil), "the host did not take the preferences' connection")
        let second = try X11Host(size: CGSize(width: 120, height: 80), scale: 1, environment: environment, desktop: desktop)
        defer { second.close() }
        XCTAssertFalse(second.connection === host.connection)
        // and the adopted connection draws and shows a frame.
        var shown = false
        host.onFirstFrame = { shown = true }
        XCTAssertTrue(host.run(until: { shown }, timeout: 5))
    }

    func testAConnectionToAnotherDisplayIsNotTaken() throws {
        let server = try XCTUnwrap(Self.server, "Xvfb did not start")
        let desktop = try X11DesktopPreferences.read(environment: ["DISPLAY": server.displayName])
        XCTAssertNil(desktop.handoff?.take(displayName: ":9999"))
        XCTAssertNotNil(desktop.handoff?.take(displayName: server.displayName))
    }
}

/// The atoms a window's set-up names are interned together: one round trip.
final class X11AtomPrefetchTests: XvfbTestCase {
    func testPrefetchedAtomsAreTheServersAtomsForThoseNames() throws {
        // Given a connection that prefetched names, some new to the server,
        let server = try XCTUnwrap(Self.server, "Xvfb did not start")
        let connection = try X11Connection(displayName: server.displayName, environment: [:])
        defer { connection.close() }
        let names = ["WM_PROTOCOLS", "UTF8_STRING", "MODAL_KIT_PREFETCH_TEST_\(getpid())"]
        connection.prefetchAtoms(names + ["WM_PROTOCOLS"])

        // when a second connection interns the same names one by one,
        let other = try X11Connection(displayName: server.displayName, environment: [:])
        defer { other.close() }

        // then each is the server's atom for that name, and the server names it back.
        for name in names {
            let atom = connection.atom(name)
            XCTAssertNotEqual(atom, 0, name)
            XCTAssertEqual(atom, other.atom(name), name)
            XCTAssertEqual(other.name(of: atom), name)
        }
    }
}
