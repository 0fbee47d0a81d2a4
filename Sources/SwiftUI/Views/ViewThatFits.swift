import Foundation

/// The first of its children whose ideal size fits the space offered, as SwiftUI's
/// `ViewThatFits`: each child is asked for its ideal size (an unspecified
/// proposal) in order, and the first that fits the proposal along `axes` is shown,
/// sized for the proposal; when none fits, the last one is. An axis the parent
/// leaves unspecified always fits. Only the chosen child is shown: the others stay
/// in the graph (their state is kept) but are hidden and take no space.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func update(node: ViewNode) {
        StackSupport.update(node: node, content: content, layout: FirstFittingLayout(axes: axes))
    }
}

/// `ViewThatFits`'s layout: the first subview whose ideal size fits, else the last.
struct FirstFittingLayout: LayoutAlgorithm {
    let axes: Axis.Set

    /// The index of the subview shown for `proposal`.
    func chosenIndex(for proposal: ProposedViewSize, subviews: [LayoutElement]) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for (index, child) in subviews.enumerated() {
            let ideal = child.sizeThatFits(.unspecified)
            if fits(ideal, in: proposal) { return index }
        }
        return subviews.count - 1
    }

    private func fits(_ size: CGSize, in proposal: ProposedViewSize) -> Bool {
        if axes.contains(.horizontal), let width = proposal.width, size.width > width + 0.001 { return false }
        if axes.contains(.vertical), let height = proposal.height, size.height > height + 0.001 { return false }
        return true
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        guard let index = chosenIndex(for: proposal, subviews: subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        let chosen = chosenIndex(for: proposal, subviews: subviews)
        for (index, child) in subviews.enumerated() {
            if index == chosen {
                child.view.isHidden = false
                let size = child.sizeThatFits(proposal)
                child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size))
            } else {
                child.view.isHidden = true
                child.place(in: CGRect(origin: CGPoint(x: bounds.midX, y: bounds.midY), size: .zero))
            }
        }
    }
}
