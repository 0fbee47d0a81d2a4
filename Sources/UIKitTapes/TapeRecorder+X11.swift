import Foundation
import UIKitCairo
import UIKitCore
import UIKitImaging
import UIKitX11

/// `--record-tape` in an X11 window: hook `note(key:isDown:)` onto `X11Host.onKey` and
/// `record(_:in:)` onto `X11Host.onInput`, then `write(to:endingAt:)` when the session ends.
extension TapeRecorder {
    /// A pointer, wheel, key or text event from the window. A key press is recorded
    /// with the modifiers `note(key:isDown:)` saw for it just before (the input event
    /// only has the key's usage). Text is secure when the first responder is a secure
    /// text field.
    public func record(_ event: X11InputEvent, in window: UIWindow) {
        switch event.kind {
        case .pointerDown: record(.pointerDown(event.location), at: event.timestamp)
        case .pointerMoved: record(.pointerMoved(event.location), at: event.timestamp)
        case .hover:
            // Leaving the window is a hover at (-1, -1): nothing to replay.
            guard event.location.x >= 0 && event.location.y >= 0 else { return }
            record(.hover(event.location), at: event.timestamp)
        case .pointerUp: record(.pointerUp(event.location), at: event.timestamp)
        case .pointerCancelled: record(.pointerCancelled, at: event.timestamp)
        case .scroll(let delta, let precise): record(.scroll(delta, at: event.location, precise: precise), at: event.timestamp)
        case .text(let text):
            let secure = (window.firstResponder as? UITextField)?.isSecureTextEntry ?? false
            record(.text(text, secure: secure), at: event.timestamp)
        case .keyDown(let usage):
            guard let key = pendingKey, key.keyCode == usage else { return }
            pendingKey = nil
            if let tapeKey = Self.tapeKey(for: key) { record(.key(tapeKey), at: event.timestamp) }
        case .keyUp:
            break
        }
    }

    /// A key as `X11Host.onKey` sees it, just before its input event. Keys that type
    /// text are left to the text event, except with Control or Command (shortcuts
    /// type nothing).
    public func note(key: UIKey, isDown: Bool) {
        pendingKey = isDown ? key : nil
    }

    /// The tape's name for a key that types nothing, or nil.
    static func tapeKey(for key: UIKey) -> TapeKey? {
        let modifiers = key.modifierFlags.intersection([.control, .shift, .alternate, .command])
        let named: [UIKeyboardHIDUsage: HeadlessKey] = [
            .keyboardEscape: .escape, .keyboardReturnOrEnter: .returnKey, .keyboardTab: .tab,
            .keyboardDeleteOrBackspace: .backspace, .keyboardDeleteForward: .deleteForward,
            .keyboardLeftArrow: .left, .keyboardRightArrow: .right, .keyboardUpArrow: .up, .keyboardDownArrow: .down,
            .keyboardHome: .home, .keyboardEnd: .end, .keyboardPageUp: .pageUp, .keyboardPageDown: .pageDown,
        ]
        if let headless = named[key.keyCode] { return TapeKey(headless, modifiers: modifiers) }
        let shortcut = !modifiers.isDisjoint(with: [.control, .command])
        guard shortcut, let character = key.characters.first, key.characters.count == 1, !character.isWhitespace else { return nil }
        return TapeKey(.character(String(character).lowercased()), modifiers: modifiers)
    }

    /// Writes the tape atomically (a hidden temporary file renamed into place).
    public func write(to url: URL, endingAt time: TimeInterval) throws {
        let file = try TemporaryFile(destination: url)
        try file.write(Array(tape(endingAt: time).utf8))
        try file.commit()
    }
}
