import Foundation
import UIKitCore

/// One button of an alert, a confirmation dialog or a dismissal confirmation, read
/// from the `actions` builder's views (`Button`s, in `ForEach`, `Group`, `if`, ...),
/// or one text field of an alert (`TextField`, `SecureField`).
struct DialogAction {
    enum Role: Equatable {
        case normal, cancel, destructive

        var alertStyle: UIAlertAction.Style {
            switch self {
            case .normal: return .default
            case .cancel: return .cancel
            case .destructive: return .destructive
            }
        }
    }

    var title: String
    var role: Role
    var isEnabled = true
    var run: () -> Void
    /// The button's `.tint` (swipe actions colour their button with it).
    var tint: Color?

    /// A dismissal confirmation's actions as iOS shows them: the standard Cancel
    /// unless one has the cancel role, and a standard Close unless one is destructive.
    static func dismissalActions(_ actions: [DialogAction]) -> [DialogAction] {
        var result = actions
        if !actions.contains(where: { $0.role == .destructive }) {
            result.insert(DialogAction(title: "Close", role: .destructive, run: {}), at: 0)
        }
        if !actions.contains(where: { $0.role == .cancel }) {
            result.append(DialogAction(title: "Cancel", role: .cancel, run: {}))
        }
        return result
    }
}
