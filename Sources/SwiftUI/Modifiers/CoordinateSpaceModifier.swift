import Foundation

extension View {
    /// Names this view's coordinate space, so `GeometryProxy.frame(in: .named(name))`
    /// inside it measures from its top-leading corner, as SwiftUI's `coordinateSpace(name:)`.
    /// The layout does not change.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        CoordinateSpaceModifier(content: self, name: AnyHashable(name))
    }
}

/// The view of a named coordinate space: an overlay of the content, as big as it.
final class CoordinateSpaceView: ContainerView {
    var name: AnyHashable?
}

struct CoordinateSpaceModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let name: AnyHashable

    func update(node: ViewNode) {
        let element = node.element(EffectElement.self) { EffectElement(view: CoordinateSpaceView()) }
        (element.view as? CoordinateSpaceView)?.name = name
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}
