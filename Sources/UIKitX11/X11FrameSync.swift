import CX11
import Foundation

/// `_NET_WM_SYNC_REQUEST` (EWMH), basic and extended, so that a window manager's
/// resize never shows a torn or stale frame.
///
/// The window lists `_NET_WM_SYNC_REQUEST` in `WM_PROTOCOLS` and two XSync counters in
/// `_NET_WM_SYNC_REQUEST_COUNTER`:
///
/// - **basic** (the first counter; openbox, xfwm4, KWin): the manager sends a sync
///   request with a 64-bit value, then the ConfigureNotify; once the frame drawn for
///   that configure is on the server, the counter is set to the value. The manager waits
///   for it before showing the new frame size (and before its next resize step).
/// - **extended** (the second counter; Mutter): the counter is odd while a frame is
///   being drawn and even when it is done. A request marked extended (`data.l[4] == 1`)
///   carries an even value: the frame answering the configure starts at value + 1 and
///   ends at value + 2.
///
/// Every ConfigureNotify that follows a request forces a frame, even one that changes
/// nothing (a move), so the manager is always answered.
final class X11FrameSync {
    private let display: OpaquePointer
    let basicCounter: XSyncCounter
    let extendedCounter: XSyncCounter
    /// The extended counter's value (even between frames).
    private(set) var extendedValue: Int64 = 0
    /// A request whose ConfigureNotify has not come yet.
    private var requested: (value: Int64, extended: Bool)?
    /// A request whose ConfigureNotify came: the next frame answers it.
    private(set) var awaitingFrame: (value: Int64, extended: Bool)?
    private var isDrawing = false

    /// Creates the counters and sets the property, or nil when the server has no XSync.
    init?(connection: X11Connection, window: Window) {
        display = connection.display
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XSyncQueryExtension(display, &event, &error) != 0, XSyncInitialize(display, &major, &minor) != 0 else {
            return nil
        }
        var zero = XSyncValue()
        XSyncIntsToValue(&zero, 0, 0)
        basicCounter = XSyncCreateCounter(display, zero)
        extendedCounter = XSyncCreateCounter(display, zero)
        var counters: [UInt] = [UInt(basicCounter), UInt(extendedCounter)]
        counters.withUnsafeMutableBytes { raw in
            _ = XChangeProperty(display, window, connection.atom("_NET_WM_SYNC_REQUEST_COUNTER"), XA_CARDINAL_ATOM, 32,
                                PropModeReplace, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 2)
        }
    }

    /// Frees the counters (the connection must still be open).
    func destroy() {
        XSyncDestroyCounter(display, basicCounter)
        XSyncDestroyCounter(display, extendedCounter)
    }

    /// A `_NET_WM_SYNC_REQUEST` client message: remember the value until its configure.
    func request(_ message: XClientMessageEvent) {
        let low = UInt64(UInt32(truncatingIfNeeded: message.data.l.2))
        let high = UInt64(UInt32(truncatingIfNeeded: message.data.l.3))
        requested = (Int64(bitPattern: high << 32 | low), message.data.l.4 == 1)
    }

    /// A ConfigureNotify: a pending request now waits for the next frame. Returns
    /// whether one does (the caller forces a frame).
    func configured() -> Bool {
        guard let request = requested else { return awaitingFrame != nil }
        requested = nil
        awaitingFrame = request
        return true
    }

    /// Before a frame is drawn: the extended counter goes odd.
    func frameWillDraw() {
        guard !isDrawing else { return }
        isDrawing = true
        if let answer = awaitingFrame, answer.extended {
            extendedValue = answer.value % 2 == 0 ? answer.value : answer.value + 1
        }
        if extendedValue % 2 == 0 { extendedValue += 1 }
        set(extendedCounter, extendedValue)
    }

    /// After the frame's requests to show it: the extended counter goes even, and a
    /// basic request waiting for this frame is answered. Not flushed: the caller flushes
    /// the frame and these counters in one write, the counters after the frame's drawing,
    /// so the server reads them after it (one wake-up a frame, not two).
    func frameDidPresent() {
        if isDrawing {
            isDrawing = false
            if extendedValue % 2 == 1 { extendedValue += 1 }
            set(extendedCounter, extendedValue)
        }
        if let answer = awaitingFrame {
            awaitingFrame = nil
            if !answer.extended { set(basicCounter, answer.value) }
        }
    }

    private func set(_ counter: XSyncCounter, _ value: Int64) {
        var syncValue = XSyncValue()
        let bits = UInt64(bitPattern: value)
        XSyncIntsToValue(&syncValue, UInt32(truncatingIfNeeded: bits), Int32(truncatingIfNeeded: Int64(bitPattern: bits) >> 32))
        XSyncSetCounter(display, counter, syncValue)
    }
}
