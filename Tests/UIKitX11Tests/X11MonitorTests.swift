import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest
import XvfbKit

/// The scale follows the XRandR monitor the window is on: two monitors of different
/// densities on one Xvfb screen (`xrandr --setmonitor`, done here with XRRSetMonitor).
final class X11MonitorScaleTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateXvfb?

    override class func setUp() {
        super.setUp()
        // 2560x1024 split in two: left 1280 px on 169 mm (192 dpi: 2x), right on 339 mm (96 dpi: 1x).
        guard let server = try? PrivateXvfb(firstDisplay: 160, width: 2560, height: 1024) else { return }
        Self.server = server
        for (name, x, millimetres) in [("left", 0, 169), ("right", 1280, 339)] {
            guard let monitor = XRRAllocateMonitor(server.control, 0) else { continue }
            monitor.pointee.name = XInternAtom(server.control, name, 0)
            monitor.pointee.x = Int32(x)
            monitor.pointee.width = 1280
            monitor.pointee.height = 1024
            monitor.pointee.mwidth = Int32(millimetres)
            monitor.pointee.mheight = Int32(millimetres * 1024 / 1280)
            XRRSetMonitor(server.control, XDefaultRootWindow(server.control), monitor)
            XFree(monitor)
        }
        XSync(server.control, 0)
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private var hosts: [X11Host] = []

    override func tearDown() {
        hosts.forEach { $0.close() }
        hosts = []
        super.tearDown()
    }

    private func openHost(pointerAt x: Int32, environment: [String: String] = [:]) throws -> X11Host {
        let server = try XCTUnwrap(Self.server, "Xvfb did not start")
        XTestFakeMotionEvent(server.control, -1, x, 500, 0)
        XSync(server.control, 0)
        let host = try X11Host(size: CGSize(width: 200, height: 160), displayName: server.displayName, environment: environment)
        hosts.append(host)
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5))
        return host
    }

    private func pixelSize(of host: X11Host) throws -> [Int] {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(try XCTUnwrap(Self.server).control, Window(host.xWindow), &attributes)
        return [Int(attributes.width), Int(attributes.height)]
    }

    func testMovingTheWindowToASparserMonitorRedrawsItAtThatScale() throws {
        // Given a window opened on the dense monitor: 2x, 400x320 pixels for 200x160 points
        let host = try openHost(pointerAt: 300)
        let server = try XCTUnwrap(Self.server)
        XCTAssertEqual(host.monitor?.name, "left")
        XCTAssertEqual(host.scale, 2)
        XCTAssertEqual(host.scaleSource, .monitor)
        XCTAssertEqual(try pixelSize(of: host), [400, 320])
        var resized: [CGSize] = []
        host.onResize = { resized.append($0) }
        var framesAtScale1 = 0
        host.onFrameDrawn = { _ in if host.scale == 1 { framesAtScale1 += 1 } }

        // When it is moved onto the 96-dpi monitor, and the loop runs until a frame is
        // drawn at the new scale and nothing is left to draw
        XMoveWindow(server.control, Window(host.xWindow), 1500, 100)
        XSync(server.control, 0)
        XCTAssertTrue(host.run(until: {
            host.scale == 1 && (try? self.pixelSize(of: host)) == [200, 160] && framesAtScale1 > 0 && !host.window.needsDisplay
        }, timeout: 5))

        // Then it is 1x: the same 200x160 points on 200x160 pixels, the views told, and
        // the frame on the server is drawn at that scale
        XCTAssertEqual(host.monitor?.name, "right")
        XCTAssertEqual(host.window.bounds.size, CGSize(width: 200, height: 160))
        XCTAssertEqual(host.window.screen.scale, 1)
        XCTAssertEqual(resized, [CGSize(width: 200, height: 160)])
        XCTAssertEqual(host.captureWindow()?.width, 200)

        // And back on the dense one, 2x again
        XMoveWindow(server.control, Window(host.xWindow), 100, 100)
        XSync(server.control, 0)
        XCTAssertTrue(host.run(until: { host.scale == 2 && (try? self.pixelSize(of: host)) == [400, 320] }, timeout: 5))
    }

    func testGDKScaleAndXftDPIFixTheScaleWhereverTheWindowGoes() throws {
        // GDK_SCALE wins over the monitor
        let fixed = try openHost(pointerAt: 1500, environment: ["GDK_SCALE": "1.5"])
        XCTAssertEqual(fixed.scale, 1.5)
        XCTAssertEqual(fixed.scaleSource, .environment)
        XCTAssertEqual(try pixelSize(of: fixed), [300, 240])
        fixed.close()

        // Xft.dpi 120 in the resources: 1.25, on the dense monitor too
        let server = try XCTUnwrap(Self.server)
        let root = XDefaultRootWindow(server.control)
        var resources = Array("Xft.dpi:\t120\n".utf8)
        XChangeProperty(server.control, root, XInternAtom(server.control, "RESOURCE_MANAGER", 0), 31, 8, PropModeReplace,
                        &resources, Int32(resources.count))
        XSync(server.control, 0)
        defer { XDeleteProperty(server.control, root, XInternAtom(server.control, "RESOURCE_MANAGER", 0)); XSync(server.control, 0) }
        let fromResources = try openHost(pointerAt: 300)
        XCTAssertEqual(fromResources.scale, 1.25)
        XCTAssertEqual(fromResources.scaleSource, .resources)
        XCTAssertEqual(try pixelSize(of: fromResources), [250, 200])
    }
}

