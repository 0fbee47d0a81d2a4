import Foundation

/// An on/off switch with a label, as SwiftUI's `Toggle`: the label leading, a
/// `UISwitch` trailing, taking the width offered; or as its `toggleStyle` draws it.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: label, isOn: isOn)
        let styled = (style ?? AnyToggleStyle(SwitchToggleStyle())).makeBody(configuration)
        return Self.erase(styled)
    }

    private static func erase<V: View>(_ view: V) -> AnyView { AnyView(view) }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// The `UISwitch` of a toggle, bound to its value.
struct SwitchView: View, PrimitiveView {
    typealias Body = Never
    let isOn: Binding<Bool>

    func update(node: ViewNode) {
        let element = node.element(LeafElement.self) { LeafElement(view: BoundSwitch()) }
        let control = element.view as! BoundSwitch
        control.binding = isOn
        let value = isOn.wrappedValue
        if control.isOn != value { control.setOn(value, animated: control.window != nil) }
        control.isEnabled = node.environment.isEnabled
        if let tint = node.environment.tint { control.onTintColor = tint.uiColor }
    }
}

final class BoundSwitch: UISwitch {
    var binding: Binding<Bool>?
    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.binding?.wrappedValue = self.isOn
        }, for: .valueChanged)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
