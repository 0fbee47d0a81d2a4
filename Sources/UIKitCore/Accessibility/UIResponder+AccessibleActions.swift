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
        case .dialog, .alert:
            if (self as? PresentationContainerView)?.canEscape ?? false {
                actions.append(AccessibleAction(name: "dismiss", description: "Dismisses, as Escape does", keyBinding: "Escape"))
            }
        default:
            break
        }
        if accessibilityTraits.contains(.adjustable) {
            actions.append(AccessibleAction(name: "increment", description: "One step up", keyBinding: "<Alt>Up"))
            actions.append(AccessibleAction(name: "decrement", description: "One step down", keyBinding: "<Alt>Down"))
        }
        if self is SheetGrabberView {
            actions.append(AccessibleAction(name: "dismiss", description: "Dismisses the sheet, as dragging it down does",
                                            keyBinding: "Escape"))
        }
        return actions
    }

    public func performAccessibleAction(named name: String) -> Bool {
        guard accessibleActions.contains(where: { $0.name == name }) else { return false }
        switch name {
        case "click", "activate": return performAccessibilityActivation()
        case "dismiss":
            let start: UIResponder = (self as? PresentationContainerView)?.presentationController.presentedViewController.viewIfLoaded ?? self
            return start.performAccessibilityEscapeAlongChain()
        case "increment": accessibilityIncrement(); return true
        case "decrement": accessibilityDecrement(); return true
        default: return false
        }
    }

    /// `accessibilityActivate()`, else the default: a control does what Space does,
    /// a text field or view takes the keyboard, anything else gets a tap at its
    /// activation point, as VoiceOver's double-tap does.
    func performAccessibilityActivation() -> Bool {
        if accessibilityActivate() { return true }
        if accessibilityTraits.contains(.notEnabled) { return false }
        if let field = self as? UITextField { return field.becomeFirstResponder() }
        if let textView = self as? UITextView { return textView.becomeFirstResponder() }
        if let control = self as? UIControl {
            guard control.isEnabled else { return false }
            control.activateFromKeyboard()
            return true
        }
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
        if let row = self as? AlertActionRow { return row.emphasizeForAccessibility() }
        return becomeFirstResponder()
    }

    // MARK: Value

    public var accessibleValue: AccessibleValue? {
        if let toggle = self as? UISwitch {
            return AccessibleValue(current: toggle.isOn ? 1 : 0, minimum: 0, maximum: 1, step: 1, text: accessibilityValue ?? "")
        }
        if let grabber = self as? SheetGrabberView { return grabber.detentValue }
        if let stepper = self as? UIStepper { return stepper.stepperAccessibleValue }
        return nil
    }

    public func setAccessibleValue(_ value: Double) -> Bool {
        if let toggle = self as? UISwitch {
            guard toggle.isEnabled else { return false }
            if (value >= 0.5) != toggle.isOn { toggle.activateFromKeyboard() }
            return true
        }
        if let grabber = self as? SheetGrabberView { return grabber.moveToDetent(at: Int(value.rounded())) }
        if let stepper = self as? UIStepper { return stepper.setValueFromAccessibility(value) }
        return false
    }
}
