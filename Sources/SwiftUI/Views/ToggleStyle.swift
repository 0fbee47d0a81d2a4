import Foundation

/// How toggles in a view look, as SwiftUI's `ToggleStyle`: `.switch` (the label
/// leading, a `UISwitch` trailing; iOS's automatic style), `.button` (a bordered
/// button showing the label, filled with the tint while on; a click toggles), or
/// your own `makeBody(configuration:)`.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style draws: the toggle's label and its value.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        func update(node: ViewNode) { node.updateChildren([(.index(0), content)]) }
    }

    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle is on for some of what it controls and off for others (never here).
    public var isMixed: Bool { get { false } nonmutating set {} }

    init(label: any View, isOn: Binding<Bool>) {
        self.label = Label(content: label)
        _isOn = isOn
    }
}

public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabeledControlRow(label: configuration.label, control: SwitchView(isOn: configuration.$isOn))
    }
}

public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ToggleButton(configuration: configuration)
    }

    /// Bordered while off, prominent (filled with the tint) while on; one button kept across the change.
    struct ToggleButton: View {
        let configuration: Configuration
        var body: some View {
            Button { configuration.isOn.toggle() } label: { configuration.label }
                .buttonStyle(ToggleButtonStyle(isOn: configuration.isOn))
        }
    }

    struct ToggleButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
        let isOn: Bool
        var builtIn: _BuiltInButtonStyle { .init(kind: isOn ? .borderedProminent : .bordered) }
        func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { Button(configuration).buttonStyle(self) }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

/// A toggle style with its type erased, kept in the environment.
struct AnyToggleStyle: Equatable {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> any View
    /// The style's value when it is Hashable, else its type: toggles redraw only when it changes.
    let identity: AnyHashable

    init<S: ToggleStyle>(_ style: S) {
        makeBody = { style.makeBody(configuration: $0) }
        identity = (style as? AnyHashable) ?? AnyHashable(ObjectIdentifier(S.self))
    }

    static func == (lhs: AnyToggleStyle, rhs: AnyToggleStyle) -> Bool { lhs.identity == rhs.identity }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: AnyToggleStyle? = nil
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironment(\.toggleStyle) { $0 = AnyToggleStyle(style) }
    }
}
