import Foundation

extension CALayer {
    /// What the layer shows `delay` seconds ago on its window's clock: its
    /// animations evaluated then, without starting, ending or notifying anything
    /// (a replicator's late instances). `presented` when there is no delay or clock.
    package func presented(delayedBy delay: CFTimeInterval) -> LayerState {
        guard delay != 0, !animationList.isEmpty, let now = host?.runLoop.now else { return presented }
        let layerTime = localTime(atWindowTime: now - delay)
        var state = presentationState ?? modelState
        for (_, animation) in animationList {
            let clock = AnimationClock(animation, defaultDuration: CATransaction.animationDuration())
            let ended = clock.hasEnded(atParentTime: layerTime)
            guard let phase = clock.phase(atParentTime: layerTime, ended: ended) else { continue }
            if ended && animation.isRemovedOnCompletion { continue }
            animation.apply(atLocalTime: phase.time, fraction: phase.fraction, to: &state)
        }
        return state
    }
}
