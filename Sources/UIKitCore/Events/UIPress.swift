import Foundation

/// Modifier keys held during an event, as in UIKit.
public struct UIKeyModifierFlags: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// USB HID usage codes of the keys we handle, as in UIKit's `UIKeyboardHIDUsage`.
public enum UIKeyboardHIDUsage: Int, Hashable {
    case keyboardA = 4, keyboardC = 6, keyboardV = 25, keyboardX = 27, keyboardZ = 29
    case keyboardReturnOrEnter = 40, keyboardEscape = 41, keyboardDeleteOrBackspace = 42
    case keyboardTab = 43, keyboardSpacebar = 44
    case keyboardF12 = 69
    case keyboardHome = 74, keyboardPageUp = 75, keyboardDeleteForward = 76
    case keyboardEnd = 77, keyboardPageDown = 78
    case keyboardRightArrow = 79, keyboardLeftArrow = 80, keyboardDownArrow = 81, keyboardUpArrow = 82
    case keyboardUnknown = 0
}

/// A key on a hardware keyboard, as in UIKit.
public final class UIKey {
    public let keyCode: UIKeyboardHIDUsage
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags

    public init(keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = characters
        self.modifierFlags = modifierFlags
    }
}

/// A press of a physical key, as in UIKit.
public final class UIPress: Hashable {
    public enum Phase: Int { case began, changed, stationary, ended, cancelled }
    public let key: UIKey?
    public internal(set) var phase: Phase
    public let timestamp: TimeInterval

    init(key: UIKey, phase: Phase, timestamp: TimeInterval) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event carrying key presses, as in UIKit.
public final class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>
    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}
