import Foundation

/// A wrapper view around content that draws it with an alpha and a transform
/// (scale, rotation, translation about an anchor) without changing its layout: as
/// big as its content (an overlay of the content's elements), the transform
/// computed from its size. Transitions and `scaleEffect`/`rotationEffect` use it;
/// changes made inside an animation animate on our engine.
@MainActor
class EffectElement: LayoutElement {
    /// The wrapper view's alpha.
    var opacity: CGFloat = 1 {
        didSet { if view.alpha != opacity { view.alpha = opacity } }
    }
    /// The wrapper view's transform for its size.
    var makeTransform: (CGSize) -> CGAffineTransform = { _ in .identity } {
        didSet { applyTransform() }
    }
    private var children: [LayoutElement] = []

    // A wrapped spacer or prioritised view keeps its part in the stack around it.
    override var layoutPriority: Double {
        get { children.first?.layoutPriority ?? 0 }
        set {}
    }
    override var spacerMinLength: CGFloat?? {
        get { children.count == 1 ? children[0].spacerMinLength : nil }
        set {}
    }

    override func syncSubviews() {
        children = node?.childElements ?? []
        setSubviewElements(children)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        OverlayLayout(alignment: .center).sizeThatFits(proposal, subviews: children)
    }

    /// Sets center and bounds (the frame of a transformed view is its bounding box).
    override func applyFrame(_ frame: CGRect) {
        let bounds = CGRect(origin: .zero, size: frame.size)
        if view.bounds != bounds { view.bounds = bounds }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if view.center != center { view.center = center }
        applyTransform()
    }

    override func layoutContents() {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        OverlayLayout(alignment: .center).placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: children)
    }

    private func applyTransform() {
        let transform = makeTransform(view.bounds.size)
        if view.transform != transform { view.transform = transform }
    }
}

extension CGAffineTransform {
    /// `transform` applied about `anchor` (a point of the unit square of a view of
    /// `size`) instead of the view's centre, which is where UIKit applies it.
    static func about(_ anchor: UnitPoint, in size: CGSize, _ transform: CGAffineTransform) -> CGAffineTransform {
        let x = (anchor.x - 0.5) * size.width, y = (anchor.y - 0.5) * size.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
