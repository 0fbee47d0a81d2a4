import CX11
import Foundation
import UIKitCore

/// Turns X keysyms and modifier state into UIKit's key codes and flags.
///
/// Only the keys UIKit code here reacts to get a HID usage; any other key is
/// `.keyboardUnknown` and still carries its typed characters.
public enum X11KeyMapping {
    /// The HID usage of `keysym`, and whether it implies Shift (ISO_Left_Tab is
    /// what X sends for Shift+Tab).
    public static func usage(forKeysym keysym: KeySym) -> (usage: UIKeyboardHIDUsage, impliesShift: Bool) {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Escape: return (.keyboardEscape, false)
        case XK_Tab: return (.keyboardTab, false)
        case XK_ISO_Left_Tab: return (.keyboardTab, true)
        case XK_Return, XK_KP_Enter: return (.keyboardReturnOrEnter, false)
        case XK_BackSpace: return (.keyboardDeleteOrBackspace, false)
        case XK_Delete, XK_KP_Delete: return (.keyboardDeleteForward, false)
        case XK_Home, XK_KP_Home: return (.keyboardHome, false)
        case XK_End, XK_KP_End: return (.keyboardEnd, false)
        case XK_Page_Up, XK_KP_Page_Up: return (.keyboardPageUp, false)
        case XK_Page_Down, XK_KP_Page_Down: return (.keyboardPageDown, false)
        case XK_Left, XK_KP_Left: return (.keyboardLeftArrow, false)
        case XK_Right, XK_KP_Right: return (.keyboardRightArrow, false)
        case XK_Up, XK_KP_Up: return (.keyboardUpArrow, false)
        case XK_Down, XK_KP_Down: return (.keyboardDownArrow, false)
        case XK_F12: return (.keyboardF12, false)
        case XK_space: return (.keyboardSpacebar, false)
        case XK_a, XK_A: return (.keyboardA, false)
        case XK_c, XK_C: return (.keyboardC, false)
        case XK_v, XK_V: return (.keyboardV, false)
        case XK_x, XK_X: return (.keyboardX, false)
        case XK_z, XK_Z: return (.keyboardZ, false)
        default: return (.keyboardUnknown, false)
        }
    }

    /// UIKit modifier flags for an X event's `state` (Mod1 is Alt, Mod4 is Super,
    /// which we report as Command; Lock is Caps Lock).
    public static func modifiers(forState state: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if state & UInt32(ShiftMask) != 0 { flags.insert(.shift) }
        if state & UInt32(LockMask) != 0 { flags.insert(.alphaShift) }
        if state & UInt32(ControlMask) != 0 { flags.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { flags.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { flags.insert(.command) }
        return flags
    }

    /// The text a key press types: nothing for control characters (Tab, Return,
    /// Backspace, Escape, Delete) or while Control or Command is held, since
    /// those are shortcuts, not typing.
    public static func typedText(_ text: String, modifiers: UIKeyModifierFlags) -> String? {
        guard !text.isEmpty, modifiers.isDisjoint(with: [.control, .command]) else { return nil }
        let printable = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) }
        return printable ? text : nil
    }
}
