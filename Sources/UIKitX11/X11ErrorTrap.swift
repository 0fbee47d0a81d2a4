import CX11

/// Catches the protocol errors of a few requests whose failure arrives later, as an
/// error event (`XShmAttach` on a display that cannot see our memory): everything
/// sent before is synced first (its errors go to the usual handler), then the
/// requests are sent and synced with a handler that only notes an error.
///
/// Xlib's error handler is one C function for the whole process, with no context
/// pointer: what it notes lives in a static, set and cleared only inside `failed`
/// (single-threaded, like the rest of the host).
enum X11ErrorTrap {
    nonisolated(unsafe) private static var caught: UInt8?

    /// Sends `requests` (which return whether Xlib sent them) and waits for the server's
    /// answer; true when they were not sent or the server answered with an error.
    static func failed(display: OpaquePointer, _ requests: () -> Bool) -> Bool {
        XSync(display, 0)
        caught = nil
        let previous = XSetErrorHandler { _, event in
            X11ErrorTrap.caught = event?.pointee.error_code ?? 1
            return 0
        }
        let sent = requests()
        XSync(display, 0)
        XSetErrorHandler(previous)
        defer { caught = nil }
        return !sent || caught != nil
    }
}
