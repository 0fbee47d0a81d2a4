import Foundation

/// Content that moves through phases, as SwiftUI's `PhaseAnimator` (iOS 17): each
/// phase's content is shown with that phase's animation, and the next phase starts
/// when the animation is done (its duration on the window's clock: a curve's
/// duration, a spring's settling time as our UIKit animates it, plus any delay).
///
/// Without a trigger the phases cycle for as long as the view is shown: the first
/// phase, then straight on to the second, and so on, back to the first after the
/// last. With a trigger the view rests in the first phase, and each change of the
/// trigger runs through every other phase once and back to the first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let phases: [Phase]
    let trigger: AnyEquatableBox?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Runs through the phases each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnyEquatableBox(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through the phases continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    func update(node: ViewNode) {
        guard !phases.isEmpty else {
            node.graph.warn("PhaseAnimator needs at least one phase; it shows nothing")
            node.updateChildren([])
            return
        }
        let state = node.stored("phases") { PhaseAnimatorState(node: node) }
        let now = state.clock.now
        if state.index >= phases.count { state.index = 0 }
        if let trigger {
            if let last = state.trigger, !last.isEqual(to: trigger) {
                state.stepsLeft = phases.count
                state.nextStep = now
            }
            state.trigger = trigger
        } else if state.nextStep == nil {
            // A cycling animator moves on to the second phase at once.
            state.stepsLeft = .max
            state.nextStep = now
        }
        if let next = state.nextStep, now >= next - NodeClock.tolerance, state.hasShown {
            state.index = (state.index + 1) % phases.count
            state.stepsLeft -= 1
            let animation = self.animation(phases[state.index])
            if let animation { node.graph.pendingTransaction.animation = animation }
            state.nextStep = state.stepsLeft > 0 ? now + (animation?.totalDuration ?? 0) : nil
        }
        state.hasShown = true
        let phase = phases[state.index]
        node.updateChildren([(.index(0), node.readingState { content(phase) })])
        if let next = state.nextStep { state.clock.updateNode(after: max(next - now, state.clock.frameInterval)) } else { state.clock.cancel() }
    }
}

/// What a phase animator keeps between updates.
@MainActor
final class PhaseAnimatorState {
    let clock: NodeClock
    var index = 0
    var trigger: AnyEquatableBox?
    /// When the next phase starts (nil: at rest).
    var nextStep: TimeInterval?
    /// Phases still to go in this run (a trigger's run ends back on the first phase).
    var stepsLeft = 0
    /// Whether the first phase was shown (the first step waits for it).
    var hasShown = false

    init(node: ViewNode) { clock = NodeClock(node: node) }
}

extension Animation {
    /// How long the animation runs on the window's clock: its delay, then a curve's
    /// duration or the spring's settling time as our UIKit runs it, over its speed.
    var totalDuration: TimeInterval {
        switch kind {
        case .curve(_, let duration): return delay + duration / speed
        case .spring(let response, _, _): return delay + response * 1.5 / speed
        }
    }
}

extension View {
    /// The view modified through the phases each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let base = self
        return PhaseAnimator(phases, trigger: trigger, content: { phase in content(PlaceholderContentView<Self>(base), phase) },
                             animation: animation)
    }

    /// The view modified through the phases, cycling continuously.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let base = self
        return PhaseAnimator(phases, content: { phase in content(PlaceholderContentView<Self>(base), phase) },
                             animation: animation)
    }
}
