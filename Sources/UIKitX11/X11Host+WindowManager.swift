import CX11
import Foundation
import UIKitImaging

/// What the host tells the window manager and answers it: the icon, the frame
/// synchronisation of resizes, pings. (Title, class, PID and protocols are set when
/// the window is made: `X11NativeWindow.setProperties`.)
extension X11Host {
    /// Sets `_NET_WM_ICON`: the icons the window manager, task bars and Alt-Tab show,
    /// one per size (square images are best; 16, 32, 48 and 64 pixels are common).
    /// Pixels are written as EWMH asks: straight (not premultiplied) ARGB, one 32-bit
    /// CARDINAL each, after the width and height.
    public func setIcon(_ images: [PixelBuffer]) {
        guard isUsable else { return }
        var data: [UInt] = []
        for image in images where !image.isEmpty {
            data.append(UInt(image.width))
            data.append(UInt(image.height))
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = image.pixel(x: x, y: y)
                    data.append(UInt(pixel.a) << 24 | UInt(pixel.r) << 16 | UInt(pixel.g) << 8 | UInt(pixel.b))
                }
            }
        }
        let atom = connection.atom("_NET_WM_ICON")
        if data.isEmpty {
            XDeleteProperty(connection.display, Window(xWindow), atom)
        } else {
            let count = Int32(data.count)
            data.withUnsafeMutableBytes { raw in
                _ = XChangeProperty(connection.display, Window(xWindow), atom, XA_CARDINAL_ATOM, 32, PropModeReplace,
                                    raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
            }
        }
        XFlush(connection.display)
    }

    /// The XSync counters of `_NET_WM_SYNC_REQUEST_COUNTER` (basic, extended), when the
    /// server has XSync.
    public var syncCounters: (basic: UInt, extended: UInt)? {
        frameSync.map { (UInt($0.basicCounter), UInt($0.extendedCounter)) }
    }

    /// WM_PROTOCOLS client messages: close, ping, sync request.
    func handleClientMessage(_ message: XClientMessageEvent) {
        guard message.message_type == connection.atom("WM_PROTOCOLS"), message.format == 32 else { return }
        let requested = Atom(truncatingIfNeeded: message.data.l.0)
        if requested == connection.atom("WM_DELETE_WINDOW") {
            if let onCloseRequest { onCloseRequest() } else { stop() }
        } else if requested == connection.atom("_NET_WM_PING") {
            // Answer at once, from the loop: a window that draws is a window that answers.
            var reply = XEvent()
            reply.xclient = message
            reply.xclient.window = connection.root
            XSendEvent(connection.display, connection.root, 0,
                       SubstructureNotifyMask | SubstructureRedirectMask, &reply)
            XFlush(connection.display)
        } else if requested == connection.atom("_NET_WM_SYNC_REQUEST") {
            frameSync?.request(message)
        }
    }
}
