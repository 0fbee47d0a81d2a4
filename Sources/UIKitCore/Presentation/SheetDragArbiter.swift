import Foundation

/// The sheet pan's gesture delegate: it begins only for mostly vertical drags, and
/// it runs together with the pans of scroll views inside the sheet, so one
/// continuous drag can scroll the content and then move the sheet (the fix the
/// Ionic and Material trackers converged on, and what UIKit does).
final class SheetDragArbiter: UIGestureRecognizerDelegate {
    weak var cardView: UIView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: nil)
        return abs(translation.y) >= abs(translation.x)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        guard let cardView, let scroll = other.view as? UIScrollView, other === scroll.panGestureRecognizer else { return false }
        return scroll.isDescendant(of: cardView)
    }
}
