import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest
@testable import UIKitX11

/// XInput 2.1 smooth scrolling as a touchpad sends it, through the host's own XI2
/// event handling: motion events whose scroll valuator grows by fractions of its
/// increment. (Xvfb's only pointer, the XTest device, has no scroll valuators and
/// no uinput device exists here, so the test describes a libinput touchpad to the
/// host as `XIQueryDevice` would, then hands it XI2 device events.)
final class X11TouchpadTests: XvfbTestCase {
    var host: X11Host?

    override func tearDown() {
        host?.close()
        host = nil
        super.tearDown()
    }

    /// A libinput touchpad: device 12, vertical scroll on valuator 3 with an increment
    /// of 15 (one wheel notch), horizontal on valuator 2.
    static let touchpad = 12

    private func openHost() throws -> (X11Host, UIScrollView) {
        let host = try X11Host(size: CGSize(width: 200, height: 300), scale: 1, displayName: try xvfb().displayName)
        self.host = host
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5))
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 200, height: 20_000)
        host.window.addSubview(scrollView)
        try XCTUnwrap(host.xInput2, "the server has XInput 2.1").scroll.setAxes(
            [.init(valuator: 3, isVertical: true, increment: 15), .init(valuator: 2, isVertical: false, increment: 15)],
            forDevice: Self.touchpad, currentValues: [3: 1000, 2: 0])
        try barrier(host)
        return (host, scrollView)
    }

    /// One XI_Motion of the touchpad at (100, 150) with the vertical valuator at `value`.
    private func motion(_ host: X11Host, vertical value: Double, serverTime: UInt32) {
        var event = XIDeviceEvent()
        event.type = GenericEvent
        event.evtype = XI_Motion
        event.deviceid = 2
        event.sourceid = Int32(Self.touchpad)
        event.time = Time(serverTime)
        event.event_x = 100
        event.event_y = 150
        var mask = [UInt8](repeating: 0, count: 1)
        cx11_xi_set_mask(&mask, 3)
        var values = [value]
        mask.withUnsafeMutableBufferPointer { maskBuffer in
            values.withUnsafeMutableBufferPointer { valueBuffer in
                event.valuators = XIValuatorState(mask_len: 1, mask: maskBuffer.baseAddress, values: valueBuffer.baseAddress)
                host.handleXInput2Pointer(event, type: XI_Motion)
            }
        }
    }

    func testTouchpadDeltasScrollPreciselyThenTheContentCoastsAfterTheFingersLift() throws {
        // Given a scroll view and a touchpad whose valuator moves a quarter notch (10 points)
        // every 10 ms of server time, eight times
        let (host, scrollView) = try openHost()
        var scrolls: [(CGVector, Bool)] = []
        host.onInput = { if case .scroll(let delta, let precise) = $0.kind { scrolls.append((delta, precise)) } }
        let start = host.lastServerTime
        for step in 1...8 {
            motion(host, vertical: 1000 + 3.75 * Double(step), serverTime: start &+ UInt32(10 * step))
        }
        let atLift = scrollView.contentOffset.y

        // When the fingers lift (no more events) and the loop runs until the content rests
        XCTAssertTrue(host.run(until: { scrollView.contentOffset.y > atLift && !scrollView.isDecelerating }, timeout: 10))

        // Then every event was a precise 10-point scroll that moved the content at once, and
        // the content kept going after the lift with the fingers' 1000 pt/s, slowing down
        XCTAssertEqual(scrolls.count, 8)
        XCTAssertTrue(scrolls.allSatisfy { $0.0 == CGVector(dx: 0, dy: 10) && $0.1 })
        XCTAssertEqual(atLift, 80)
        let deceleration = Deceleration(rate: UIScrollView.DecelerationRate.normal.rawValue)
        XCTAssertLessThanOrEqual(scrollView.contentOffset.y, (80 + deceleration.totalDistance(initialVelocity: 1000)).rounded())
        XCTAssertGreaterThan(scrollView.contentOffset.y, 200, "momentum carried it well past the 80 points scrolled")
    }

    func testWholeNotchesFromAWheelAnimateInsteadOfCoasting() throws {
        // Given the same device moving whole increments (a clicky wheel on XI 2.1)
        let (host, scrollView) = try openHost()
        var precise: [Bool] = []
        host.onInput = { if case .scroll(_, let isPrecise) = $0.kind { precise.append(isPrecise) } }
        let start = host.lastServerTime

        motion(host, vertical: 1015, serverTime: start &+ 10)
        motion(host, vertical: 1030, serverTime: start &+ 20)
        XCTAssertTrue(host.run(until: { scrollView.contentOffset.y == 80 && !scrollView.isDecelerating }, timeout: 10))

        // Then they are two 40-point notches, animated to exactly 80 with no momentum
        XCTAssertEqual(precise, [false, false])
        XCTAssertEqual(scrollView.contentOffset.y, 80)
    }
}
