import Foundation

/// Where a gesture attached with `gesture(_:)` is hit: as in SwiftUI, wherever its
/// content draws something (a colour or background, text, an image, a shape, a
/// control), or inside a `contentShape(_:)`; not in the gaps between children, and
/// not where a child's layout frame is but an `offset` moved its drawing away.
enum GestureHitArea {
    /// Whether something inside `view` is drawn at `point` (in `view`'s coordinates).
    static func drawsContent(in view: UIView, at point: CGPoint) -> Bool {
        for subview in view.subviews.reversed() where !subview.isHidden && subview.alpha > 0.01 {
            let local = subview.convert(point, from: view)
            if let shaped = subview as? ContentShapeView {
                if shaped.isUserInteractionEnabled, shaped.shapeContains(local) { return true }
                if shaped.isUserInteractionEnabled, drawsContent(in: shaped, at: local) { return true }
                continue
            }
            if let container = subview as? ContainerView {
                // `allowsHitTesting(false)` turns a container's content off.
                guard container.isUserInteractionEnabled else { continue }
                if container.bounds.contains(local), container.backgroundColor != nil { return true }
                if drawsContent(in: container, at: local) { return true }
                continue
            }
            // A drawing view of its own (text, image, shape, control): its frame.
            if subview.bounds.contains(local) { return true }
        }
        return false
    }
}

/// The view `contentShape(_:)` puts around its content: hit inside the shape, which
/// is made for the view's bounds at each test.
final class ContentShapeView: ContainerView {
    var shape: (CGRect) -> Path = { Path($0) }

    func shapeContains(_ point: CGPoint) -> Bool {
        bounds.contains(point) && shape(bounds).cgPath.contains(point)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01 else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return shapeContains(point) ? self : nil
    }
}

/// `contentShape(_:)`: the content inside a `ContentShapeView`.
struct ContentShapeModifier<Content: View, S: Shape>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let shape: S

    func update(node: ViewNode) {
        let element = node.element(ContainerElement.self) {
            ContainerElement(algorithm: OverlayLayout(alignment: .center), view: ContentShapeView())
        }
        let shape = self.shape
        (element.view as! ContentShapeView).shape = { shape.path(in: $0) }
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

extension View {
    /// The shape hit testing uses for this view's content, as SwiftUI's: a gesture on
    /// it (or on a container around it) is hit anywhere inside `shape`, even where
    /// nothing is drawn (the usual `contentShape(Rectangle())` over a row's gaps).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        ContentShapeModifier(content: self, shape: shape)
    }
}
