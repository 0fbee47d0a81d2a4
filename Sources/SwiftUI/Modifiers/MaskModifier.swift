import Foundation

extension View {
    /// Masks this view with the alpha of `mask`, laid out in this view's frame with
    /// `alignment`, as SwiftUI's `mask(alignment:_:)`: where the mask is transparent
    /// (or absent) the view does not show. The mask is never drawn itself; it takes no
    /// part in this view's size. A plain shape masks as `clipShape` does.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskModifier(content: self, mask: mask(), alignment: alignment)
    }

    /// The iOS 13 form of `mask(alignment:_:)` (deprecated by Apple, common in public code).
    @available(*, deprecated, renamed: "mask(alignment:_:)")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskModifier(content: self, mask: mask, alignment: .center)
    }
}

/// `.mask`: the content as a subview, the mask's UIKit view as the container's `mask`
/// (a plain `Shape` becomes a clip, which the renderer draws without a mask pass).
struct MaskModifier<Content: View, Mask: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let mask: Mask
    let alignment: Alignment

    func update(node: ViewNode) {
        if let shape = mask as? any Shape {
            clip(to: shape, node: node)
            return
        }
        let element = node.element(MaskElement.self) { MaskElement(view: ContainerView()) }
        element.alignment = alignment
        node.updateChildren([(.index(0), content), (.index(1), ZStack(alignment: alignment) { mask })])
        element.syncSubviews()
        element.view.setNeedsLayout()
    }

    private func clip<S: Shape>(to shape: S, node: ViewNode) {
        ClipModifier(content: content, shape: shape).update(node: node)
    }
}

/// The container of a masked view: sized and laid out as its content; the mask
/// element is placed in its bounds but is its view's `mask`, not a subview.
@MainActor
final class MaskElement: LayoutElement {
    var alignment: Alignment = .center
    private var content: LayoutElement? { node?.childElements.first }
    private var maskElement: LayoutElement? { node?.childElements.dropFirst().first }

    override func syncSubviews() {
        setSubviewElements(content.map { [$0] } ?? [])
        if view.mask !== maskElement?.view { view.mask = maskElement?.view }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { content?.sizeThatFits(proposal) ?? .zero }

    override func layoutContents() {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        content?.place(in: bounds)
        guard let maskElement else { return }
        let size = maskElement.sizeThatFits(ProposedViewSize(bounds.size))
        maskElement.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
    }
}
