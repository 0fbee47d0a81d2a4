import CX11
import Foundation
import UIKitCore

/// Routes each X event to what handles it: window structure here, pointer and
/// keys in their own files.
extension X11Host {
    /// Reads and dispatches every event already queued or readable, without blocking;
    /// returns how many were read. Every motion is dispatched (velocity sampling sees
    /// them all); drawing happens once per batch, afterwards.
    @discardableResult
    func drainEvents() -> Int {
        let display = connection.display
        var event = XEvent()
        var count = 0
        while !isClosed && XPending(display) > 0 {
            XNextEvent(display, &event)
            if presenter.backBuffer?.handle(&event) == true { continue }   // MIT-SHM completions: not input
            count += 1
            if XFilterEvent(&event, 0) != 0 { continue }   // the input method took it (dead keys)
            dispatch(&event)
        }
        return count
    }

    func dispatch(_ event: inout XEvent) {
        if settingsWatcher?.handle(&event) == true { return }
        if let randr, randr.handles(&event) {
            updateDisplayMetrics()   // a mode switch, a monitor added or removed
            return
        }
        switch event.type {
        case GenericEvent:
            handleGenericEvent(&event)
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            handleButton(Int(e.button), isPress: event.type == ButtonPress, x: Double(e.x), y: Double(e.y),
                         serverTime: serverTime(e.time))
        case MotionNotify:
            let e = event.xmotion
            handleMotion(x: Double(e.x), y: Double(e.y), buttonHeld: e.state & UInt32(Button1Mask) != 0,
                         serverTime: serverTime(e.time))
        case EnterNotify, LeaveNotify:
            let e = event.xcrossing
            handleCrossing(isEnter: event.type == EnterNotify, mode: e.mode, x: Double(e.x), y: Double(e.y),
                           buttonHeld: e.state & UInt32(Button1Mask) != 0, serverTime: serverTime(e.time))
        case KeyPress, KeyRelease:
            handleKey(&event.xkey, isPress: event.type == KeyPress)
        case FocusIn:
            inputMethod.focusIn()
        case FocusOut:
            inputMethod.focusOut()
            let detail = event.xfocus.detail
            if detail != NotifyInferior && detail != NotifyPointer { cancelPointer(serverTime: nil) }
        case Expose:
            if event.xexpose.count == 0 { needsPresent = true }
        case MapNotify:
            isMapped = true
            needsPresent = true
            displayMetricsAreStale = true   // read after the first frame is shown, not before
        case UnmapNotify:
            isMapped = false
            cancelPointer(serverTime: nil)
        case DestroyNotify:
            windowWasDestroyed(event.xdestroywindow.window)
        case ConfigureNotify:
            let e = event.xconfigure
            resizeIfNeeded(width: Int(e.width), height: Int(e.height))
            displayMetricsAreStale = true   // moved: maybe onto another monitor
            if frameSync?.configured() == true {
                window.setNeedsDisplay()   // the manager waits for a frame at this size
            }
        case ClientMessage:
            handleClientMessage(event.xclient)
        case PropertyNotify:
            _ = serverTime(event.xproperty.time)
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)   // the keyboard layout changed
        case SelectionRequest:
            clipboard.handleSelectionRequest(event.xselectionrequest)
        case SelectionClear:
            clipboard.handleSelectionClear(event.xselectionclear)
        default:
            break
        }
    }

    /// Notes a server time and returns it (32 bits, as the server counts).
    func serverTime(_ time: Time) -> UInt32 {
        let raw = UInt32(truncatingIfNeeded: time)
        lastServerTime = raw
        return raw
    }

    /// The host time of an input event's server time: the mapping fixed at start, never
    /// the read time. Notes the time as the newest input's (`lastInputServerTime`).
    func timestamp(forServerTime time: UInt32?) -> TimeInterval {
        guard let time else { return now }
        lastInputServerTime = time
        return timeMapper.hostTime(forServerTime: time, hostNow: now)
    }

    private func resizeIfNeeded(width: Int, height: Int) {
        guard width > 0, height > 0, width != pixelSize.width || height != pixelSize.height else { return }
        pixelSize = (width, height)
        let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        window.resize(to: size)
        onResize?(size)
    }

    private func handleGenericEvent(_ event: inout XEvent) {
        guard let xInput2, event.xcookie.extension == xInput2.opcode,
              XGetEventData(connection.display, &event.xcookie) != 0 else { return }
        defer { if !isClosed { XFreeEventData(connection.display, &event.xcookie) } }
        guard let data = event.xcookie.data else { return }
        switch event.xcookie.evtype {
        case XI_Motion, XI_ButtonPress, XI_ButtonRelease:
            handleXInput2Pointer(data.assumingMemoryBound(to: XIDeviceEvent.self).pointee, type: event.xcookie.evtype)
        case XI_DeviceChanged, XI_HierarchyChanged:
            xInput2.refreshDevices()
        default:
            break
        }
    }
}
