import Foundation

/// A key, as SwiftUI's `KeyEquivalent`: a character, with the special keys as
/// named constants (the arrows, return, escape... as their Unicode function-key characters).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// The key of a UIKit key press: the special keys by their HID usage, others by their character.
    init?(_ key: UIKey) {
        switch key.keyCode {
        case .keyboardUpArrow: self = .upArrow
        case .keyboardDownArrow: self = .downArrow
        case .keyboardLeftArrow: self = .leftArrow
        case .keyboardRightArrow: self = .rightArrow
        case .keyboardEscape: self = .escape
        case .keyboardDeleteOrBackspace: self = .delete
        case .keyboardDeleteForward: self = .deleteForward
        case .keyboardHome: self = .home
        case .keyboardEnd: self = .end
        case .keyboardPageUp: self = .pageUp
        case .keyboardPageDown: self = .pageDown
        case .keyboardTab: self = .tab
        case .keyboardSpacebar: self = .space
        case .keyboardReturnOrEnter: self = .return
        default:
            guard let character = key.charactersIgnoringModifiers.lowercased().first else { return nil }
            self.init(character)
        }
    }
}

/// Modifier keys, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

    init(_ flags: UIKeyModifierFlags) {
        var modifiers: EventModifiers = []
        if flags.contains(.alphaShift) { modifiers.insert(.capsLock) }
        if flags.contains(.shift) { modifiers.insert(.shift) }
        if flags.contains(.control) { modifiers.insert(.control) }
        if flags.contains(.alternate) { modifiers.insert(.option) }
        if flags.contains(.command) { modifiers.insert(.command) }
        self = modifiers
    }
}

/// A key press an `onKeyPress` handler gets, as SwiftUI's `KeyPress` (iOS 17).
public struct KeyPress: Sendable {
    /// Down, repeated (held: the X server's auto-repeat) or up.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether a handler used the press (it goes no further) or not (the enclosing view's handlers get it).
    public enum Result: Sendable {
        case handled, ignored
    }

    public let phase: Phases
    public let key: KeyEquivalent
    /// The text the key types (a special key's `KeyEquivalent` character).
    public let characters: String
    public let modifiers: EventModifiers
}

extension View {
    /// Runs `action` when `key` goes down or repeats.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        KeyPressModifier(content: self, phases: [.down, .repeat], matches: { $0.key == key }, action: { _ in action() })
    }

    /// Runs `action` for `key` in `phases`.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressModifier(content: self, phases: phases, matches: { $0.key == key }, action: action)
    }

    /// Runs `action` for any of `keys` in `phases`.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressModifier(content: self, phases: phases, matches: { keys.contains($0.key) }, action: action)
    }

    /// Runs `action` for presses whose characters are all in `characters`.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressModifier(content: self, phases: phases, matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action)
    }

    /// Runs `action` for every key press in `phases`.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressModifier(content: self, phases: phases, matches: { _ in true }, action: action)
    }
}

/// `onKeyPress`: the content in a `KeyPressView` that gets the presses its
/// descendants (the focused text field...) pass up the responder chain.
struct KeyPressModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let phases: KeyPress.Phases
    let matches: (KeyPress) -> Bool
    let action: (KeyPress) -> KeyPress.Result

    func update(node: ViewNode) {
        let element = node.element(ContainerElement.self) {
            ContainerElement(algorithm: OverlayLayout(alignment: .center), view: KeyPressView())
        }
        let phases = self.phases, matches = self.matches, action = self.action
        (element.view as? KeyPressView)?.handler = { press in
            guard phases.contains(press.phase), matches(press) else { return .ignored }
            return action(press)
        }
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

/// The view behind `onKeyPress`: its handler sees the presses that reach it on the
/// responder chain; ignored ones go on to the next responder (an enclosing handler).
final class KeyPressView: ContainerView {
    var handler: ((KeyPress) -> KeyPress.Result)?
    /// Keys down now: a second press of one is a repeat.
    private var keysDown: Set<UIKeyboardHIDUsage> = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !handle($0, began: true) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !handle($0, began: false) }
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// Runs the handler for a press going down (a repeat when the key is already down) or up; true when handled.
    private func handle(_ press: UIPress, began: Bool) -> Bool {
        guard let key = press.key else { return false }
        let phase: KeyPress.Phases
        if began {
            phase = keysDown.contains(key.keyCode) ? .repeat : .down
            keysDown.insert(key.keyCode)
        } else {
            phase = .up
            keysDown.remove(key.keyCode)
        }
        return handle(key, phase: phase) == .handled
    }

    /// A press that reached a hosting controller (nothing focused): the key-press views
    /// under `root` get it, the innermost (last drawn) first and each enclosing one
    /// after it, until one handles it. True when one did.
    static func deliver(_ press: UIPress, began: Bool, in root: UIView) -> Bool {
        guard let innermost = innermostKeyPressView(in: root) else { return false }
        var view: UIView? = innermost
        while let current = view, current !== root.superview {
            if let target = current as? KeyPressView, target.handle(press, began: began) { return true }
            view = current.superview
        }
        return false
    }

    /// The deepest key-press view under `view`, the last in drawing order at each level.
    private static func innermostKeyPressView(in view: UIView) -> KeyPressView? {
        for subview in view.subviews.reversed() where !subview.isHidden {
            if let found = innermostKeyPressView(in: subview) { return found }
        }
        return view as? KeyPressView
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { if let key = press.key { keysDown.remove(key.keyCode) } }
        super.pressesCancelled(presses, with: event)
    }

    /// Runs the handler for `key` in `phase`.
    func handle(_ key: UIKey, phase: KeyPress.Phases) -> KeyPress.Result {
        guard let handler, let equivalent = KeyEquivalent(key) else { return .ignored }
        let press = KeyPress(phase: phase, key: equivalent,
                             characters: key.characters.isEmpty ? String(equivalent.character) : key.characters,
                             modifiers: EventModifiers(key.modifierFlags))
        return handler(press)
    }
}
