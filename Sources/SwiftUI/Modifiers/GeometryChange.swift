import Foundation

extension View {
    /// Calls `action` with the value `transform` computes from the view's geometry when
    /// the view is first laid out and whenever the value changes, as SwiftUI's
    /// `onGeometryChange(for:of:action:)`: the proxy's `size` is the view's size and
    /// `frame(in:)` its frame in a coordinate space. The transform runs during layout;
    /// the action runs after it (an effect, so it may write state).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        GeometryChangeModifier(content: self, transform: transform) { _, new in action(new) }
    }

    /// The same with the old and new values (on the first layout both are the first value).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        GeometryChangeModifier(content: self, transform: transform, action: action)
    }
}

/// The content in a wrapper as big as it; after each placement the wrapper computes the value.
struct GeometryChangeModifier<Content: View, T: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void

    func update(node: ViewNode) {
        let tracker = node.stored("geometryChange") { GeometryChangeTracker<T>() }
        tracker.transform = transform
        tracker.action = action
        StackSupport.update(node: node, content: content, layout: GeometryChangeLayout { [weak node, weak tracker] in
            guard let node, let tracker, let view = node.element?.view else { return }
            tracker.check(view: view, graph: node.graph)
        })
    }
}

/// The last value reported, and the closures of the latest update.
@MainActor
final class GeometryChangeTracker<T: Equatable> {
    var transform: ((GeometryProxy) -> T)?
    var action: ((T, T) -> Void)?
    private var last: T?

    /// Computes the value for the view's geometry now; when it changed, queues the action.
    func check(view: UIView, graph: ViewGraph) {
        guard let transform else { return }
        let value = transform(GeometryProxy(size: view.bounds.size, safeAreaInsets: EdgeInsets(), view: view))
        guard value != last else { return }
        let old = last ?? value
        last = value
        graph.afterUpdate { [weak self] in self?.action?(old, value) }
    }
}

/// An overlay of the content that reports after placing it.
struct GeometryChangeLayout: LayoutAlgorithm {
    let didPlace: () -> Void

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        OverlayLayout(alignment: .center).sizeThatFits(proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        OverlayLayout(alignment: .center).placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        didPlace()
    }
}
