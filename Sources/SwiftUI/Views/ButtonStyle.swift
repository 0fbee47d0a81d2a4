import Foundation

/// How buttons in a view look (`.buttonStyle(_:)`) with a built-in style: plain/automatic
/// (tinted text), bordered (tinted fill at 15%), borderedProminent (filled, white
/// text). (A `ButtonStyle` of your own is `ButtonStyleConfiguration`'s; a
/// `PrimitiveButtonStyle` of your own is `PrimitiveButtonStyleConfiguration`'s.)
public struct _BuiltInButtonStyle {
    enum Kind: Equatable { case automatic, plain, borderless, bordered, borderedProminent }
    let kind: Kind

    @MainActor
    func foreground(role: ButtonRole?, environment: EnvironmentValues) -> Color {
        let tint = role == .destructive ? Color.red : (environment.tint ?? .accentColor)
        switch kind {
        case .plain: return environment.foregroundColor ?? .primary
        case .borderedProminent: return .white
        default: return tint
        }
    }

    @MainActor
    func configure(_ control: ButtonControl, role: ButtonRole?, environment: EnvironmentValues) {
        let tint = role == .destructive ? UIColor.systemRed : (environment.tint?.uiColor ?? .systemBlue)
        switch kind {
        case .bordered:
            control.backgroundColor = tint.withAlphaComponent(0.15)
            control.layer.cornerRadius = 8
        case .borderedProminent:
            control.backgroundColor = environment.isEnabled ? tint : UIColor.tertiarySystemFill
            control.layer.cornerRadius = 8
        default:
            control.backgroundColor = nil
            control.layer.cornerRadius = 0
        }
    }

    /// Bordered styles pad their label (12 by 7 points, as iOS's regular control size).
    var layout: LayoutAlgorithm {
        switch kind {
        case .bordered, .borderedProminent: return PaddingLayout(insets: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        default: return OverlayLayout(alignment: .center)
        }
    }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = _BuiltInButtonStyle(kind: .automatic) }
struct BoldsCancelButtonsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var buttonStyle: _BuiltInButtonStyle { get { self[ButtonStyleKey.self] } set { self[ButtonStyleKey.self] = newValue } }
    /// Set by containers that show `.cancel` buttons bold (alerts, dialogs, toolbars).
    var boldsCancelButtons: Bool { get { self[BoldsCancelButtonsKey.self] } set { self[BoldsCancelButtonsKey.self] = newValue } }
}

