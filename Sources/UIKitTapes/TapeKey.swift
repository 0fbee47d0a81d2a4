import UIKitCairo
import UIKitCore

/// A key with modifiers, as a tape names it: `Escape`, `Enter`, `Tab`, `Backspace`,
/// `Delete`, `Space`, `Left`, `Right`, `Up`, `Down`, `Home`, `End`, `PageUp`,
/// `PageDown`, a single character (`a`, `Z`, `/`), with `Ctrl+`, `Shift+`, `Alt+`
/// or `Cmd+` in front (`Ctrl+A`, `Shift+Tab`).
public struct TapeKey: Equatable, CustomStringConvertible {
    public var key: HeadlessKey
    public var modifiers: UIKeyModifierFlags

    public init(_ key: HeadlessKey, modifiers: UIKeyModifierFlags = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The named keys, by their tape name (lowercased), with the name `description` uses.
    static let named: [(names: [String], key: HeadlessKey, shown: String)] = [
        (["escape", "esc"], .escape, "Escape"),
        (["enter", "return"], .returnKey, "Enter"),
        (["tab"], .tab, "Tab"),
        (["backspace"], .backspace, "Backspace"),
        (["delete", "del"], .deleteForward, "Delete"),
        (["space"], .space, "Space"),
        (["left"], .left, "Left"),
        (["right"], .right, "Right"),
        (["up"], .up, "Up"),
        (["down"], .down, "Down"),
        (["home"], .home, "Home"),
        (["end"], .end, "End"),
        (["pageup"], .pageUp, "PageUp"),
        (["pagedown"], .pageDown, "PageDown"),
    ]

    static let modifierNames: [(names: [String], flag: UIKeyModifierFlags, shown: String)] = [
        (["ctrl", "control"], .control, "Ctrl"),
        (["shift"], .shift, "Shift"),
        (["alt", "option"], .alternate, "Alt"),
        (["cmd", "command", "super", "meta"], .command, "Cmd"),
    ]

    /// Parses `Ctrl+Shift+A`, `Escape`, `a`; nil when it is not a key.
    public init?(name: String) {
        var parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "Ctrl++" is Control with the plus key.
        if name.hasSuffix("++") { parts = Array(parts.dropLast(2)) + ["+"] }
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var modifiers: UIKeyModifierFlags = []
        for part in parts {
            guard let modifier = Self.modifierNames.first(where: { $0.names.contains(part.lowercased()) }) else { return nil }
            modifiers.insert(modifier.flag)
        }
        if let named = Self.named.first(where: { $0.names.contains(last.lowercased()) }) {
            self.init(named.key, modifiers: modifiers)
        } else if last.count == 1 {
            // Ctrl+A and Ctrl+a are the same shortcut; a lone "A" types "A".
            self.init(.character(modifiers.isEmpty ? last : last.lowercased()), modifiers: modifiers)
        } else {
            return nil
        }
    }

    public var description: String {
        let prefix = Self.modifierNames.filter { modifiers.contains($0.flag) }.map { $0.shown + "+" }.joined()
        if let named = Self.named.first(where: { $0.key == key }) { return prefix + named.shown }
        if case .character(let text) = key { return prefix + (modifiers.isEmpty ? text : text.uppercased()) }
        return prefix + "\(key)"
    }
}
