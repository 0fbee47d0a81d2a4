import CCairo
import Foundation
import UIKitCairo

/// The box of a blurred shadow's mask where the shadow darkens anything: outside it
/// every pixel of the colour through the mask is 0 in all four channels, and OVER a
/// transparent pixel leaves what is under it as it was, so nothing need be composited
/// there. The blur's tail is long: a mask value `m` leaves a channel `c` (8 bits, the
/// top 8 of the colour's 16) at `c * m / 255` with pixman's rounding (`MUL_UN8`), which is
/// 0 while `m` is below `threshold(c)` (for the sheet's 12 % black, `m` < 5: the outer
/// third of a Gaussian's three-sigma reach). Rows identical to the one above are not
/// read again (`BitmapRowRuns`' test).
enum ShadowInkBox {
    /// The least mask value that leaves channel value `channel` non-zero (256: none does).
    static func threshold(_ channel: UInt8) -> Int {
        guard channel > 0 else { return 256 }
        return (1...255).first { m in
            let t = Int(channel) * m + 0x80
            return (t + (t >> 8)) >> 8 > 0
        } ?? 256
    }

    /// The box, in mask pixels, of `mask`'s (an A8 image surface) values at or above
    /// the threshold of `color`'s largest channel (premultiplied, 16 bits a channel):
    /// empty when no pixel is; nil when the mask is not a readable A8 image.
    static func find(_ mask: OpaquePointer, color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)) -> PixelBox? {
        cairo_surface_flush(mask)
        guard cairo_surface_get_type(mask) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(mask) == CAIRO_FORMAT_A8,
              let data = cairo_image_surface_get_data(mask) else { return nil }
        let width = Int(cairo_image_surface_get_width(mask)), height = Int(cairo_image_surface_get_height(mask))
        let stride = Int(cairo_image_surface_get_stride(mask))
        let largest = max(color.red, color.green, color.blue, color.alpha) >> 8
        let least = threshold(UInt8(largest))
        let empty = PixelBox(x: 0, y: 0, width: 0, height: 0)
        guard least <= 255, width > 0, height > 0 else { return empty }
        var left = width, right = -1, top = -1, bottom = -1
        var previous: (row: Int, inked: Bool)?
        for y in 0..<height {
            let row = data + y * stride
            if let last = previous, memcmp(row, data + last.row * stride, width) == 0 {
                if last.inked { bottom = y }
                previous = (y, last.inked)
                continue
            }
            guard let first = (0..<width).first(where: { Int(row[$0]) >= least }) else {
                previous = (y, false)
                continue
            }
            let last = (first..<width).last(where: { Int(row[$0]) >= least }) ?? first
            left = min(left, first)
            right = max(right, last)
            if top < 0 { top = y }
            bottom = y
            previous = (y, true)
        }
        guard top >= 0 else { return empty }
        return PixelBox(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
