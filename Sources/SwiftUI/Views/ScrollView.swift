import Foundation

/// Scrollable content, as SwiftUI's `ScrollView`: a `UIScrollView` whose content is
/// proposed the visible width (vertical) and its ideal height; the scroll view
/// takes the space offered. The UIKit scroll view is kept, so its offset survives updates.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func update(node: ViewNode) {
        let element = node.element(ScrollElement.self) { ScrollElement(view: UIScrollView()) }
        element.axes = axes
        let scrollView = element.view as! UIScrollView
        let visibility = node.environment.scrollIndicators
        scrollView.showsVerticalScrollIndicator = showsIndicators && visibility.vertical.shows
        scrollView.showsHorizontalScrollIndicator = showsIndicators && visibility.horizontal.shows
        RefreshControlBinding.sync(scrollView, refresh: axes.contains(.vertical) ? node.environment.refresh : nil)
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
        // scrollPosition(id:) and scrollTargetBehavior(_:) (ScrollPosition.swift).
        let coordinator = node.stored("scrollCoordinator") { ScrollCoordinator() }
        coordinator.node = node
        coordinator.scrollView = scrollView
        coordinator.axes = axes
        coordinator.position = node.environment.scrollPosition
        if scrollView.delegate == nil { scrollView.delegate = coordinator }
        // The position binding is read as state, so a change of it updates the scroll view.
        node.readingState { coordinator.update(behavior: node.environment.scrollTargetBehavior) }
    }
}

/// A scroll view's layout: its content stacked vertically (as SwiftUI's implicit VStack),
/// the content size set from the content's size.
@MainActor
final class ScrollElement: LayoutElement {
    /// The scrolling axes; a vertical one always bounces, as SwiftUI's scroll views do
    /// (so the content is inset by the safe area even when it is short).
    var axes: Axis.Set = .vertical {
        didSet { (view as? UIScrollView)?.alwaysBounceVertical = axes.contains(.vertical) }
    }
    private let contentView = ContainerView()
    private var children: [LayoutElement] = []
    var contentInsets = EdgeInsets()

    override init(view: UIView) {
        super.init(view: view)
        view.addSubview(contentView)
        (view as? UIScrollView)?.alwaysBounceVertical = true
    }

    override func syncSubviews() {
        guard let node else { return }
        children = node.childElements
        let wanted = children.map(\.view)
        if contentView.subviews.count != wanted.count || !zip(contentView.subviews, wanted).allSatisfy({ $0 === $1 }) {
            for subview in contentView.subviews where !wanted.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
            for (index, subview) in wanted.enumerated() where index >= contentView.subviews.count || contentView.subviews[index] !== subview {
                contentView.insertSubview(subview, at: index)
            }
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = contentSize(for: proposal)
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height)
    }

    private var stack: StackLayout { StackLayout(axis: axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical,
                                                 alignment: 0.5, spacing: nil) }

    private func innerProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { $0 - contentInsets.leading - contentInsets.trailing },
                         height: axes.contains(.vertical) ? nil : proposal.height.map { $0 - contentInsets.top - contentInsets.bottom })
    }

    private func contentSize(for proposal: ProposedViewSize) -> CGSize {
        let inner = stack.sizeThatFits(innerProposal(proposal), subviews: children)
        return CGSize(width: inner.width + contentInsets.leading + contentInsets.trailing,
                      height: inner.height + contentInsets.top + contentInsets.bottom)
    }

    /// As on iOS, a vertical scroll view (a `ScrollView`, a `Form`) that starts at the
    /// top of the safe area extends under what covers it there (a large title's
    /// area): its content is inset by it (`adjustedContentInset`), so at rest the
    /// content starts below the title, and scrolling collapses the title as a List does.
    override func place(in frame: CGRect) {
        var extended = frame
        if axes.contains(.vertical), let superview = view.superview, let host = SafeAreaIgnoringElement.hostingView(of: superview) {
            let top = host.safeAreaInsets.top
            let inHost = superview.convert(frame, to: host)
            if top > 0, abs(inHost.minY - top) < 0.5 {
                extended.origin.y -= top
                extended.size.height += top
            }
        }
        super.place(in: extended)
    }

    override func layoutContents() {
        let scrollView = view as! UIScrollView
        let bounds = scrollView.bounds.size
        let proposal = ProposedViewSize(bounds)
        var size = contentSize(for: proposal)
        if !axes.contains(.horizontal) { size.width = bounds.width }
        let frame = CGRect(origin: .zero, size: CGSize(width: max(size.width, axes.contains(.horizontal) ? 0 : bounds.width), height: size.height))
        if contentView.frame != frame { contentView.frame = frame }
        let inner = CGRect(x: contentInsets.leading, y: contentInsets.top,
                           width: frame.width - contentInsets.leading - contentInsets.trailing,
                           height: frame.height - contentInsets.top - contentInsets.bottom)
        stack.placeSubviews(in: inner, proposal: ProposedViewSize(inner.size), subviews: children)
        if scrollView.contentSize != frame.size { scrollView.contentSize = frame.size }
    }
}
