import Foundation

/// What the app set on an object's accessibility properties (nil: not set, so
/// the class's default shows through).
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal: Bool?
    /// The id `WindowAccessibility` gave the object (0: none yet).
    var nodeID = 0
}

/// What a class reports when the app set nothing: UIKit's built-in values (a
/// button's title and `.button`, a label's text and `.staticText`, ...).
/// Each UIKit class overrides `UIResponder.accessibilityDefaults`.
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits = []
    /// The role when the traits alone would not say it (a text field is an entry).
    var role: AccessibleRole?
    var viewIsModal = false
}
