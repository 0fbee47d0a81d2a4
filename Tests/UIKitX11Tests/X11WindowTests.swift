import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest

/// The real window under a private Xvfb: size, properties, pixels, close, resize, clipboard.
final class X11WindowTests: XvfbTestCase {
    var hosts: [X11Host] = []

    override func tearDown() {
        for host in hosts { host.close() }
        hosts = []
        super.tearDown()
    }

    /// A mapped host whose first frame is on screen.
    private func openHost(size: CGSize = CGSize(width: 200, height: 160), scale: CGFloat = 1,
                          title: String = "Fenêtre ø") throws -> X11Host {
        let host = try X11Host(size: size, scale: scale, title: title, className: "modal-demo",
                               displayName: try xvfb().displayName)
        hosts.append(host)
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5), "first frame never shown")
        return host
    }

    func testWindowMapsAtItsSizeInPixelsAtScale1() throws {
        let host = try openHost(size: CGSize(width: 200, height: 160), scale: 1)

        let attributes = try xvfb().attributes(of: host.xWindow)

        XCTAssertEqual(attributes.map_state, IsViewable)
        XCTAssertEqual(attributes.width, 200)
        XCTAssertEqual(attributes.height, 160)
        XCTAssertEqual(host.window.bounds.size, CGSize(width: 200, height: 160))
    }

    func testWindowMapsAtTwiceItsSizeAtScale2() throws {
        let host = try openHost(size: CGSize(width: 200, height: 160), scale: 2)

        let attributes = try xvfb().attributes(of: host.xWindow)

        XCTAssertEqual(attributes.width, 400)
        XCTAssertEqual(attributes.height, 320)
        XCTAssertEqual(host.window.bounds.size, CGSize(width: 200, height: 160))
        XCTAssertEqual(host.window.screen.scale, 2)
    }

    func testTitleClassAndProtocolsAreSetForTheWindowManager() throws {
        let host = try openHost(title: "Fenêtre ø")
        let control = try xvfb().control

        let title = stringProperty(control, host.xWindow, "_NET_WM_NAME")
        var hint = XClassHint()
        XGetClassHint(control, Window(host.xWindow), &hint)
        let instance = hint.res_name.map { String(cString: $0) }
        let windowClass = hint.res_class.map { String(cString: $0) }
        XFree(hint.res_name); XFree(hint.res_class)
        var protocols: UnsafeMutablePointer<Atom>?
        var count: Int32 = 0
        XGetWMProtocols(control, Window(host.xWindow), &protocols, &count)
        let protocolNames = (0..<Int(count)).compactMap { index -> String? in
            guard let name = XGetAtomName(control, protocols![index]) else { return nil }
            defer { XFree(name) }
            return String(cString: name)
        }
        XFree(protocols)

        XCTAssertEqual(title, "Fenêtre ø")
        XCTAssertEqual(instance, "modal-demo")
        XCTAssertEqual(windowClass, "Modal-demo")
        XCTAssertTrue(protocolNames.contains("WM_DELETE_WINDOW"), "\(protocolNames)")
    }

    func testWhatTheWindowShowsMatchesTheHeadlessRender() throws {
        for scale: CGFloat in [1, 2] {
            let size = CGSize(width: 200, height: 160)
            let host = try openHost(size: size, scale: scale)
            makeScene(in: host.window)
            host.window.setNeedsDisplay()
            var frames = 0
            host.onFrameDrawn = { _ in frames += 1 }
            XCTAssertTrue(host.run(until: { frames > 0 && !host.window.needsDisplay }, timeout: 3))
            let headless = HeadlessHost(size: size, scale: scale)
            makeScene(in: headless.window)

            let shown = try XCTUnwrap(host.captureWindow())
            let expected = headless.snapshot()

            XCTAssertEqual(shown.width, Int(200 * scale))
            XCTAssertEqual(shown.height, Int(160 * scale))
            let (maxDiff, offPixels) = compare(shown, expected)
            XCTAssertLessThanOrEqual(Double(offPixels), Double(shown.width * shown.height) * 0.001,
                                     "scale \(scale): \(offPixels) pixels differ by more than 2 (max \(maxDiff))")
            // The scene is really there: the card's blue at its centre.
            let centre = shown.pixel(x: Int(40 * scale), y: Int(40 * scale))
            XCTAssertEqual(centre, RGBA8(r: 0x00, g: 0x7A, b: 0xFF))
            host.close()
        }
    }

    func testCloseRequestCallsOnCloseRequest() throws {
        let host = try openHost()
        var closeRequests = 0
        host.onCloseRequest = { closeRequests += 1 }

        try sendDeleteWindow(to: host.xWindow)
        host.run(until: { closeRequests > 0 }, timeout: 2)

        XCTAssertEqual(closeRequests, 1)
    }

    func testCloseRequestStopsTheLoopByDefault() throws {
        let host = try openHost()

        try sendDeleteWindow(to: host.xWindow)
        let started = Date()
        host.run()   // returns only because the close request stops it

        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testResizingTheXWindowResizesTheUIWindow() throws {
        let host = try openHost(size: CGSize(width: 200, height: 160), scale: 2)
        let control = try xvfb().control

        XResizeWindow(control, Window(host.xWindow), 500, 300)
        XFlush(control)
        host.run(until: { host.window.bounds.size == CGSize(width: 250, height: 150) }, timeout: 2)
        var frames = 0
        host.onFrameDrawn = { _ in frames += 1 }
        host.run(until: { frames > 0 }, timeout: 2)

        XCTAssertEqual(host.window.bounds.size, CGSize(width: 250, height: 150))
        XCTAssertEqual(host.window.screen.bounds.size, CGSize(width: 250, height: 150))
        XCTAssertEqual(host.captureWindow()?.width, 500)
    }

    func testIdleWindowSleepsUntilAnEventArrives() throws {
        let host = try openHost()

        host.run(until: { !host.window.needsDisplay }, timeout: 1)

        XCTAssertNil(host.idleTimeout)
    }

    func testIdleLoopUsesNoCPU() throws {
        let host = try openHost()
        host.run(until: { !host.window.needsDisplay }, timeout: 1)

        // A late notification from the server (keymap, crossing) may end one wait early;
        // an idle loop still spends the 0.3 s asleep in poll(), waking a handful of times at most.
        let cpuBefore = clock()
        let wallBefore = Date()
        var wakeUps = 0
        while Date().timeIntervalSince(wallBefore) < 0.3 {
            host.runOnce(timeout: 0.3 - Date().timeIntervalSince(wallBefore))
            wakeUps += 1
        }
        let cpu = Double(clock() - cpuBefore) / Double(CLOCKS_PER_SEC)

        XCTAssertLessThanOrEqual(wakeUps, 3, "slept in poll() instead of spinning")
        XCTAssertLessThan(cpu, 0.02)
    }

    func testLoopWakesForTheNextTimer() throws {
        let host = try openHost()
        host.run(until: { !host.window.needsDisplay }, timeout: 1)
        var firedAt: TimeInterval?
        let scheduledAt = host.window.runLoop.now   // the timer counts from the window's clock
        host.window.runLoop.schedule(after: 0.2) { firedAt = host.window.runLoop.now }

        let wait = try XCTUnwrap(host.idleTimeout)
        // Turns of the loop with no cap of their own: only the timer's deadline ends the
        // sleep (or a stray server event, which ends one turn early and is counted).
        var turns = 0
        while firedAt == nil && turns < 5 {
            host.runOnce(timeout: 30)
            turns += 1
        }

        // (the timer counts from the window's clock, a little behind the host's: at most 0.2 s)
        XCTAssertLessThanOrEqual(wait, 0.2)
        XCTAssertGreaterThan(wait, 0)
        XCTAssertLessThanOrEqual(turns, 3, "the loop slept until the timer instead of spinning")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(firedAt) - scheduledAt, 0.2 - 0.001)
        XCTAssertLessThan(try XCTUnwrap(firedAt) - scheduledAt, 15, "woke for the timer, not after the 30 s cap")
    }

    func testFramesAreTimedByTheInjectedClock() throws {
        let fake = FakeClock(seconds: 1_000)
        let host = try X11Host(size: CGSize(width: 120, height: 80), scale: 1, displayName: try xvfb().displayName,
                               clock: { fake.seconds })
        hosts.append(host)
        var frameTimes: [TimeInterval] = []
        host.onFrameDrawn = { frameTimes.append($0) }
        host.run(until: { !frameTimes.isEmpty }, timeout: 5)

        fake.seconds = 1_000.5
        host.window.setNeedsDisplay()
        host.run(until: { frameTimes.count == 2 }, timeout: 2)

        XCTAssertEqual(frameTimes, [0, 0.5])
        XCTAssertEqual(host.window.runLoop.now, 0.5)
    }

    func testClipboardTextIsServedToOtherClientsAsUTF8() throws {
        let host = try openHost()
        let control = try xvfb().control
        host.clipboardText = "Blåbærgrød – crème brûlée"
        let requestor = XCreateSimpleWindow(control, XDefaultRootWindow(control), 0, 0, 1, 1, 0, 0, 0)
        let clipboard = XInternAtom(control, "CLIPBOARD", 0)
        let utf8 = XInternAtom(control, "UTF8_STRING", 0)
        let property = XInternAtom(control, "TEST_PASTE", 0)

        XConvertSelection(control, clipboard, utf8, property, requestor, 0)
        XFlush(control)
        var event = XEvent()
        let answered = host.run(until: { XCheckTypedWindowEvent(control, requestor, SelectionNotify, &event) != 0 },
                                timeout: 2)
        let pasted = answered ? stringProperty(control, UInt(requestor), "TEST_PASTE") : nil
        XDestroyWindow(control, requestor)

        XCTAssertEqual(host.clipboardText, "Blåbærgrød – crème brûlée")
        XCTAssertEqual(pasted, "Blåbærgrød – crème brûlée")
    }

    func testClipboardTextIsReadFromAnotherOwner() throws {
        let host = try openHost()
        let owner = ClipboardOwner(displayName: try xvfb().displayName, text: "første – ça")
        XCTAssertTrue(owner.start())
        defer { owner.finish() }

        let pasted = host.clipboardText

        XCTAssertEqual(pasted, "første – ça")
    }

    func testClipboardReadGivesUpWhenTheOwnerDoesNotAnswer() throws {
        let owner = try openHost()
        let reader = try openHost()
        owner.clipboardText = "never sent"   // `owner` is not pumped while `reader` waits

        let started = Date()
        let pasted = reader.clipboardText

        XCTAssertNil(pasted)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "gave up (after its 200 ms wait) instead of hanging")
    }

    // MARK: Helpers

    private func sendDeleteWindow(to window: UInt) throws {
        let control = try xvfb().control
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window)
        event.xclient.message_type = XInternAtom(control, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(control, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = 0   // CurrentTime
        XSendEvent(control, Window(window), 0, 0, &event)
        XFlush(control)
    }

    private func stringProperty(_ display: OpaquePointer, _ window: UInt, _ name: String) -> String? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(display, Window(window), XInternAtom(display, name, 0), 0, 4096, 0, 0,
                           &type, &format, &count, &remaining, &data)
        guard let data else { return nil }
        defer { XFree(data) }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }
}

final class FakeClock: @unchecked Sendable {
    var seconds: TimeInterval
    init(seconds: TimeInterval) { self.seconds = seconds }
}

/// Largest channel difference, and how many pixels differ by more than 2 in a channel.
func compare(_ a: PixelBuffer, _ b: PixelBuffer) -> (maxDiff: Int, offPixels: Int) {
    guard a.width == b.width, a.height == b.height else { return (255, max(a.width * a.height, b.width * b.height)) }
    var maxDiff = 0, off = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
            let diff = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            maxDiff = max(maxDiff, diff)
            if diff > 2 { off += 1 }
        }
    }
    return (maxDiff, off)
}
