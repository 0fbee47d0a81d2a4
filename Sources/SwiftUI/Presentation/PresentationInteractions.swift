import Foundation

/// Whether what is behind a sheet stays interactive, as in SwiftUI (iOS 16.4+).
///
/// Maps on `UISheetPresentationController.largestUndimmedDetentIdentifier`:
/// `.enabled` leaves every detent undimmed, `.enabled(upThrough:)` the detents up
/// to that one; `.automatic` and `.disabled` dim at every detent.
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable { case automatic, enabled, enabledUpThrough(PresentationDetent), disabled }
    let kind: Kind

    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
}

/// What a swipe in a sheet's scrollable content does first, as in SwiftUI (iOS 16.4+):
/// `.resizes` grows the sheet to its next detent (`.automatic` too), `.scrolls`
/// scrolls the content (UIKit's `prefersScrollingExpandsWhenScrolledToEdge = false`).
public struct PresentationContentInteraction: Sendable, Equatable {
    enum Kind: Sendable { case automatic, resizes, scrolls }
    let kind: Kind

    public static let automatic = PresentationContentInteraction(kind: .automatic)
    public static let resizes = PresentationContentInteraction(kind: .resizes)
    public static let scrolls = PresentationContentInteraction(kind: .scrolls)
}

/// How a presentation adapts in a compact window, as in SwiftUI (iOS 16.4+).
/// Here every window adapts a popover to a sheet (see `popover`); `.fullScreenCover`
/// shows a sheet or popover full screen instead.
public struct PresentationAdaptation: Sendable, Equatable {
    enum Kind: Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    public static let automatic = PresentationAdaptation(kind: .automatic)
    public static let none = PresentationAdaptation(kind: .none)
    public static let popover = PresentationAdaptation(kind: .popover)
    public static let sheet = PresentationAdaptation(kind: .sheet)
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}
