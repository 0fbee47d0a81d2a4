import Foundation

/// Input from the host: the X11 window and `HeadlessHost` both call these, so
/// both drive exactly the same code. Locations are window points; timestamps are
/// seconds on the host's clock (from the X server's event time in a window).
extension UIWindow {
    /// Two presses within this time and distance make a double click (tapCount 2).
    static let multiClickInterval: TimeInterval = 0.35
    static let multiClickDistance: CGFloat = 5

    /// The primary button went down: a touch begins on the view under the pointer.
    /// In a scene of several shown windows, the touch goes to the topmost window
    /// whose `hitTest` returns a view (`UIWindow+SceneInput`), as in UIKit.
    public func pointerDown(at location: CGPoint, timestamp: TimeInterval) {
        prepareForInput(at: timestamp)
        if isIgnoringInteractionEvents { finishInput(); return }
        if pointerTouch != nil || pointerTargetWindow != nil { pointerCancelled(timestamp: timestamp) }
        if compositesOtherWindows {
            let target = touchTarget(at: location, timestamp: timestamp)
            if target.window !== self {
                pointerTargetWindow = target.window
                target.window.beginTouch(at: target.point, timestamp: timestamp, view: target.view)
                target.window.finishInput()
                finishInput()
                return
            }
            beginTouch(at: location, timestamp: timestamp, view: target.view)
        } else {
            beginTouch(at: location, timestamp: timestamp, view: nil)
        }
        finishInput()
    }

