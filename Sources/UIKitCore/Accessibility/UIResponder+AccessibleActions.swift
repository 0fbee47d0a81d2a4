import Foundation

/// What an assistive technology can do to an object: activate it, escape from
/// it (the dismissal gesture), adjust it, focus it.
extension UIResponder {
    public var accessibleActions: [AccessibleAction] {
        var actions: [AccessibleAction] = []
        switch accessibleRole {
        case .pushButton, .toggleButton, .link, .listItem:
            actions.append(AccessibleAction(name: "click", description: accessibilityHint ?? "Activates the element",
                                            keyBinding: self is UIControl ? "space" : ""))
        case .entry, .passwordText, .text:
            actions.append(AccessibleAction(name: "activate", description: "Focuses the text for typing"))
        default:
            break
        }
        if accessibilityTraits.contains(.adjustable) {
            actions.append(AccessibleAction(name: "increment", description: "One step up", keyBinding: "<Alt>Up"))
            actions.append(AccessibleAction(name: "decrement", description: "One step down", keyBinding: "<Alt>Down"))
        }
        actions += accessibleClassActions
        return actions
    }

    public func performAccessibleAction(named name: String) -> Bool {
        guard accessibleActions.contains(where: { $0.name == name }) else { return false }
        switch name {
        case "click", "activate": return performAccessibilityActivation()
        case "dismiss":
            let start: UIResponder = (self as? UIView)?.containedPresentation?.presentedViewController.viewIfLoaded ?? self
            return start.performAccessibilityEscapeAlongChain()
        case "increment": accessibilityIncrement(); return true
        case "decrement": accessibilityDecrement(); return true
        default: return false
        }
    }

    /// `accessibilityActivate()`, else the class's default (a control does what Space
    /// does, a text field or view takes the keyboard), else a tap at the activation
    /// point, as VoiceOver's double-tap does.
    func performAccessibilityActivation() -> Bool {
        if accessibilityActivate() { return true }
        if accessibilityTraits.contains(.notEnabled) { return false }
        if let handled = performAccessibleClassActivation() { return handled }
        guard let window = accessibilityWindow else { return false }
        let point = accessibilityActivationPoint
        let time = window.runLoop.now
        window.pointerDown(at: point, timestamp: time)
        window.pointerUp(at: point, timestamp: time)
        return true
    }

    /// Asks this responder, then each next one, to `accessibilityPerformEscape()`
    /// until one handles it, as VoiceOver's escape gesture does.
    public func performAccessibilityEscapeAlongChain() -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if current.accessibilityPerformEscape() { return true }
            responder = current.next ?? (current as? UIAccessibilityElement)?.containerView
        }
        return false
    }

    public func grabAccessibleFocus() -> Bool {
        grabAccessibleClassFocus() ?? becomeFirstResponder()
    }

    // MARK: Value

    public var accessibleValue: AccessibleValue? { accessibleClassValue }

    public func setAccessibleValue(_ value: Double) -> Bool { setAccessibleClassValue(value) }
}
