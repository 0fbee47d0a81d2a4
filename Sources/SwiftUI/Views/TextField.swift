import Foundation

/// An editable one-line text, as SwiftUI's `TextField`: a `UITextField` updated in
/// place (it keeps focus and caret while the binding changes under typing). The
/// title is the placeholder. It takes the width offered and the field's height.
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    let prompt: Text?
    let isSecure: Bool
    /// For a field of a formatted value: parses and writes the text when the user
    /// commits it (Return or leaving the field), as SwiftUI does.
    var commit: ((String) -> Void)? = nil

    func update(node: ViewNode) {
        let element = node.element(FieldElement.self) { FieldElement(view: BoundTextField()) }
        let field = element.field
        field.binding = text
        field.commit = commit
        field.onSubmit = node.environment.onSubmit
        field.isSecureTextEntry = isSecure
        let value = text.wrappedValue
        if field.text != value { field.text = value }
        let placeholder = prompt?.string ?? title
        if field.placeholder != placeholder { field.placeholder = placeholder }
        let font = (node.environment.font ?? .body).uiFont
        if field.font != font { field.font = font }
        field.textColor = node.environment.foregroundColor?.uiColor ?? .label
        field.isEnabled = node.environment.isEnabled
        field.borderStyle = node.environment.textFieldStyle == .roundedBorder ? .roundedRect : .none
        switch node.environment.multilineTextAlignment {
        case .leading: field.textAlignment = .natural
        case .center: field.textAlignment = .center
        case .trailing: field.textAlignment = .right
        }
        FocusSupport.attach(field, node: node)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.key, text: text, prompt: nil, isSecure: false)
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text, prompt: nil, isSecure: false)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey.key, text: text, prompt: prompt, isSecure: false)
    }
    /// The vertical axis makes a field that grows (here: a one-line field; documented difference).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.key, text: text, prompt: nil, isSecure: false)
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text, prompt: nil, isSecure: false)
    }
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: "", text: text, prompt: prompt, isSecure: false)
    }
}

/// A field whose text is never shown, as SwiftUI's `SecureField` (`isSecureTextEntry`:
/// its text never leaves the process in trace, tapes or accessibility).
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(title: titleKey.key, text: text, prompt: nil, isSecure: true)
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(title: String(title), text: text, prompt: nil, isSecure: true)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(title: titleKey.key, text: text, prompt: prompt, isSecure: true)
    }
}

/// The text field behind `TextField`: every edit writes the binding.
final class BoundTextField: UITextField {
    var binding: Binding<String>?
    var onSubmit: (() -> Void)?
    var commit: ((String) -> Void)?
    var focusLink: FocusLink?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.focusLink?.setFocused(true) }, for: .editingDidBegin)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.commit?(self.text ?? "")
            self.focusLink?.setFocused(false)
        }, for: .editingDidEnd)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.binding?.wrappedValue = self.text ?? ""
        }, for: .editingChanged)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.commit?(self.text ?? "")
            self.onSubmit?()
        }, for: .primaryActionTriggered)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A field takes the width offered (its placeholder's when none is) and its own height.
@MainActor
final class FieldElement: LayoutElement {
    var field: BoundTextField { view as! BoundTextField }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let fitting = field.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? fitting.width
        return CGSize(width: width, height: max(fitting.height, (field.font ?? .systemFont(ofSize: 17)).lineHeight))
    }
}

/// How text fields in a view look (`.textFieldStyle(.roundedBorder)`).
public struct TextFieldStyleKind: Equatable {
    let name: String
    static let automatic = TextFieldStyleKind(name: "automatic")
    static let plain = TextFieldStyleKind(name: "plain")
    static let roundedBorder = TextFieldStyleKind(name: "roundedBorder")
}

public protocol TextFieldStyle { var kind: TextFieldStyleKind { get } }
public struct DefaultTextFieldStyle: TextFieldStyle { public var kind: TextFieldStyleKind { .automatic } }
public struct PlainTextFieldStyle: TextFieldStyle { public var kind: TextFieldStyleKind { .plain } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public var kind: TextFieldStyleKind { .roundedBorder } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }
struct OnSubmitKey: EnvironmentKey { static let defaultValue: (() -> Void)? = nil }

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind { get { self[TextFieldStyleKey.self] } set { self[TextFieldStyleKey.self] = newValue } }
    var onSubmit: (() -> Void)? { get { self[OnSubmitKey.self] } set { self[OnSubmitKey.self] = newValue } }
}

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { environment(\.textFieldStyle, style.kind) }
    /// Runs `action` when the user submits a text field in this view (Return), or
    /// with `.search`, the search field of a `.searchable` in this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        EnvironmentWriter(content: self) { environment in
            if triggers.contains(.text) { environment.onSubmit = action }
            if triggers.contains(.search) { environment.onSearchSubmit = action }
        }
    }
    /// Keyboard hints have no effect here (no on-screen keyboard on the desktop).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

public struct SubmitTriggers: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public struct TextInputAutocapitalization {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

public enum SubmitLabel { case done, go, send, join, route, search, `return`, next, `continue` }

/// The kind of keyboard a field asks for. UIKit's type (our UIKit has no on-screen
/// keyboard, so it is declared here for `keyboardType(_:)` and has no effect).
public enum UIKeyboardType: Int {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}
