import Foundation

/// Where a drag of the sheet stands.
struct SheetDragState {
    enum Mode { case undecided, dismissing, locked }
    var startTop: CGFloat
    var mode: Mode = .undecided
    /// The unresisted position the pointer asks for.
    var rawTop: CGFloat
}

/// Drives an interactive sheet dismissal from the drag: the transition stays
/// interactive while the pointer holds the card.
final class SheetDismissInteraction: UIViewControllerInteractiveTransitioning {
    private(set) var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) { context = transitionContext }
    var completionCurve: UIView.AnimationCurve { .easeOut }
}

/// Decides which touches move the sheet: vertical drags that start on the card.
final class SheetDragRecognizerDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
}

extension UISheetPresentationController {
    /// Fraction of the window height that bounds how far a locked sheet stretches.
    static let lockedStretchFraction: CGFloat = 0.25

    func installDragRecognizer() {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.handleDrag(recognizer) }
        pan.name = "sheet-drag"
        cardView.addGestureRecognizer(pan)
        dragRecognizer = pan
    }

    func handleDrag(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began: dragBegan()
        case .changed: dragMoved(translation: recognizer.translation(in: containerView).y)
        case .ended: dragEnded(velocity: recognizer.velocity(in: containerView).y, cancelled: false)
        case .cancelled, .failed: dragEnded(velocity: 0, cancelled: true)
        default: break
        }
    }

    private func dragBegan() {
        guard let window = containerView?.window else { return }
        let now = window.runLoop.now
        let wasMoving = motion.isRunning
        motion.stop()
        var state = SheetDragState(startTop: sheetTop, rawTop: sheetTop)
        if let transition = presentedViewController.activeTransition {
            if transition.isPresenting {
                // Grabbing the sheet as it slides up ends the presentation where it is.
                transition.completeTransition(true)
            } else if let interaction = dismissInteraction, interaction.context === transition {
                // Grabbing it as it leaves or snaps back takes the dismissal over again.
                transition.pauseInteractiveTransition()
                state.mode = .dismissing
            }
        }
        _ = wasMoving
        _ = now
        drag = state
    }

    private func dragMoved(translation: CGFloat) {
        guard var state = drag else { return }
        let top = detentTops.first!.top
        let bottom = detentTops.last!.top
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
        guard userDismissalIsAllowed(askDelegate: true) else { return .locked }
        report(.willDismiss(self))
        delegate?.presentationControllerWillDismiss(self)
        let interaction = SheetDismissInteraction()
        dismissInteraction = interaction
        presentedViewController.performDismissal(animated: true, userInitiated: true, completion: nil, interaction: interaction)
        return interaction.context == nil ? .locked : .dismissing
    }

    private func dragEnded(velocity: CGFloat, cancelled: Bool) {
        guard let state = drag, let window = containerView?.window else { drag = nil; return }
        drag = nil
        let bottom = detentTops.last!.top
        let releaseVelocity = cancelled ? 0 : VelocityTracker.flingVelocity(velocity)
        switch state.mode {
        case .locked:
            let pulled = state.rawTop - bottom
            if pulled > 1 && !cancelled {
                let attempt = UIDismissalAttempt(source: .drag, distance: pulled, velocity: velocity)
                lastDismissalAttempt = attempt
                (delegate as? UIDismissalAttemptObserving)?.presentationController(self, userAttemptedDismissal: attempt, allowed: false)
                report(.didAttemptToDismiss(self, attempt))
                delegate?.presentationControllerDidAttemptToDismiss(self)
            }
            springTo(bottom, velocity: releaseVelocity, in: window) {}
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
                           step: { [weak self] in self?.setSheetTop($0) },
                           done: { [weak self] in
                               self?.dismissInteraction = nil
                               context.completeTransition(true)
                           })
            } else {
                context?.cancelInteractiveTransition()
                springTo(target, velocity: releaseVelocity, in: window) { [weak self] in
                    guard let self else { return }
                    if let context {
                        self.dismissInteraction = nil
                        context.completeTransition(false)
                    }
                    self.settleSelection(atTop: target)
                }
            }
        }
    }

    private func springTo(_ target: CGFloat, velocity: CGFloat, in window: UIWindow, done: @escaping () -> Void) {
        motion.run(in: window, from: sheetTop, to: target, velocity: velocity,
                   step: { [weak self] in self?.setSheetTop($0) }, done: done)
    }
}
