import Foundation

/// Where a drag of the sheet stands.
struct SheetDragState {
    enum Mode { case undecided, dismissing, locked }
    /// Who takes the drag when it starts in a scroll view inside the sheet.
    enum Handoff { case content, sheet }
    var startTop: CGFloat
    var mode: Mode = .undecided
    /// The unresisted position the pointer asks for.
    var rawTop: CGFloat
    /// The pan's translation at the last event, to get per-event deltas.
    var lastTranslation: CGFloat = 0
    /// How far the sheet itself has been moved by this drag.
    var sheetTranslation: CGFloat = 0
    /// The scroll view under the press, if any, and who has the drag now.
    weak var innerScroll: UIScrollView?
    var handoff: Handoff = .sheet
    var lastScrollOffset: CGFloat = 0
}

/// Drives an interactive sheet dismissal from the drag: the transition stays
/// interactive while the pointer holds the card.
final class SheetDismissInteraction: UIViewControllerInteractiveTransitioning {
    private(set) var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) { context = transitionContext }
    var completionCurve: UIView.AnimationCurve { .easeOut }
}

/// The sheet's pan: it also reports the press itself, so a moving sheet can be
/// caught under the pointer before the drag is recognized (as an iOS sheet stops
/// under the finger), and when the gesture is over.
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    var onTouchDown: (() -> Void)?
    var onGestureOver: (() -> Void)?
    /// The innermost scroll view under the press, inside the card.
    private(set) weak var touchedScrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        touchedScrollView = nil
        var current = touches.first?.view
        while let candidate = current, candidate !== view {
            if let scroll = candidate as? UIScrollView { touchedScrollView = scroll; break }
            current = candidate.superview
        }
        onTouchDown?()
    }

    override func reset() {
        super.reset()
        onGestureOver?()
    }
}

extension UISheetPresentationController {
    /// Fraction of the window height that bounds how far a locked sheet stretches.
    static let lockedStretchFraction: CGFloat = 0.25

