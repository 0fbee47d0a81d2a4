import CX11
import Foundation
import UIKit
import XCTest
@testable import ModalDemoKit

/// The demo under Debian's openbox: reparented into a decorated frame,
/// resized and maximized by the manager, losing the focus mid-drag, pinged, and
/// resized interactively with `_NET_WM_SYNC_REQUEST`.
final class OpenboxEndToEndTests: DesktopEndToEndTestCase {
    /// Where the card of the Info sheet rests in a window of `size`: what a fresh
    /// presentation at that size shows (headless, the same code).
    private func restingSheet(in size: CGSize) -> CGRect? {
        let stage = DemoStage(size: size, scale: 1)
        stage.present("sheet")
        stage.host.runUntilIdle()
        return PresentationTracer.elements(in: stage.host.window)["sheet"].map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    private func listScrolls(after mark: Int) throws -> [CGFloat] {
        try running().events("scroll", after: mark).filter { $0.string("view") == "list" }.compactMap { $0.offset?.y }
    }

    func testTheWindowIsFramedAndDecoratedClicksLandThroughTheOffsetAndItsPropertiesAreRead() throws {
        // Given the demo under openbox
        try launch()
        let demo = try running()
        let server = try xserver()
        let desktop = try desktopSession()

        // Then openbox reparented it into a frame with a title bar, its client area is
        // offset by the frame's extents, and it read the title, PID and icon
        XCTAssertNotEqual(server.parent(of: window), XDefaultRootWindow(server.control), "reparented into a frame")
        let extents = try XCTUnwrap(desktop.frameExtents(of: window), "no _NET_FRAME_EXTENTS")
        XCTAssertGreaterThan(extents[2], 0, "a title bar above the client: \(extents)")
        XCTAssertGreaterThanOrEqual(origin.y, extents[2])
        XCTAssertEqual(try windowProperty("_NET_WM_PID").items, [UInt(demo.pid)])
        XCTAssertEqual(String(decoding: try windowProperty("_NET_WM_NAME").bytes, as: UTF8.self), "Modal Demo")
        let icon = try windowProperty("_NET_WM_ICON").items
        var sizes: [Int] = []
        var index = 0
        while index + 1 < icon.count {
            let (width, height) = (Int(icon[index]), Int(icon[index + 1]))
            sizes.append(width)
            XCTAssertEqual(width, height)
            if width == 32 {
                // the 32-pixel icon is the demo's own drawing, in straight ARGB
                let drawn = DemoIcon.image(size: 32)
                let pixels = icon[(index + 2)..<(index + 2 + 32 * 32)]
                for (offset, value) in pixels.enumerated() where offset % 37 == 0 {
                    let expected = drawn.pixel(x: offset % 32, y: offset / 32)
                    XCTAssertEqual(value, UInt(expected.a) << 24 | UInt(expected.r) << 16 | UInt(expected.g) << 8 | UInt(expected.b))
                }
            }
            index += 2 + width * height
        }
        XCTAssertEqual(sizes, DemoIcon.sizes)

        // And a click at the bar's "Info", through the frame's offset, opens the sheet
        let mark = demo.mark
        try click(center(try element("Info", in: ready)))
        _ = try expectPresented("InfoSheetViewController", after: mark)
    }

    func testTheManagersResizeAndMaximizeRelayoutTheSheetStaysAtItsDetentAndTheListKeepsItsOffset() throws {
        // Given the list scrolled 120 points and the Info sheet up at its medium detent
        try launch()
        let demo = try running()
        let desktop = try desktopSession()
        let list = try element("list", in: ready)
        var mark = demo.mark
        try wheel(5, count: 3, at: center(list))
        try settle()
        XCTAssertEqual(try listScrolls(after: mark).last, 120)
        mark = demo.mark
        try click(center(try element("Info", in: ready)))
        let presented = try expectPresented("InfoSheetViewController", after: mark)
        XCTAssertEqual(presented.rect("frame"), restingSheet(in: windowSize))

        // When openbox resizes the window to 500x700
        mark = demo.mark
        desktop.resize(window, width: 500, height: 700)
        let resized = try expect("resized", after: mark) { $0.fields["size"] as? [Double] == [500, 700] }

        // Then the layout follows and the sheet rests at its medium detent for that size
        XCTAssertEqual(resized.elements["sheet"], restingSheet(in: CGSize(width: 500, height: 700)))
        XCTAssertEqual(resized.elements["list"]?.width, 500)

        // When openbox maximizes it
        mark = demo.mark
        desktop.maximize(window)
        let maximized = try expect("resized", after: mark) { ($0.fields["size"] as? [Double])?.first ?? 0 > 500 }
        let size = try XCTUnwrap(maximized.fields["size"] as? [Double])
        let extents = try XCTUnwrap(desktop.frameExtents(of: window))

        // Then it fills the screen inside its decorations, the sheet again at its detent
        XCTAssertEqual(size[0], Double(EndToEndXServer.screenSize.width - extents[0] - extents[1]))
        XCTAssertEqual(maximized.elements["sheet"], restingSheet(in: CGSize(width: size[0], height: size[1])))
        try settle()

        // And when the sheet is dismissed, the list behind it is exactly where it was
        origin = try xserver().rootOrigin(of: window)
        let card = try XCTUnwrap(maximized.elements["sheet"])
        try click(CGPoint(x: card.midX, y: card.minY / 2))   // the dimming
        try expect("dismissed", after: mark) { $0.controller == "InfoSheetViewController" }
        try settle()
        XCTAssertEqual(try listScrolls(after: mark).filter { $0 != 120 }, [], "the list's offset never moved")
    }

    func testFocusTakenAwayMidDragCancelsTheDragAndTheSheetSpringsBack() throws {
        // Given the edit sheet held 60 px down by the pointer
        try launch(["--present", "edit"])
        let demo = try running()
        let server = try xserver()
        let desktop = try desktopSession()
        let presented = try expectPresented("NoteFormViewController", after: 0)
        let card = try XCTUnwrap(presented.rect("frame"))
        let grab = CGPoint(x: card.midX, y: try element("cancel", in: presented).midY)
        try settle()
        var mark = demo.mark
        try drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 60), steps: 6, interval: 16, release: false)
        try settle()

