import CX11
import Foundation
import UIKitCore

/// Pointer events in, `UIWindow` pointer calls out.
///
/// The primary button is the one touch. X grabs the pointer implicitly on a
/// press, so the release is reported even outside the window; should a release
/// still be missed, the next motion or crossing without the button ends the
/// touch. A lost grab, lost focus or unmapping cancels it.
extension X11Host {
    /// Wheel notches are this many points (GTK and Chromium on X11 scroll about 40-53).
    static let pointsPerWheelNotch: CGFloat = 40

    func handleButton(_ button: Int, isPress: Bool, x: Double, y: Double, serverTime time: UInt32) {
        let location = point(x: x, y: y)
        switch button {
        case 1:
            if isPress { pointerDown(at: location, serverTime: time) } else { pointerUp(at: location, serverTime: time) }
        case 3 where isPress:
            window.secondaryClick(at: location, timestamp: timestamp(forServerTime: time))
        case 4...7 where isPress:
            let notch = X11Host.pointsPerWheelNotch
            let delta: CGVector = button == 4 ? CGVector(dx: 0, dy: -notch) : button == 5 ? CGVector(dx: 0, dy: notch)
                : button == 6 ? CGVector(dx: -notch, dy: 0) : CGVector(dx: notch, dy: 0)
            scroll(by: delta, at: location, precise: false, serverTime: time)
        default:
            break
        }
    }

    func handleMotion(x: Double, y: Double, buttonHeld: Bool, serverTime time: UInt32) {
        let location = point(x: x, y: y)
        if isButtonDown && !buttonHeld {
            // The release went missing (another client's grab swallowed it): end the touch here.
            pointerUp(at: location, serverTime: time)
            return
        }
        let eventTime = timestamp(forServerTime: time)
        onInput?(X11InputEvent(kind: isButtonDown ? .pointerMoved : .hover, location: location,
                               serverTime: time, timestamp: eventTime))
        window.pointerMoved(to: location, timestamp: eventTime)
    }

    func handleCrossing(isEnter: Bool, mode: Int32, x: Double, y: Double, buttonHeld: Bool, serverTime time: UInt32) {
        let location = point(x: x, y: y)
        if isEnter { xInput2?.scroll.resetBaselines() }
        if isButtonDown {
            if mode == NotifyGrab || mode == NotifyUngrab {
                cancelPointer(serverTime: time)          // someone else took the pointer
            } else if !buttonHeld {
                pointerUp(at: location, serverTime: time)
            }
            return
        }
        guard mode == NotifyNormal else { return }
        // Hover: entering shows what is under the pointer; leaving clears it.
        let eventTime = timestamp(forServerTime: time)
        onInput?(X11InputEvent(kind: .hover, location: location, serverTime: time, timestamp: eventTime))
        window.pointerMoved(to: isEnter ? location : CGPoint(x: -1, y: -1), timestamp: eventTime)
    }

    func handleXInput2Pointer(_ event: XIDeviceEvent, type: Int32) {
        let time = serverTime(event.time)
        let emulated = event.flags & XIPointerEmulated != 0
        switch type {
        case XI_Motion:
            if let xInput2, let notches = xInput2.scroll.notches(device: Int(event.sourceid),
                                                                 valuators: X11XInput2.valuators(of: event)), !emulated {
                let step = X11Host.pointsPerWheelNotch
                // Whole notches come from a clicky wheel: animate them like core wheel
                // buttons. Fractions come from touchpads and free-spinning wheels: follow them.
                let wholeNotches = notches.dx.rounded() == notches.dx && notches.dy.rounded() == notches.dy
                scroll(by: CGVector(dx: notches.dx * step, dy: notches.dy * step),
                       at: point(x: event.event_x, y: event.event_y), precise: !wholeNotches, serverTime: time)
            }
            handleMotion(x: event.event_x, y: event.event_y,
                         buttonHeld: X11XInput2.isButtonHeld(1, in: event), serverTime: time)
        case XI_ButtonPress, XI_ButtonRelease:
            // Wheel presses the server made up from smooth scrolling were already scrolled.
            if emulated && (4...7).contains(event.detail) { return }
            handleButton(Int(event.detail), isPress: type == XI_ButtonPress, x: event.event_x, y: event.event_y,
                         serverTime: time)
        default:
            break
        }
    }

    private func pointerDown(at location: CGPoint, serverTime time: UInt32) {
        let eventTime = timestamp(forServerTime: time)
        isButtonDown = true
        onInput?(X11InputEvent(kind: .pointerDown, location: location, serverTime: time, timestamp: eventTime))
        window.pointerDown(at: location, timestamp: eventTime)
    }

    private func pointerUp(at location: CGPoint, serverTime time: UInt32) {
        guard isButtonDown else { return }
        let eventTime = timestamp(forServerTime: time)
        isButtonDown = false
        onInput?(X11InputEvent(kind: .pointerUp, location: location, serverTime: time, timestamp: eventTime))
        window.pointerUp(at: location, timestamp: eventTime)
    }

    /// Cancels the touch, if one is down (focus or grab lost, window unmapped).
    func cancelPointer(serverTime time: UInt32?) {
        guard isButtonDown else { return }
        let eventTime = timestamp(forServerTime: time)
        isButtonDown = false
        onInput?(X11InputEvent(kind: .pointerCancelled, location: .zero, serverTime: time, timestamp: eventTime))
        window.pointerCancelled(timestamp: eventTime)
    }

    private func scroll(by delta: CGVector, at location: CGPoint, precise: Bool, serverTime time: UInt32) {
        let eventTime = timestamp(forServerTime: time)
        onInput?(X11InputEvent(kind: .scroll(delta, precise: precise), location: location, serverTime: time,
                               timestamp: eventTime))
        window.scrollWheel(by: delta, at: location, precise: precise, timestamp: eventTime)
    }

    /// Window points for X pixel coordinates.
    func point(x: Double, y: Double) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }
}
