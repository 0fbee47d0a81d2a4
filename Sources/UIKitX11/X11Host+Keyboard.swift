import CX11
import Foundation
import UIKitCore

/// Key events in, `UIWindow.key` and `insertText` out.
///
/// A press becomes `pressesBegan` with the key's HID usage and modifiers, then
/// its composed text (from the input method, so dead keys give "é") is typed
/// with `insertText`, unless Control or Command is held or the text is a control
/// character. A composed character the input method sends on its own (keycode 0)
/// is only typed. `onKey` sees every key first and may swallow it.
extension X11Host {
    func handleKey(_ event: inout XKeyEvent, isPress: Bool) {
        let time = serverTime(event.time)
        let eventTime = timestamp(forServerTime: time)
        let state = event.state
        let keycode = event.keycode
        let keysym: KeySym
        var text = ""
        if isPress {
            (keysym, text) = inputMethod.lookup(&event)
        } else {
            var symbol: KeySym = 0
            XLookupString(&event, nil, 0, &symbol, nil)
            keysym = symbol
            text = pressedKeyText.removeValue(forKey: keycode) ?? ""
        }
        let modifiers = X11KeyMapping.modifiers(forState: state)
        if isPress && keycode == 0 {
            // Text the input method composed, not tied to a physical key.
            if let typed = X11KeyMapping.typedText(text, modifiers: modifiers) { type(typed, at: eventTime, serverTime: time) }
            return
        }
        let mapped = X11KeyMapping.usage(forKeysym: keysym)
        let flags = mapped.impliesShift ? modifiers.union(.shift) : modifiers
        let characters = X11Host.keyCharacters(text: text, keysym: keysym)
        if isPress { pressedKeyText[keycode] = text }
        let key = UIKey(keyCode: mapped.usage, characters: characters, modifierFlags: flags)
        if let onKey, onKey(key, isPress) { return }
        onInput?(X11InputEvent(kind: isPress ? .keyDown(mapped.usage) : .keyUp(mapped.usage), location: .zero,
                               serverTime: time, timestamp: eventTime))
        window.key(key, isDown: isPress, timestamp: eventTime)
        if isPress, let typed = X11KeyMapping.typedText(text, modifiers: modifiers) {
            type(typed, at: eventTime, serverTime: time)
        }
    }

    private func type(_ text: String, at eventTime: TimeInterval, serverTime time: UInt32) {
        onInput?(X11InputEvent(kind: .text(text), location: .zero, serverTime: time, timestamp: eventTime))
        window.insertText(text, timestamp: eventTime)
    }

    /// `UIKey.characters`, as `HeadlessHost` gives them: the typed text, "\t" and
    /// "\r" for Tab and Return, the plain letter for Control shortcuts (X sends a
    /// control character there), nothing for other control keys.
    static func keyCharacters(text: String, keysym: KeySym) -> String {
        if text == "\t" || text == "\r" { return text }
        if !text.isEmpty, X11KeyMapping.typedText(text, modifiers: []) != nil { return text }
        if (0x20...0x7E).contains(keysym) || (0xA0...0xFF).contains(keysym) {
            return String(Character(Unicode.Scalar(UInt8(keysym))))
        }
        return ""
    }
}
