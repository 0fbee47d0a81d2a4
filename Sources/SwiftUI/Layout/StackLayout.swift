import Foundation

/// SwiftUI's stack algorithm: spacing between children, then the remaining length
/// offered to the least flexible children first (each gets an equal share of what
/// is left), higher `layoutPriority` before lower; cross-axis size is the largest child's.
struct StackLayout: LayoutAlgorithm {
    let axis: Axis
    let alignment: CGFloat
    let spacing: CGFloat?

    /// SwiftUI's default spacing between adjacent views.
    nonisolated static let defaultSpacing: CGFloat = 8

    private var gap: CGFloat { spacing ?? Self.defaultSpacing }

    private func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func across(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    private func proposal(along: CGFloat?, across: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
    }

    /// Each child's size for the proposal, in the children's order.
    func sizes(for proposal: ProposedViewSize, subviews: [LayoutElement]) -> [CGSize] {
        let proposedAlong = axis == .horizontal ? proposal.width : proposal.height
        let proposedAcross = axis == .horizontal ? proposal.height : proposal.width
        let spacingTotal = gap * CGFloat(max(subviews.count - 1, 0))
        guard let total = proposedAlong, total.isFinite else {
            // Ideal (nil) or unlimited: every child at its size for the same proposal.
            return subviews.map { child in
                if let minimum = child.spacerMinLength {
                    let length = proposedAlong == nil ? (minimum ?? Self.defaultSpacing) : .infinity
                    return axis == .horizontal ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length)
                }
                return child.sizeThatFits(self.proposal(along: proposedAlong, across: proposedAcross))
            }
        }
        var remaining = max(total - spacingTotal, 0)
        // Flexibility: how much a child's length can change between the minimum and maximum proposals.
        let flexibility = subviews.map { child -> CGFloat in
            if let minimum = child.spacerMinLength { return .infinity - (minimum ?? Self.defaultSpacing) }
            let smallest = along(child.sizeThatFits(self.proposal(along: 0, across: proposedAcross)))
            let largest = along(child.sizeThatFits(self.proposal(along: .infinity, across: proposedAcross)))
            return largest - smallest
        }
        var order = Array(subviews.indices)
        order.sort { a, b in
            if subviews[a].layoutPriority != subviews[b].layoutPriority { return subviews[a].layoutPriority > subviews[b].layoutPriority }
            // Spacers after every other child, even one as flexible (a `maxWidth: .infinity`
            // frame): the spacers then keep their minimums and the content takes the rest.
            let (aSpacer, bSpacer) = (subviews[a].spacerMinLength != nil, subviews[b].spacerMinLength != nil)
            if aSpacer != bSpacer { return bSpacer }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        var result = Array(repeating: CGSize.zero, count: subviews.count)
        // Spacers' minimum lengths are reserved before the others are offered space.
        var reservedForSpacers: CGFloat = 0
        for child in subviews { if let minimum = child.spacerMinLength { reservedForSpacers += minimum ?? Self.defaultSpacing } }
        var othersLeft = subviews.filter { $0.spacerMinLength == nil }.count
        var spacersLeft = subviews.count - othersLeft
        for index in order {
            let child = subviews[index]
            let size: CGSize
            if let minimum = child.spacerMinLength {
                // Spacers come last (most flexible) and share what the others left.
                let length = max(remaining / CGFloat(max(spacersLeft, 1)), minimum ?? Self.defaultSpacing)
                spacersLeft -= 1
                size = axis == .horizontal ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length)
            } else {
                // Others share the length less the spacers' minimums, least flexible first.
                let share = max(remaining - reservedForSpacers, 0) / CGFloat(max(othersLeft, 1))
                othersLeft -= 1
                size = child.sizeThatFits(self.proposal(along: share, across: proposedAcross))
            }
            result[index] = size
            remaining = max(remaining - along(size), 0)
        }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = sizes(for: proposal, subviews: subviews)
        let length = sizes.reduce(0) { $0 + along($1) } + gap * CGFloat(subviews.count - 1)
        let thickness = sizes.map { across($0) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        let sizes = sizes(for: proposal, subviews: subviews)
        var position: CGFloat = axis == .horizontal ? bounds.minX : bounds.minY
        let thickness = axis == .horizontal ? bounds.height : bounds.width
        for (child, size) in zip(subviews, sizes) {
            let offset = (thickness - across(size)) * alignment
            let frame = axis == .horizontal
                ? CGRect(x: position, y: bounds.minY + offset, width: size.width, height: size.height)
                : CGRect(x: bounds.minX + offset, y: position, width: size.width, height: size.height)
            child.place(in: frame)
            position += along(size) + gap
        }
    }
}

/// ZStack's algorithm: every child gets the proposal, the stack is as big as the
/// largest, children aligned within it.
struct OverlayLayout: LayoutAlgorithm {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        for child in subviews {
            let size = child.sizeThatFits(proposal)
            child.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
        }
    }
}
