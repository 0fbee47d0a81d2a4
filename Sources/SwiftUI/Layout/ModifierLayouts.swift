import Foundation

/// `padding`: proposes the size less the insets, adds them back, places the child inset.
struct PaddingLayout: LayoutAlgorithm {
    let insets: EdgeInsets

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                         height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        let size = OverlayLayout(alignment: .center).sizeThatFits(inner(proposal), subviews: subviews)
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        let inset = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                           width: max(bounds.width - insets.leading - insets.trailing, 0),
                           height: max(bounds.height - insets.top - insets.bottom, 0))
        OverlayLayout(alignment: .center).placeSubviews(in: inset, proposal: ProposedViewSize(inset.size), subviews: subviews)
    }
}

/// `frame(width:height:alignment:)`: a fixed dimension replaces the proposal and the
/// child's size; an unset one is the child's. The child is aligned inside.
struct FixedFrameLayout: LayoutAlgorithm {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        let inner = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let child = OverlayLayout(alignment: alignment).sizeThatFits(inner, subviews: subviews)
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        let inner = ProposedViewSize(width: width ?? bounds.width, height: height ?? bounds.height)
        for child in subviews {
            let size = child.sizeThatFits(inner)
            child.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
        }
    }
}

/// `frame(minWidth:idealWidth:maxWidth:...)`: the proposal clamped to the bounds
/// given; an unset bound is the child's size; `.infinity` takes all offered.
struct FlexibleFrameLayout: LayoutAlgorithm {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    private func clamp(_ value: CGFloat, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        var result = value
        if let high { result = min(result, high) }
        if let low { result = max(result, low) }
        return result
    }

    private func innerProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var width = proposal.width ?? idealWidth
        var height = proposal.height ?? idealHeight
        if let value = width { width = clamp(value, minWidth, maxWidth) }
        if let value = height { height = clamp(value, minHeight, maxHeight) }
        return ProposedViewSize(width: width, height: height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        let inner = innerProposal(proposal)
        let child = OverlayLayout(alignment: alignment).sizeThatFits(inner, subviews: subviews)
        // SwiftUI's rule: the proposal clamped to [min, max], an unset bound being the child's size.
        func resolve(_ childLength: CGFloat, _ proposed: CGFloat?, _ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?) -> CGFloat {
            if low == nil && high == nil { return (proposed == nil ? ideal : nil) ?? childLength }
            let wanted = proposed ?? ideal ?? childLength
            let lower = low ?? childLength
            let upper = high ?? childLength
            return max(lower, min(wanted, upper))
        }
        return CGSize(width: resolve(child.width, proposal.width, minWidth, idealWidth, maxWidth),
                      height: resolve(child.height, proposal.height, minHeight, idealHeight, maxHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        let inner = innerProposal(ProposedViewSize(bounds.size))
        for child in subviews {
            let size = child.sizeThatFits(inner)
            child.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
        }
    }
}

/// `background`/`overlay`: sized by the primary child (index `primary`); the
/// secondary gets the primary's size and is aligned on it.
struct DecorationLayout: LayoutAlgorithm {
    let primary: Int
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        guard subviews.indices.contains(primary) else { return .zero }
        return subviews[primary].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        for (index, child) in subviews.enumerated() {
            if index == primary {
                child.place(in: bounds)
            } else {
                let size = child.sizeThatFits(ProposedViewSize(bounds.size))
                child.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
            }
        }
    }
}
