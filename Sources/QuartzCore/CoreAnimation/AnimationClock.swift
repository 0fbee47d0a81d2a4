import Foundation

/// Core Animation's timing model for one animation: where it is at a given
/// time of its parent (the layer's time, or its group's).
///
/// Local time is `(parentTime - beginTime) · speed + timeOffset`. The active
/// duration is `repeatDuration`, or `duration · repeatCount` (at least once),
/// doubled when it `autoreverses`. Before it the animation shows its start
/// only with a backwards fill; after it, its end only with a forwards fill.
struct AnimationClock {
    let animation: CAAnimation
    /// The duration of one iteration (a zero `duration` takes `defaultDuration`).
    let duration: CFTimeInterval

    init(_ animation: CAAnimation, defaultDuration: CFTimeInterval) {
        self.animation = animation
        duration = animation.duration > 0 ? animation.duration : defaultDuration
    }

    /// Seconds from the start to the end, repeats and reversals included (may be infinite).
    var activeDuration: CFTimeInterval {
        if animation.repeatDuration > 0 { return animation.repeatDuration }
        let count = animation.repeatCount > 0 ? Double(animation.repeatCount) : 1
        return duration * count * (animation.autoreverses ? 2 : 1)
    }

    func localTime(atParentTime time: CFTimeInterval) -> CFTimeInterval {
        (time - animation.beginTime) * Double(animation.speed) + animation.timeOffset
    }

    /// Whether the animation's start has come.
    func hasStarted(atParentTime time: CFTimeInterval) -> Bool { localTime(atParentTime: time) >= 0 }

    /// Whether the animation has run its whole active duration.
    func hasEnded(atParentTime time: CFTimeInterval) -> Bool { localTime(atParentTime: time) >= activeDuration }

    /// The time within the current iteration (counting back while reversing)
    /// and the matching fraction of the duration; nil when nothing shows.
    /// `ended` forces the end state (the animation has finished and is kept).
    func phase(atParentTime time: CFTimeInterval, ended: Bool) -> (time: CFTimeInterval, fraction: CGFloat)? {
        guard duration > 0 else { return nil }
        let local = localTime(atParentTime: time)
        let active = activeDuration
        if local < 0 {
            return animation.fillMode.fillsBackwards ? (0, 0) : nil
        }
        if ended || local >= active {
            return animation.fillMode.fillsForwards && active.isFinite ? position(at: active, end: true) : nil
        }
        return position(at: local, end: false)
    }

    private func position(at time: CFTimeInterval, end: Bool) -> (time: CFTimeInterval, fraction: CGFloat) {
        let cycle = animation.autoreverses ? 2 * duration : duration
        var cycles = (time / cycle).rounded(.down)
        var within = time - cycles * cycle
        if end && within < 1e-12 && cycles > 0 {
            // Exactly at the end of a whole cycle: the cycle's last moment.
            cycles -= 1
            within = cycle
        }
        if animation.autoreverses && within > duration {
            let back = max(0, 2 * duration - within)
            return (back, CGFloat(back / duration))
        }
        let forward = min(within, duration)
        return (forward, CGFloat(forward / duration))
    }
}
