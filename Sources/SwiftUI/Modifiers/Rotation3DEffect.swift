import Foundation

extension View {
    /// Draws the view rotated by `angle` about `axis` in three dimensions, about
    /// `anchor` (and `anchorZ` points in depth), seen with `perspective`, without
    /// changing its layout, as SwiftUI's `rotation3DEffect`. A positive angle turns
    /// the view counterclockwise about the axis as seen from its positive end.
    ///
    /// The rotation is the layer's `CATransform3D`, so it animates in `withAnimation`
    /// and in transitions (SimpleToast's skew). `perspective` is relative to the
    /// view's size: the eye is `max(width, height) / perspective` points away
    /// (`m34 = -perspective / max(width, height)`); 0 draws it flat (orthographic).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        Rotation3DEffectView(content: self) { size in
            Rotation3D(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective).transform(for: size)
        }
    }
}

/// The parameters of a `rotation3DEffect` and the layer transform they make for a size.
struct Rotation3D {
    let angle: Angle
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let anchor: UnitPoint
    let anchorZ: CGFloat
    let perspective: CGFloat

    /// The transform about the view's centre (where Core Animation applies a layer's
    /// transform): moved so the anchor is the origin, rotated, seen in perspective, moved back.
    func transform(for size: CGSize) -> CATransform3D {
        let x = (anchor.x - 0.5) * size.width, y = (anchor.y - 0.5) * size.height
        let rotation = CATransform3DMakeRotation(CGFloat(angle.radians), axis.x, axis.y, axis.z)
        var projection = CATransform3DIdentity
        let depth = max(size.width, size.height)
        if perspective != 0, depth > 0 { projection.m34 = -perspective / depth }
        var result = CATransform3DMakeTranslation(-x, -y, -anchorZ)
        result = CATransform3DConcat(result, rotation)
        result = CATransform3DConcat(result, projection)
        return CATransform3DConcat(result, CATransform3DMakeTranslation(x, y, anchorZ))
    }
}

/// The content in an element whose layer carries a 3D transform computed from its size.
struct Rotation3DEffectView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: (CGSize) -> CATransform3D

    func update(node: ViewNode) {
        let element = node.element(Transform3DEffectElement.self) { Transform3DEffectElement(view: ContainerView()) }
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
        element.makeTransform3D = transform
    }
}

/// An `EffectElement` whose transform is a `CATransform3D` on the layer.
@MainActor
final class Transform3DEffectElement: EffectElement {
    var makeTransform3D: (CGSize) -> CATransform3D = { _ in CATransform3DIdentity } {
        didSet { apply3DTransform() }
    }

    /// Sets center and bounds, then the layer's transform (the plane rotates about its centre).
    override func applyFrame(_ frame: CGRect) {
        let bounds = CGRect(origin: .zero, size: frame.size)
        if view.bounds != bounds { view.bounds = bounds }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if view.center != center { view.center = center }
        apply3DTransform()
    }

    private func apply3DTransform() {
        let transform = makeTransform3D(view.bounds.size)
        if view.layer.transform != transform { view.layer.transform = transform }
    }
}
