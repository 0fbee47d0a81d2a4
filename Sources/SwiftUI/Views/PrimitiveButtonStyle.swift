import Foundation

/// A style that makes a button's whole interaction, as SwiftUI's
/// `PrimitiveButtonStyle`: `makeBody(configuration:)` gets the label and the role,
/// and calls `configuration.trigger()` to run the button's action (from a gesture
/// of its own, or by making `Button(configuration)`). The button itself then tracks
/// no touches.
///
/// The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) are primitive styles, as in SwiftUI; their bodies are a
/// `Button(configuration)` drawn that way.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` makes its body from, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Runs the button's action (the style decides when: a tap, a long press...).
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration: its label, role and
    /// action (`trigger()`), drawn with the built-in style around it.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// A custom primitive style in the environment, type-erased.
struct AnyPrimitiveButtonStyle {
    let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView
}

struct CustomPrimitiveButtonStyleKey: EnvironmentKey { static let defaultValue: AnyPrimitiveButtonStyle? = nil }

extension EnvironmentValues {
    var customPrimitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[CustomPrimitiveButtonStyleKey.self] }
        set { self[CustomPrimitiveButtonStyleKey.self] = newValue }
    }
}

/// A built-in style: drawn by the button itself (`_BuiltInButtonStyle`).
protocol BuiltInPrimitiveButtonStyle { var builtIn: _BuiltInButtonStyle { get } }

extension View {
    /// Makes the buttons in this view with `style`: a built-in style draws them; one
    /// of your own makes each button's body (the innermost style wins).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { environment in
            environment.customButtonStyle = nil
            if let builtIn = style as? BuiltInPrimitiveButtonStyle {
                environment.buttonStyle = builtIn.builtIn
                environment.customPrimitiveButtonStyle = nil
            } else {
                environment.customPrimitiveButtonStyle = AnyPrimitiveButtonStyle { AnyView(style.makeBody(configuration: $0)) }
            }
        }
    }
}
