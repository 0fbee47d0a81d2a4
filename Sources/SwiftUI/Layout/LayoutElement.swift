import Foundation

/// A participant in SwiftUI layout backed by one UIKit view: it answers what size
/// it wants for a proposal and places itself (and its children) in a frame. Leaf
/// elements measure through their UIKit view; containers run a layout algorithm
/// over their children's elements, whose views are their view's subviews.
@MainActor
class LayoutElement {
    let view: UIView
    weak var node: ViewNode?
    /// `layoutPriority(_:)`: stacks offer space to higher priorities first.
    var layoutPriority: Double = 0
    /// Set for `Spacer`: its minimum length along the stack's axis.
    var spacerMinLength: CGFloat??
    /// What grids read from a cell (`gridCellColumns`, `gridCellAnchor`...; `GridCellTraits`).
    var gridCell = GridCellTraits()
    /// Whether the element was placed once: a new view appears at its frame, it
    /// does not grow from nothing in an animated pass (its transition animates it).
    private var hasBeenPlaced = false

    init(view: UIView) { self.view = view }

    /// The size this element takes for `proposal` (SwiftUI's `sizeThatFits`).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Sets the view's frame (in its superview, the parent element's view) and lays out inside.
    func place(in frame: CGRect) {
        let rounded = frame.integralIfNearly
        guard hasBeenPlaced else {
            hasBeenPlaced = true
            UIView.performWithoutAnimation {
                applyFrame(rounded)
                layoutContents()
            }
            return
        }
        applyFrame(rounded)
        layoutContents()
    }

    /// Sets the view's geometry to `frame` (in the superview).
    func applyFrame(_ frame: CGRect) {
        if view.frame != frame { view.frame = frame }
    }

    /// Lays out the children in `view.bounds` (containers override).
    func layoutContents() {}

    /// Makes the view's subviews the given elements' views, in order, touching
    /// nothing that is already in place (so a text field keeps its focus).
    func setSubviewElements(_ elements: [LayoutElement], after fixed: [UIView] = []) {
        var wanted = fixed + elements.map(\.view)
        let current = view.subviews
        if current.count == wanted.count && zip(current, wanted).allSatisfy({ $0 === $1 }) { return }
        // Views transitioning out stay where they are until their removal animation ends.
        if let graph = node?.graph { wanted = graph.keepingLeavingViews(current, in: wanted) }
        for subview in current where !wanted.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for (index, subview) in wanted.enumerated() {
            if index < view.subviews.count && view.subviews[index] === subview { continue }
            view.insertSubview(subview, at: index)
        }
    }

    /// Re-attaches children's views after a structural change (containers override).
    func syncSubviews() {}
}

/// An element whose view measures itself (`sizeThatFits` of the UIKit view).
@MainActor
class LeafElement: LayoutElement {
    /// How the view's own fitting size maps to SwiftUI's: nil means "flexible in
    /// that dimension" (takes the proposal); otherwise its fitting size.
    var measure: ((ProposedViewSize) -> CGSize)?

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let measure { return measure(proposal) }
        let fitting = view.sizeThatFits(CGSize(width: proposal.width ?? .greatestFiniteMagnitude,
                                               height: proposal.height ?? .greatestFiniteMagnitude))
        return fitting
    }
}

/// An element that takes any proposed size (Color, shapes): ideal 10x10, as SwiftUI.
@MainActor
final class FlexibleElement: LayoutElement {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension CGRect {
    /// Frames rounded to whole points when they are within a rounding error of one.
    var integralIfNearly: CGRect {
        func snap(_ value: CGFloat) -> CGFloat {
            let rounded = value.rounded()
            return abs(rounded - value) < 0.001 ? rounded : value
        }
        return CGRect(x: snap(origin.x), y: snap(origin.y), width: snap(size.width), height: snap(size.height))
    }
}

extension CGFloat {
    var finiteOrNil: CGFloat? { isFinite ? self : nil }
}
