import Foundation

extension UIViewPropertyAnimator {
    /// One animations block of the animator and where it shows now.
    final class Entry {
        let animation: ViewAnimation
        let delayFactor: CGFloat
        /// The progress on screen (what `animation.progress` is set to).
        var current = AnimationProgress.start
        /// At the start of the running segment: progress shown, curve value, fraction.
        var start = AnimationProgress.start
        var curveStart = AnimationProgress.start
        var fractionStart: CGFloat = 0

        init(animation: ViewAnimation, delayFactor: CGFloat) {
            self.animation = animation
            self.delayFactor = delayFactor
        }

        /// The animator fraction mapped past this block's delay, 0...1.
        func localFraction(_ fraction: CGFloat) -> CGFloat {
            guard delayFactor > 0 else { return fraction }
            guard delayFactor < 1 else { return fraction >= 1 ? 1 : 0 }
            return min(max((fraction - delayFactor) / (1 - delayFactor), 0), 1)
        }
    }

    /// A run towards one end: the fraction moves linearly in time from
    /// `from` to `to` over `length` seconds, starting at `beginTime`.
    struct Segment {
        var beginTime: TimeInterval
        var from: CGFloat
        var to: CGFloat
        var length: TimeInterval
        /// New timing from `continueAnimation`, or nil for the original curve.
        var timing: AnimationTiming?

        func elapsed(at now: TimeInterval) -> TimeInterval { max(0, now - beginTime) }

        func isDone(at now: TimeInterval) -> Bool { now >= beginTime && elapsed(at: now) >= length }

        func fraction(at now: TimeInterval) -> CGFloat {
            if isDone(at: now) { return to }
            return from + (to - from) * CGFloat(elapsed(at: now) / length)
        }
    }

    /// The original curve's progress for `entry` at animator fraction `fraction`.
    func curveProgress(_ entry: Entry, _ fraction: CGFloat) -> AnimationProgress {
        baseTiming.progress(atFraction: entry.localFraction(fraction))
    }

    /// Seconds the original timing takes from `fraction` to the end in the
    /// current direction.
    func naturalLength(from fraction: CGFloat) -> TimeInterval {
        Double(isReversed ? fraction : 1 - fraction) * baseTiming.duration
    }

    /// Becomes active: runs the pending blocks and joins the window's engine.
    func activate() {
        guard state == .inactive else { return }
        state = .active
        fraction = 0
        segment = nil
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { run(block, delayFactor: factor) }
    }

    /// Runs one animations block now and starts animating its changes from
    /// where the animator is.
    func run(_ block: () -> Void, delayFactor: CGFloat) {
        let recording = AnimationRecording.record(block)
        guard let window = (engine != nil ? recording.tracks.first { $0.view.window?.animationEngine === engine }
                                          : recording.tracks.first)?.view.window else { return }
        let tracks = recording.tracks.filter { $0.view.window === window }
        let animation = ViewAnimation(tracks: tracks, timing: baseTiming,
                                      allowsUserInteraction: isUserInteractionEnabled)
        let entry = Entry(animation: animation, delayFactor: delayFactor)
        // A block added late goes from what is on screen (0) to the end over what is left.
        let now = fractionComplete
        entry.fractionStart = now
        entry.curveStart = curveProgress(entry, now)
        entries.append(entry)
        engine = window.animationEngine
        runLoop = window.runLoop
        window.animationEngine.add(self, claiming: [animation], runLoop: window.runLoop)
    }

    /// Starts running from where the animator is towards the end of the
    /// current direction; `length` nil takes the time naturally left.
    func beginSegment(timing: AnimationTiming?, length: TimeInterval?, delay: TimeInterval = 0) {
        if let segment {
            // Turning round while running: bring what is shown up to now first.
            refresh()
            guard state == .active else { return }
            fraction = segment.fraction(at: now)
        }
        let target: CGFloat = isReversed ? 0 : 1
        for entry in entries {
            entry.start = entry.current
            entry.curveStart = curveProgress(entry, fraction)
            entry.fractionStart = fraction
        }
        segment = Segment(beginTime: now + delay, from: fraction, to: target,
                          length: max(0, length ?? naturalLength(from: fraction)), timing: timing)
        guard engine != nil else {
            // No view in a window: no clock to run on, so end now.
            fraction = target
            segment = nil
            state = .inactive
            let position: UIViewAnimatingPosition = isReversed ? .start : .end
            let work = completions
            completions = []
            for completion in work { completion(position) }
            return
        }
        refresh()
    }

