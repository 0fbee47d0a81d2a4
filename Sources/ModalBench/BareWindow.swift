import CX11
import Foundation

/// `modal-bench --bare-window`: the floor for the real-window groups. A plain Xlib
/// window of the demo's size whose "card" (a light rectangle over a dark
/// background) follows a held pointer, drawn with one fill per motion. It speaks
/// the demo's trace protocol on stdout (`ready`, then `presented` with the card frame).
enum BareWindow {
    static let width = 390, height = 844, cardTop = 300

    static func run() -> Int32 {
        guard let display = XOpenDisplay(nil) else {
            FileHandle.standardError.write(Data("modal-bench: cannot open display\n".utf8))
            return 2
        }
        let start = Clock.monotonic()
        let screen = cx11_default_screen(display)
        let root = cx11_root_window(display, screen)
        let window = XCreateSimpleWindow(display, root, 0, 0, UInt32(width), UInt32(height), 0, 0, 0x303030)
        XSelectInput(display, window, ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | StructureNotifyMask)
        XMapWindow(display, window)
        let gc = XCreateGC(display, window, 0, nil)
        var top = cardTop
        var grabOffset: Int?
        var announced = false
        func fill(_ y0: Int, _ y1: Int, light: Bool) {
            guard y1 > y0 else { return }
            XSetForeground(display, gc, light ? 0xf8f8f8 : 0x303030)
            XFillRectangle(display, window, gc, 0, Int32(y0), UInt32(width), UInt32(y1 - y0))
        }
        var event = XEvent()
        while true {
            XNextEvent(display, &event)
            var newTop = top
            switch event.type {
            case Expose:
                fill(0, top, light: false)
                fill(top, height, light: true)
                XSync(display, 0)
                if !announced {
                    announced = true
                    emit("{\"event\":\"ready\",\"t\":\(Clock.monotonic() - start),\"size\":[\(width),\(height)],\"scale\":1}")
                    emit("{\"event\":\"presented\",\"t\":\(Clock.monotonic() - start),\"frame\":[0,\(top),\(width),\(height - top)]}")
                }
                continue
            case ButtonPress:
                grabOffset = Int(event.xbutton.y) - top
                continue
            case ButtonRelease:
                grabOffset = nil
                continue
            case MotionNotify:
                guard let grabOffset else { continue }
                var y = Int(event.xmotion.y)
                // Only the newest motion matters.
                while XCheckTypedWindowEvent(display, window, MotionNotify, &event) != 0 { y = Int(event.xmotion.y) }
                newTop = max(0, min(height, y - grabOffset))
            default:
                continue
            }
            if newTop > top { fill(top, newTop, light: false) } else { fill(newTop, top, light: true) }
            top = newTop
            XFlush(display)
        }
    }

    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
