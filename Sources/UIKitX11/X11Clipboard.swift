import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The CLIPBOARD selection: we own it while we hold text and answer other
/// clients' requests (UTF8_STRING, STRING, TARGETS); reading asks the owner and
/// waits a bounded time for its answer.
///
/// Not done: INCR transfers (texts over ~256 KB) and MULTIPLE requests.
final class X11Clipboard {
    /// How long a read waits for the owner's answer.
    static let readTimeout: TimeInterval = 0.2

    private let connection: X11Connection
    private let window: Window
    private(set) var ownedText: String?

    init(connection: X11Connection, window: Window) {
        self.connection = connection
        self.window = window
    }

    private var display: OpaquePointer { connection.display }
    private var clipboard: Atom { connection.atom("CLIPBOARD") }
    private var utf8: Atom { connection.atom("UTF8_STRING") }

    /// Takes ownership of CLIPBOARD with `text` (nil gives it up) at server time `time`.
    func setText(_ text: String?, time: UInt32) {
        ownedText = text
        XSetSelectionOwner(display, clipboard, text == nil ? 0 : window, Time(time))
        if text != nil && XGetSelectionOwner(display, clipboard) != window { ownedText = nil }
        XFlush(display)
    }

    /// The clipboard's text: ours if we own it, else asked of the owner (nil on no answer).
    func text(time: UInt32) -> String? {
        if let ownedText { return ownedText }
        guard XGetSelectionOwner(display, clipboard) != 0 else { return nil }
        let property = connection.atom("MODAL_KIT_CLIPBOARD")
        XConvertSelection(display, clipboard, utf8, property, window, Time(time))
        XFlush(display)
        let deadline = MonotonicClock.seconds() + X11Clipboard.readTimeout
        var event = XEvent()
        while XCheckTypedWindowEvent(display, window, SelectionNotify, &event) == 0 {
            let remaining = deadline - MonotonicClock.seconds()
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
        }
        guard event.xselection.property != 0 else { return nil }
        return readProperty(property)
    }

    private func readProperty(_ property: Atom) -> String? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, property, 0, 1 << 24, 1, Atom(AnyPropertyType),
                                        &type, &format, &count, &remaining, &data)
        guard status == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 8 else { return nil }
        let bytes = UnsafeBufferPointer(start: data, count: Int(count))
        if type == utf8 { return String(decoding: bytes, as: UTF8.self) }
        if type == XA_STRING_ATOM { return String(bytes.map { Character(Unicode.Scalar($0)) }) }
        return nil
    }

    /// Another client lost-or-took the selection from us.
    func handleSelectionClear(_ event: XSelectionClearEvent) {
        if event.selection == clipboard { ownedText = nil }
    }

    /// Answers another client's request for our selection.
    func handleSelectionRequest(_ request: XSelectionRequestEvent) {
        var reply = XSelectionEvent()
        reply.type = SelectionNotify
        reply.display = request.display
        reply.requestor = request.requestor
        reply.selection = request.selection
        reply.target = request.target
        reply.time = request.time
        reply.property = 0
        let property = request.property != 0 ? request.property : request.target
        if request.selection == clipboard, let text = ownedText {
            let targets = connection.atom("TARGETS")
            if request.target == targets {
                var atoms: [Atom] = [targets, utf8, XA_STRING_ATOM]
                atoms.withUnsafeMutableBytes { raw in
                    _ = XChangeProperty(display, request.requestor, property, XA_ATOM_ATOM, 32, PropModeReplace,
                                        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(raw.count / MemoryLayout<Atom>.size))
                }
                reply.property = property
            } else if request.target == utf8 || request.target == XA_STRING_ATOM {
                var bytes: [UInt8] = request.target == utf8
                    ? Array(text.utf8)
                    : text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
                let count = Int32(bytes.count)
                bytes.withUnsafeMutableBufferPointer { buffer in
                    _ = XChangeProperty(display, request.requestor, property, request.target, 8, PropModeReplace,
                                        buffer.baseAddress, count)
                }
                reply.property = property
            }
        }
        var event = XEvent()
        event.xselection = reply
        XSendEvent(display, request.requestor, 0, 0, &event)
        XFlush(display)
    }
}

/// Predefined atoms from Xatom.h (imported as plain integers).
let XA_STRING_ATOM = Atom(31)
let XA_ATOM_ATOM = Atom(4)
let XA_CARDINAL_ATOM = Atom(6)