    /// The progress of `entry` at `fraction` in `segment`.
    func progress(_ entry: Entry, in segment: Segment, fraction: CGFloat, at now: TimeInterval) -> AnimationProgress {
        if segment.isDone(at: now) { return AnimationProgress(segment.to) }
        let p0 = entry.start
        let forward = segment.to >= segment.from
        if let timing = segment.timing {
            let n = timing.progress(at: segment.elapsed(at: now))
            return forward
                ? AnimationProgress(x: p0.x + (1 - p0.x) * n.x, y: p0.y + (1 - p0.y) * n.y)
                : AnimationProgress(x: p0.x * (1 - n.x), y: p0.y * (1 - n.y))
        }
        let c = curveProgress(entry, fraction)
        let f0 = entry.fractionStart
        func remap(_ p0: CGFloat, _ c0: CGFloat, _ c: CGFloat) -> CGFloat {
            if forward {
                if abs(1 - c0) > 1e-9 { return p0 + (1 - p0) * (c - c0) / (1 - c0) }
                return f0 >= 1 ? 1 : p0 + (1 - p0) * (fraction - f0) / (1 - f0)
            }
            if abs(c0) > 1e-9 { return p0 * c / c0 }
            return f0 <= 0 ? 0 : p0 * fraction / f0
        }
        return AnimationProgress(x: remap(p0.x, entry.curveStart.x, c.x), y: remap(p0.y, entry.curveStart.y, c.y))
    }

    // MARK: Stopping

    /// Stops the animations where they are: the model values become the
    /// values on screen. With `withoutFinishing` true the animator becomes
    /// inactive and no completion runs (UIKit); otherwise it is `.stopped`
    /// until `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible, state == .active else { return }
        engine?.refresh()
        let tracks = entries.flatMap(\.animation.tracks)
        let shown = tracks.map { $0.view.layer.presented }
        engine?.remove(self)
        UIView.performWithoutAnimation {
            for (track, state) in zip(tracks, shown) { track.view.setAnimatableValue(of: track.property, from: state) }
        }
        fraction = fractionComplete
        segment = nil
        entries = []
        if withoutFinishing {
            state = .inactive
            completions = []
        } else {
            state = .stopped
            stoppedTracks = tracks
        }
    }

    /// Ends a stopped animator: the model values become the end values, the
    /// start values or stay where they stopped, and the completions run with
    /// `position` (on the run loop, or now without one).
    public func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        UIView.performWithoutAnimation {
            for track in stoppedTracks {
                switch position {
                case .end: track.view.setAnimatableValue(of: track.property, from: track.to)
                case .start: track.view.setAnimatableValue(of: track.property, from: track.from)
                case .current: break
                }
            }
        }
        stoppedTracks = []
        state = .inactive
        let work = completions.map { completion in { completion(position) } }
        completions = []
        if let engine { engine.schedule(work) } else { work.forEach { $0() } }
    }
}

extension UIViewPropertyAnimator: AnimationTimeline {
    var animations: [ViewAnimation] { entries.map(\.animation) }
    var needsFrames: Bool { isRunning }
    var isEmpty: Bool { false }

    func advance(to now: TimeInterval) -> Bool {
        if let segment {
            fraction = segment.fraction(at: now)
            for entry in entries { entry.current = progress(entry, in: segment, fraction: fraction, at: now) }
            if segment.isDone(at: now) {
                self.segment = nil
                if !pausesOnCompletion { return true }
            }
        }
        for entry in entries { entry.animation.progress = entry.current }
        return false
    }

    func finishTimeline() -> [() -> Void] {
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        if isReversed {
            for track in entries.flatMap(\.animation.tracks) {
                track.view.setAnimatableValue(of: track.property, from: track.from)
            }
        }
        entries = []
        state = .inactive
        let work = completions.map { completion in { completion(position) } }
        completions = []
        return work
    }

    func animationWasReplaced(_ animation: ViewAnimation) -> [() -> Void] { [] }
}