    func installDragRecognizer() {
        let pan = SheetPanGestureRecognizer()
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleDrag(pan)
        }
        pan.onTouchDown = { [weak self] in self?.cardPressed() }
        pan.onGestureOver = { [weak self] in self?.releaseIfHeldWithoutDrag() }
        pan.name = "sheet-drag"
        pan.delegate = dragArbiter
        cardView.addGestureRecognizer(pan)
        dragRecognizer = pan
    }

    func handleDrag(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // UIKit's translation at .began already includes the movement that
            // recognized the pan: the sheet follows it from this event on.
            isHeldWithoutDrag = false
            if drag == nil { takeHold() }
            drag?.innerScroll = (recognizer as? SheetPanGestureRecognizer)?.touchedScrollView
            if let scroll = drag?.innerScroll {
                drag?.handoff = .content
                drag?.lastScrollOffset = scroll.contentOffset.y
            }
            pointerMoved(to: recognizer.translation(in: containerView).y)
        case .changed: pointerMoved(to: recognizer.translation(in: containerView).y)
        case .ended:
            if !releaseInnerScroll() { dragEnded(velocity: recognizer.velocity(in: containerView).y, cancelled: false) }
        case .cancelled, .failed:
            if !releaseInnerScroll() { dragEnded(velocity: 0, cancelled: true) }
        default: break
        }
    }

    /// A press on the card: a sheet that is moving (springing, leaving after a
    /// flick, sliding up) stops where it is, and the drag, if one follows, takes it
    /// from there. A press that does not become a drag lets it go again.
    private func cardPressed() {
        guard drag == nil, motion.isRunning else { return }
        takeHold()
        isHeldWithoutDrag = drag != nil
    }

    /// The gesture ended without a drag: release the held sheet with no velocity.
    private func releaseIfHeldWithoutDrag() {
        guard isHeldWithoutDrag else { return }
        isHeldWithoutDrag = false
        dragEnded(velocity: 0, cancelled: false)
    }

    /// Stops the sheet where it is and starts following the pointer.
    func takeHold() {
        guard containerView?.window != nil else { return }
        var state = SheetDragState(startTop: sheetTop, rawTop: sheetTop)
        if let transition = presentedViewController.activeTransition {
            if transition.isPresenting && transition.presentationController === self && transition.animator is SheetTransitionAnimator {
                // Grabbing the sheet as it slides up ends the presentation where it is.
                motion.stop()
                transition.completeTransition(true)
                // A dismissal queued behind the presentation starts right then and,
                // being programmatic, runs to its end untouched.
                if presentedViewController.activeTransition != nil { return }
            } else if let interaction = dismissInteraction, interaction.context === transition {
                // Grabbing it as it leaves or snaps back takes the dismissal over again.
                motion.stop()
                transition.pauseInteractiveTransition()
                state.mode = .dismissing
            } else {
                // A programmatic or custom transition runs to its end untouched, as in UIKit.
                return
            }
        } else {
            motion.stop()
        }
        drag = state
    }

    /// Splits the pointer's movement between the sheet and a scroll view under it,
    /// in one continuous drag: the sheet takes it when the content is at its top and
    /// the drag goes down (or, with `prefersScrollingExpandsWhenScrolledToEdge`, up
    /// towards a larger detent); otherwise the content scrolls.
    func pointerMoved(to translation: CGFloat) {
        guard var state = drag else { return }
        let delta = translation - state.lastTranslation
        state.lastTranslation = translation
        if let scroll = state.innerScroll, scroll.isScrollEnabled {
            let top = scroll.minimumContentOffset.y
            let wasAtTop = state.lastScrollOffset <= top + 0.5
            let sheetAtLargest = sheetTop <= detentTops.first!.top + 0.5
            switch state.handoff {
            case .content:
                let pullsDown = delta > 0 && scroll.contentOffset.y <= top + 0.5 + max(0, delta)
                let grows = delta < 0 && wasAtTop && !sheetAtLargest && prefersScrollingExpandsWhenScrolledToEdge
                if (pullsDown && wasAtTop) || grows {
                    state.handoff = .sheet
                    state.sheetTranslation += delta
                }
            case .sheet:
                state.sheetTranslation += delta
                if delta < 0 && state.startTop + state.sheetTranslation <= detentTops.first!.top {
                    // Back at the largest detent: the rest of the drag scrolls the content.
                    state.sheetTranslation = detentTops.first!.top - state.startTop
                    state.handoff = .content
                }
            }
            if state.handoff == .sheet || (delta > 0 && scroll.contentOffset.y < top) {
                scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: top)
            }
            state.lastScrollOffset = scroll.contentOffset.y
        } else {
            state.sheetTranslation += delta
        }
        drag = state
        dragMoved(translation: state.sheetTranslation)
    }

    /// At release: when the content had the drag, the sheet stays where it rests
    /// and the content keeps its momentum; when the sheet had it, the content stops.
    private func releaseInnerScroll() -> Bool {
        guard let state = drag, let scroll = state.innerScroll, scroll.isScrollEnabled else { return false }
        if state.handoff == .sheet {
            scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: scroll.minimumContentOffset.y)
            return false
        }
        if abs(sheetTop - state.startTop) < 0.5 && state.mode == .undecided {
            drag = nil
            return true
        }
        dragEnded(velocity: 0, cancelled: false)
        return true
    }

    private func dragMoved(translation: CGFloat) {
        guard var state = drag else { return }
        let tops = detentTops
        let top = tops.first!.top
        let bottom = tops.last!.top
        let raw = state.startTop + translation
        state.rawTop = raw
        var placed = raw
        if raw < top {
            placed = top - rubberBand(offset: top - raw, dimension: containerBounds.height)
        } else if raw > bottom {
            if state.mode == .undecided { state.mode = beginDismissalOrLock() }
            if state.mode == .locked {
                placed = bottom + rubberBand(offset: raw - bottom, dimension: containerBounds.height * Self.lockedStretchFraction)
            }
        }
        drag = state
        setSheetTop(placed)
        if state.mode == .dismissing, let context = dismissInteraction?.context {
            context.updateInteractiveTransition((placed - bottom) / max(1, dismissedTop - bottom))
        }
    }

    /// The drag crossed the smallest detent: apply the user-dismissal rules once.
    private func beginDismissalOrLock() -> SheetDragState.Mode {
        // Something is being presented on this sheet mid-drag: a dismissal would only be
        // queued behind it, with nobody left to drive it. The drag just stretches.
        if presentedViewController.activeTransition != nil || presentedViewController.presentedViewController != nil { return .locked }
        guard userDismissalIsAllowed(askDelegate: true) else { return .locked }
        announceWillDismiss()
        let interaction = SheetDismissInteraction()
        dismissInteraction = interaction
        presentedViewController.performDismissal(animated: true, userInitiated: true, completion: nil, interaction: interaction)
        return interaction.context == nil ? .locked : .dismissing
    }

    func dragEnded(velocity: CGFloat, cancelled: Bool) {
        guard let state = drag, let window = containerView?.window else { drag = nil; return }
        drag = nil
        // A programmatic transition started while the sheet was held (Save in the card
        // dismissed it): it runs to its end untouched; a spring here would drop its completion.
        if let transition = presentedViewController.activeTransition, dismissInteraction?.context !== transition { return }
        let bottom = detentTops.last!.top
        let releaseVelocity = cancelled ? 0 : VelocityTracker.flingVelocity(velocity)
        switch state.mode {
        case .locked:
            let pulled = state.rawTop - bottom
            if pulled > 1 && !cancelled {
                announceDidAttemptToDismiss(UIDismissalAttempt(source: .drag, distance: pulled, velocity: velocity))
            }
            let smallest = detentTops.last!.identifier
            springTo(bottom, toward: smallest, velocity: releaseVelocity, in: window) {}
        case .dismissing, .undecided:
            var snapPoints = detentTops.map(\.top)
            let context = state.mode == .dismissing ? dismissInteraction?.context : nil
            if context != nil { snapPoints.append(dismissedTop) }
            var target = restingPlace(position: sheetTop, velocity: releaseVelocity, snapPoints: snapPoints)
            if cancelled { target = snapPoints.min { abs($0 - sheetTop) < abs($1 - sheetTop) } ?? bottom }
            if cancelled && context != nil { target = bottom }
            if let context, target >= dismissedTop - 0.5 {
                lastDismissalAttempt = UIDismissalAttempt(source: .drag, distance: state.rawTop - bottom, velocity: velocity)
                context.finishInteractiveTransition()
                motion.run(in: window, from: sheetTop, to: dismissedTop, velocity: releaseVelocity, finishBeyond: dismissedTop,
                           destination: { [weak self] in self?.dismissedTop ?? 0 },
                           step: { [weak self] in self?.setSheetTop($0) },
                           done: { [weak self] in
                               self?.dismissInteraction = nil
                               context.completeTransition(true)
                           })
            } else {
                context?.cancelInteractiveTransition()
                let detent = detentTops.min { abs($0.top - target) < abs($1.top - target) }!.identifier
                springTo(target, toward: detent, velocity: releaseVelocity, in: window) { [weak self] in
                    guard let self else { return }
                    if let context {
                        self.dismissInteraction = nil
                        context.completeTransition(false)
                    }
                    self.settleSelection(detent)
                }
            }
        }
    }

    /// Springs to the detent `identifier` (at `target` now; it follows the detent if the window resizes).
    private func springTo(_ target: CGFloat, toward identifier: Detent.Identifier, velocity: CGFloat, in window: UIWindow,
                          done: @escaping () -> Void) {
        motion.run(in: window, from: sheetTop, to: target, velocity: velocity,
                   destination: { [weak self] in self?.detentTops.first { $0.identifier == identifier }?.top ?? target },
                   step: { [weak self] in self?.setSheetTop($0) }, done: done)
    }
}
