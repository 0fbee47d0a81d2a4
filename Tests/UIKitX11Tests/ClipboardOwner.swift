import CX11
import Foundation

/// Another X client that owns CLIPBOARD and answers UTF8_STRING requests from its own
/// thread and connection, so a host on the test thread can block reading it.
final class ClipboardOwner: @unchecked Sendable {
    private let displayName: String
    private let text: String
    private let ready = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopRequested = false
    private var owned = false

    init(displayName: String, text: String) {
        self.displayName = displayName
        self.text = text
    }

    /// Starts the owner; true once it owns the selection.
    func start() -> Bool {
        Thread { self.serve() }.start()
        _ = ready.wait(timeout: .now() + 3)
        return lock.withLock { owned }
    }

    func finish() {
        lock.withLock { stopRequested = true }
        _ = done.wait(timeout: .now() + 3)
    }

    private func serve() {
        defer { done.signal() }
        guard let display = XOpenDisplay(displayName) else { ready.signal(); return }
        defer { XCloseDisplay(display) }
        let window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        let clipboard = XInternAtom(display, "CLIPBOARD", 0)
        let utf8 = XInternAtom(display, "UTF8_STRING", 0)
        XSetSelectionOwner(display, clipboard, window, 0)
        lock.withLock { owned = XGetSelectionOwner(display, clipboard) == window }
        ready.signal()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline && !lock.withLock({ stopRequested }) {
            guard XPending(display) > 0 else { usleep(2_000); continue }
            var event = XEvent()
            XNextEvent(display, &event)
            guard event.type == SelectionRequest else { continue }
            let request = event.xselectionrequest
            var reply = XEvent()
            reply.xselection.type = SelectionNotify
            reply.xselection.requestor = request.requestor
            reply.xselection.selection = request.selection
            reply.xselection.target = request.target
            reply.xselection.time = request.time
            reply.xselection.property = 0
            if request.target == utf8 {
                var bytes = Array(text.utf8)
                XChangeProperty(display, request.requestor, request.property, utf8, 8, PropModeReplace,
                                &bytes, Int32(bytes.count))
                reply.xselection.property = request.property
            }
            XSendEvent(display, request.requestor, 0, 0, &reply)
            XFlush(display)
        }
    }
}
