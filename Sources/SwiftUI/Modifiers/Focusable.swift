import Foundation

/// What a focusable view takes part in, as SwiftUI's `FocusInteractions` (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
    /// Lets the view take keyboard focus, as SwiftUI's `focusable(_:)`, which key-press
    /// handlers (`onKeyPress`) need there. Where we differ: key presses reach the
    /// handlers of the window's root view without focus (see `onKeyPress`), so the
    /// view is left as it is; text fields take focus as before.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// `focusable(_:)` with the interactions focus is for (accepted, as `focusable(_:)`).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    /// Hides the focus ring of focusable views inside (they draw none here: accepted).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
