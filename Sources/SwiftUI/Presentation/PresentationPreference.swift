import Foundation
import UIKitCore

/// The view the presentation modifiers return: its content as it is, and an entry
/// in the presentation context of the sheet it is in. Outside any sheet the entry
/// goes to the window's context, where only the dismissal confirmation and
/// `onDismissAttempt` are used (when the window is closed); the others do nothing
/// there, as on iOS. The entry goes when the modifier leaves the view tree.
struct PresentationPreference<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// Writes the entry (`owner` and `depth` identify the modifier); reads of state
    /// in it make the modifier re-apply when that state changes.
    let write: (PresentationContext, ObjectIdentifier, Int) -> Void

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        guard let context = node.environment.presentationContext ?? node.environment.windowPresentationContext else { return }
        let owner = ObjectIdentifier(node)
        node.onRemovalOnce("presentation.preference") { [weak context] in context?.removeEntries(of: owner) }
        node.readingState { write(context, owner, node.depth) }
    }
}

extension View {
    /// The heights the sheet this view is in rests at, as in SwiftUI (iOS 16+). The
    /// sheet starts at the smallest; with one detent it cannot be resized.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        let ordered = PresentationDetent.ordered(detents)
        return PresentationPreference(content: self) { context, owner, depth in
            context.setDetents(.init(detents: ordered, selection: nil), owner: owner, depth: depth)
        }
    }

    /// The detents, and the one the sheet rests at as a binding: setting it moves
    /// the sheet (animated), and a drag to another detent writes it back.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let ordered = PresentationDetent.ordered(detents)
        return PresentationPreference(content: self) { context, owner, depth in
            _ = selection.wrappedValue
            context.setDetents(.init(detents: ordered, selection: selection), owner: owner, depth: depth)
        }
    }

    /// Whether the sheet shows its grabber, as in SwiftUI: `.automatic` shows it when
    /// the sheet has more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        PresentationPreference(content: self) { context, owner, depth in
            context.setDragIndicator(visibility, owner: owner, depth: depth)
        }
    }

    /// The sheet's corner radius (nil: the system's, 10 points here), as in SwiftUI (iOS 16.4+).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        PresentationPreference(content: self) { context, owner, depth in
            context.setCornerRadius(.some(cornerRadius), owner: owner, depth: depth)
        }
    }

    /// Whether what is behind the sheet stays interactive, as in SwiftUI (iOS 16.4+).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        PresentationPreference(content: self) { context, owner, depth in
            context.setBackgroundInteraction(interaction, owner: owner, depth: depth)
        }
    }

    /// Whether a swipe in the sheet's scroll view resizes the sheet or scrolls, as in SwiftUI (iOS 16.4+).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        PresentationPreference(content: self) { context, owner, depth in
            context.setContentInteraction(behavior, owner: owner, depth: depth)
        }
    }

    /// How the presentation adapts in a compact window, as in SwiftUI (iOS 16.4+):
    /// `.popover` or `.none` keep a popover a popover with its arrow, `.sheet` makes
    /// it a sheet (the default), `.fullScreenCover` covers the window.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        PresentationPreference(content: self) { context, owner, depth in
            context.setCompactAdaptation(adaptation, owner: owner, depth: depth)
        }
    }

    /// How the presentation adapts in compact width and compact height, as in SwiftUI
    /// (iOS 16.4+); the horizontal adaptation is the one that applies here.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal)
    }

    /// Prevents the user from swiping (or Escaping, or clicking) the sheet away
    /// while `isDisabled`, as in SwiftUI: UIKit's `isModalInPresentation` on the
    /// presented controller, updated live. A programmatic `dismiss()` still works.
    /// The swipe meets resistance and the attempt is reported (`didAttemptToDismiss`);
    /// `dismissalConfirmationDialog` and `onDismissAttempt` can answer it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        PresentationPreference(content: self) { context, owner, _ in
            context.setLock(isDisabled, owner: owner)
        }
    }
}

extension PresentationDetent {
    /// A set of detents in a stable order (UIKit sorts them by height itself).
    static func ordered(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        detents.sorted { $0.sortKey < $1.sortKey }
    }

    private var sortKey: String {
        switch kind {
        case .medium: return "1"
        case .large: return "2"
        case .fraction(let value): return "3\(value)"
        case .height(let value): return "4\(value)"
        case .custom: return "5\(identifier.rawValue)"
        }
    }
}
