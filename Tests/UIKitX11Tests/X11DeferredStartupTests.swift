import UIKit
import XCTest

/// What the first frame does not need waits until it is on screen (issue 17).
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
