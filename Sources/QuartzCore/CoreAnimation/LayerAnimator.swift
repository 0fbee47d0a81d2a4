import Foundation

/// Runs a window's explicit layer animations (`CALayer.add(_:forKey:)`) on the
/// window's clock, as Core Animation's render server does: every frame it
/// evaluates each animated layer's animations in the order they were added,
/// writes the values into `CALayer.animatedValues` (what `presented` and
/// `presentation()` show), starts and stops them, and tells their delegates
/// and transactions. Callbacks run on the window's run loop after the frame.
public final class LayerAnimator {
    private struct Entry { weak var layer: CALayer? }
    private var entries: [ObjectIdentifier: Entry] = [:]
    package weak var runLoop: WindowRunLoop?

    package init() {}

    /// Whether any animation still moves (the host keeps producing frames).
    public var isRunning: Bool {
        entries.values.contains { entry in
            guard let layer = entry.layer else { return false }
            return layer.animationList.contains { !$0.animation.runState.hasEnded } && layer.timeAdvances
        }
    }

    /// Starts running `layer`'s animations (their begin times resolve to now).
    package func adopt(_ layer: CALayer) {
        let now = runLoop?.now ?? 0
        for (_, animation) in layer.animationList where animation.runState.needsBeginTime {
            animation.runState.needsBeginTime = false
            animation.beginTime = layer.localTime(atWindowTime: now)
        }
        entries[ObjectIdentifier(layer)] = Entry(layer: layer)
        evaluate(layer, at: now)
    }

    /// Advances every animation to `time`.
    package func tick(at time: CFTimeInterval) {
        entries = entries.filter { $0.value.layer != nil }
        for entry in Array(entries.values) {
            guard let layer = entry.layer else { continue }
            evaluate(layer, at: time)
            if layer.animationList.isEmpty { entries[ObjectIdentifier(layer)] = nil }
        }
    }

    /// Evaluates `layer`'s animations at window time `time`.
    package func evaluate(_ layer: CALayer, at time: CFTimeInterval) {
        let layerTime = layer.localTime(atWindowTime: time)
        var state = layer.presentationState ?? layer.modelState
        var values: [(String, LayerValue)] = []
        var stopped: [CAAnimation] = []
        for (_, animation) in layer.animationList {
            let clock = AnimationClock(animation, defaultDuration: CATransaction.animationDuration())
            let run = animation.runState
            if !run.hasStarted && clock.hasStarted(atParentTime: layerTime) {
                run.hasStarted = true
                notifyStart(animation)
            }
            if !run.hasEnded && clock.hasEnded(atParentTime: layerTime) {
                run.hasEnded = true
                stopped.append(animation)
            }
            guard let phase = clock.phase(atParentTime: layerTime, ended: run.hasEnded) else { continue }
            if run.hasEnded && animation.isRemovedOnCompletion { continue }
            animation.apply(atLocalTime: phase.time, fraction: phase.fraction, to: &state)
            if let transition = animation as? CATransition { layer.activeTransition = transition }
            for keyPath in animation.animatedKeyPaths {
                if let value = state.value(forKeyPath: keyPath) { values.append((keyPath, value)) }
            }
        }
        if layer.activeTransition.map({ transition in !layer.animationList.contains { $0.animation === transition } || transition.runState.hasEnded && transition.isRemovedOnCompletion }) ?? false {
            layer.activeTransition = nil
        }
        layer.animationList.removeAll { entry in stopped.contains { $0 === entry.animation } && entry.animation.isRemovedOnCompletion }
        if values.map(\.0) != layer.animatedValues.map(\.0) || !zip(values, layer.animatedValues).allSatisfy({ $0.1 == $1.1 })
            || layer.activeTransition != nil || !stopped.isEmpty {
            redisplayIfNeeded(layer, changing: Set(values.map(\.0) + layer.animatedValues.map(\.0)))
            layer.animatedValues = values
            layer.setNeedsRedraw()
        }
        for animation in stopped { finish(animation, completed: true) }
    }

    /// A layer whose class needs display for an animated key (`needsDisplay(forKey:)`)
    /// draws its content again for the new values.
    private func redisplayIfNeeded(_ layer: CALayer, changing keyPaths: Set<String>) {
        let layerClass = type(of: layer)
        guard layerClass != CALayer.self, layerClass != CAShapeLayer.self, layerClass != CAGradientLayer.self else { return }
        if keyPaths.contains(where: { layerClass.needsDisplay(forKey: String($0.split(separator: ".").first ?? "")) }) {
            layer.setNeedsDisplay()
        }
    }

    // MARK: Callbacks

    private func notifyStart(_ animation: CAAnimation) {
        guard let delegate = animation.delegate else { return }
        schedule { delegate.animationDidStart(animation) }
    }

    /// Tells the delegate and the animation's transactions that it stopped.
    package func finish(_ animation: CAAnimation, completed: Bool) {
        let run = animation.runState
        guard !run.hasStopped else { return }
        run.hasStopped = true
        run.hasEnded = true
        if let delegate = animation.delegate {
            schedule { delegate.animationDidStop(animation, finished: completed) }
            // Released once told, as Core Animation does (breaks delegate cycles).
            animation.delegate = nil
        }
        for batch in run.transactions {
            batch.pending -= 1
            if batch.runLoop == nil { batch.runLoop = runLoop }
            batch.finishIfDone()
        }
        run.transactions = []
    }

    private func schedule(_ work: @escaping () -> Void) {
        if let runLoop { runLoop.perform(work) } else { work() }
    }
}

/// Where one added animation is in its life (kept with the layer's copy).
package final class AnimationRunState {
    var needsBeginTime = false
    var hasStarted = false
    var hasEnded = false
    var hasStopped = false
    /// The transactions waiting for it to end.
    var transactions: [CATransaction.Batch] = []
}
