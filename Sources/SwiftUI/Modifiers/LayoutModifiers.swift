import Foundation

/// A view laid out by a modifier's algorithm (padding, frame): a container element
/// around its content.
struct LayoutModifierView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let layout: LayoutAlgorithm

    func update(node: ViewNode) { StackSupport.update(node: node, content: content, layout: layout) }
}

/// Content with a background or overlay view sized to it.
struct DecoratedView<Content: View, Decoration: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let decoration: Decoration
    let isBackground: Bool
    let alignment: Alignment

    func update(node: ViewNode) {
        let layout = DecorationLayout(primary: isBackground ? 1 : 0, alignment: alignment)
        let element = node.element(ContainerElement.self) { ContainerElement(algorithm: layout) }
        element.algorithm = layout
        // Each part is one element (a multi-view decoration is stacked as a ZStack would).
        let decorationView = ZStack(alignment: alignment) { decoration }
        if isBackground {
            node.updateChildren([(.index(1), decorationView), (.index(0), content)])
        } else {
            node.updateChildren([(.index(0), content), (.index(1), decorationView)])
        }
        element.syncSubviews()
    }
}

extension View {
    /// Insets the view by `length` on `edges` (16 points by default, SwiftUI's standard padding).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        let insets = EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return LayoutModifierView(content: self, layout: PaddingLayout(insets: insets))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View {
        LayoutModifierView(content: self, layout: PaddingLayout(insets: insets))
    }

    /// A fixed width and/or height; the content is aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        LayoutModifierView(content: self, layout: FixedFrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame: the proposal clamped to the bounds given.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        LayoutModifierView(content: self, layout: FlexibleFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                                      minHeight: minHeight, idealHeight: idealHeight,
                                                                      maxHeight: maxHeight, alignment: alignment))
    }

    /// A view behind this one, sized to it.
    public func background<Background: View>(alignment: Alignment = .center,
                                              @ViewBuilder content: () -> Background) -> some View {
        DecoratedView(content: self, decoration: content(), isBackground: true, alignment: alignment)
    }

    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: background, isBackground: true, alignment: alignment)
    }

    /// A view in front of this one, sized to it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        DecoratedView(content: self, decoration: content(), isBackground: false, alignment: alignment)
    }

    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: overlay, isBackground: false, alignment: alignment)
    }
}
