import CX11
import Foundation
import UIKitCore
#if canImport(Glibc)
import Glibc
#endif

/// The frame loop: sleep in `poll()` on the X connection until an event comes or
/// a frame or timer is due (forever when idle: no CPU), then dispatch every
/// pending event, run one frame of the window, and draw it if anything changed.
extension X11Host {
    /// Runs until `stop()` (the window's close request, by default), a signal handled
    /// with `endOnSignals`, the window destroyed by another client or the X connection
    /// lost; returns which. After a destroyed window or a lost connection, it returns
    /// that again at once.
    @discardableResult
    public func run() -> Ending {
        if let ending, ending == .windowDestroyed || ending == .connectionLost { return ending }
        ending = nil
        isStopped = false
        while !isStopped && !isClosed { iterate(limit: nil) }
        return ending ?? .stopped
    }

    /// One turn of the loop, sleeping at most `timeout` seconds for something to do.
    public func runOnce(timeout: TimeInterval) {
        guard isUsable else { return }
        iterate(limit: max(0, timeout))
    }

    /// Turns the loop until `condition` holds or `timeout` seconds pass (real
    /// seconds, whatever clock the host was given); returns whether the condition
    /// held. For tests and scripted runs.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: TimeInterval) -> Bool {
        let deadline = MonotonicClock.seconds() + timeout
        while !condition() {
            let remaining = deadline - MonotonicClock.seconds()
            guard remaining > 0, isUsable, !isWindowDestroyed else { return condition() }
            iterate(limit: min(remaining, 0.05))
        }
        return true
    }

    /// Makes `run()` return (`.stopped`) after the current turn.
    public func stop() { end(.stopped) }

    /// Waits until the X server has handled every request sent so far (`XSync`): after
    /// it, another client reading the window sees the frame last drawn.
    public func synchronize() {
        guard isUsable else { return }
        XSync(connection.display, 0)
    }

    /// Seconds the loop would sleep now with no event arriving (nil: until an event).
    public var idleTimeout: TimeInterval? {
        schedule.timeout(now: now, needsDisplay: wantsFrame,
                         wantsAnimationFrames: window.wantsAnimationFrames,
                         nextDeadline: window.nextWorkDeadline, lastFrame: lastFrameTime)
    }

    func iterate(limit: TimeInterval?) {
        guard checkConnection() else { return }
        if XEventsQueued(connection.display, QueuedAfterFlush) == 0 {
            // What the first frame left for later, a bitmap a turn while nothing waits (`X11Host+DeferredParts`).
            let finishing = findPartsLeftByFirstFrameWhenFree()
            if !finishing { noteIdleIfSettled() }
            let wait = finishing ? 0 : schedule.timeout(now: now, needsDisplay: wantsFrame,
                                                        wantsAnimationFrames: window.wantsAnimationFrames,
                                                        nextDeadline: window.nextWorkDeadline, lastFrame: lastFrameTime,
                                                        limit: limit)
            pollConnectionAndSources(timeout: wait)
        } else if !loopSources.isEmpty {
            // X events are waiting: only look at the other sources, without sleeping.
            pollConnectionAndSources(timeout: 0)
        }
        guard checkConnection() else { return }
        if drainEvents() > 0 { isBusySinceIdle = true }
        guard checkConnection(), !isClosed, !isWindowDestroyed else { return }
        frame()
        if displayMetricsAreStale, checkConnection() {
            displayMetricsAreStale = false
            updateDisplayMetrics()
        }
        checkConnection()
    }

    /// Calls `onIdle` when nothing is animating, nothing waits to be drawn and no
    /// deferred work is due, the first time after events or frames.
    private func noteIdleIfSettled() {
        guard isBusySinceIdle, !window.wantsAnimationFrames, !wantsFrame else {
            return
        }
        if let deadline = window.nextWorkDeadline, deadline <= now { return }
        isBusySinceIdle = false
        onIdle?()
    }

    /// Whether a frame is waiting to be drawn or shown: on a mapped window, or the
    /// first frame, which is drawn before the window is mapped.
    private var wantsFrame: Bool { (isMapped || !mapRequested) && (window.needsDisplay || needsPresent) }

    /// Timers and animations at `now`, then one drawn frame if anything changed
    /// (paced by `FrameSchedule`: the display rate while animating, at once for input).
    private func frame() {
        let time = now
        window.processFrame(at: time)
        guard presenter.backBuffer != nil else { return }
        guard isMapped else {
            if !mapRequested { drawFirstFrameAndMap(at: time) }
            return
        }
        let dirty = window.needsDisplay || !presenter.hasFrame
        guard dirty || needsPresent else { return }
        let spacing = schedule.spacing(animating: window.wantsAnimationFrames)
        if dirty, let last = lastFrameTime, time < last + spacing - min(0.001, spacing / 4) { return }
        let damage = dirty ? drawAndCount(at: time) : nil
        presenter.presentFrame(damage: needsPresent ? nil : damage, exposed: needsPresent, pixelSize: pixelSize)
        frameSync?.frameDidPresent()
        // The frame's requests and its sync counters in one write (the server wakes once).
        XFlush(connection.display)
        needsPresent = false
        if !firstFrameShown {
            XSync(connection.display, 0)
            firstFrameShown = true
            if let drawn = firstFrameDrawnAt, !dirty { onFrameDrawn?(drawn) }
            firstFrameDrawnAt = nil
            onFirstFrame?()
            openDeferredAfterFirstFrame()
        }
        if dirty { onFrameDrawn?(time) }
    }

    /// The first frame is drawn before the window is mapped, as a window
    /// should first appear: with its content, never empty. Then the window is mapped,
    /// and the frame is shown when the server says it is (`MapNotify`, `Expose`),
    /// without drawing it again. The drawing overlaps the server's mapping and the
    /// window manager's work instead of waiting for them.
    private func drawFirstFrameAndMap(at time: TimeInterval) {
        _ = drawAndCount(at: time)
        firstFrameDrawnAt = time
        mapRequested = true
        XMapWindow(connection.display, Window(xWindow))
        XFlush(connection.display)
    }

    /// Draws a frame into the back buffer (not shown yet) and records it: the
    /// window's display pass is over, the path it took, when, and how many so far.
    private func drawAndCount(at time: TimeInterval) -> DamageRegion? {
        frameSync?.frameWillDraw()
        let damage = presenter.drawFrame(of: window, renderer: renderer, scale: scale, pixelSize: pixelSize)
        window.didDisplay()
        lastFrameTime = time
        isBusySinceIdle = true
        return damage
    }

    /// What the first frame does not need, done once it is on screen: the
    /// input method, whose compose table takes longer to parse than a frame to draw.
    /// Keys that arrived before are read after it, in the next turn of the loop.
    func openDeferredAfterFirstFrame() {
        guard isUsable else { return }
        let extraMask = inputMethod.open(windowEventMask: X11NativeWindow.eventMask)
        if extraMask != 0 {
            XSelectInput(connection.display, Window(xWindow), X11NativeWindow.eventMask | extraMask)
        }
    }

    /// Whether the input method is open (after the first frame; `openDeferredAfterFirstFrame`).
    public var isInputMethodOpen: Bool { inputMethod.isOpen && inputMethod.ic != nil }
}
