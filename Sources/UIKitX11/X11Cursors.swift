import CX11
import UIKitCore

/// The pointer shapes `UIWindow.Cursor` names, from the X cursor font
/// (left_ptr, hand2, xterm), made on first use and defined on the window only when
/// the shape changes.
final class X11Cursors {
    private let display: OpaquePointer
    private let window: Window
    private var cursors: [UIWindow.Cursor: Cursor] = [:]
    private(set) var current: UIWindow.Cursor?

    init(display: OpaquePointer, window: Window) {
        self.display = display
        self.window = window
    }

    func set(_ cursor: UIWindow.Cursor) {
        guard cursor != current else { return }
        current = cursor
        XDefineCursor(display, window, xCursor(for: cursor))
        XFlush(display)
    }

    private func xCursor(for cursor: UIWindow.Cursor) -> Cursor {
        if let made = cursors[cursor] { return made }
        let shape: Int32
        switch cursor {
        case .arrow: shape = XC_left_ptr
        case .pointingHand: shape = XC_hand2
        case .iBeam: shape = XC_xterm
        }
        let made = XCreateFontCursor(display, UInt32(shape))
        cursors[cursor] = made
        return made
    }

    func free() {
        for cursor in cursors.values { XFreeCursor(display, cursor) }
        cursors = [:]
    }
}
