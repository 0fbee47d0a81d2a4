import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The X input method for the window: composes dead keys and other sequences
/// ("´" then "e" gives "é") and looks key presses up as UTF-8.
///
/// Xlib picks the input method and compose table from the process's `LC_CTYPE`
/// locale; when that is the plain "C" locale we switch `LC_CTYPE` to the
/// environment's locale, or to C.UTF-8, as any X program must.
///
/// Opening it parses the locale's compose table (about 12 ms of CPU and 0.5 MB for
/// en_US.UTF-8's), which the first frame does not need: the host makes it with
/// `init` and calls `open()` once the first frame is on screen. Until
/// then keys are looked up with `XLookupString`, and focus changes are remembered.
final class X11InputMethod {
    private let display: OpaquePointer
    private let window: Window
    private var im: XIM?
    private(set) var ic: XIC?
    /// Whether `open()` ran (it runs once, even when no input method could be opened).
    private(set) var isOpen = false
    private var hasFocus = false

    /// Sets the process's `LC_CTYPE` and remembers the window; opens nothing yet (`open()`).
    init(display: OpaquePointer, window: Window) {
        self.display = display
        self.window = window
        X11InputMethod.prepareProcessLocale()
    }

    /// Opens the input method and the window's input context, once; returns the event
    /// mask bits the input context wants beyond what the window already selects (0 for
    /// none, or after the first call).
    @discardableResult
    func open(windowEventMask: Int) -> Int {
        guard !isOpen else { return 0 }
        isOpen = true
        X11InputMethod.prepareXLocale()
        var im = XOpenIM(display, nil, nil, nil)
        if im == nil {
            XSetLocaleModifiers("@im=none")
            im = XOpenIM(display, nil, nil, nil)
        }
        self.im = im
        ic = im.flatMap { cx11_create_ic($0, window) }
        if hasFocus, let ic { XSetICFocus(ic) }
        return filterEventMask & ~windowEventMask
    }

    /// Events the input method needs to see, added to the window's event mask.
    var filterEventMask: Int { ic.map { cx11_ic_filter_events($0) } ?? 0 }

    func focusIn() {
        hasFocus = true
        if let ic { XSetICFocus(ic) }
    }

    func focusOut() {
        hasFocus = false
        if let ic { XUnsetICFocus(ic) }
    }

    /// The keysym and UTF-8 text of a key press.
    func lookup(_ event: inout XKeyEvent) -> (keysym: KeySym, text: String) {
        var keysym: KeySym = 0
        guard let ic else {
            var buffer = [CChar](repeating: 0, count: 64)
            let count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
            // XLookupString gives Latin-1.
            let text = String(buffer.prefix(Int(max(0, count))).map { Character(Unicode.Scalar(UInt8(bitPattern: $0))) })
            return (keysym, text)
        }
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 64)
        var count = Xutf8LookupString(ic, &event, &buffer, Int32(buffer.count), &keysym, &status)
        if status == XBufferOverflow {
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(ic, &event, &buffer, Int32(buffer.count), &keysym, &status)
        }
        let hasText = status == XLookupChars || status == XLookupBoth
        let hasKeysym = status == XLookupKeySym || status == XLookupBoth
        let bytes = buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }
        return (hasKeysym ? keysym : 0, hasText ? String(decoding: bytes, as: UTF8.self) : "")
    }

    /// Releases the input context and method; call before the display is closed.
    func close() {
        isOpen = true   // not opened afterwards
        if let ic { XDestroyIC(ic) }
        if let im { XCloseIM(im) }
        ic = nil
        im = nil
    }

    private static func prepareProcessLocale() {
        let current = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        if current == "C" || current == "POSIX" {
            if setlocale(LC_CTYPE, "") == nil || !isUTF8Locale() { setlocale(LC_CTYPE, "C.UTF-8") }
        }
    }

    /// Xlib's side of the locale, which only the input method needs: asking whether
    /// Xlib knows the locale loads its locale database (~2 ms of file reading), so it
    /// waits for `open()`, after the first frame.
    private static func prepareXLocale() {
        if XSupportsLocale() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
        XSetLocaleModifiers("")
    }

    private static func isUTF8Locale() -> Bool {
        guard let name = setlocale(LC_CTYPE, nil).map({ String(cString: $0) }) else { return false }
        let lower = name.lowercased()
        return lower.contains("utf-8") || lower.contains("utf8")
    }
}
