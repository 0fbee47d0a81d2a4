import Foundation

/// Children one above the other, as SwiftUI's `LazyVStack`: a `VStack`'s layout,
/// except that the stack takes all the width proposed (children aligned in it by
/// `alignment`), as SwiftUI's lazy stacks do. `pinnedViews: .sectionHeaders` keeps a
/// `Section`'s header at the top of the scroll view around it while its section shows.
///
/// Difference: every child is built and laid out, on screen or not (SwiftUI makes
/// them as they scroll into view); identity and state are kept per child as in a stack.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let stack: LazyStack<Content>

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = LazyStack(axis: .vertical, alignment: alignment.fraction, spacing: spacing, pinnedViews: pinnedViews, content: content())
    }

    func update(node: ViewNode) { stack.update(node: node) }
}

/// Children side by side, as SwiftUI's `LazyHStack`: an `HStack`'s layout that takes
/// all the height proposed. Pinning and differences as `LazyVStack`'s.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let stack: LazyStack<Content>

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = LazyStack(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, pinnedViews: pinnedViews, content: content())
    }

    func update(node: ViewNode) { stack.update(node: node) }
}

/// What `LazyVStack` and `LazyHStack` share: a stack along `axis` whose layout fills
/// the proposal across it, in a lazy container that pins section headers.
struct LazyStack<Content: View> {
    let axis: Axis
    let alignment: CGFloat
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    @MainActor func update(node: ViewNode) {
        let layout = LazyStackLayout(stack: StackLayout(axis: axis, alignment: alignment, spacing: spacing))
        LazyContainerSupport.update(node: node, content: content, layout: layout, pinnedViews: pinnedViews, axis: axis)
    }
}

/// A stack's layout that fills the finite proposal across its axis.
struct LazyStackLayout: LayoutAlgorithm {
    let stack: StackLayout

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        var size = stack.sizeThatFits(proposal, subviews: subviews)
        if stack.axis == .vertical, let width = proposal.width, width.isFinite { size.width = max(size.width, width) }
        if stack.axis == .horizontal, let height = proposal.height, height.isFinite { size.height = max(size.height, height) }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}
