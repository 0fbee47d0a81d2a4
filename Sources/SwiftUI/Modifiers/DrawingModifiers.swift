import Foundation

/// `offset`: moves the content without changing its layout.
struct OffsetLayout: LayoutAlgorithm {
    let offset: CGSize
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        OverlayLayout(alignment: .center).sizeThatFits(proposal, subviews: subviews)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        OverlayLayout(alignment: .center).placeSubviews(in: bounds.offsetBy(dx: offset.width, dy: offset.height),
                                                        proposal: proposal, subviews: subviews)
    }
}

/// `fixedSize`: proposes nil (the ideal size) in the fixed dimensions.
struct FixedSizeLayout: LayoutAlgorithm {
    let horizontal: Bool
    let vertical: Bool
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        OverlayLayout(alignment: .center).sizeThatFits(inner(proposal), subviews: subviews)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        for child in subviews {
            let size = child.sizeThatFits(inner(proposal))
            child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size))
        }
    }
}

/// A container that clips its content to a shape (rounded corners for the
/// rectangle family, a mask for other shapes).
struct ClipModifier<Content: View, S: Shape>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let shape: S

    func update(node: ViewNode) {
        let element = node.element(ContainerElement.self) { ContainerElement(algorithm: OverlayLayout(alignment: .center), view: ClipView()) }
        let shape = self.shape
        (element.view as! ClipView).makePath = { shape.path(in: $0).cgPath }
        (element.view as! ClipView).radius = { bounds in
            switch shape {
            case let rounded as RoundedRectangle: return min(rounded.cornerSize.width, bounds.width / 2, bounds.height / 2)
            case is Circle, is Capsule: return min(bounds.width, bounds.height) / 2
            case is Rectangle: return 0
            default: return nil
            }
        }
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
        element.view.setNeedsLayout()
    }
}

final class ClipView: ContainerView {
    var makePath: ((CGRect) -> CGPath)?
    var radius: ((CGRect) -> CGFloat?)?

    override func layoutSubviews() {
        super.layoutSubviews()
        clipsToBounds = true
        if let radius = radius?(bounds) {
            layer.cornerRadius = radius
            layer.mask = nil
        } else if let makePath {
            let mask = CAShapeLayer()
            mask.path = makePath(bounds)
            mask.frame = bounds
            layer.mask = mask
        }
    }
}

/// Extends a view into the safe area on the edges where it touches it.
@MainActor
final class SafeAreaIgnoringElement: LayoutElement {
    let edges: Edge.Set
    init(view: UIView, edges: Edge.Set) {
        self.edges = edges
        super.init(view: view)
    }
    var child: LayoutElement? { node?.childElements.first }

    override func syncSubviews() { setSubviewElements(node?.childElements ?? []) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child?.sizeThatFits(proposal) ?? .zero }

    override func place(in frame: CGRect) {
        var extended = frame
        if let superview = view.superview, let host = Self.hostingView(of: superview) {
            let inHost = superview.convert(frame, to: host)
            let safe = host.bounds.inset(by: host.safeAreaInsets)
            if edges.contains(.top), abs(inHost.minY - safe.minY) < 0.5 { extended.origin.y -= host.safeAreaInsets.top; extended.size.height += host.safeAreaInsets.top }
            if edges.contains(.bottom), abs(inHost.maxY - safe.maxY) < 0.5 { extended.size.height += host.safeAreaInsets.bottom }
            if edges.contains(.leading), abs(inHost.minX - safe.minX) < 0.5 { extended.origin.x -= host.safeAreaInsets.left; extended.size.width += host.safeAreaInsets.left }
            if edges.contains(.trailing), abs(inHost.maxX - safe.maxX) < 0.5 { extended.size.width += host.safeAreaInsets.right }
        }
        super.place(in: extended)
    }

    override func layoutContents() { child?.place(in: CGRect(origin: .zero, size: view.bounds.size)) }

    static func hostingView(of view: UIView) -> UIView? {
        var current: UIView? = view
        while let candidate = current {
            if candidate is _UIHostingView { return candidate }
            current = candidate.superview
        }
        return nil
    }
}

struct SafeAreaModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let edges: Edge.Set
    func update(node: ViewNode) {
        let element = node.element(SafeAreaIgnoringElement.self) { SafeAreaIgnoringElement(view: ContainerView(), edges: edges) }
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

/// Sets a property of the content's layout elements (layout priority).
struct ElementPropertiesModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: (LayoutElement) -> Void
    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        for element in node.childElements { apply(element) }
    }
}

public enum SafeAreaRegions: Hashable { case all, container, keyboard }

extension View {
    /// The content's opacity (its UIKit views' alpha; animates in `withAnimation`).
    public func opacity(_ opacity: Double) -> some View {
        ViewPropertiesModifier(content: self) { view in
            let alpha = CGFloat(opacity)
            if view.alpha != alpha { view.alpha = alpha }
        }
    }

    public func offset(_ offset: CGSize) -> some View { LayoutModifierView(content: self, layout: OffsetLayout(offset: offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Rounds the content's corners (clipping it).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        ClipModifier(content: self, shape: RoundedRectangle(cornerRadius: radius))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { ClipModifier(content: self, shape: shape) }
    public func clipped(antialiased: Bool = false) -> some View { ClipModifier(content: self, shape: Rectangle()) }

    /// A shadow under the content's views (their layers' shadow).
    public func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ViewPropertiesModifier(content: self) { view in
            view.layer.shadowColor = color.uiColor.cgColor
            view.layer.shadowOpacity = 1
            view.layer.shadowRadius = radius
            view.layer.shadowOffset = CGSize(width: x, height: y)
        }
    }

    /// Hides the content (it keeps its place in the layout).
    public func hidden() -> some View { ViewPropertiesModifier(content: self) { $0.isHidden = true } }

    public func layoutPriority(_ value: Double) -> some View {
        ElementPropertiesModifier(content: self) { $0.layoutPriority = value }
    }

    public func fixedSize() -> some View { LayoutModifierView(content: self, layout: FixedSizeLayout(horizontal: true, vertical: true)) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        LayoutModifierView(content: self, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Extends the view under the safe area on `edges` where it touches it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        SafeAreaModifier(content: self, edges: edges)
    }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { SafeAreaModifier(content: self, edges: edges) }

    /// Animates the changes of the update in which `value` changed.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        AnimationModifier(content: self, animation: animation, value: value)
    }

    public func zIndex(_ value: Double) -> some View { self }
}

public struct FillStyle: Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// `.animation(_:value:)`: when `value` differs from the previous update's, the pass's layout animates.
struct AnimationModifier<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: Value

    func update(node: ViewNode) {
        let state = node.stored("animation") { LifecycleState() }
        if let old = state.previousValue as? Value, old != value, let animation {
            node.graph.pendingTransaction.animation = animation
        }
        state.previousValue = value
        node.updateChildren([(.index(0), content)])
    }
}
