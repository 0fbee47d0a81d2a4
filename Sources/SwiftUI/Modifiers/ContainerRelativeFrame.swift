import Foundation

extension View {
    /// Sizes the view on `axes` to its container's size there, as SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`. The container is the nearest enclosing
    /// `ScrollView` (its visible size), else the window's root view less its safe area.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrameModifier(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// Divides the container on `axes` into `count` parts `spacing` apart and sizes the
    /// view to `span` of them: (length − spacing·(count − 1)) / count · span + spacing·(span − 1).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        ContainerRelativeFrameModifier(content: self, axes: axes, alignment: alignment) { length, _ in
            let parts = CGFloat(max(count, 1))
            let spanned = CGFloat(min(max(span, 1), max(count, 1)))
            let part = (length - spacing * (parts - 1)) / parts
            return max(part * spanned + spacing * (spanned - 1), 0)
        }
    }

    /// Sizes the view on `axes` to `length(containerLength, axis)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        ContainerRelativeFrameModifier(content: self, axes: axes, alignment: alignment, length: length)
    }
}

struct ContainerRelativeFrameModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func update(node: ViewNode) {
        let axes = self.axes, length = self.length
        let layout = ContainerRelativeLayout(alignment: alignment) { [weak node] in
            guard let node else { return (nil, nil) }
            let container = Self.containerSize(of: node)
            return (axes.contains(.horizontal) ? length(container.width, .horizontal) : nil,
                    axes.contains(.vertical) ? length(container.height, .vertical) : nil)
        }
        StackSupport.update(node: node, content: content, layout: layout)
    }

    /// The nearest scroll view's visible size (less its content insets), else the hosting view's safe area.
    static func containerSize(of node: ViewNode) -> CGSize {
        var ancestor = node.parent
        while let current = ancestor {
            if let scrollView = current.element?.view as? UIScrollView, current.element is ScrollElement {
                return scrollView.bounds.inset(by: scrollView.adjustedContentInset).size
            }
            ancestor = current.parent
        }
        guard let host = node.graph.host as? UIView else { return .zero }
        return host.bounds.inset(by: host.safeAreaInsets).size
    }
}

/// A fixed frame whose lengths come from the container when measured.
struct ContainerRelativeLayout: LayoutAlgorithm {
    let alignment: Alignment
    let lengths: () -> (width: CGFloat?, height: CGFloat?)

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        let (width, height) = lengths()
        return FixedFrameLayout(width: width, height: height, alignment: alignment).sizeThatFits(proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        let (width, height) = lengths()
        FixedFrameLayout(width: width, height: height, alignment: alignment).placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}
