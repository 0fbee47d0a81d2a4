import Foundation

/// The layout of `LazyVGrid` (axis `.vertical`: items are columns, the grid grows
/// down) and `LazyHGrid` (axis `.horizontal`: items are rows, it grows right). The
/// tracks come from `GridItemSizing` for the proposed length across the growing axis;
/// children fill them in order, a line (row of a vertical grid) at a time. A line is as
/// thick as its thickest cell, each cell proposed its track's length and nil (its ideal
/// size) along the growing axis; lines are `spacing` apart (8 by default).
///
/// A section header or footer (`Section` inside a lazy container) takes a line of its
/// own across all tracks, and each section's rows start on a new line.
///
/// As SwiftUI's, placing recomputes the tracks for the length the grid was given, which
/// is the length it asked for: when flexible items' minimums made it wider than
/// proposed, the second pass shares that larger length (the grid grows once more).
struct LazyGridLayout: LayoutAlgorithm {
    let axis: Axis
    let items: [GridItem]
    /// Where a cell sits in its track and line when its item has no alignment.
    let alignment: Alignment
    let spacing: CGFloat?

    private var lineSpacing: CGFloat { spacing ?? GridItemSizing.defaultSpacing }

    /// A line of cells (one per track, from the first) or one element across all tracks.
    enum Line {
        case cells([LayoutElement])
        case spanning(LayoutElement)
    }

    private func sizedLength(of size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func growingLength(of size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func proposal(sized: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: sized, height: nil) : ProposedViewSize(width: nil, height: sized)
    }

    /// The children in lines of `trackCount` cells, sections starting new lines.
    func lines(of subviews: [LayoutElement], trackCount: Int) -> [Line] {
        var lines: [Line] = []
        var current: [LayoutElement] = []
        func flush() {
            if !current.isEmpty { lines.append(.cells(current)) }
            current = []
        }
        for element in subviews {
            if element.gridCell.sectionRole != nil {
                flush()
                lines.append(.spanning(element))
                continue
            }
            if element.gridCell.startsSection { flush() }
            current.append(element)
            if current.count == trackCount { flush() }
        }
        flush()
        return lines
    }

    /// The tracks for a sized length, and the lines with their thickness.
    func plan(sizedLength: CGFloat?, subviews: [LayoutElement]) -> (tracks: [GridTrack], lines: [(Line, CGFloat)]) {
        let tracks = GridItemSizing.tracks(for: items, length: sizedLength)
        guard !tracks.isEmpty else { return ([], []) }
        let extent = tracks.last.map { $0.offset + $0.length } ?? 0
        let measured = lines(of: subviews, trackCount: tracks.count).map { line -> (Line, CGFloat) in
            switch line {
            case .cells(let cells):
                let thickness = zip(cells, tracks).map { cell, track in
                    growingLength(of: cell.sizeThatFits(proposal(sized: track.length)))
                }.max() ?? 0
                return (line, thickness)
            case .spanning(let element):
                return (line, growingLength(of: element.sizeThatFits(proposal(sized: extent))))
            }
        }
        return (tracks, measured)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        let sized = axis == .vertical ? proposal.width : proposal.height
        let (tracks, lines) = plan(sizedLength: sized, subviews: subviews)
        let extent = tracks.last.map { $0.offset + $0.length } ?? 0
        let growing = lines.reduce(0) { $0 + $1.1 } + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return axis == .vertical ? CGSize(width: extent, height: growing) : CGSize(width: growing, height: extent)
    }

    /// Each child's frame in `bounds`, in the children's order (hidden ones: zero size).
    func frames(in bounds: CGRect, subviews: [LayoutElement]) -> [ObjectIdentifier: CGRect] {
        let (tracks, lines) = plan(sizedLength: sizedLength(of: bounds.size), subviews: subviews)
        var frames: [ObjectIdentifier: CGRect] = [:]
        let extent = tracks.last.map { $0.offset + $0.length } ?? 0
        var position: CGFloat = axis == .vertical ? bounds.minY : bounds.minX
        let start: CGFloat = axis == .vertical ? bounds.minX : bounds.minY
        func area(sizedFrom offset: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
            axis == .vertical
                ? CGRect(x: start + offset, y: position, width: length, height: thickness)
                : CGRect(x: position, y: start + offset, width: thickness, height: length)
        }
        for (line, thickness) in lines {
            switch line {
            case .cells(let cells):
                for (cell, track) in zip(cells, tracks) {
                    let size = cell.sizeThatFits(proposal(sized: track.length))
                    let cellArea = area(sizedFrom: track.offset, length: track.length, thickness: thickness)
                    frames[ObjectIdentifier(cell)] = CGRect(origin: (track.alignment ?? alignment).origin(of: size, in: cellArea), size: size)
                }
            case .spanning(let element):
                let size = element.sizeThatFits(proposal(sized: extent))
                let lineArea = area(sizedFrom: 0, length: extent, thickness: thickness)
                frames[ObjectIdentifier(element)] = CGRect(origin: alignment.origin(of: size, in: lineArea), size: size)
            }
            position += thickness + lineSpacing
        }
        return frames
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        let frames = frames(in: bounds, subviews: subviews)
        for child in subviews {
            child.place(in: frames[ObjectIdentifier(child)] ?? CGRect(origin: bounds.origin, size: .zero))
        }
    }
}
