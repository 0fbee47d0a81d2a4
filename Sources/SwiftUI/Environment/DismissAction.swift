import Foundation

/// Dismisses the current presentation, as SwiftUI's `DismissAction` (`@Environment(\.dismiss)`).
///
/// Whoever presents content sets it: a presented hosting controller dismisses
/// itself (a programmatic dismissal, not blocked by `interactiveDismissDisabled`,
/// as on iOS); a pushed screen pops. Where nothing presents the view, calling it
/// does nothing and says so once (SwiftUI does nothing, silently).
public struct DismissAction {
    let action: @MainActor () -> Void
    let isActive: Bool

    init(isActive: Bool, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.isActive = isActive
    }

    @MainActor public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(isActive: false) {
        AssetWarnings.warnOnce("dismiss() was called on a view that is not presented or pushed; nothing happens")
    }
}

/// The older `\.presentationMode`: a binding whose `wrappedValue.dismiss()` dismisses.
public struct PresentationMode {
    /// Whether the view is presented (or pushed).
    public let isPresented: Bool
    let dismissAction: DismissAction
    @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// Dismisses the presentation this view is in (set by the presenting side).
    public var dismiss: DismissAction { get { self[DismissKey.self] } set { self[DismissKey.self] = newValue } }

    /// Whether this view is presented (or pushed) and can be dismissed.
    public var isPresented: Bool { dismiss.isActive }

    /// `@Environment(\.presentationMode) var mode` then `mode.wrappedValue.dismiss()`.
    public var presentationMode: Binding<PresentationMode> {
        let action = dismiss
        return .constant(PresentationMode(isPresented: action.isActive, dismissAction: action))
    }
}

extension UIViewController {
    /// The dismiss action content hosted in this controller gets: dismiss it if it
    /// was presented, else pop it if pushed (not the root), else nothing.
    @MainActor
    func makeDismissAction() -> DismissAction {
        DismissAction(isActive: true) { [weak self] in
            guard let self else { return }
            if let navigation = self.navigationController, navigation.viewControllers.first !== self,
               navigation.viewControllers.contains(where: { $0 === self }) {
                _ = navigation.popViewController(animated: true)
            } else if self.presentingViewController != nil {
                self.dismiss(animated: true)
            } else if let navigation = self.navigationController, navigation.presentingViewController != nil {
                navigation.dismiss(animated: true)
            }
        }
    }
}
