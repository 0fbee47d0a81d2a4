import Foundation

extension View {
    /// Runs `action` with each value `publisher` emits while the view is in the graph,
    /// as SwiftUI's `onReceive(_:perform:)` (`Timer.publish(...).autoconnect()`,
    /// `NotificationCenter.default.publisher(for:)`, a model's `$property`).
    ///
    /// The view subscribes after the update pass that inserted it (so a publisher
    /// that emits at once, such as `Just`, runs the action outside any body) and
    /// cancels when it leaves the graph. When an update gives a different publisher
    /// (compared field by field, as views are: `Just(isPresented)` with a new value, a
    /// new `Timer.publish(...).autoconnect()`), it re-subscribes to the new one, as
    /// SwiftUI does; the same publisher keeps its subscription and gets the new action.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceiveModifier(content: self, publisher: publisher, action: action)
    }
}

/// The subscription `onReceive` keeps in its node, the publisher it is to, and the latest action.
final class ReceiveSubscription<Output> {
    var action: ((Output) -> Void)?
    var publisher: Any?
    var cancellable: AnyCancellable?
}

struct ReceiveModifier<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    typealias Body = Never
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let subscription = node.stored("receive") { () -> ReceiveSubscription<P.Output> in
            let made = ReceiveSubscription<P.Output>()
            node.removalActions.append { [weak made] in
                made?.cancellable?.cancel()
                made?.cancellable = nil
            }
            return made
        }
        subscription.action = action
        if let current = subscription.publisher, ViewComparison.isEqualFields(current, publisher) { return }
        // A leaving view (its removal transition runs) is no longer updated, as in
        // SwiftUI: it keeps the subscription it had and does not take a new publisher.
        if subscription.publisher != nil && node.isInLeavingSubtree { return }
        subscription.publisher = publisher
        subscription.cancellable?.cancel()
        subscription.cancellable = nil
        let publisher = self.publisher
        // Subscribed after the pass: a value sent at once runs the action outside any body.
        node.graph.afterUpdate { [weak subscription, weak node] in
            guard let subscription, let node, node.isAlive else { return }
            subscription.cancellable = publisher.sink { [weak subscription] value in subscription?.action?(value) }
        }
    }
}
