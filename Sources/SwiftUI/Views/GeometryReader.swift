import Foundation

/// The size a `GeometryReader` was given.
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// Content made from the size offered, as SwiftUI's `GeometryReader`: it takes the
/// proposal, and its content (top-leading) is re-made when its size changes.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func update(node: ViewNode) {
        let element = node.element(GeometryElement.self) { GeometryElement(view: ContainerView()) }
        let content = self.content
        element.makeContent = { size in content(GeometryProxy(size: size, safeAreaInsets: EdgeInsets())) }
        element.rebuild(size: element.lastSize)
        element.view.setNeedsLayout()
    }
}

@MainActor
final class GeometryElement: LayoutElement {
    var makeContent: ((CGSize) -> any View)?
    private(set) var lastSize = CGSize.zero

    func rebuild(size: CGSize) {
        guard let node, let makeContent else { return }
        lastSize = size
        // State the content closure reads updates the reader again when it changes.
        let content = node.readingState { makeContent(size) }
        node.updateChildren([(.index(0), content)])
        setSubviewElements(node.childElements)
    }

    override func syncSubviews() { setSubviewElements(node?.childElements ?? []) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func layoutContents() {
        let size = view.bounds.size
        if size != lastSize { rebuild(size: size) }
        let children = node?.childElements ?? []
        for child in children {
            let fitting = child.sizeThatFits(ProposedViewSize(size))
            child.place(in: CGRect(origin: .zero, size: fitting))
        }
    }
}
