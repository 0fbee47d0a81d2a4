import Foundation

/// How a container places its children (SwiftUI's `Layout`, internal form).
@MainActor
protocol LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize
    /// Places the subviews in `bounds` (the container view's bounds).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement])
}

/// A container element: a plain UIView whose subviews are the node's children's
/// views, placed by `algorithm`. Used by stacks and layout modifiers.
@MainActor
final class ContainerElement: LayoutElement {
    var algorithm: LayoutAlgorithm
    private(set) var children: [LayoutElement] = []

    init(algorithm: LayoutAlgorithm, view: UIView = ContainerView()) {
        self.algorithm = algorithm
        super.init(view: view)
    }

    func setChildren(_ elements: [LayoutElement]) {
        children = elements
        setSubviewElements(elements)
    }

    override func syncSubviews() {
        if let node { setChildren(node.childElements) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews: children)
    }

    override func layoutContents() {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        algorithm.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: children)
    }
}

/// The plain view SwiftUI containers use: transparent, passes touches outside its children through
/// (unless it has gestures, interactions such as a context menu, or a background).
class ContainerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && gestureRecognizers?.isEmpty != false && interactions.isEmpty && backgroundColor == nil ? nil : hit
    }
}