    /// A touch begins on `view` (nil: the view `hitTest` finds) of this window.
    func beginTouch(at location: CGPoint, timestamp: TimeInterval, view: UIView??) {
        prepareForInput(at: timestamp)
        let tapCount = nextTapCount(at: location, timestamp: timestamp)
        let touch = UITouch(location: location, timestamp: timestamp, tapCount: tapCount, window: self)
        let event = UIEvent(type: .touches, timestamp: timestamp, touches: [touch])
        touch.view = touchView(for: view ?? hitTest(location, with: event), at: location, event: event)
        let recognizers = gestureArena.recognizers(forTouchOn: touch.view, touch: touch)
        touch.recognizers = recognizers
        pointerTouch = touch
        gestureArena.begin(touch, recognizers: recognizers)
        touch.delayedBegan = recognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible }
        for recognizer in recognizers where gestureArena.isListening(recognizer) {
            recognizer.touchesBegan([touch], with: event)
        }
        if !touch.isCancelledForView && !touch.delayedBegan { touch.view?.touchesBegan([touch], with: event) }
    }

    /// The pointer moved; with the button down this moves the touch, else it hovers.
    public func pointerMoved(to location: CGPoint, timestamp: TimeInterval) {
        if let target = pointerTargetWindow {
            target.pointerMoved(to: target.convertFromWindow(location, of: self), timestamp: timestamp)
            hoverLocation = location
            return
        }
        prepareForInput(at: timestamp)
        hoverLocation = location
        guard let touch = pointerTouch else {
            if !isIgnoringInteractionEvents { routeHover(to: location) }
            finishInput()
            return
        }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = timestamp
        touch.phase = .moved
        deliver(touch)
        finishInput()
    }

    /// The primary button was released (anywhere: the host grabs the pointer).
    public func pointerUp(at location: CGPoint, timestamp: TimeInterval) {
        if let target = pointerTargetWindow {
            pointerTargetWindow = nil
            target.pointerUp(at: target.convertFromWindow(location, of: self), timestamp: timestamp)
            hoverLocation = location
            finishInput()
            return
        }
        prepareForInput(at: timestamp)
        guard let touch = pointerTouch else { finishInput(); return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = timestamp
        touch.phase = .ended
        deliver(touch)
        pointerTouch = nil
        gestureArena.touchesDidEnd()
        hoverLocation = location
        finishInput()
    }

    /// The touch is lost (grab broken, focus lost, window unmapped): everything
    /// tracking it is cancelled, as when iOS cancels touches.
    public func pointerCancelled(timestamp: TimeInterval) {
        if let target = pointerTargetWindow {
            pointerTargetWindow = nil
            target.pointerCancelled(timestamp: timestamp)
        }
        prepareForInput(at: timestamp)
        guard let touch = pointerTouch else { finishInput(); return }
        touch.timestamp = timestamp
        touch.phase = .cancelled
        deliver(touch)
        pointerTouch = nil
        gestureArena.touchesDidEnd()
        finishInput()
    }

    /// Wheel or touchpad scrolling at `location` (our extension).
    public func scrollWheel(by delta: CGVector, at location: CGPoint, precise: Bool, timestamp: TimeInterval) {
        prepareForInput(at: timestamp)
        if isIgnoringInteractionEvents { finishInput(); return }
        let event = UIScrollWheelEvent(delta: delta, isPrecise: precise, location: location, timestamp: timestamp)
        // A touchpad swipe that something took for itself (a sheet being swiped) goes on
        // to it, wherever the pointer is now.
        if precise, let capture = scrollCapture, capture(event) {
            finishInput()
            return
        }
        if compositesOtherWindows {
            let target = touchTarget(at: location, timestamp: timestamp)
            if target.window !== self {
                target.window.scrollWheel(by: delta, at: target.point, precise: precise, timestamp: timestamp)
                finishInput()
                return
            }
            target.view?.scrollWheel(event)
        } else {
            hitTest(location, with: event)?.scrollWheel(event)
        }
        finishInput()
    }

    /// A key went down (`isDown`) or up; typed text arrives through `insertText`.
    public func key(_ key: UIKey, isDown: Bool, timestamp: TimeInterval) {
        if let keyWindow = sceneKeyWindowForKeys { return keyWindow.key(key, isDown: isDown, timestamp: timestamp) }
        prepareForInput(at: timestamp)
        if isDown && isIgnoringInteractionEvents { finishInput(); return }
        let press = UIPress(key: key, phase: isDown ? .began : .ended, timestamp: timestamp)
        let event = UIPressesEvent(presses: [press], timestamp: timestamp)
        if isDown && handleSheetDetentKey(key) { finishInput(); return }
        let target = keyTarget
        if isDown { target.pressesBegan([press], with: event) } else { target.pressesEnded([press], with: event) }
        finishInput()
    }

    /// Composed text from the keyboard (the X input method), for the first responder.
    public func insertText(_ text: String, timestamp: TimeInterval) {
        if let keyWindow = sceneKeyWindowForKeys { return keyWindow.insertText(text, timestamp: timestamp) }
        prepareForInput(at: timestamp)
        if isIgnoringInteractionEvents { finishInput(); return }
        keyTarget.insertTypedText(text)
        finishInput()
    }

    /// Where key presses go: the first responder, else the frontmost controller, else the window.
    var keyTarget: UIResponder {
        if let responder = firstResponder { return responder }
        if let controller = rootViewController?.frontmostPresentedController { return controller }
        return self
    }

    private func deliver(_ touch: UITouch) {
        let event = UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch])
        for recognizer in touch.recognizers where gestureArena.isListening(recognizer) {
            switch touch.phase {
            case .moved, .stationary: recognizer.touchesMoved([touch], with: event)
            case .ended: recognizer.touchesEnded([touch], with: event)
            case .cancelled: recognizer.touchesCancelled([touch], with: event)
            case .began: recognizer.touchesBegan([touch], with: event)
            }
        }
        guard let view = touch.view, !touch.isCancelledForView else { return }
        if touch.delayedBegan {
            let undecided = touch.recognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible }
            if undecided && touch.phase == .moved { return }
            touch.delayedBegan = false
            let phase = touch.phase
            touch.phase = .began
            view.touchesBegan([touch], with: event)
            touch.phase = phase
        }
        switch touch.phase {
        case .moved, .stationary: view.touchesMoved([touch], with: event)
        case .ended: view.touchesEnded([touch], with: event)
        case .cancelled: view.touchesCancelled([touch], with: event)
        case .began: break
        }
    }

    private func nextTapCount(at location: CGPoint, timestamp: TimeInterval) -> Int {
        var count = 1
        if let last = lastPointerDown, timestamp - last.time <= Self.multiClickInterval,
           abs(location.x - last.location.x) <= Self.multiClickDistance,
           abs(location.y - last.location.y) <= Self.multiClickDistance {
            count = last.count + 1
        }
        lastPointerDown = (timestamp, location, count)
        return count
    }

    /// Hover: the host's cursor follows what is under the pointer.
    func hoverChanged(to location: CGPoint, usingWindowHitTest: Bool = true) {
        let view = usingWindowHitTest ? hitTest(location, with: nil) : subviewHit(at: location)
        var cursorView = view
        while let candidate = cursorView, candidate.cursor == nil { cursorView = candidate.superview }
        sceneHost?.setCursor(cursorView?.cursor ?? .arrow)
        var chain: [UIView] = []
        var current = view
        while let candidate = current { chain.append(candidate); current = candidate.superview }
        for old in hoveredChain where !chain.contains(where: { $0 === old }) {
            old.isHovered = false
            old.hoverStateDidChange(isHovered: false)
        }
        for new in chain.reversed() where !new.isHovered {
            new.isHovered = true
            new.hoverStateDidChange(isHovered: true)
        }
        hoveredChain = chain
    }

    /// While the app ignores interaction events, new presses, clicks, wheel turns,
    /// hovering and typing are dropped; a touch or key already down still ends.
    var isIgnoringInteractionEvents: Bool { application?.isIgnoringInteractionEvents ?? false }

    func prepareForInput(at timestamp: TimeInterval) {
        makeApplicationCurrent()
        runLoop.advance(to: timestamp)
        // Events hit-test against the layout the user sees, so bring it up to date.
        runLayoutPass { layoutSubtreeIfNeeded() }
    }

    func finishInput() {
        runLoop.runDueWork()
        CATransaction.flush()
    }
}
