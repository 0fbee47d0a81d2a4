@testable import UIKitCore

/// Checks the UIAdaptivePresentationControllerDelegate moments of every presentation
/// against UIKit's legal orders (see reference/presentation.md):
/// presented first; then any number of user attempts, each either
/// DidAttemptToDismiss (then possibly confirmed: WillDismiss → DidDismiss), or
/// ShouldDismiss → WillDismiss → (DidDismiss | DismissCancelled), or ShouldDismiss
/// refused → DidAttemptToDismiss; nothing but the end between
/// WillDismiss and its end; `dismissed` exactly once, last, after DidDismiss when a user
/// dismissal completed.
struct PresentationLedger {
    /// `attempted`: the last user attempt was refused (DidAttemptToDismiss); the app's
    /// "Discard changes?" may then confirm it with `dismissConfirmedByUser`, which
    /// goes on with WillDismiss (our extension, no ShouldDismiss).
    enum Phase { case shown, asked, attempted, dismissing, didDismiss }

    private var phases: [ObjectIdentifier: (phase: Phase, name: String)] = [:]

    /// Records one moment; returns what was illegal about it, if anything.
    mutating func record(_ event: PresentationEvent) -> String? {
        switch event {
        case .presented(_, let presentation):
            let key = ObjectIdentifier(presentation)
            if let existing = phases[key] { return "\(existing.name) presented again before it was dismissed" }
            phases[key] = (.shown, Self.name(presentation))
        case .shouldDismiss(let presentation):
            return advance(presentation, "shouldDismiss", allowed: [.shown, .asked, .attempted], to: .asked)
        case .willDismiss(let presentation):
            // From `shown` too: the app finishing a dismissal the user confirmed
            // (`dismissConfirmedByUser`, e.g. Discard after the Cancel button).
            return advance(presentation, "willDismiss", allowed: [.asked, .attempted, .shown], to: .dismissing)
        case .didAttemptToDismiss(let presentation, _):
            return advance(presentation, "didAttemptToDismiss", allowed: [.shown, .asked, .attempted], to: .attempted)
        case .dismissCancelled(let presentation):
            // Also after a programmatic interactive dismissal (the second seed's pan calls
            // `dismiss`), which has no WillDismiss: the trace reports every snap-back.
            return advance(presentation, "dismissCancelled", allowed: [.dismissing, .shown, .attempted], to: .shown)
        case .didDismiss(let presentation):
            return advance(presentation, "didDismiss", allowed: [.dismissing], to: .didDismiss)
        case .dismissed(_, let presentation):
            let key = ObjectIdentifier(presentation)
            guard let entry = phases.removeValue(forKey: key) else {
                return "\(Self.name(presentation)) dismissed without having been presented (or dismissed twice)"
            }
            if entry.phase == .dismissing { return "\(entry.name) dismissed after willDismiss with neither didDismiss nor dismissCancelled" }
        case .alertPresented, .alertAction, .menuPresented, .menuAction, .menuDismissed:
            break
        }
        return nil
    }

    private mutating func advance(_ presentation: UIPresentationController, _ moment: String, allowed: Set<Phase>, to next: Phase) -> String? {
        let key = ObjectIdentifier(presentation)
        guard let entry = phases[key] else { return "\(moment) for \(Self.name(presentation)) before it was presented" }
        guard allowed.contains(entry.phase) else { return "\(moment) for \(entry.name) in phase \(entry.phase)" }
        phases[key] = (next, entry.name)
        return nil
    }

    /// At rest no user dismissal may be half done.
    func openProblems() -> String? {
        for entry in phases.values where entry.phase != .shown && entry.phase != .attempted {
            return "\(entry.name) left in phase \(entry.phase) at rest"
        }
        return nil
    }

    static func name(_ presentation: UIPresentationController) -> String {
        String(describing: type(of: presentation.presentedViewController))
    }
}

extension PresentationEvent {
    /// The moment's trace name (as the contract spells it).
    var monkeyName: String {
        switch self {
        case .presented: return "presented"
        case .shouldDismiss: return "shouldDismiss"
        case .willDismiss: return "willDismiss"
        case .didDismiss: return "didDismiss"
        case .didAttemptToDismiss: return "didAttemptToDismiss"
        case .dismissCancelled: return "dismissCancelled"
        case .dismissed: return "dismissed"
        case .alertPresented: return "alert"
        case .alertAction: return "alertAction"
        case .menuPresented: return "menu"
        case .menuAction: return "menuAction"
        case .menuDismissed: return "menuDismissed"
        }
    }
}
