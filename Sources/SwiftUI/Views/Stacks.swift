import Foundation

/// Children side by side, as SwiftUI's `HStack` (default spacing 8, centred vertically).
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func update(node: ViewNode) {
        StackSupport.update(node: node, content: content,
                            layout: StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing))
    }
}

/// Children one above the other, as SwiftUI's `VStack` (default spacing 8, centred horizontally).
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func update(node: ViewNode) {
        StackSupport.update(node: node, content: content,
                            layout: StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing))
    }
}

/// Children on top of one another, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func update(node: ViewNode) {
        StackSupport.update(node: node, content: content, layout: OverlayLayout(alignment: alignment))
    }
}

@MainActor
enum StackSupport {
    /// A container node: its element keeps its UIView; children are reconciled and re-attached.
    static func update(node: ViewNode, content: some View, layout: LayoutAlgorithm) {
        let element = node.element(ContainerElement.self) { ContainerElement(algorithm: layout) }
        element.algorithm = layout
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

/// Flexible space along a stack's axis, at least `minLength` (8 by default).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func update(node: ViewNode) {
        let element = node.element(SpacerElement.self) { SpacerElement(view: ContainerView()) }
        element.spacerMinLength = .some(minLength)
    }
}

/// A spacer outside a stack takes the proposal (inside one, the stack sizes it).
@MainActor
final class SpacerElement: LayoutElement {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let minimum = (spacerMinLength ?? nil) ?? StackLayout.defaultSpacing
        return CGSize(width: max(proposal.width ?? minimum, minimum).finiteOrNil ?? minimum,
                      height: max(proposal.height ?? minimum, minimum).finiteOrNil ?? minimum)
    }
}
