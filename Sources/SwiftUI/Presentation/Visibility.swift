/// Whether something shows, as SwiftUI's `Visibility`: `.automatic` lets the
/// system decide (a confirmation dialog's title: hidden on iOS; a drag indicator:
/// shown when the sheet has several detents).
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
