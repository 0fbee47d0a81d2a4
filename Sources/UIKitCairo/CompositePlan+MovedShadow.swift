import CCairo
import Foundation

extension CompositePlan {
    /// The damage since `previous` as disjoint boxes, for a compositor that builds and
    /// shows each box alone: `damage(since:)`'s box, except where a shadow only moved up
    /// or down (the same mask, colour, columns and clip: a dragged card's). Such a shadow
    /// changes only the rows where the mask row now under a window row differs from the
    /// one under it before (the band its top edge moved through); its side strips, the
    /// same mask row down the card's height, leave the pixels beside the card as they
    /// are. `maskRowsAlike(owner, mask)` answers whether two rows of a shadow's mask hold
    /// the same values for certain (nil: not known, the shadow's whole area changed).
    /// Without such a shadow the answer is `damage(since:)`'s box alone; empty when
    /// nothing changed.
    public func damageParts(since previous: CompositePlan?,
                            maskRowsAlike: (AnyObject, OpaquePointer) -> ((Int, Int) -> Bool)?) -> [PixelBox] {
        guard let box = damage(since: previous) else { return [] }
        guard let previous, previous.width == width, previous.height == height, previous.steps.count == steps.count
        else { return [box] }
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        let old = previous.identities, new = identities
        var others: PixelBox?, bands: [PixelBox] = [], refined = false
        for index in old.indices where old[index] != new[index] {
            if let moved = Self.changedRows(from: previous.steps[index], to: steps[index], within: whole, maskRowsAlike: maskRowsAlike) {
                bands += moved
                refined = true
                continue
            }
            for area in [previous.steps[index].area, steps[index].area] {
                let part = area.intersection(whole)
                if !part.isEmpty { others = others.map { $0.union(part) } ?? part }
            }
        }
        guard refined else { return [box] }
        // The other steps' box first, then what the bands add to it, without overlaps.
        var parts = others.map { [$0] } ?? []
        for band in bands {
            var pieces = [band]
            for part in parts { pieces = pieces.flatMap { $0.subtracting(part) } }
            parts += pieces
        }
        return parts
    }

    /// Bands that join across a gap of this many unchanged rows or fewer are one band
    /// (a request costs more than a few rows).
    static let shadowRowGapMerged = 4
    /// More bands than this: one band over all of them.
    static let maximumShadowBands = 8

    /// The rows `new` changes against `old` when both are one shadow moved vertically
    /// (nil otherwise, or when its mask's rows are not known): full-width bands of the
    /// shadow's columns inside `whole` and its clip.
    static func changedRows(from old: Step, to new: Step, within whole: PixelBox,
                            maskRowsAlike: (AnyObject, OpaquePointer) -> ((Int, Int) -> Bool)?) -> [PixelBox]? {
        guard case .shadow(let mask, let owner, let from, _, let clip) = old,
              case .shadow(let newMask, let newOwner, let to, _, let newClip) = new,
              owner === newOwner, mask == newMask, from.x == to.x, from.y != to.y, clip == newClip,
              Array(old.identity.suffix(4)) == Array(new.identity.suffix(4)),
              let alike = maskRowsAlike(owner, mask) else { return nil }
        let maskWidth = Int(cairo_image_surface_get_width(mask)), maskHeight = Int(cairo_image_surface_get_height(mask))
        let bounds = clip.intersection(whole)
        let columns = PixelBox(x: from.x, y: bounds.y, width: maskWidth, height: bounds.height).intersection(bounds)
        guard !columns.isEmpty else { return [] }
        // Rows either shadow reaches, inside the clip.
        let top = max(min(from.y, to.y), columns.y)
        let bottom = min(max(from.y, to.y) + maskHeight, columns.y + columns.height)
        var rows: [Range<Int>] = []
        if top < bottom {
            for y in top..<bottom {
                let a = y - from.y, b = y - to.y
                let inA = a >= 0 && a < maskHeight, inB = b >= 0 && b < maskHeight
                guard inA != inB || (inA && !alike(a, b)) else { continue }
                if let last = rows.last, y - last.upperBound <= shadowRowGapMerged {
                    rows[rows.count - 1] = last.lowerBound..<(y + 1)
                } else {
                    rows.append(y..<(y + 1))
                }
            }
        }
        if rows.count > maximumShadowBands, let first = rows.first, let last = rows.last {
            rows = [first.lowerBound..<last.upperBound]
        }
        return rows.map { PixelBox(x: columns.x, y: $0.lowerBound, width: columns.width, height: $0.count) }
    }
}
