import Foundation

/// Arbitrates the gesture recognizers that share a touch, as UIKit does: the
/// delegate's `gestureRecognizerShouldBegin`, `require(toFail:)`, and exclusive
/// recognition unless both sides allow simultaneous recognition.
///
/// One arena belongs to each window; it also delivers touches to recognizers
/// before their views, and cancels the views' touches when a recognizer that
/// `cancelsTouchesInView` begins.
public final class GestureArena {
    /// Recognizers attached to the touches now in progress, and those still
    /// undecided between the taps of a multi-tap.
    private(set) var participants: [UIGestureRecognizer] = []
    private var touchInProgress = false

    init() {}

    /// Collects the recognizers for a new touch: the hit view's first, then its ancestors'.
    func recognizers(forTouchOn view: UIView?, touch: UITouch) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizerStorage where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                    found.append(recognizer)
                }
            }
            current = candidate.superview
        }
        return found
    }

    func begin(_ touch: UITouch, recognizers: [UIGestureRecognizer]) {
        touchInProgress = true
        // A multi-tap waiting for its next tap fails when the next touch is not for it.
        for waiting in participants where waiting.awaitsAnotherTouch && !recognizers.contains(where: { $0 === waiting }) {
            waiting.awaitsAnotherTouch = false
            waiting.setStateDirectly(.failed)
            failureDidHappen(waiting)
        }
        for recognizer in recognizers where !participants.contains(where: { $0 === recognizer }) {
            participants.append(recognizer)
        }
        for recognizer in recognizers { recognizer.trackedTouches.append(touch) }
    }

    /// Whether `recognizer` still listens to touches.
    func isListening(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && (recognizer.storedState == .possible || recognizer.storedState.isActive)
    }

    // MARK: Transitions

    func requestTransition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        let recognizing = old == .possible && (newState == .began || newState == .ended)
        guard recognizing else {
            if old == .possible || old.isActive || newState == .possible {
                recognizer.setStateDirectly(newState)
                if newState == .failed { failureDidHappen(recognizer) }
            }
            return
        }
        guard mayBegin(recognizer) else {
            recognizer.setStateDirectly(.failed)
            failureDidHappen(recognizer)
            return
        }
        if requiredFailuresPending(recognizer) {
            recognizer.pendingState = newState
            return
        }
        recognize(recognizer, as: newState)
    }

    private func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) { return false }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        // UIKit also asks the view the touch hit (a UISlider refuses its scroll view's pan this way).
        for touch in recognizer.trackedTouches {
            if let hit = touch.view, hit !== recognizer.view, !hit.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        for other in participants where other !== recognizer && (other.storedState.isActive || other.storedState == .ended) {
            if !canRecognizeTogether(recognizer, other) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) {
                return false
            }
        }
        return true
    }

    private func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.value === other }
            || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
    }

    private func requiredFailuresPending(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.contains { other in
            other !== recognizer && requires(recognizer, toFail: other) && other.storedState == .possible
        }
    }

    func canRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    private func recognize(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        // Exclusive recognition: the others that cannot join fail now.
        for other in participants where other !== recognizer && other.storedState == .possible {
            if !canRecognizeTogether(recognizer, other) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
                other.setStateDirectly(.failed)
            }
        }
        // Those waiting for this one to fail cannot recognize any more.
        for other in participants where other.pendingState != nil && requires(other, toFail: recognizer) {
            other.pendingState = nil
            other.setStateDirectly(.failed)
        }
        if recognizer.cancelsTouchesInView {
            // As in UIKit, the view hears `touchesCancelled` with the recognizer
            // already in its new state, and the actions run after that.
            recognizer.storedState = newState
            for touch in recognizer.trackedTouches { cancelTouchForView(touch) }
        }
        recognizer.setStateDirectly(newState)
    }

    /// A failure may release recognizers that were waiting for it.
    private func failureDidHappen(_ failed: UIGestureRecognizer) {
        for waiting in participants where waiting.pendingState != nil && requires(waiting, toFail: failed) {
            if !requiredFailuresPending(waiting), let state = waiting.pendingState {
                if mayBegin(waiting) { recognize(waiting, as: state) } else {
                    waiting.pendingState = nil
                    waiting.setStateDirectly(.failed)
                }
            }
        }
    }

    func cancelTouchForView(_ touch: UITouch) {
        guard !touch.isCancelledForView else { return }
        touch.isCancelledForView = true
        guard !touch.delayedBegan, let view = touch.view else { return }
        let event = UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch])
        let phase = touch.phase
        touch.phase = .cancelled
        view.touchesCancelled([touch], with: event)
        touch.phase = phase
    }

    // MARK: After the touch ends

    /// Called when every touch has ended: undecided recognizers fail, and every
    /// recognizer that finished goes back to `.possible`.
    func touchesDidEnd() {
        touchInProgress = false
        for recognizer in participants where recognizer.storedState == .possible && !recognizer.awaitsAnotherTouch {
            if let state = recognizer.pendingState, !requiredFailuresPending(recognizer) {
                recognize(recognizer, as: state)
            } else if recognizer.pendingState != nil && waitsForAnotherTouch(recognizer) {
                continue
            } else {
                recognizer.pendingState = nil
                recognizer.setStateDirectly(.failed)
                failureDidHappen(recognizer)
            }
        }
        for recognizer in participants where recognizer.storedState.isActive {
            recognizer.setStateDirectly(.cancelled)
        }
        settleIfIdle()
    }

    /// Whether `recognizer` waits for the failure of a multi-tap that awaits another touch.
    private func waitsForAnotherTouch(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.contains { other in
            other !== recognizer && other.awaitsAnotherTouch && other.storedState == .possible && requires(recognizer, toFail: other)
        }
    }

    /// With no touch down, every decided recognizer goes back to `.possible`; those
    /// still undecided between taps (and those waiting for them) stay for the next touch.
    func settleIfIdle() {
        guard !touchInProgress else { return }
        let undecided: (UIGestureRecognizer) -> Bool = { $0.storedState == .possible && ($0.awaitsAnotherTouch || $0.pendingState != nil) }
        let finished = participants.filter { !undecided($0) }
        participants.removeAll { !undecided($0) }
        for recognizer in participants { recognizer.trackedTouches.removeAll() }
        for recognizer in finished {
            recognizer.storedState = .possible
            recognizer.reset()
        }
    }

    /// Whether a recognizer is in progress (began or changed); tests use it to
    /// check that nothing is left active once input stops.
    public var hasActiveGestures: Bool { participants.contains { $0.storedState.isActive } }
}
