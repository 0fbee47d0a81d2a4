import Foundation

/// What an accessible object is, in the vocabulary screen readers share
/// (our extension: UIKit speaks in traits; GTK 4's `GtkAccessibleRole`, ARIA's
/// roles and AT-SPI's `AtspiRole` in roles). The bridge maps each to its AT-SPI role.
public enum AccessibleRole: String, CaseIterable {
    case frame, dialog, alert
    case pushButton, toggleButton, link
    case entry, passwordText, text
    case label, heading, image
    case list, listItem, scrollPane, panel
    case slider
    case menu, menuItem, checkMenuItem, toolBar

    /// The role an element with these traits reports when its class names none.
    static func forTraits(_ traits: UIAccessibilityTraits) -> AccessibleRole {
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return .pushButton }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .label }
        return .panel
    }
}

/// What an accessible object is doing now (our extension; AT-SPI's `AtspiStateType`).
public struct AccessibleStates: OptionSet, Hashable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let active = AccessibleStates(rawValue: 1 << 0)
    public static let checked = AccessibleStates(rawValue: 1 << 1)
    public static let editable = AccessibleStates(rawValue: 1 << 2)
    public static let enabled = AccessibleStates(rawValue: 1 << 3)
    public static let sensitive = AccessibleStates(rawValue: 1 << 4)
    public static let focusable = AccessibleStates(rawValue: 1 << 5)
    public static let focused = AccessibleStates(rawValue: 1 << 6)
    public static let modal = AccessibleStates(rawValue: 1 << 7)
    public static let showing = AccessibleStates(rawValue: 1 << 8)
    public static let visible = AccessibleStates(rawValue: 1 << 9)
    public static let selectable = AccessibleStates(rawValue: 1 << 10)
    public static let selected = AccessibleStates(rawValue: 1 << 11)
    public static let singleLine = AccessibleStates(rawValue: 1 << 12)
    public static let multiLine = AccessibleStates(rawValue: 1 << 13)
    public static let checkable = AccessibleStates(rawValue: 1 << 14)
    public static let resizable = AccessibleStates(rawValue: 1 << 15)

    /// Every state, with its name (AT-SPI's, lower case), in a fixed order.
    public static let named: [(AccessibleStates, String)] = [
        (.active, "active"), (.checked, "checked"), (.editable, "editable"), (.enabled, "enabled"),
        (.sensitive, "sensitive"), (.focusable, "focusable"), (.focused, "focused"), (.modal, "modal"),
        (.showing, "showing"), (.visible, "visible"), (.selectable, "selectable"), (.selected, "selected"),
        (.singleLine, "single-line"), (.multiLine, "multi-line"), (.checkable, "checkable"), (.resizable, "resizable"),
    ]

    public var description: String { Self.named.filter { contains($0.0) }.map(\.1).joined(separator: ",") }
}

/// One thing an assistive technology can ask an object to do (AT-SPI's Action interface).
public struct AccessibleAction: Equatable {
    /// The action's name: "click", "activate", "dismiss", "increment", "decrement", "focus".
    public var name: String
    public var description: String
    /// The keyboard shortcut that does the same, in GTK's notation ("space", "<Alt>Down"), or "".
    public var keyBinding: String

    public init(name: String, description: String, keyBinding: String = "") {
        self.name = name
        self.description = description
        self.keyBinding = keyBinding
    }
}
