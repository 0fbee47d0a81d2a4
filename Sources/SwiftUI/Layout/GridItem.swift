import Foundation

/// A row of a `LazyHGrid` or a column of a `LazyVGrid`, as SwiftUI's `GridItem`:
/// its size, the spacing to the next item and the alignment of the cells in it.
public struct GridItem {
    /// How big the item is along the grid's sized axis.
    public enum Size {
        /// Exactly this length, whatever the space.
        case fixed(CGFloat)
        /// The space left after the spacing and the fixed items, shared with the other
        /// non-fixed items in order, clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// The space a flexible item would get, filled with as many sub-items of at
        /// least `minimum` as fit (at least one), each widened up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The width of a column item or the height of a row item.
    public var size: Size
    /// The space to the next item (and between an adaptive item's sub-items); nil is
    /// the default spacing, 8 points here (Apple's is platform-dependent, 8 on iOS).
    public var spacing: CGFloat?
    /// How cells are aligned in the item; nil uses the grid's alignment (and centres
    /// them on the other axis).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved track (column of a vertical grid, row of a horizontal one): where it
/// starts along the sized axis and how long it is.
struct GridTrack: Equatable {
    var offset: CGFloat
    var length: CGFloat
    var alignment: Alignment?
}

/// SwiftUI's algorithm for lazy grid item sizes: the spacing after every item but the
/// last and the fixed items are taken from the length first; then each other item, in
/// order, gets the remainder divided by the number of items still unsized, clamped to
/// its bounds (a flexible item clamped below its share leaves the rest unused, as
/// SwiftUI's does). An adaptive item fits `n` sub-items of its minimum with its spacing
/// between them, `n = max(1, floor((share + spacing) / (minimum + spacing)))`, each
/// `(share - (n - 1) * spacing) / n` long, clamped to its bounds.
///
/// Without a finite length (an ideal-size proposal) a flexible item is its minimum
/// and an adaptive one a single sub-item of its minimum.
enum GridItemSizing {
    static let defaultSpacing: CGFloat = 8

    static func tracks(for items: [GridItem], length: CGFloat?) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        let spacings = items.enumerated().map { index, item in
            index == items.count - 1 ? 0 : (item.spacing ?? defaultSpacing)
        }
        let available = length.flatMap { $0.isFinite ? $0 : nil }
        var remaining = (available ?? 0) - spacings.reduce(0, +)
        var unsized = items.count
        var lengths: [[CGFloat]] = Array(repeating: [], count: items.count)
        for (index, item) in items.enumerated() {
            if case .fixed(let size) = item.size {
                lengths[index] = [max(size, 0)]
                remaining -= max(size, 0)
                unsized -= 1
            }
        }
        for (index, item) in items.enumerated() {
            let share = max(remaining, 0) / CGFloat(max(unsized, 1))
            switch item.size {
            case .fixed:
                continue
            case .flexible(let minimum, let maximum):
                let size = available == nil ? minimum : clamp(share, minimum, maximum)
                lengths[index] = [size]
                remaining -= size
            case .adaptive(let minimum, let maximum):
                let gap = item.spacing ?? defaultSpacing
                guard available != nil else {
                    lengths[index] = [minimum]
                    remaining -= minimum
                    unsized -= 1
                    continue
                }
                // A zero minimum with zero spacing fits no whole number of sub-items: one then.
                let unit = max(minimum, 0) + max(gap, 0)
                let fitting = unit > 0 ? ((share + gap) / unit).rounded(.down) : 1
                let count = fitting.isFinite ? max(1, Int(min(fitting, 10_000))) : 1
                let each = clamp((share - CGFloat(count - 1) * gap) / CGFloat(count), minimum, maximum)
                lengths[index] = Array(repeating: each, count: count)
                remaining -= each * CGFloat(count) + gap * CGFloat(count - 1)
            }
            unsized -= 1
        }
        var tracks: [GridTrack] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            let gap = item.spacing ?? defaultSpacing
            for (subIndex, size) in lengths[index].enumerated() {
                tracks.append(GridTrack(offset: offset, length: size, alignment: item.alignment))
                offset += size
                if subIndex < lengths[index].count - 1 { offset += gap }
            }
            offset += spacings[index]
        }
        return tracks
    }

    private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(min(value, high), low)
    }
}