        // When another window takes the focus (a new window activated through the manager)
        let other = XCreateSimpleWindow(server.control, XDefaultRootWindow(server.control), 700, 100, 200, 150, 0, 0, 0xFFFFFF)
        defer { XDestroyWindow(server.control, other); server.sync() }
        XMapWindow(server.control, other)
        server.sync()
        mark = demo.mark
        desktop.activate(other)

        // Then the drag is cancelled and the sheet springs back to its detent
        try expect("dismissCancelled", after: mark) { $0.controller == "NoteFormViewController" }
        try settle()
        XCTAssertEqual(demo.events("didDismiss", after: mark).map(\.line), [])
        let height = Int((windowSize.height * scale).rounded())
        let x = Int(((try element("cancel", in: presented).maxX + 10) * scale).rounded())
        let column = try XCTUnwrap(server.column(of: window, x: x, height: height))
        let edge = (1..<column.count).first { column[$0].r >= 235 && column[$0 - 1].r < 200 }
        XCTAssertEqual(edge, Int((card.minY * scale).rounded()), "the card is back at its top")
        server.button(1, down: false)
        server.sync()
    }

    func testPingsThroughTheManagerAreAnswered() throws {
        try launch()
        let server = try xserver()
        let root = XDefaultRootWindow(server.control)
        XSelectInput(server.control, root, SubstructureNotifyMask)
        defer { XSelectInput(server.control, root, NoEventMask); server.sync() }
        var ping = XEvent()
        ping.xclient.type = ClientMessage
        ping.xclient.window = window
        ping.xclient.message_type = XInternAtom(server.control, "WM_PROTOCOLS", 0)
        ping.xclient.format = 32
        ping.xclient.data.l.0 = Int(XInternAtom(server.control, "_NET_WM_PING", 0))
        ping.xclient.data.l.1 = 424_242
        ping.xclient.data.l.2 = Int(window)
        XSendEvent(server.control, window, 0, NoEventMask, &ping)
        server.sync()

        var reply = XEvent()
        let deadline = Date().addingTimeInterval(10)
        var answered = false
        while !answered && Date() < deadline {
            answered = XCheckTypedWindowEvent(server.control, root, ClientMessage, &reply) != 0
                && reply.xclient.data.l.1 == 424_242
            if !answered { usleep(5_000) }
        }
        XCTAssertTrue(answered, "the pong came back on the root window")
        XCTAssertEqual(reply.xclient.data.l.2, Int(window))
    }

    func testAnInteractiveResizeIsSynchronizedFrameByFrame() throws {
        // Given the demo, its basic sync counter, and the pointer on the frame's corner
        try launch()
        let server = try xserver()
        let desktop = try desktopSession()
        let counter = try XCTUnwrap(try windowProperty("_NET_WM_SYNC_REQUEST_COUNTER").items.first)
        let before = syncCounter(counter)
        let extents = try XCTUnwrap(desktop.frameExtents(of: window))
        let corner = (x: origin.x + Int(windowSize.width * scale) + extents[1] / 2,
                      y: origin.y + Int(windowSize.height * scale) + extents[3] / 2)
        server.move(x: corner.x, y: corner.y)
        server.button(1, down: true)
        server.sync()

        // When openbox resizes it with the pointer (_NET_WM_MOVERESIZE, bottom-right)
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(server.control, "_NET_WM_MOVERESIZE", 0)
        event.xclient.format = 32
        event.xclient.data.l = (corner.x, corner.y, 4, 1, 2)
        XSendEvent(server.control, XDefaultRootWindow(server.control), 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        server.sync()
        // openbox starts resizing once it has handled the message: nudge the pointer until
        // the window follows it (a state, not a delay), then take the measured steps
        let width = Int(windowSize.width * scale)
        var attributes = XWindowAttributes()
        var nudge = 0
        let started = Date()
        repeat {
            nudge = nudge % 3 + 1
            server.move(x: corner.x - nudge, y: corner.y)
            server.sync()
            usleep(20_000)
            XGetWindowAttributes(server.control, window, &attributes)
        } while Int(attributes.width) != width - nudge && Date().timeIntervalSince(started) < 10
        XCTAssertEqual(Int(attributes.width), width - nudge, "openbox follows the pointer")
        var sizes: [(Int, Int)] = []
        for step in 1...4 {
            server.move(x: corner.x - 20 * step, y: corner.y - 30 * step)
            server.sync()
            let expected = (Int(windowSize.width * scale) - 20 * step, Int(windowSize.height * scale) - 30 * step)
            // Then each step shows a whole frame at the new size: the client answered the
            // manager's sync request only once that frame was on the server
            let deadline = Date().addingTimeInterval(10)
            var attributes = XWindowAttributes()
            repeat {
                XGetWindowAttributes(server.control, window, &attributes)
                if (Int(attributes.width), Int(attributes.height)) == expected && syncCounter(counter) > before { break }
                usleep(5_000)
            } while Date() < deadline
            sizes.append((Int(attributes.width), Int(attributes.height)))
            try settle()
            let column = try XCTUnwrap(server.column(of: window, x: expected.0 - 1, height: expected.1))
            XCTAssertFalse(column.contains { $0 == (0, 0, 0) }, "step \(step): no undrawn (black) pixel at the right edge")
        }
        server.button(1, down: false)
        server.sync()

        XCTAssertEqual(sizes.map(\.0), (1...4).map { Int(windowSize.width * scale) - 20 * $0 })
        XCTAssertGreaterThan(syncCounter(counter), before, "openbox sent sync requests and the demo answered them")
    }

    // MARK: Helpers

    private func windowProperty(_ name: String) throws -> (items: [UInt], bytes: [UInt8]) {
        let control = try xserver().control
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(control, window, XInternAtom(control, name, 0), 0, 1 << 20, 0, 0,
                           &type, &format, &count, &remaining, &data)
        guard let data else { return ([], []) }
        defer { XFree(data) }
        if format == 32 {
            // Xlib hands 32-bit items over as C longs, sign-extended: keep the 32 bits.
            let items = UnsafeRawPointer(data).bindMemory(to: UInt.self, capacity: Int(count))
            return (UnsafeBufferPointer(start: items, count: Int(count)).map { $0 & 0xFFFF_FFFF }, [])
        }
        return ([], Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    private func syncCounter(_ counter: UInt) -> Int64 {
        guard let control = try? xserver().control else { return -1 }
        var value = XSyncValue()
        XSyncQueryCounter(control, XSyncCounter(counter), &value)
        return Int64(XSyncValueHigh32(value)) << 32 | Int64(XSyncValueLow32(value))
    }
}

/// The same demo with the picom compositor over openbox: what the compositor puts on
/// the screen is the demo's frames, and real XTest drags work through it.
final class CompositorEndToEndTests: DesktopEndToEndTestCase {
    override class var usesCompositor: Bool { true }

    /// The window's pixels as the compositor shows them on the root window, and as the
    /// window itself has them.
    private func screenAndWindow() throws -> (screen: [[(r: Int, g: Int, b: Int)]], window: [[(r: Int, g: Int, b: Int)]]) {
        let server = try xserver()
        let width = Int(windowSize.width * scale), height = Int(windowSize.height * scale)
        var screen: [[(r: Int, g: Int, b: Int)]] = []
        var own: [[(r: Int, g: Int, b: Int)]] = []
        for x in stride(from: 3, to: width, by: max(1, width / 7)) {
            screen.append(try XCTUnwrap(server.column(of: XDefaultRootWindow(server.control), x: origin.x + x, y: origin.y,
                                                      height: height)))
            own.append(try XCTUnwrap(server.column(of: window, x: x, height: height)))
        }
        return (screen, own)
    }

    private func assertTheScreenShowsTheWindow(file: StaticString = #filePath, line: UInt = #line) throws {
        // The compositor repaints after the damage; wait for it as for any state.
        let deadline = Date().addingTimeInterval(10)
        var (screen, own) = try screenAndWindow()
        while !zip(screen, own).allSatisfy({ a, b in zip(a, b).allSatisfy { $0 == $1 } }) && Date() < deadline {
            usleep(20_000)
            (screen, own) = try screenAndWindow()
        }
        let differing = zip(screen, own).map { a, b in zip(a, b).filter { $0 != $1 }.count }.reduce(0, +)
        XCTAssertEqual(differing, 0, "the composited screen shows the window's own pixels", file: file, line: line)
    }

    func testTheCompositedScreenShowsTheDemoAndARealDragDismissesTheSheet() throws {
        // Given the edit sheet up under picom
        try launch(["--present", "edit"])
        let demo = try running()
        let presented = try expectPresented("NoteFormViewController", after: 0)
        try settle()
        XCTAssertNotEqual(XGetSelectionOwner(try xserver().control, XInternAtom(try xserver().control, "_NET_WM_CM_S0", 0)), 0)
        try assertTheScreenShowsTheWindow()

        // When the sheet is dragged down 500 points with real pointer events and let go
        // (past half its height: it leaves whatever the release speed, which a server
        // busy compositing stamps unevenly)
        let card = try XCTUnwrap(presented.rect("frame"))
        let grab = CGPoint(x: card.midX, y: try element("cancel", in: presented).midY)
        let mark = demo.mark
        try drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 500), steps: 25, interval: 10, pause: 100)

        // Then it is dismissed, and the screen shows the list behind it
        try expect("didDismiss", after: mark) { $0.controller == "NoteFormViewController" }
        try expect("dismissed", after: mark) { $0.controller == "NoteFormViewController" }
        try settle()
        try assertTheScreenShowsTheWindow()
    }
}
