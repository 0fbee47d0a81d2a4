import Foundation

/// Moving a sheet between its detents without a mouse (our extension; iOS
/// offers it to VoiceOver through the grabber): Alt+↑ grows the frontmost
/// sheet to the next larger detent, Alt+↓ shrinks it to the next smaller one
/// and, from the smallest, asks to dismiss it as a drag would (a locked sheet
/// reports `presentationControllerDidAttemptToDismiss` instead). The window
/// sees these keys before the focused view, so they work while typing.
extension UISheetPresentationController {
    /// The detent the sheet rests at (the smallest when none is selected).
    var currentDetentIdentifier: Detent.Identifier {
        let tops = detentTops
        if let selected = selectedDetentIdentifier, tops.contains(where: { $0.identifier == selected }) { return selected }
        return tops.last!.identifier
    }

    /// 1 for the smallest detent up to the number of detents for the largest.
    var currentDetentLevel: Int {
        let tops = detentTops
        let index = tops.firstIndex { $0.identifier == currentDetentIdentifier } ?? tops.count - 1
        return tops.count - index
    }

    /// Moves `steps` detents up (positive) or down; below the smallest, a user
    /// dismissal attempt from `source`. Returns whether anything happened.
    @discardableResult
    func stepDetent(by steps: Int, source: UIDismissalAttempt.Source) -> Bool {
        guard steps != 0, presentedViewController.presentingViewController != nil,
              presentedViewController.activeTransition == nil, drag == nil else { return false }
        let tops = detentTops
        let level = currentDetentLevel + steps
        if level <= 0 {
            handleUserDismissal(UIDismissalAttempt(source: source))
            return true
        }
        let target = tops[tops.count - min(level, tops.count)].identifier
        guard target != currentDetentIdentifier else { return false }
        animateChanges { settleSelection(target) }
        return true
    }
}

extension UISheetPresentationController.Detent.Identifier {
    /// "large" for `com.apple.UIKit.large`: what a screen reader says.
    var spokenName: String { rawValue.split(separator: ".").last.map(String.init) ?? rawValue }
}

extension UIWindow {
    /// Alt+↑ / Alt+↓ for the frontmost sheet; true when the key was one of them.
    func handleSheetDetentKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.contains(.alternate),
              key.modifierFlags.intersection([.control, .command, .shift]).isEmpty,
              key.keyCode == .keyboardUpArrow || key.keyCode == .keyboardDownArrow,
              let container = subviews.last(where: { $0.containedPresentation != nil }),
              let sheet = container.containedPresentation as? UISheetPresentationController else { return false }
        sheet.stepDetent(by: key.keyCode == .keyboardUpArrow ? 1 : -1, source: .escapeKey)
        return true
    }
}
