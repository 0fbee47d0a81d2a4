import Foundation

/// Runs a window's view animations on the window's clock and writes their
/// in-flight values into `layer.presentationState`, as Core Animation's render
/// server does for UIKit.
///
/// One engine per window (`UIWindow.animationEngine`). Time comes only from
/// the window's run loop (`runLoop.now`, advanced by the host and by event
/// timestamps) and from `tick(at:)`; the wall clock is never read.
///
/// Every animation is a set of tracks (view, property, from, to) driven by a
/// timeline: a `UIView.animate` call, a `UIViewPropertyAnimator`, or an
/// `AnimationGroup` captured for an interactive transition. A newer track for
/// the same view and property replaces the older one (see
/// `UIView.animate(withDuration:delay:options:animations:completion:)`).
///
/// Completions never run inside a tick: they are queued on the window's run
/// loop (`runLoop.perform`) and run with the next turn of the frame loop.
public final class ViewAnimationEngine {
    private var timelines: [AnimationTimeline] = []
    /// Views whose presentation state we wrote last time, to clear it later.
    private var presentedViews: [ObjectIdentifier: UIView] = [:]
    /// Set on the first animation: the window's run loop (clock and queue).
    private weak var runLoop: WindowRunLoop?
    private var lastTickTime: TimeInterval = 0
    private var isUpdating = false
    /// Groups being captured by `captureAnimations`, innermost last.
    private var capturingGroups: [AnimationGroup] = []

    init() {}

    /// The engine's clock: the window run loop's time.
    public var now: TimeInterval { runLoop?.now ?? lastTickTime }

    /// Whether `property` of `view` is being animated now (running or paused).
    public func isAnimating(_ view: UIView, _ property: AnimatableProperty) -> Bool {
        tracks.contains { $0.view === view && $0.property == property }
    }

    /// Whether `view` has any animation, running or paused.
    public func isAnimating(_ view: UIView) -> Bool {
        tracks.contains { $0.view === view }
    }

    /// Whether `view` is animated by an animation without
    /// `.allowUserInteraction`: UIKit's hit-testing skips such views (and so
    /// their subviews) until the animation ends.
    public func isAnimatingWithoutInteraction(_ view: UIView) -> Bool {
        timelines.contains { timeline in
            !timeline.allowsUserInteraction && timeline.animations.contains { animation in
                !animation.allowsUserInteraction && animation.tracks.contains { $0.view === view }
            }
        }
    }

    /// Whether any animation is running (the host keeps producing frames).
    /// Paused property animators and groups do not count.
    public var isRunning: Bool { timelines.contains { $0.needsFrames } }

    /// Advances every animation to `time` (the window calls it every frame).
    func tick(at time: TimeInterval) {
        lastTickTime = time
        update(at: time)
    }

    /// Brings the presentation values up to `now` after a change made between
    /// frames (a new animation, a pause, a new `fractionComplete`).
    func refresh() { update(at: now) }

    private var tracks: [AnimationTrack] {
        timelines.flatMap { $0.animations.flatMap(\.tracks) }
    }

    private func update(at time: TimeInterval) {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        let finished = timelines.filter { $0.advance(to: time) || $0.isEmpty }
        timelines.removeAll { timeline in finished.contains { $0 === timeline } }
        var completions: [() -> Void] = []
        // Final model values (a reversed animator going back) are not animations.
        _ = AnimationRecording.record(disabled: true) {
            for timeline in finished { completions += timeline.finishTimeline() }
        }
        writePresentation()
        schedule(completions)
    }

    // MARK: Adding animations

    /// Starts running `timeline` (if it is not already) after `animation`
    /// took its tracks from older animations.
    func add(_ timeline: AnimationTimeline, claiming animations: [ViewAnimation], runLoop: WindowRunLoop) {
        self.runLoop = runLoop
        var completions: [() -> Void] = []
        for animation in animations { completions += claim(animation.tracks, for: animation) }
        if !timelines.contains(where: { $0 === timeline }) { timelines.append(timeline) }
        schedule(completions)
        refresh()
    }

    /// Removes `timeline` without finishing it (no completions).
    func remove(_ timeline: AnimationTimeline) {
        timelines.removeAll { $0 === timeline }
        writePresentation()
    }

    /// Stops the tracks of older animations on the same view and property as
    /// `tracks`; returns the completions of animations left with no track.
    @discardableResult
    func claim(_ tracks: [AnimationTrack], for owner: ViewAnimation?) -> [() -> Void] {
        var completions: [() -> Void] = []
        for timeline in timelines {
            for animation in timeline.animations where animation !== owner {
                let before = animation.tracks.count
                animation.tracks.removeAll { old in tracks.contains { $0.matches(old) } }
                if before > 0 && animation.tracks.isEmpty {
                    completions += timeline.animationWasReplaced(animation)
                }
            }
        }
        return completions
    }

    /// Makes the new model values of `tracks` show at once (an animation with
    /// no duration): older animations of those properties stop.
    func applyImmediately(_ tracks: [AnimationTrack], runLoop: WindowRunLoop) {
        self.runLoop = runLoop
        schedule(claim(tracks, for: nil))
        writePresentation()
    }

    /// Runs `work` on the run loop after the current frame or event, or now
    /// when there is no run loop.
    func schedule(_ work: [() -> Void]) {
        guard !work.isEmpty else { return }
        if let runLoop {
            for item in work { runLoop.perform(item) }
        } else {
            for item in work { item() }
        }
    }

    // MARK: Capturing (interactive transitions)

    /// Runs `body` and captures every `UIView.animate` call it makes on views
    /// in this window into a paused group at fraction 0, instead of running
    /// them: the hook `UIPercentDrivenInteractiveTransition` uses to scrub the
    /// animations of `animateTransition(using:)`. See `AnimationGroup`.
    public func captureAnimations(_ body: () -> Void) -> AnimationGroup {
        let group = AnimationGroup(engine: self)
        capturingGroups.append(group)
        defer { capturingGroups.removeLast() }
        body()
        return group
    }

    /// The group capturing `UIView.animate` calls now, if any.
    var capturingGroup: AnimationGroup? { capturingGroups.last }

    // MARK: Presentation

    /// Writes model + in-flight values into the presentation state of every
    /// animated view, and clears it on views no longer animated.
    private func writePresentation() {
        var states: [ObjectIdentifier: (view: UIView, state: LayerState)] = [:]
        for timeline in timelines {
            for animation in timeline.animations {
                for track in animation.tracks {
                    let id = ObjectIdentifier(track.view)
                    var state = states[id]?.state ?? track.view.layer.modelState
                    track.apply(animation.progress, to: &state)
                    states[id] = (track.view, state)
                }
            }
        }
        for (id, view) in presentedViews where states[id] == nil {
            view.layer.presentationState = nil
            view.setNeedsDisplay()
        }
        for entry in states.values where entry.view.layer.presentationState != entry.state {
            let old = entry.view.layer.presented
            entry.view.layer.presentationState = entry.state
            // A view's own drawing (`draw(_:)`) depends on its size, not on where it is
            // or how it is composited: a moving view keeps its content (and a rasterized
            // one its bitmap); the window redraws either way.
            if old.bounds.size != entry.state.bounds.size {
                entry.view.setNeedsDisplay()
            } else {
                entry.view.window?.setNeedsDisplay()
            }
        }
        presentedViews = states.mapValues(\.view)
    }
}
