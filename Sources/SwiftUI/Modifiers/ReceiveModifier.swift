import Foundation

extension View {
    /// Runs `action` with each value `publisher` emits while the view is in the graph,
    /// as SwiftUI's `onReceive(_:perform:)` (`Timer.publish(...).autoconnect()`,
    /// `NotificationCenter.default.publisher(for:)`, a model's `$property`).
    ///
    /// The view subscribes after the update pass that inserted it (so a publisher
    /// that emits at once, such as `Just`, runs the action outside any body) and
    /// cancels when it leaves the graph. Where we differ: the subscription is made
    /// once for the view's identity; later updates change the action, not the
    /// publisher (SwiftUI may re-subscribe when the publisher value changes).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceiveModifier(content: self, publisher: publisher, action: action)
    }
}

/// The subscription `onReceive` keeps in its node, and the latest action.
final class ReceiveSubscription<Output> {
    var action: ((Output) -> Void)?
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
            let publisher = self.publisher
            node.graph.afterUpdate { [weak made, weak node] in
                guard let made, let node, node.isAlive else { return }
                made.cancellable = publisher.sink { [weak made] value in made?.action?(value) }
            }
            node.removalActions.append { [weak made] in
                made?.cancellable?.cancel()
                made?.cancellable = nil
            }
            return made
        }
        subscription.action = action
    }
}