/// The frame rate follows the monitor's mode: a private Xorg with the dummy driver,
/// whose modes have real timings (Xvfb's has none), switched 60 → 120 → 144 Hz.
final class X11RefreshRateTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateXvfb?
    nonisolated(unsafe) static var serverError: Error?

    /// 1280x1024 at 60, 120 and 144 Hz: the same 1688 x 1066 total, three dot clocks.
    static let configuration = """
    Section "ServerFlags"
        Option "AutoAddDevices" "false"
        Option "AutoEnableDevices" "false"
    EndSection
    Section "Device"
        Identifier "card"
        Driver "dummy"
        VideoRam 65536
    EndSection
    Section "Monitor"
        Identifier "monitor"
        HorizSync 5.0 - 1000.0
        VertRefresh 5.0 - 300.0
        Modeline "1280x1024_60" 107.96 1280 1328 1440 1688 1024 1025 1028 1066
        Modeline "1280x1024_120" 215.93 1280 1328 1440 1688 1024 1025 1028 1066
        Modeline "1280x1024_144" 259.11 1280 1328 1440 1688 1024 1025 1028 1066
    EndSection
    Section "Screen"
        Identifier "screen"
        Device "card"
        Monitor "monitor"
        DefaultDepth 24
        SubSection "Display"
            Depth 24
            Modes "1280x1024_60" "1280x1024_120" "1280x1024_144"
            Virtual 1280 1024
        EndSubSection
    EndSection
    """

    override class func setUp() {
        super.setUp()
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("xorg-dummy-\(getpid()).conf")
        do {
            try configuration.write(to: config, atomically: true, encoding: .utf8)
            server = try PrivateXvfb.xorgDummy(config: config.path, firstDisplay: 170)
        } catch {
            serverError = error
        }
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        serverError = nil
        super.tearDown()
    }

    private var host: X11Host?

    override func tearDown() {
        host?.close()
        host = nil
        super.tearDown()
    }

    /// Switches the screen's output to the mode named `name` (as `xrandr --output --mode`).
    private func switchMode(to name: String) throws {
        let server = try XCTUnwrap(Self.server)
        let display = server.control
        let root = XDefaultRootWindow(display)
        let resources = try XCTUnwrap(XRRGetScreenResourcesCurrent(display, root))
        defer { XRRFreeScreenResources(resources) }
        let modes = (0..<Int(resources.pointee.nmode)).map { resources.pointee.modes[$0] }
        let mode = try XCTUnwrap(modes.first { String(cString: $0.name) == name }, "no mode \(name)")
        let crtc = resources.pointee.crtcs[0]
        let info = try XCTUnwrap(XRRGetCrtcInfo(display, resources, crtc))
        defer { XRRFreeCrtcInfo(info) }
        var outputs = Array(UnsafeBufferPointer(start: info.pointee.outputs, count: Int(info.pointee.noutput)))
        XRRSetCrtcConfig(display, resources, crtc, Time(CurrentTime), 0, 0, mode.id, Rotation(RR_Rotate_0), &outputs, Int32(outputs.count))
        XSync(display, 0)
    }

    func testTheAnimationFrameRateIsTheModesRefreshRateAndFollowsAModeSwitch() throws {
        if let error = Self.serverError { throw XCTSkip("no private Xorg with the dummy driver here: \(error)") }
        let server = try XCTUnwrap(Self.server)
        try switchMode(to: "1280x1024_60")

        // Given a window on the 60 Hz mode
        let host = try X11Host(size: CGSize(width: 200, height: 160), scale: 1, displayName: server.displayName)
        self.host = host
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5))
        XCTAssertEqual(host.refreshRate, 60, accuracy: 0.01)
        XCTAssertEqual(host.window.screen.maximumFramesPerSecond, 60)

        let link = CADisplayLink { _ in }
        link.add(to: host.window)
        defer { link.invalidate() }

        // When the output switches to 120 Hz, then to 144 Hz
        for (mode, rate) in [("1280x1024_120", 120), ("1280x1024_144", 144)] {
            try switchMode(to: mode)
            XCTAssertTrue(host.run(until: { host.window.screen.maximumFramesPerSecond == rate }, timeout: 5), mode)

            // Then animations and display links step at the new rate: while the link runs,
            // the loop sleeps one frame of that rate after the last frame at most
            XCTAssertEqual(host.refreshRate, Double(rate), accuracy: 0.01)
            XCTAssertEqual(host.monitor?.refreshRate ?? 0, Double(rate), accuracy: 0.01)
            XCTAssertEqual(link.duration, 1 / Double(rate), accuracy: 1e-9)
            XCTAssertLessThanOrEqual(try XCTUnwrap(host.idleTimeout), 1 / host.refreshRate + 1e-9)
        }
    }
}
