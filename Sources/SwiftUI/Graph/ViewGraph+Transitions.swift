import Foundation

/// Insertions and removals of one update pass, and how they animate.
///
/// During a pass (`ViewGraph.isInPass`) a child a parent drops is not removed at
/// once: it leaves the parent's children (so layout no longer sees it) and
/// waits in `leavingChildren` with its UIKit views where they are. After the
/// pass the hosting view asks `prepareTransitions(for:)`, which removes the
/// leaving nodes at once when nothing animates them and puts every animated
/// insertion in its inserted phase (before the pass's layout); after the layout,
/// `TransitionRun.animate(relayout:)` animates insertions to their identity
/// and removals to their removed phase, and the leaving nodes leave the graph
/// when their animations end.
@MainActor
struct TransitionRun {
    fileprivate struct Target {
        enum Kind {
            /// A `.transition(_:)` node: its phase changes.
            case modifier(ViewNode, TransitionState)
            /// An element without a transition: SwiftUI's default, `.opacity`, on its view (to `alpha`).
            case fade(LayoutElement, alpha: CGFloat)
        }
        var kind: Kind
        var animation: Animation
    }

    fileprivate var insertions: [Target] = []
    fileprivate var removals: [(node: ViewNode, targets: [Target])] = []

    var isEmpty: Bool { insertions.isEmpty && removals.isEmpty }

    /// Animates the insertions from their inserted phase to identity (then lays out
    /// again with `relayout`, in the same animation), and the removals to their
    /// removed phase; a leaving node leaves the graph when its last animation ends.
    func animate(relayout: @escaping () -> Void) {
        var groups: [(animation: Animation, targets: [Target])] = []
        for target in insertions {
            if let index = groups.firstIndex(where: { $0.animation == target.animation }) {
                groups[index].targets.append(target)
            } else {
                groups.append((target.animation, [target]))
            }
        }
        for group in groups {
            group.animation.perform(changes: {
                for target in group.targets {
                    switch target.kind {
                    case .modifier(let node, let state):
                        state.phase = .identity
                        node.evaluateBody()
                    case .fade(let element, let alpha):
                        element.view.alpha = alpha
                    }
                }
                relayout()
            }, completion: nil)
        }
        for (node, targets) in removals {
            var remaining = targets.count
            for target in targets {
                target.animation.perform(changes: {
                    switch target.kind {
                    case .modifier(let transitionNode, let state):
                        state.phase = .didDisappear
                        transitionNode.evaluateBody()
                        transitionNode.element?.layoutContents()
                    case .fade(let element, _):
                        element.view.alpha = 0
                    }
                }, completion: { [weak node] _ in
                    remaining -= 1
                    if remaining == 0, let node { node.graph.finishLeaving(node) }
                })
            }
        }
    }
}

extension ViewGraph {
    /// A child dropped by `parent` during an update: kept on screen as leaving
    /// during a pass (see `TransitionRun`), else removed now.
    func childRemoved(_ node: ViewNode, from parent: ViewNode) {
        guard isInPass, !node.elements.isEmpty else {
            node.remove()
            return
        }
        node.isLeaving = true
        parent.leavingChildren.append(node)
        for element in node.elements { leavingViews.insert(ObjectIdentifier(element.view)) }
        passRemovals.append(node)
    }

    /// A child made by an existing parent during a pass (a node inside a new subtree is not one).
    func childInserted(_ node: ViewNode, into parent: ViewNode) {
        guard isInPass, parent.createdInPass != passNumber else { return }
        passInsertions.append(node)
    }

    /// The leaving node is done: it leaves its parent and the graph (removal actions run).
    func finishLeaving(_ node: ViewNode) {
        node.parent?.leavingChildren.removeAll { $0 === node }
        for element in node.elements { leavingViews.remove(ObjectIdentifier(element.view)) }
        node.remove()
    }

    /// `wanted` plus the leaving views among `current`, each after the view it followed.
    func keepingLeavingViews(_ current: [UIView], in wanted: [UIView]) -> [UIView] {
        guard !leavingViews.isEmpty else { return wanted }
        var result = wanted
        var previous: UIView?
        for view in current {
            let isWanted = result.contains { $0 === view }
            if leavingViews.contains(ObjectIdentifier(view)) && !isWanted {
                let index = previous.flatMap { last in result.firstIndex { $0 === last } }.map { $0 + 1 } ?? 0
                result.insert(view, at: index)
                previous = view
            } else if isWanted {
                previous = view
            }
        }
        return result
    }

    /// After the pass: the leaving nodes nothing animates leave now; animated
    /// insertions are put in their inserted phase (laid out there by the pass's
    /// layout, which places new views without animation). Returns what to animate.
    func prepareTransitions(for transaction: Transaction) -> TransitionRun {
        let inserted = passInsertions.filter { $0.isAlive && !$0.isInLeavingSubtree }
        let removed = passRemovals
        passInsertions.removeAll()
        passRemovals.removeAll()
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        var run = TransitionRun()
        for node in inserted {
            for target in Self.targets(of: node, animation: animation) {
                switch target.kind {
                case .modifier(let transitionNode, let state):
                    state.phase = .willAppear
                    transitionNode.evaluateBody()
                case .fade(let element, _):
                    element.view.alpha = 0
                }
                run.insertions.append(target)
            }
        }
        for node in removed where node.isAlive {
            let targets = Self.targets(of: node, animation: animation)
            if targets.isEmpty {
                finishLeaving(node)
            } else {
                run.removals.append((node, targets))
            }
        }
        return run
    }

    /// What animates when `node` comes or goes: the `.transition` nodes at its top
    /// (through modifiers, groups and single-child wrappers), else a fade of each of
    /// its elements. Only those with an animation (the transition's own, else the
    /// transaction's) are returned.
    private static func targets(of node: ViewNode, animation: Animation?) -> [TransitionRun.Target] {
        var result: [TransitionRun.Target] = []
        for found in transitionTargets(of: node) {
            switch found {
            case .modifier(_, let state):
                let own = state.transition.ownAnimation
                if let chosen = own ?? animation { result.append(.init(kind: found, animation: chosen)) }
            case .fade:
                if let animation { result.append(.init(kind: found, animation: animation)) }
            }
        }
        return result
    }

    private static func transitionTargets(of node: ViewNode) -> [TransitionRun.Target.Kind] {
        if node.element is TransitionElement, let state = node.storage[TransitionState.storageKey] as? TransitionState {
            return [.modifier(node, state)]
        }
        guard let element = node.element else { return node.children.flatMap { transitionTargets(of: $0) } }
        if node.children.count == 1 {
            // A single-child wrapper (padding, frame, background's content...) passes its
            // content's transition up, as SwiftUI's transition trait goes through modifiers.
            let inner = transitionTargets(of: node.children[0])
            if inner.contains(where: { if case .modifier = $0 { return true } else { return false } }) { return inner }
        }
        return [.fade(element, alpha: element.view.alpha)]
    }
}
