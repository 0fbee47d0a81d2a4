import Foundation

/// The size a `GeometryReader` was given, and where it is.
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// The reader's view (its frame is read when asked, as SwiftUI's proxy does).
    weak var view: UIView?

    init(size: CGSize, safeAreaInsets: EdgeInsets, view: UIView? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.view = view
    }

    /// The reader's frame in `coordinateSpace`: `.local` its own bounds (origin zero),
    /// `.global` the window's, `.named(name)` that of the nearest enclosing view with
    /// `coordinateSpace(name:)` (the window's when there is none, as in SwiftUI).
    /// Where we differ: the content is made again when the reader's size changes, not
    /// when only its position does.
    @MainActor
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        guard let view, view.window != nil else { return local }
        switch coordinateSpace {
        case .local:
            return local
        case .global:
            return view.convert(local, to: nil)
        case .named(let name):
            var ancestor = view.superview
            while let current = ancestor {
                if let space = current as? CoordinateSpaceView, space.name == name { return view.convert(local, to: space) }
                ancestor = current.superview
            }
            return view.convert(local, to: nil)
        }
    }
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
        element.makeContent = { [weak element] size in
            content(GeometryProxy(size: size, safeAreaInsets: EdgeInsets(), view: element?.view))
        }
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
        // A reader that is leaving (its removal transition runs) keeps the content it
        // last made, as in SwiftUI, where a removed view is no longer updated: the
        // transition's updates do not run its closure again on state changed since, so
        // its content's `onReceive`/`onChange` do not act on it (BottomSheet's height reader).
        if node.isInLeavingSubtree && !node.children.isEmpty { return }
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
