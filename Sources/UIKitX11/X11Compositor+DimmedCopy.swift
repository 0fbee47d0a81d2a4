import CX11
import Foundation
import UIKitCairo

extension X11Compositor {
    /// Draws an opaque copy and the translucent fill over it (`DimmedCopy`): where the
    /// bitmap is one colour, a plain fill of the blended colour; elsewhere the copy and
    /// the fill, each one request over the mixed rectangles. With `directUnless` (what
    /// the later steps draw), the fills and, for a black fill, the mixed rectangles that
    /// none of them touches go straight to the window at `present` (`StraightDimming`).
    /// `clip` is the target's clip to restore after.
    func dim(_ dimmed: DimmedCopy, from upload: Upload, into target: Picture, clip: XRectangle,
                     directUnless above: [PixelBox]?, under shadow: ShadowUnder? = nil) {
        let source = upload.picture
        var (solid, mixed) = dimmed.requests()
        dimmedParts += dimmed.parts
        // What the later steps cover, bounded: most fills lie outside it and need no other test.
        let aboveBounds = above.flatMap { boxes in boxes.dropFirst().reduce(boxes.first) { $0?.union($1) } }
        func isFinal(_ box: PixelBox) -> Bool {
            guard let above else { return false }
            return Self.isFinal(box, under: above, bounds: aboveBounds)
        }
        // A black fill's mixed rectangles that are final: one pass straight into the window.
        if let above, let level = Self.blackLevel(of: dimmed.fill), !mixed.isEmpty,
           let mask = componentAlphaMask(of: upload) {
            let (straight, inBack) = Self.partition(mixed, under: above)
            if let bounds = straight.dropFirst().reduce(straight.first, { $0?.union($1) }) {
                straightDimming.append(StraightDimming(source: .level(mask: mask, offset: dimmed.offset, level: level), boxes: straight))
                staleInBack = staleInBack.map { $0.union(bounds) } ?? bounds
                mixed = inBack
            }
        }
        dimmedInBack += mixed
        for (color, boxes) in solid {
            var xcolor = XRenderColor(red: UInt16((color >> 16) & 0xFF) * 257, green: UInt16((color >> 8) & 0xFF) * 257,
                                      blue: UInt16(color & 0xFF) * 257, alpha: UInt16(color >> 24) * 257)
            // The boxes no later step touches go straight to the window at `present`.
            var inBack: [PixelBox] = [], straight: [PixelBox] = [], straightBounds: PixelBox?
            for box in boxes {
                solidPixelsDimmed += box.area
                if isFinal(box) {
                    straight.append(box)
                    straightBounds = straightBounds.map { $0.union(box) } ?? box
                } else {
                    inBack.append(box)
                }
            }
            if let straightBounds {
                directFills.append((xcolor, straight))
                staleInBack = staleInBack.map { $0.union(straightBounds) } ?? straightBounds
            }
            // (the runs under a shadow's side strips: from a tile, straight to the window)
            if let shadow, !inBack.isEmpty { inBack = tile(inBack, color: xcolor, under: shadow) }
            guard !inBack.isEmpty else { continue }
            dimmedInBack += inBack
            var rects = inBack.map(Self.rectangle)
            XRenderFillRectangles(display, Int32(PictOpSrc), target, &xcolor, &rects, Int32(rects.count))
        }
        guard let bounds = mixed.dropFirst().reduce(mixed.first, { $0?.union($1) }) else { return }
        var rects = mixed.map(Self.rectangle)
        var restore = clip
        XRenderSetPictureClipRectangles(display, target, 0, 0, &rects, Int32(rects.count))
        XRenderComposite(display, Int32(PictOpSrc), source, 0, target,
                         Int32(bounds.x + dimmed.offset.x), Int32(bounds.y + dimmed.offset.y), 0, 0,
                         Int32(bounds.x), Int32(bounds.y), UInt32(bounds.width), UInt32(bounds.height))
        // The clip back to the damage before the blend: each of its rectangles is composited
        // alone, and against a clip of many rectangles each would be cut by all of them.
        XRenderSetPictureClipRectangles(display, target, 0, 0, &restore, 1)
        var xcolor = XRenderColor(red: dimmed.fill.red, green: dimmed.fill.green, blue: dimmed.fill.blue, alpha: dimmed.fill.alpha)
        XRenderFillRectangles(display, Int32(PictOpOver), target, &xcolor, &rects, Int32(rects.count))
    }

    /// Whether `box` is final in the frame: none of `above` (what the later steps draw;
    /// `bounds`, their union) touches it.
    static func isFinal(_ box: PixelBox, under above: [PixelBox], bounds: PixelBox?) -> Bool {
        bounds.map({ box.intersection($0).isEmpty }) ?? true || !above.contains(where: { !$0.intersection(box).isEmpty })
    }

    /// `boxes` split, in order, into those no box of `above` touches (final: they may go
    /// straight to the window) and those a later step draws over.
    static func partition(_ boxes: [PixelBox], under above: [PixelBox]) -> (final: [PixelBox], drawnOver: [PixelBox]) {
        let bounds = above.dropFirst().reduce(above.first) { $0?.union($1) }
        var final: [PixelBox] = [], drawnOver: [PixelBox] = []
        for box in boxes {
            if isFinal(box, under: above, bounds: bounds) { final.append(box) } else { drawnOver.append(box) }
        }
        return (final, drawnOver)
    }

    /// What `present` copies of `box` from the back picture when fills went straight to
    /// the window: `box` less the `direct` copies and the dimmed copies' parts (a few
    /// boxes), and what the dimmed copies drew in the back picture (their mixed
    /// rectangles, and fills under a later step). The same pixels as `box` less every
    /// box sent straight, without taking hundreds of fills out of it one by one.
    func piecesFromBack(of box: PixelBox, around direct: [PixelBox]) -> [PixelBox] {
        Self.piecesFromBack(of: box, around: direct, dimmedParts: dimmedParts, drawnInBack: dimmedInBack)
    }

    /// `box` less `direct` and `dimmedParts`, plus the boxes of `drawnInBack` (inside the
    /// dimmed parts) clipped to `box` and less `direct`.
    static func piecesFromBack(of box: PixelBox, around direct: [PixelBox], dimmedParts: [PixelBox],
                               drawnInBack: [PixelBox]) -> [PixelBox] {
        var pieces = box.subtracting(all: direct + dimmedParts)
        for drawn in drawnInBack {
            let inside = drawn.intersection(box)
            guard !inside.isEmpty else { continue }
            // (a direct copy covers no dimmed part: it is opaque over them, so they are not visible there)
            if direct.contains(where: { !$0.intersection(inside).isEmpty }) {
                pieces += inside.subtracting(all: direct)
            } else {
                pieces.append(inside)
            }
        }
        return pieces
    }
}
