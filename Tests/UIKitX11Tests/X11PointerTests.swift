import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest

/// Real pointer input through the X server (XTest from a second connection).
final class X11PointerTests: XvfbTestCase {
    var host: X11Host?

    override func tearDown() {
        if let server = Self.server {
            server.button(1, down: false)
            server.move(toX: 1000, y: 750)
        }
        host?.close()
        host = nil
        super.tearDown()
    }

    /// A host at `scale` with a recording view at (50, 40, 100, 80) points.
    private func openHost(scale: CGFloat = 1, useXInput2: Bool = true) throws -> (X11Host, RecordingView) {
        let server = try xvfb()
        server.move(toX: 1000, y: 750)          // start outside the window
        let host = try X11Host(size: CGSize(width: 200, height: 160), scale: scale, displayName: server.displayName,
                               useXInput2: useXInput2)
        self.host = host
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5))
        let view = RecordingView(frame: CGRect(x: 50, y: 40, width: 100, height: 80))
        host.window.addSubview(view)
        try barrier(host)
        return (host, view)
    }

    /// Root pixel position of a window point.
    private func rootPoint(_ host: X11Host, _ point: CGPoint) throws -> (x: Int, y: Int) {
        let origin = try xvfb().rootOrigin(of: host.xWindow)
        return (origin.x + Int((point.x * host.scale).rounded()), origin.y + Int((point.y * host.scale).rounded()))
    }

    private func click(_ host: X11Host, at point: CGPoint) throws {
        let server = try xvfb()
        let target = try rootPoint(host, point)
        server.move(toX: target.x, y: target.y)
        server.button(1, down: true)
        server.button(1, down: false)
    }

    func testClickReachesTheViewUnderThePointerAtScale1() throws {
        let (host, view) = try openHost(scale: 1)

        try click(host, at: CGPoint(x: 70, y: 55))
        host.run(until: { view.phases.contains(.ended) }, timeout: 2)

        XCTAssertEqual(view.phases, [.began, .ended])
        XCTAssertEqual(view.touches.first?.location, CGPoint(x: 20, y: 15))
    }

    func testClickReachesTheViewInWindowPointsAtScale2() throws {
        let (host, view) = try openHost(scale: 2)

        try click(host, at: CGPoint(x: 140, y: 110))
        host.run(until: { view.phases.contains(.ended) }, timeout: 2)

        XCTAssertEqual(view.phases, [.began, .ended])
        XCTAssertEqual(view.touches.first?.location, CGPoint(x: 90, y: 70))
    }

    func testClickWithCoreEventsOnly() throws {
        let (host, view) = try openHost(scale: 1, useXInput2: false)
        XCTAssertFalse(host.usesXInput2)

        try click(host, at: CGPoint(x: 70, y: 55))
        host.run(until: { view.phases.contains(.ended) }, timeout: 2)

        XCTAssertEqual(view.phases, [.began, .ended])
        XCTAssertEqual(view.touches.first?.location, CGPoint(x: 20, y: 15))
    }

    func testClickOutsideTheViewDoesNotReachIt() throws {
        let (host, view) = try openHost()
        var ups = 0
        host.onInput = { if $0.kind == .pointerUp { ups += 1 } }

        try click(host, at: CGPoint(x: 10, y: 10))
        host.run(until: { ups > 0 }, timeout: 2)

        XCTAssertEqual(ups, 1)
        XCTAssertEqual(view.phases, [])
    }

    func testPressInsideThenReleaseOutsideTheWindowEndsTheTouch() throws {
        let (host, view) = try openHost()
        let server = try xvfb()
        let inside = try rootPoint(host, CGPoint(x: 70, y: 55))
        let outside = try rootPoint(host, CGPoint(x: 600, y: 500))

        server.move(toX: inside.x, y: inside.y)
        server.button(1, down: true)
        host.run(until: { view.phases == [.began] }, timeout: 2)
        server.move(toX: outside.x, y: outside.y)
        server.button(1, down: false)
        host.run(until: { view.phases.contains(.ended) }, timeout: 2)

        XCTAssertEqual(view.phases.first, .began)
        XCTAssertEqual(view.phases.last, .ended)
        XCTAssertEqual(view.touches.last?.location, CGPoint(x: 550, y: 460))
    }

    func testLosingFocusWhileTheButtonIsDownCancelsTheTouch() throws {
        let (host, view) = try openHost()
        let server = try xvfb()
        XSetInputFocus(server.control, Window(host.xWindow), RevertToParent, 0)
        XSync(server.control, 0)
        let inside = try rootPoint(host, CGPoint(x: 70, y: 55))
        server.move(toX: inside.x, y: inside.y)
        server.button(1, down: true)
        host.run(until: { view.phases == [.began] }, timeout: 2)

        XSetInputFocus(server.control, XDefaultRootWindow(server.control), RevertToParent, 0)
        XSync(server.control, 0)
        host.run(until: { view.phases.contains(.cancelled) }, timeout: 2)

        XCTAssertEqual(view.phases, [.began, .cancelled])
    }

    func testWheelButtonsScrollByNotches() throws {
        let (host, _) = try openHost()
        let server = try xvfb()
        var scrolls: [CGVector] = []
        host.onInput = { if case .scroll(let delta, false) = $0.kind { scrolls.append(delta) } }
        let inside = try rootPoint(host, CGPoint(x: 70, y: 55))

        server.move(toX: inside.x, y: inside.y)
        for button: UInt32 in [5, 4, 7] {
            server.button(button, down: true)
            server.button(button, down: false)
        }
        host.run(until: { scrolls.count >= 3 }, timeout: 2)
        try barrier(host)   // every event handled: no duplicates from smooth-scroll emulation

        XCTAssertEqual(scrolls, [CGVector(dx: 0, dy: 40), CGVector(dx: 0, dy: -40), CGVector(dx: 40, dy: 0)])
    }

    func testDragVelocityComesFromTheServerTimestamps() throws {
        let (host, view) = try openHost()
        let server = try xvfb()
        var velocity: CGPoint?
        let pan = UIPanGestureRecognizer { recognizer in
            if recognizer.state == .ended { velocity = recognizer.velocity(in: nil) }
        }
        view.addGestureRecognizer(pan)
        var samples: [(location: CGPoint, serverTime: UInt32)] = []
        var releaseTime: UInt32?
        host.onInput = { event in
            switch event.kind {
            case .pointerDown, .pointerMoved: samples.append((event.location, event.serverTime!))
            case .pointerUp: releaseTime = event.serverTime
            default: break
            }
        }
        let start = try rootPoint(host, CGPoint(x: 60, y: 60))

        // 12 moves of 6 px, each 8 ms after the previous one (server-side delays),
        // sent at once: the host reads them in a batch, so only event times are right.
        server.move(toX: start.x, y: start.y)
        server.button(1, down: true)
        for step in 1...12 { server.move(toX: start.x + 6 * step, y: start.y + 2 * step, delay: 8) }
        server.button(1, down: false, delay: 8)
        host.run(until: { velocity != nil }, timeout: 3)

        var tracker = VelocityTracker()
        for sample in samples {
            tracker.addSample(position: sample.location, timestamp: TimeInterval(sample.serverTime) / 1000)
        }
        let release = try XCTUnwrap(releaseTime)
        let expected = tracker.velocity(at: TimeInterval(release) / 1000)
        let measured = try XCTUnwrap(velocity)
        XCTAssertEqual(samples.count, 13)
        // A loaded server fires the 8 ms delays late (30 ms seen), which slows the drag
        // down, but only a pause of more than 40 ms before the release stops it.
        let paused = release &- samples.last!.serverTime > 40
        XCTAssertEqual(expected == .zero, paused, "the drag was still moving at the release: \(expected)")
        XCTAssertEqual(measured.x, expected.x, accuracy: 1e-6)
        XCTAssertEqual(measured.y, expected.y, accuracy: 1e-6)
    }

    func testEveryMotionIsDispatchedButFramesShowTheNewestPosition() throws {
        let (host, _) = try openHost()
        let server = try xvfb()
        let square = FollowingView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        square.backgroundColor = .systemRed
        host.window.addSubview(square)
        var frames = 0
        host.onFrameDrawn = { _ in frames += 1 }
        host.run(until: { !host.window.needsDisplay }, timeout: 1)
        frames = 0
        let start = try rootPoint(host, CGPoint(x: 30, y: 30))

        // 30 moves sent at once, then nothing: far more events than frames.
        server.move(toX: start.x, y: start.y)
        server.button(1, down: true)
        for step in 1...30 { server.move(toX: start.x + 4 * step, y: start.y + 3 * step) }
        XSync(server.control, 0)
        host.run(until: { square.moves == 30 }, timeout: 2)
        host.run(until: { !host.window.needsDisplay }, timeout: 1)
        let shown = try XCTUnwrap(host.captureWindow())
        server.button(1, down: false)

        XCTAssertEqual(square.moves, 30)
        XCTAssertLessThan(frames, 30, "frames are paced, not one per motion (the 30 arrive in a burst)")
        XCTAssertEqual(square.center, CGPoint(x: 150, y: 120))
        XCTAssertEqual(shown.pixel(x: 150, y: 120), RGBA8(r: 0xFF, g: 0x3B, b: 0x30))
        XCTAssertNotEqual(shown.pixel(x: 146, y: 117 - 10), RGBA8(r: 0xFF, g: 0x3B, b: 0x30))
    }

    func testHoverSetsTheCursorOfTheViewUnderThePointer() throws {
        let (host, _) = try openHost()
        let server = try xvfb()
        let link = LinkView(frame: CGRect(x: 10, y: 130, width: 60, height: 20))
        host.window.addSubview(link)
        let onLink = try rootPoint(host, CGPoint(x: 30, y: 140))
        let offLink = try rootPoint(host, CGPoint(x: 120, y: 20))

        server.move(toX: onLink.x, y: onLink.y)
        host.run(until: { host.cursor == .pointingHand }, timeout: 2)
        let overLink = host.cursor
        server.move(toX: offLink.x, y: offLink.y)
        host.run(until: { host.cursor == .arrow }, timeout: 2)

        XCTAssertEqual(overLink, .pointingHand)
        XCTAssertEqual(host.cursor, .arrow)
    }
}
