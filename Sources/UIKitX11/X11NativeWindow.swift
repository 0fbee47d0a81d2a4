import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Creates the top-level X window and sets what the window manager reads:
/// title, class, the protocols we answer (WM_DELETE_WINDOW, _NET_WM_PING,
/// _NET_WM_SYNC_REQUEST), PID and the machine it runs on.
///
/// The background is None, so the server never paints over our frames: an
/// exposed or enlarged area keeps its old pixels until the next frame is copied.
struct X11NativeWindow {
    let connection: X11Connection
    let window: Window
    let visual: UnsafeMutablePointer<Visual>

    /// Events the host handles (core); XInput 2 events are selected separately.
    static let eventMask: Int = ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask
        | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask
        | FocusChangeMask | PropertyChangeMask

    init(connection: X11Connection, width: Int, height: Int) {
        self.connection = connection
        let display = connection.display
        visual = cx11_default_visual(display, connection.screen)
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0                 // None
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = X11NativeWindow.eventMask
        let valueMask = UInt(CWBackPixmap | CWBitGravity | CWEventMask)
        window = XCreateWindow(display, connection.root, 0, 0, UInt32(width), UInt32(height), 0,
                               cx11_default_depth(display, connection.screen), UInt32(InputOutput), visual,
                               valueMask, &attributes)
    }

    /// A fresh server time: change a property on our window and wait (bounded) for
    /// the PropertyNotify, which carries the server's time. Returns it with the host
    /// clock's reading when it arrived.
    func fetchServerTime(clock: () -> TimeInterval) -> (UInt32, TimeInterval) {
        let display = connection.display
        let property = connection.atom("MODAL_KIT_TIME")
        var nothing: UInt8 = 0
        XChangeProperty(display, window, property, XA_STRING_ATOM, 8, PropModeAppend, &nothing, 0)
        XSync(display, 0)
        let received = clock()
        var event = XEvent()
        let deadline = MonotonicClock.seconds() + 1
        while MonotonicClock.seconds() < deadline {
            if XCheckTypedWindowEvent(display, window, PropertyNotify, &event) != 0 {
                if event.xproperty.atom == property { return (UInt32(truncatingIfNeeded: event.xproperty.time), received) }
                continue
            }
            XSync(display, 0)
        }
        return (0, received)
    }

    /// Title (UTF-8 `_NET_WM_NAME` and `WM_NAME`), `WM_CLASS`, `WM_CLIENT_MACHINE`
    /// (so `_NET_WM_PID` means something), protocols, PID.
    func setProperties(title: String, className: String, extraEventMask: Int, synchronizesResizes: Bool) {
        let display = connection.display
        if extraEventMask != 0 {
            XSelectInput(display, window, X11NativeWindow.eventMask | extraEventMask)
        }
        let name = strdup(className), classValue = strdup(className.prefix(1).uppercased() + className.dropFirst())
        defer { free(name); free(classValue) }
        let classHint = XAllocClassHint()
        classHint?.pointee.res_name = name
        classHint?.pointee.res_class = classValue
        let wmHints = XAllocWMHints()
        wmHints?.pointee.flags = InputHint | StateHint
        wmHints?.pointee.input = 1
        wmHints?.pointee.initial_state = NormalState
        Xutf8SetWMProperties(display, window, title, title, nil, 0, nil, wmHints, classHint)
        XFree(classHint)
        XFree(wmHints)

        var utf8Title = Array(title.utf8)
        XChangeProperty(display, window, connection.atom("_NET_WM_NAME"), connection.atom("UTF8_STRING"), 8,
                        PropModeReplace, &utf8Title, Int32(utf8Title.count))
        var pid = UInt(getpid())
        withUnsafeBytes(of: &pid) { raw in
            _ = XChangeProperty(display, window, connection.atom("_NET_WM_PID"), XA_CARDINAL_ATOM, 32, PropModeReplace,
                                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var protocols = [connection.atom("WM_DELETE_WINDOW"), connection.atom("_NET_WM_PING")]
        if synchronizesResizes { protocols.append(connection.atom("_NET_WM_SYNC_REQUEST")) }
        XSetWMProtocols(display, window, &protocols, Int32(protocols.count))
    }
}
