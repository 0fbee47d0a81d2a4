import Foundation

/// `safeAreaInset(edge:...)`: the inset content sits at the edge and the modified
/// view's safe area shrinks by its length plus `spacing`, as in SwiftUI. A
/// scrolling view (`List`, `ScrollView`, `Form`) keeps the whole frame and scrolls
/// under the inset content: its `adjustedContentInset` grows by that length, so
/// its last row can still scroll above it. Other content is laid out in what is
/// left (our layout places such content in its safe area).
struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let inset: Inset
    let edge: Edge
    let alignment: CGFloat
    let spacing: CGFloat

    func update(node: ViewNode) {
        let layout = SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing)
        let element = node.element(ContainerElement.self) { ContainerElement(algorithm: layout, view: SafeAreaInsetContainerView()) }
        element.algorithm = layout
        // The inset is one element whatever it holds (several views stack as in a ZStack).
        node.updateChildren([(.index(0), content), (.index(1), ZStack { inset })])
        element.syncSubviews()
    }
}

/// The container's view: its safe area is the superview's, plus the inset band
/// (its children, the modified view among them, compute theirs from it).
final class SafeAreaInsetContainerView: ContainerView {
    var band = UIEdgeInsets.zero {
        didSet { if band != oldValue { setNeedsLayout() } }
    }

    override var safeAreaInsets: UIEdgeInsets {
        let base = super.safeAreaInsets
        return UIEdgeInsets(top: base.top + band.top, left: base.left + band.left,
                            bottom: base.bottom + band.bottom, right: base.right + band.right)
    }
}

/// The layout: the last subview is the inset content, the others the modified view.
struct SafeAreaInsetLayout: LayoutAlgorithm {
    let edge: Edge
    /// Where the inset content lies across the edge (0 leading/top, 1 trailing/bottom).
    let alignment: CGFloat
    let spacing: CGFloat

    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The inset content's size: offered the length across the edge, its ideal along it.
    private func insetSize(_ inset: LayoutElement, _ proposal: ProposedViewSize) -> CGSize {
        inset.sizeThatFits(isVertical ? ProposedViewSize(width: proposal.width, height: nil)
                                      : ProposedViewSize(width: nil, height: proposal.height))
    }

    /// The length the modified view's safe area loses: the inset content's plus the spacing.
    private func bandLength(_ size: CGSize) -> CGFloat { (isVertical ? size.height : size.width) + spacing }

    private func reduced(_ proposal: ProposedViewSize, by band: CGFloat) -> ProposedViewSize {
        isVertical ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - band, 0) })
                   : ProposedViewSize(width: proposal.width.map { max($0 - band, 0) }, height: proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        guard let inset = subviews.last else { return .zero }
        let insetSize = insetSize(inset, proposal)
        let band = bandLength(insetSize)
        let main = OverlayLayout(alignment: .center).sizeThatFits(reduced(proposal, by: band), subviews: Array(subviews.dropLast()))
        return isVertical ? CGSize(width: max(main.width, insetSize.width), height: main.height + band)
                          : CGSize(width: main.width + band, height: max(main.height, insetSize.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        guard let inset = subviews.last else { return }
        let size = insetSize(inset, ProposedViewSize(bounds.size))
        let band = bandLength(size)
        var insetFrame = CGRect(origin: .zero, size: size)
        var remaining = bounds
        var safeBand = UIEdgeInsets.zero
        switch edge {
        case .top:
            insetFrame.origin = CGPoint(x: bounds.minX + (bounds.width - size.width) * alignment, y: bounds.minY)
            remaining.origin.y += band; remaining.size.height = max(bounds.height - band, 0); safeBand.top = band
        case .bottom:
            insetFrame.origin = CGPoint(x: bounds.minX + (bounds.width - size.width) * alignment, y: bounds.maxY - size.height)
            remaining.size.height = max(bounds.height - band, 0); safeBand.bottom = band
        case .leading:
            insetFrame.origin = CGPoint(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) * alignment)
            remaining.origin.x += band; remaining.size.width = max(bounds.width - band, 0); safeBand.left = band
        case .trailing:
            insetFrame.origin = CGPoint(x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) * alignment)
            remaining.size.width = max(bounds.width - band, 0); safeBand.right = band
        }
        (inset.view.superview as? SafeAreaInsetContainerView)?.band = safeBand
        for main in subviews.dropLast() {
            // Scrolling content reaches under the inset content; the rest fits in what is left.
            let frame = main.view is UIScrollView ? bounds : remaining
            let fitted = main.view is UIScrollView ? frame.size : main.sizeThatFits(ProposedViewSize(frame.size))
            main.place(in: CGRect(origin: Alignment.center.origin(of: fitted, in: frame), size: fitted))
        }
        inset.place(in: insetFrame)
    }
}

extension View {
    /// Shows `content` above or below this view, as SwiftUI's (iOS 15+): this
    /// view's safe area shrinks by the content's height plus `spacing` (nil: no
    /// gap here; SwiftUI's default is the system spacing, which is 0 beside a
    /// scroll view), so a `List`, `ScrollView` or `Form` scrolls under the content
    /// and its last rows can be scrolled above it.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), edge: edge == .top ? .top : .bottom,
                          alignment: alignment.fraction, spacing: spacing ?? 0)
    }

    /// Shows `content` beside this view (leading or trailing), as SwiftUI's: this
    /// view's safe area shrinks by the content's width plus `spacing`.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
                          alignment: alignment.fraction, spacing: spacing ?? 0)
    }
}
