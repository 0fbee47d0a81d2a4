import Foundation
import UIKitCore
import UIKitX11
import UIKitTestSupport
import XCTest
import XvfbKit

/// The host's loop runs the main dispatch queue and RunLoop.main's timers, as iOS's main
/// run loop does: work queued from another thread wakes the sleeping loop.
final class X11MainQueueTests: XvfbTestCase {
    private var host: X11Host?

    override func tearDown() {
        host?.close()
        host = nil
        super.tearDown()
    }

    private func openHost() throws -> X11Host {
        let host = try X11Host(size: CGSize(width: 120, height: 90), scale: 1, displayName: try xvfb().displayName)
        self.host = host
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5), "first frame never shown")
        return host
    }

    func testABlockQueuedOnTheMainQueueFromAnotherThreadRunsOnTheLoop() throws {
        // Given a host whose loop is idle
        let host = try openHost()
        var ranOnMain: [Bool] = []

        // When another thread queues two blocks on the main queue
        DispatchQueue.global().async {
            DispatchQueue.main.async { ranOnMain.append(Thread.isMainThread) }
            DispatchQueue.main.async { ranOnMain.append(Thread.isMainThread) }
        }

        // Then the loop runs both, in order, on the main thread, without XCTest's run loop
        XCTAssertTrue(host.run(until: { ranOnMain.count == 2 }, timeout: 5))
        XCTAssertEqual(ranOnMain, [true, true])
    }

    func testARunLoopTimerFiresFromTheLoop() throws {
        // Given a repeating timer on the main run loop
        let host = try openHost()
        var ticks = 0
        let timer = Timer(timeInterval: 0.02, repeats: true) { _ in ticks += 1 }
        RunLoop.main.add(timer, forMode: .common)
        defer { timer.invalidate() }

        // When / then it ticks three times while the host's loop runs
        XCTAssertTrue(host.run(until: { ticks >= 3 }, timeout: 5))
    }
}
