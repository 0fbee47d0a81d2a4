import Foundation

/// Light or dark, as SwiftUI's `ColorScheme` (from the trait collection's `userInterfaceStyle`).
public enum ColorScheme: Hashable, CaseIterable { case light, dark }

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The appearance the hosting controller's trait collection has (updated when it changes).
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    /// False inside `.disabled(true)`: controls draw and behave disabled.
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
}

extension View {
    /// Disables controls in this view (a disabled ancestor wins).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { enabled in enabled = enabled && !disabled }
    }

    /// Overrides the colour scheme of this view's content (`preferredColorScheme` in SwiftUI
    /// also sets the window's; here the hosting controller's `overrideUserInterfaceStyle`).
    public func environmentColorScheme(_ scheme: ColorScheme) -> some View { environment(\.colorScheme, scheme) }
}
