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
