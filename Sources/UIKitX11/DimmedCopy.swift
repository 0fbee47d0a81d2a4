import Foundation
import UIKitCairo

/// An opaque whole-pixel copy of a bitmap with a translucent solid fill straight over
/// it, on the same pixels: a dimming view over the presenter's content. The frame is
/// the copy, then the fill blended OVER it (pixman's `over_n_8888`, about 4.5
/// instructions a pixel, most of a whole-window frame's cost when the dimming changes
/// its 8-bit level). Where the bitmap is one colour (`BitmapSolidParts`), the result is
/// one colour too, worked out here exactly as pixman blends it, so those pixels are a
/// plain fill (about 0.4 instructions a pixel); the copy and the blend remain only
/// where the bitmap is mixed. The pixels are the same as the copy and the fill.
struct DimmedCopy {
    typealias Color = (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)

    /// The copy's visible parts, in device pixels.
    let parts: [PixelBox]
    /// The bitmap pixel under device pixel (0, 0).
    let offset: (x: Int, y: Int)
    /// The bitmap's one-colour and mixed rectangles.
    let tiles: BitmapSolidParts
    /// The fill's premultiplied 16-bit colour.
    let fill: Color

    /// Copies smaller than this many pixels are drawn as a copy and a blend
    /// (`CompositePlan.dimmedCopyMinimumArea`).
    static let minimumArea = CompositePlan.dimmedCopyMinimumArea

    /// The colour of the fill right above step `index` of `plan` when the two can be
    /// drawn as one `DimmedCopy` (nil: they cannot; `CompositePlan.dimmedCopyFill`).
    static func fill(over index: Int, of plan: CompositePlan, visible: [[PixelBox]]) -> Color? {
        plan.dimmedCopyFill(over: index, visible: visible)
    }

    /// The requests that draw it: per blended colour (in order of first use), the device
    /// boxes to fill with it; and the mixed device boxes, to copy and then fill over.
    /// Parts outside the bitmap (its padded edges) count as mixed.
    func requests() -> (solid: [(color: UInt32, boxes: [PixelBox])], mixed: [PixelBox]) {
        var solid: [(color: UInt32, boxes: [PixelBox])] = [], mixed: [PixelBox] = []
        // Each bitmap colour met so far and the index in `solid` of its blended colour:
        // a bitmap has few colours in its one-colour parts (a list: its background and
        // separators), so a short list is searched, not hashed; a map past `listedColors`.
        var sources = ColorSlots()
        // (and each blended colour's index, looked up only for a bitmap colour not met before)
        var blendedAt: [UInt32: Int] = [:]
        let bitmap = PixelBox(x: 0, y: 0, width: tiles.width, height: tiles.height)
        let back = (x: -offset.x, y: -offset.y)
        for part in parts {
            let source = part.offsetBy(offset)
            if source.intersection(bitmap) != source {
                for outside in source.subtracting(bitmap) { mixed.append(outside.offsetBy(back)) }
            }
            let split = tiles.split(source.intersection(bitmap))
            for box in split.mixed { mixed.append(box.offsetBy(back)) }
            // Most runs are the colour of the one before: no look-up for them.
            var last: (source: UInt32, at: Int)?
            for run in split.solid {
                let box = run.box.offsetBy(back)
                if let last, last.source == run.color {
                    solid[last.at].boxes.append(box)
                    continue
                }
                let at: Int
                if let known = sources.slot(of: run.color) {
                    at = known
                } else {
                    let color = Self.blend(fill, over: run.color)
                    if let same = blendedAt[color] {
                        at = same
                    } else {
                        at = solid.count
                        blendedAt[color] = at
                        solid.append((color, []))
                    }
                    sources.add(run.color, slot: at)
                }
                solid[at].boxes.append(box)
                last = (run.color, at)
            }
        }
        return (solid, mixed)
    }

    /// Bitmap colours and the index of their blended colour in `requests()`'s `solid`:
    /// the first `listedColors` in a list searched in order, the rest in a map.
    private struct ColorSlots {
        static let listedColors = 16
        private var listed: [(color: UInt32, slot: Int)] = []
        private var mapped: [UInt32: Int] = [:]

        func slot(of color: UInt32) -> Int? {
            for entry in listed where entry.color == color { return entry.slot }
            return mapped.isEmpty ? nil : mapped[color]
        }

        mutating func add(_ color: UInt32, slot: Int) {
            if listed.count < Self.listedColors { listed.append((color, slot)) } else { mapped[color] = slot }
        }
    }

    /// `fill` OVER the premultiplied ARGB `pixel`, as pixman blends it: the colour in 8
    /// bits a channel (the top 8 of each 16, as pixman and the X server make a solid),
    /// then each channel `fill + pixel * (255 - fill alpha) / 255`, pixman's rounding
    /// (`MUL_UN8`), the sum saturated at 255.
    static func blend(_ fill: Color, over pixel: UInt32) -> UInt32 {
        let inverse = 255 - UInt32(fill.alpha >> 8)
        func channel(_ value: UInt16, _ shift: UInt32) -> UInt32 {
            let t = ((pixel >> shift) & 0xFF) * inverse + 0x80
            return min(255, UInt32(value >> 8) + ((t + (t >> 8)) >> 8)) << shift
        }
        return channel(fill.alpha, 24) | channel(fill.red, 16) | channel(fill.green, 8) | channel(fill.blue, 0)
    }
}
