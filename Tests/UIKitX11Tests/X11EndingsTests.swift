import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest
import XvfbKit
#if canImport(Glibc)
import Glibc
#endif

/// Every way the loop ends besides `stop()`: a signal, the window destroyed by another
/// client, the server gone; and the loop's extra descriptors and poll sources.
final class X11EndingsTests: XvfbTestCase {
    var hosts: [X11Host] = []

    override func tearDown() {
        for host in hosts { host.close() }
        hosts = []
        super.tearDown()
    }

    private func openHost(displayName: String? = nil) throws -> X11Host {
        let host = try X11Host(size: CGSize(width: 120, height: 90), scale: 1,
                               displayName: displayName ?? (try xvfb().displayName))
        hosts.append(host)
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5), "first frame never shown")
        return host
    }

    func testASignalEndsTheLoopBetweenTwoTurnsAndItsDispositionIsRestoredOnClose() throws {
        // Given a host that ends on SIGUSR2 (a signal nothing else here uses)
        var before = sigaction()
        sigaction(SIGUSR2, nil, &before)
        let host = try openHost()
        host.endOnSignals([SIGUSR2])

        // When the signal arrives before the loop runs
        raise(SIGUSR2)
        let ending = host.run()

        // Then the loop ends with it, the status a shell would show is 128 + 12, and
        // closing the host puts the old disposition back
        XCTAssertEqual(ending, .signal(SIGUSR2))
        XCTAssertEqual(host.ending, .signal(SIGUSR2))
        XCTAssertEqual(ending.exitStatus, 140)
        XCTAssertNil(ending.message)
        host.close()
        var after = sigaction()
        sigaction(SIGUSR2, nil, &after)
        XCTAssertEqual(unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self),
                       unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
    }

    func testTheWindowDestroyedByAnotherClientEndsTheLoop() throws {
        let host = try openHost()
        let control = try xvfb().control

        XDestroyWindow(control, Window(host.xWindow))   // what `xdotool windowclose` does
        XSync(control, 0)
        let ending = host.run()

        XCTAssertEqual(ending, .windowDestroyed)
        XCTAssertEqual(ending.exitStatus, 1)
        XCTAssertEqual(ending.message, "the window was destroyed by another client")
        XCTAssertEqual(host.run(), .windowDestroyed, "a second run returns at once")
        XCTAssertFalse(host.isMapped)
    }

    func testTheServerGoingAwayEndsTheLoopWithoutExitingTheProcess() throws {
        // Given a host on a server of its own
        let server = try PrivateXvfb(firstDisplay: XvfbServer.firstDisplayNumber + 20)
        let host = try openHost(displayName: server.displayName)

        // When the server is killed outright
        server.kill()
        let ending = host.run()

        // Then the loop ends (this process lives on), and the host stays harmless
        XCTAssertEqual(ending, .connectionLost)
        XCTAssertEqual(ending.message, "lost the connection to the X server")
        host.window.setNeedsDisplay()
        host.runOnce(timeout: 0.01)
        XCTAssertNil(host.captureWindow())
        host.close()
    }

    func testAWatchedDescriptorWakesTheLoopAndItsHandlerRuns() throws {
        let host = try openHost()
        try barrier(host)
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        var received: [UInt8] = []
        let watch = host.watch(fileDescriptor: ends[0]) { revents in
            XCTAssertNotEqual(revents & Int16(POLLIN), 0)
            var byte: UInt8 = 0
            if read(ends[0], &byte, 1) == 1 { received.append(byte) }
        }

        var byte: UInt8 = 42
        XCTAssertEqual(write(ends[1], &byte, 1), 1)
        var turns = 0
        while received.isEmpty && turns < 5 {
            host.runOnce(timeout: 30)   // only the descriptor (or a stray X event) ends the sleep
            turns += 1
        }
        host.removeLoopSource(watch)
        XCTAssertEqual(write(ends[1], &byte, 1), 1)
        host.runOnce(timeout: 0)

        XCTAssertEqual(received, [42], "read once while watched, not after")
        XCTAssertLessThanOrEqual(turns, 3)
    }

    func testAPollSourceTimeoutLimitsTheSleepAndItIsDispatchedEachTurn() throws {
        let host = try openHost()
        try barrier(host)
        let source = TimerSource(timeout: 0.05)
        host.addLoopSource(source)
        defer { host.removeLoopSource(source) }

        let started = MonotonicClock.seconds()
        host.runOnce(timeout: 30)
        let slept = MonotonicClock.seconds() - started

        XCTAssertEqual(source.prepared, 1)
        XCTAssertEqual(source.dispatched.count, 1)
        XCTAssertEqual(source.dispatched.first?.revents, 0, "nothing happened on its descriptor")
        XCTAssertGreaterThanOrEqual(slept, 0.05 - 0.001, "slept until the source's timeout")
        XCTAssertLessThan(slept, 15, "the source's timeout, not the 30 s cap, ended the sleep")
    }
}

/// A poll source with a descriptor that never becomes ready and a timeout.
private final class TimerSource: X11LoopSource {
    let timeout: TimeInterval
    let descriptors: [Int32]
    var prepared = 0
    var dispatched: [pollfd] = []

    init(timeout: TimeInterval) {
        self.timeout = timeout
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        descriptors = ends
    }

    deinit { descriptors.forEach { close($0) } }

    func prepareToWait() -> (descriptors: [pollfd], timeout: TimeInterval?) {
        prepared += 1
        return ([pollfd(fd: descriptors[0], events: Int16(POLLIN), revents: 0)], timeout)
    }

    func didWait(_ descriptors: [pollfd]) { dispatched += descriptors }
}
