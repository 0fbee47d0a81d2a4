import Foundation

/// Moves one value (a sheet's top edge) along a spring on a host's frames (UIKit's window),
/// starting from a given velocity, and can be stopped wherever it is.
///
/// Apple's guidance (WWDC18 "Designing Fluid Interfaces"): a released card keeps the
/// hand's velocity and settles on a spring; grabbing it again stops it where it is.
package final class SheetMotion {
    private var link: CADisplayLink?
    private var solution: SpringSolution?
    private var startTime: TimeInterval = 0
    private var onStep: ((CGFloat) -> Void)?
    private var onDone: (() -> Void)?
    private var finishWhenBeyond: CGFloat?
    private var destination: (() -> CGFloat)?
    package private(set) var target: CGFloat = 0

    /// Critically damped at 0.42 s response: settles without a visible bounce, like iOS sheets.
    package static let spring = Spring(dampingRatio: 1, response: 0.42)

    package var isRunning: Bool { link != nil }

    package init() {}

    deinit { link?.invalidate() }

    /// Springs from `from` to `to` with `velocity` (points per second), calling `step`
    /// each frame and `done` once when it settles (or passes `finishBeyond`, for
    /// slides that end off screen).
    ///
    /// `destination` says where the motion should end now; when the host is resized
    /// mid-spring, `followDestination` bends the spring there from where it is.
    package func run(in host: any CALayerHost, from: CGFloat, to: CGFloat, velocity: CGFloat, finishBeyond: CGFloat? = nil,
             destination: (() -> CGFloat)? = nil,
             step: @escaping (CGFloat) -> Void, done: @escaping () -> Void) {
        stop()
        self.destination = destination
        target = to
        solution = SpringSolution(spring: Self.spring, from: from, to: to, initialVelocity: velocity, epsilon: 0.25)
        startTime = host.runLoop.now
        onStep = step
        onDone = done
        finishWhenBeyond = finishBeyond
        // A motion that is gone (its sheet was torn down mid-spring) must not leave its
        // link firing: the window would want frames forever.
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            self.tick(at: link.timestamp)
        }
        self.link = link
        link.add(toHost: host)
    }

    /// The value now, if moving.
    package func currentValue(at time: TimeInterval) -> CGFloat? {
        guard let solution else { return nil }
        return solution.value(at: time - startTime)
    }

    package func currentVelocity(at time: TimeInterval) -> CGFloat {
        guard let solution else { return 0 }
        return solution.velocity(at: time - startTime)
    }

    /// After a resize: if the destination moved, continue from the current value and
    /// velocity towards the new one (an off-screen finish line moves with it).
    package func followDestination(in host: any CALayerHost) {
        guard isRunning, let destination, let solution, let onStep, let onDone else { return }
        let newTarget = destination()
        guard abs(newTarget - target) > 0.5 else { return }
        let now = host.runLoop.now
        let value = solution.value(at: now - startTime)
        let velocity = solution.velocity(at: now - startTime)
        let beyond = finishWhenBeyond.map { abs($0 - target) < 0.5 ? newTarget : $0 }
        run(in: host, from: value, to: newTarget, velocity: velocity, finishBeyond: beyond,
            destination: destination, step: onStep, done: onDone)
    }

    /// Stops without calling `done`.
    package func stop() {
        link?.invalidate()
        link = nil
        solution = nil
        onStep = nil
        onDone = nil
    }

    private func tick(at time: TimeInterval) {
        guard let solution else { return }
        let elapsed = time - startTime
        let value = solution.value(at: elapsed)
        onStep?(value)
        let beyond = finishWhenBeyond.map { value >= $0 } ?? false
        if solution.isSettled(at: elapsed) || beyond {
            let done = onDone
            stop()
            done?()
        }
    }
}
