import CX11
import UIKitCairo

/// A shadow's side strips over a one-colour run of a dimmed list, drawn straight into
/// the window from a one-row tile.
///
/// On a frame that changes the dimming's level, the ring of the card's shadow is built in
/// the back picture over the newly dimmed list (the fill, then the shadow OVER it, about
/// 10 instructions a pixel) and copied to the window. Down the card's sides the shadow's
/// mask rows are identical (`BitmapRowRuns`), so where the list under a strip is one
/// colour for a run of rows, every row of the result is the same: one row of the shadow
/// OVER that colour. That row is built once (a fill and the shadow's picture OVER it,
/// the same requests on the same values as in the back picture, so the same pixels) and
/// composited with `RepeatNormal` straight into the window, which writes each pixel once
/// with its final value. Only boxes that no step after the shadow touches go this way;
/// the back picture then lacks them (`staleInBack`), as it lacks the straight fills.
extension X11Compositor {
    /// The shadow step right above a dimmed copy, for its one-colour runs under the strips.
    final class ShadowUnder {
        let index: Int
        let picture: Picture
        let origin: (x: Int, y: Int)
        /// The shadow's parts this frame (cut to its ink).
        let parts: [PixelBox]
        /// What the steps after the shadow draw.
        let later: [PixelBox], laterBounds: PixelBox?
        let rowsAlike: (Int, Int) -> Bool
        /// The boxes drawn from tiles (the shadow is not composited there).
        var tiled: [PixelBox] = []

        init(index: Int, picture: Picture, origin: (x: Int, y: Int), parts: [PixelBox], later: [PixelBox],
             rowsAlike: @escaping (Int, Int) -> Bool) {
            (self.index, self.picture, self.origin, self.parts, self.later, self.rowsAlike) = (index, picture, origin, parts, later, rowsAlike)
            laterBounds = later.dropFirst().reduce(later.first) { $0?.union($1) }
        }
    }

    /// Runs shorter than this many rows are built in the back picture (a tile costs requests).
    static let shadowTileMinimumRows = 8
    /// Strips narrower than this many pixels are built in the back picture: pixman repeats
    /// a tile row by row, about 300 instructions a row over the copy, against about 10 a
    /// pixel saved, so a strip pays from about 30 pixels (measured with
    /// `scripts/callgrind-drag.sh`: at 1920x1080@1, the sheet's strips of about 25 pixels,
    /// tiles cost the X server 11-15 M instructions more than they saved over 60 steps; at @2,
    /// where they are wider, they save 6.7-7.5 M).
    static let shadowTileMinimumWidth = 32

    /// The shadow at step `index` of `plan` when it has a picture and known mask rows (nil otherwise).
    func shadowUnder(_ plan: CompositePlan, at index: Int, inked: [[PixelBox]]) -> ShadowUnder? {
        guard index < plan.steps.count, !inked[index].isEmpty,
              case .shadow(let mask, let owner, let origin, let color, _) = plan.steps[index],
              let picture = shadows.picture(owner: owner, mask: mask, color: Self.key(color)),
              let alike = shadows.rowsAlike(owner: owner, mask: mask) else { return nil }
        return ShadowUnder(index: index, picture: picture, origin: origin, parts: inked[index],
                           later: Array(inked[(index + 1)...].joined()), rowsAlike: alike)
    }

    /// The parts of `boxes` (one-colour runs of `color` that the shadow draws over) that
    /// lie in one of the shadow's parts on mask rows all alike, at least
    /// `shadowTileMinimumRows` tall, and that no later step touches: split off, recorded in
    /// `shadow.tiled` and drawn from tiles at `present`. Returns what is left for the back
    /// picture.
    func tile(_ boxes: [PixelBox], color: XRenderColor, under shadow: ShadowUnder) -> [PixelBox] {
        let (tiles, left) = Self.tileRuns(of: boxes, under: shadow.parts, origin: shadow.origin, later: shadow.later,
                                          laterBounds: shadow.laterBounds, rowsAlike: shadow.rowsAlike,
                                          minimumWidth: shadowTileWidthAtLeast)
        shadow.tiled += tiles.flatMap(\.boxes)
        for (part, row, runs) in tiles {
            let pixmap = XCreatePixmap(display, window, UInt32(part.width), 1, 32)
            var attributes = XRenderPictureAttributes()
            attributes.repeat = RepeatNormal
            let picture = XRenderCreatePicture(display, pixmap, argb, UInt(CPRepeat), &attributes)
            var fill = color
            XRenderFillRectangle(display, Int32(PictOpSrc), picture, &fill, 0, 0, UInt32(part.width), 1)
            XRenderComposite(display, Int32(PictOpOver), shadow.picture, 0, picture, Int32(part.x - shadow.origin.x), Int32(row),
                             0, 0, 0, 0, UInt32(part.width), 1)
            straightDimming.append(StraightDimming(source: .tile(picture: picture, pixmap: pixmap, originX: part.x), boxes: runs))
            let bounds = runs.dropFirst().reduce(runs[0]) { $0.union($1) }
            staleInBack = staleInBack.map { $0.union(bounds) } ?? bounds
        }
        return left
    }

    /// The runs of `boxes` to draw from tiles under a shadow's `parts` (placed at
    /// `origin`) at least `minimumWidth` wide: each box's overlap with a part, at least `shadowTileMinimumRows` tall,
    /// on mask rows all alike, and touching none of `later`; grouped by part and run of
    /// mask rows (`row`: the mask row a tile is made of). `left`: the rest of `boxes`.
    static func tileRuns(of boxes: [PixelBox], under parts: [PixelBox], origin: (x: Int, y: Int), later: [PixelBox],
                         laterBounds: PixelBox?, rowsAlike: (Int, Int) -> Bool, minimumWidth: Int = shadowTileMinimumWidth)
        -> (tiles: [(part: PixelBox, row: Int, boxes: [PixelBox])], left: [PixelBox]) {
        var left: [PixelBox] = []
        var tiles: [(part: PixelBox, row: Int, boxes: [PixelBox])] = []
        for box in boxes {
            var taken: [PixelBox] = []
            for part in parts where part.width >= minimumWidth {
                let run = box.intersection(part)
                guard !run.isEmpty, run.height >= shadowTileMinimumRows else { continue }
                let first = run.y - origin.y, last = run.y + run.height - 1 - origin.y
                guard rowsAlike(first, last), isFinal(run, under: later, bounds: laterBounds) else { continue }
                taken.append(run)
                if let at = tiles.firstIndex(where: { $0.part == part && rowsAlike($0.row, first) }) {
                    tiles[at].boxes.append(run)
                } else {
                    tiles.append((part, first, [run]))
                }
            }
            left += taken.isEmpty ? [box] : box.subtracting(all: taken)
        }
        return (tiles, left)
    }
}
