import Foundation

/// Explicit animations, as in Core Animation: `add(_:forKey:)` runs a copy of
/// an animation on the window's clock; the model value does not change (set
/// it yourself, or keep the animation with `fillMode = .forwards` and
/// `isRemovedOnCompletion = false`). Works on a view's layer too.
extension CALayer {
    /// Adds a copy of `animation`; a key replaces the animation already under
    /// it (which stops unfinished). `beginTime` 0 starts it now; `duration` 0
    /// takes `CATransaction.animationDuration()`. A transition captures the
    /// layer's current look first.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        guard let copy = animation.copy() as? CAAnimation else { return }
        if copy.duration <= 0 { copy.duration = CATransaction.animationDuration() }
        let name = key ?? "__unnamed_\(ObjectIdentifier(copy).hashValue)"
        if let index = animationList.firstIndex(where: { $0.key == name }) {
            let old = animationList.remove(at: index).animation
            animator?.finish(old, completed: false)
        }
        let run = copy.runState
        for batch in CATransaction.openBatches {
            batch.pending += 1
            run.transactions.append(batch)
        }
        if let transition = copy as? CATransition { captureOldLook(for: transition) }
        animationList.append((name, copy))
        if let host {
            for batch in run.transactions where batch.runLoop == nil { batch.runLoop = host.runLoop }
            if copy.beginTime == 0 { copy.beginTime = localTime(atWindowTime: host.runLoop.now) }
            host.layerAnimator.adopt(self)
            host.setNeedsDisplay()
        } else if copy.beginTime == 0 {
            run.needsBeginTime = true
        }
    }

    /// The running (or kept) animation under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationList.first { $0.key == key }?.animation
    }

    /// The keys of the animations added with a key, in the order added; nil when none.
    public func animationKeys() -> [String]? {
        let keys = animationList.map(\.key).filter { !$0.hasPrefix("__unnamed_") }
        return keys.isEmpty ? nil : keys
    }

    /// Stops and removes the animation under `key` (its delegate hears `finished: false`).
    public func removeAnimation(forKey key: String) {
        guard let index = animationList.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationList.remove(at: index).animation
        stop([removed])
    }

    /// Stops and removes every animation: the layer shows its model values at once.
    public func removeAllAnimations() {
        let removed = animationList.map(\.animation)
        animationList.removeAll()
        stop(removed)
    }

    private func stop(_ animations: [CAAnimation]) {
        for animation in animations {
            if let animator { animator.finish(animation, completed: false) } else {
                animation.runState.hasStopped = true
                for batch in animation.runState.transactions { batch.pending -= 1; batch.finishIfDone() }
                if let delegate = animation.delegate {
                    animation.delegate = nil
                    delegate.animationDidStop(animation, finished: false)
                }
            }
        }
        if let host { host.layerAnimator.evaluate(self, at: host.runLoop.now) }
        if animationList.isEmpty { animatedValues = []; activeTransition = nil }
        setNeedsRedraw()
    }

    /// The animator of the window this layer is in.
    var animator: LayerAnimator? { host?.layerAnimator }

    /// Starts the animations waiting for this layer (and its free sublayers) to be in a window.
    package func didMoveIntoTree() {
        guard let host else { return }
        host.freeLayersNeedPass = true
        adoptAnimations(in: host)
    }

    private func adoptAnimations(in host: any CALayerHost) {
        if !animationList.isEmpty { host.layerAnimator.adopt(self) }
        for sublayer in sublayerList where sublayer.layerOwner == nil { sublayer.adoptAnimations(in: host) }
        mask?.adoptAnimations(in: host)
    }

    private func captureOldLook(for transition: CATransition) {
        guard let host, host.canSnapshotLayers else { return }
        transition.oldLook = host.snapshot(ofLayer: self)
        transition.oldLookBounds = presented.bounds
    }

    // MARK: Layer time

    /// This layer's time at window time `time`, through its ancestors' timing
    /// (`(parentTime - beginTime) · speed + timeOffset` at each level).
    package func localTime(atWindowTime time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer.map { $0.localTime(atWindowTime: time) } ?? time
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The window time at which this layer's time is `time` (for an unpaused chain).
    func windowTime(atLocalTime time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (time - timeOffset) / Double(speed) + beginTime
        return superlayer.map { $0.windowTime(atLocalTime: parentTime) } ?? parentTime
    }

    /// `time` in `layer`'s time (nil: the window's), in this layer's time.
    public func convertTime(_ time: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(atWindowTime: layer.map { $0.windowTime(atLocalTime: time) } ?? time)
    }

    /// `time` in this layer's time, in `layer`'s time (nil: the window's).
    public func convertTime(_ time: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let window = windowTime(atLocalTime: time)
        return layer.map { $0.localTime(atWindowTime: window) } ?? window
    }

    /// Whether this layer's time moves (no speed of 0 up its chain).
    package var timeAdvances: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.speed == 0 { return false }
            layer = current.superlayer
        }
        return true
    }
}

extension CAAnimation {
    /// The run state of an added copy.
    package var runState: AnimationRunState {
        if let state = runStateStorage { return state }
        let state = AnimationRunState()
        runStateStorage = state
        return state
    }
}
