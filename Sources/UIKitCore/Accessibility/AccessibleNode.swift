import Foundation

/// The small interface an accessibility bridge reads and drives (our extension,
/// as GTK 4 keeps `GtkAccessible` in the toolkit and its AT-SPI code in
/// `gtk/a11y`): role, name, description, states, the tree, the frame, actions,
/// text and value. Views and `UIAccessibilityElement`s implement it from their
/// UIKit accessibility properties (`UIResponder+AccessibleNode`); the window is
/// the root. Call everything on the thread that runs the window.
public protocol AccessibleNode: AnyObject {
    /// Stable for the object's life, unique in its window (the bridge's object path).
    var accessibleID: Int { get }
    var accessibleRole: AccessibleRole { get }
    var accessibleName: String { get }
    var accessibleDescription: String { get }
    var accessibleStates: AccessibleStates { get }
    var accessibleParent: AccessibleNode? { get }
    /// The children a screen reader may reach now (nothing behind a modal view).
    var accessibleChildren: [AccessibleNode] { get }
    /// The frame in window points.
    var accessibleFrame: CGRect { get }
    var accessibleActions: [AccessibleAction] { get }
    /// Performs the action with that name; false when there is none or it did nothing.
    func performAccessibleAction(named name: String) -> Bool
    /// Moves keyboard focus here; false when it cannot take focus.
    func grabAccessibleFocus() -> Bool
    /// The text, for text fields, text views and labels (nil for others).
    var accessibleText: AccessibleText? { get }
    /// Replaces `range` (in Unicode scalars) as a user's edit would; false when not editable.
    func replaceAccessibleText(in range: Range<Int>, with text: String) -> Bool
    /// Moves the caret (and empties the selection) or selects `range` (Unicode scalars).
    func selectAccessibleText(_ range: Range<Int>) -> Bool
    /// The value, for switches and adjustable elements (nil for others).
    var accessibleValue: AccessibleValue? { get }
    func setAccessibleValue(_ value: Double) -> Bool
}

/// An object's text as a screen reader may read it: what is shown, so a secure
/// field gives one bullet per character and never its text. Offsets are in
/// Unicode scalars (AT-SPI's characters).
public struct AccessibleText: Equatable {
    public var string: String
    public var caretOffset: Int
    /// The selection, nil when empty.
    public var selection: Range<Int>?
    public var isEditable: Bool
    public var isSecure: Bool

    public init(string: String, caretOffset: Int, selection: Range<Int>?, isEditable: Bool, isSecure: Bool) {
        self.string = string
        self.caretOffset = caretOffset
        self.selection = selection
        self.isEditable = isEditable
        self.isSecure = isSecure
    }

    public var characterCount: Int { string.unicodeScalars.count }

    /// The characters (Unicode scalars) in `range`, clamped to the text.
    public func substring(_ range: Range<Int>) -> String {
        let scalars = Array(string.unicodeScalars)
        let lower = min(max(0, range.lowerBound), scalars.count)
        let upper = min(max(lower, range.upperBound), scalars.count)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }
}

/// A numeric value (AT-SPI's Value interface): a switch's 0 or 1, the grabber's detent.
public struct AccessibleValue: Equatable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    public var step: Double
    /// The value as text (`accessibilityValue`).
    public var text: String

    public init(current: Double, minimum: Double, maximum: Double, step: Double, text: String) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.text = text
    }
}
