import Foundation

extension UISheetPresentationController {
    /// The detents' identifiers as they resolve now, the largest sheet first
    /// (package-level: SwiftUI's `presentationBackgroundInteraction(.enabled)`
    /// leaves the largest one undimmed).
    package var detentIdentifiersLargestFirst: [Detent.Identifier] { detentTops.map(\.identifier) }

    /// The detent the sheet rests at: the selected one, else the smallest (package-level).
    package var restingDetentIdentifier: Detent.Identifier {
        let tops = detentTops
        if let selected = selectedDetentIdentifier, tops.contains(where: { $0.identifier == selected }) { return selected }
        return tops.last!.identifier
    }
}

extension UISheetPresentationController {
    /// How much of the card lies below the window when it rests at its detent
    /// (package-level): the card is as high as the largest detent, so at a smaller
    /// one its lower part is hidden. SwiftUI lays its content out above it, as an
    /// iOS sheet's content is laid out in the detent's height.
    package var hiddenHeightAtRest: CGFloat {
        let top = restingTop
        return max(0, cardFrame(top: top).height - max(0, containerBounds.height - top))
    }
}
