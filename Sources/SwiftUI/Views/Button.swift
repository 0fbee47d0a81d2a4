import Foundation

/// A button's role, as SwiftUI's `ButtonRole`: destructive buttons are red, cancel
/// buttons bold in alerts, dialogs and toolbars.
public struct ButtonRole: Equatable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs `action` when tapped, as SwiftUI's `Button`. Its label is any
/// view, drawn in the accent colour (red for `.destructive`); it dims while pressed.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    func update(node: ViewNode) {
        let element = node.element(ContainerElement.self) {
            ContainerElement(algorithm: OverlayLayout(alignment: .center), view: ButtonControl())
        }
        let control = element.view as! ButtonControl
        control.action = action
        let environment = node.environment
        control.isEnabled = environment.isEnabled
        let style = environment.buttonStyle
        node.childEnvironment.foregroundColor = style.foreground(role: role, environment: environment)
        if role == .cancel && environment.boldsCancelButtons { node.childEnvironment.isBold = true }
        if !environment.isEnabled { node.childEnvironment.foregroundColor = Color(UIColor.tertiaryLabel) }
        control.roleName = role?.name
        if let primitive = environment.customPrimitiveButtonStyle {
            updatePrimitiveStyled(node: node, element: element, control: control, style: primitive)
            return
        }
        if let custom = environment.customButtonStyle {
            // A `ButtonStyle`: its body draws the label; a press updates it (isPressed).
            _BuiltInButtonStyle(kind: .automatic).configure(control, role: role, environment: environment)
            node.childEnvironment.foregroundColor = _BuiltInButtonStyle(kind: .automatic).foreground(role: role, environment: environment)
            if !environment.isEnabled { node.childEnvironment.foregroundColor = Color(UIColor.tertiaryLabel) }
            control.highlightedAlpha = 1
            control.onHighlightChange = { [weak node] in node?.markDirty() }
            let configuration = ButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)),
                                                         isPressed: control.isHighlighted)
            node.updateChildren([(.index(0), custom.makeBody(configuration))])
            element.algorithm = OverlayLayout(alignment: .center)
            element.syncSubviews()
            return
        }
        control.highlightedAlpha = 0.2
        control.onHighlightChange = nil
        style.configure(control, role: role, environment: environment)
        node.updateChildren([(.index(0), label)])
        element.algorithm = style.layout
        element.syncSubviews()
    }

    /// The role (for containers that place buttons by role: alerts, dialogs, toolbars).
    var buttonRole: ButtonRole? { role }

    /// A `PrimitiveButtonStyle` of your own makes the body; its `trigger()` runs the
    /// action (not while disabled). The control tracks no press of its own, and the
    /// body's own buttons are not styled with it again.
    private func updatePrimitiveStyled(node: ViewNode, element: ContainerElement, control: ButtonControl, style: AnyPrimitiveButtonStyle) {
        let environment = node.environment
        _BuiltInButtonStyle(kind: .automatic).configure(control, role: role, environment: environment)
        control.action = nil
        control.highlightedAlpha = 1
        control.onHighlightChange = nil
        node.childEnvironment.foregroundColor = _BuiltInButtonStyle(kind: .automatic).foreground(role: role, environment: environment)
        if !environment.isEnabled { node.childEnvironment.foregroundColor = Color(UIColor.tertiaryLabel) }
        node.childEnvironment.customPrimitiveButtonStyle = nil
        let action = self.action, isEnabled = environment.isEnabled
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)),
                                                              action: { if isEnabled { action() } })
        node.updateChildren([(.index(0), style.makeBody(configuration))])
        element.algorithm = OverlayLayout(alignment: .center)
        element.syncSubviews()
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// The UIKit control behind a `Button`: tracks touches as `UIControl` does, runs the
/// action on touch-up inside, dims its content while highlighted.
final class ButtonControl: UIControl {
    var action: (() -> Void)?
    var roleName: String?
    /// The content alpha while pressed (0.2 for plain buttons, as iOS dims them).
    var highlightedAlpha: CGFloat = 0.2

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addAction(UIAction { [weak self] _ in self?.action?() }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called when the highlight changes (a `ButtonStyle`'s `isPressed`).
    var onHighlightChange: (() -> Void)?
    private var wasHighlighted = false

    override func stateDidChange() {
        super.stateDidChange()
        let alpha = isHighlighted ? highlightedAlpha : 1
        for subview in subviews { subview.alpha = alpha }
        if wasHighlighted != isHighlighted {
            wasHighlighted = isHighlighted
            onHighlightChange?()
        }
    }

    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? Self.text(in: self) }
        set { super.accessibilityLabel = newValue }
    }
    /// What the control is to assistive technologies (`.link` for a `Link`).
    var kindTraits: UIAccessibilityTraits = .button
    override var accessibilityTraits: UIAccessibilityTraits {
        get { isEnabled ? kindTraits : kindTraits.union(.notEnabled) }
        set {}
    }

    /// The label's text, for accessibility (the labels inside, in order).
    static func text(in view: UIView) -> String? {
        let texts = view.subviews.compactMap { subview -> String? in
            if let label = subview as? UILabel { return label.text }
            return text(in: subview)
        }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
}
