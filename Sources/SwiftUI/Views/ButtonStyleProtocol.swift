import Foundation

/// A style that draws a button's label in a body of your own, as SwiftUI's
/// `ButtonStyle`: `makeBody(configuration:)` gets the label, the role and whether
/// the button is pressed; the button still tracks touches and runs its action.
///
/// As in SwiftUI, the label is drawn in the tint colour unless the body sets a
/// foreground style, and nothing dims it while pressed (the body decides, with
/// `configuration.isPressed`). Where we differ: the label is drawn as given to the
/// button (it is not re-made inside the style's body).
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws from, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button (a touch down inside it).
    public let isPressed: Bool
}

/// A custom button style in the environment, type-erased.
struct AnyButtonStyle {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
}

struct CustomButtonStyleKey: EnvironmentKey { static let defaultValue: AnyButtonStyle? = nil }

extension EnvironmentValues {
    var customButtonStyle: AnyButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`'s `makeBody(configuration:)`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { environment in
            environment.customButtonStyle = AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) }
            // The innermost style wins over a `PrimitiveButtonStyle` set outside.
            environment.customPrimitiveButtonStyle = nil
        }
    }
}
