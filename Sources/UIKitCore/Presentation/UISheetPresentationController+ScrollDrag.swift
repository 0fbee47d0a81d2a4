import Foundation

/// A two-finger swipe on a touchpad in progress over a sheet.
struct SheetScrollDrag {
    /// How far the fingers moved the sheet (points, down positive).
    var translation: CGFloat = 0
    var tracker = VelocityTracker()
    var endTimer: WindowRunLoop.Timer?
}

/// Two-finger vertical swipes on a touchpad drag a sheet as the mouse (or a finger)
/// does, as on iPadOS with a trackpad: the content follows the fingers, and when they
/// lift the release velocity decides, with the same rules as a drag (a quick swipe
/// down dismisses, a slow one springs back, a locked sheet stretches and asks).
///
/// X11 reports touchpad scrolling as precise scroll deltas and no "fingers lifted":
/// as for a scroll view, 60 ms without a delta ends the swipe. A swipe that starts
/// over a scroll view inside the sheet scrolls it, unless the content is at its top
/// and the swipe pulls down, or pushes up while a larger detent is left
/// (`prefersScrollingExpandsWhenScrolledToEdge`): then the sheet takes it. Once it has the swipe,
/// all of it goes to the sheet (the window captures it), wherever the content moves
/// under the pointer.
extension UISheetPresentationController {
    /// A precise scroll over the card that nothing inside it took: starts, continues or
    /// (through its timer) ends a swipe of the sheet. Returns whether it was taken.
    func handleScrollDrag(_ event: UIScrollWheelEvent) -> Bool {
        guard event.isPrecise, let window = containerView?.window else { return false }
        if scrollDrag == nil {
            guard abs(event.delta.dy) > abs(event.delta.dx), drag == nil,
                  cardView.bounds.contains(cardView.convert(event.locationInWindow, from: nil)) else { return false }
            // Swiping up grows the sheet towards a larger detent; at the largest one the
            // swipe is the content's.
            let atLargest = sheetTop <= detentTops.first!.top + 0.5
            if event.delta.dy > 0 && (atLargest || !prefersScrollingExpandsWhenScrolledToEdge) { return false }
            takeHold()
            guard drag != nil else { return false }
            scrollDrag = SheetScrollDrag()
            window.scrollCapture = { [weak self] event in self?.handleScrollDrag(event) ?? false }
        }
        guard var swipe = scrollDrag else { return false }
        // Fingers moving down scroll "up" (negative dy, natural scrolling): the sheet goes down.
        swipe.translation -= event.delta.dy
        swipe.tracker.addSample(position: CGPoint(x: 0, y: swipe.translation), timestamp: event.timestamp)
        swipe.endTimer?.cancel()
        swipe.endTimer = window.runLoop.schedule(after: UIScrollView.preciseScrollEndDelay) { [weak self] in
            self?.scrollDragEnded()
        }
        scrollDrag = swipe
        pointerMoved(to: swipe.translation)
        return true
    }

    /// The fingers lifted (no delta for 60 ms): release with the swipe's velocity.
    func scrollDragEnded() {
        guard let swipe = scrollDrag else { return }
        swipe.endTimer?.cancel()
        scrollDrag = nil
        if let window = containerView?.window { window.scrollCapture = nil }
        let velocity = swipe.tracker.velocity(at: nil).y
        dragEnded(velocity: velocity, cancelled: false)
    }

    /// Forgets a swipe in progress without moving anything (the presentation went away).
    func cancelScrollDrag() {
        scrollDrag?.endTimer?.cancel()
        scrollDrag = nil
        containerView?.window?.scrollCapture = nil
    }
}
