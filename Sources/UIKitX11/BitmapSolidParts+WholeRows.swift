import Foundation
import UIKitCairo

/// The cut by whole rows: for a frame that cannot wait for the finer cut (`cut`), the
/// window's first frame built in the server (`X11Compositor.build` into the window).
///
/// A row that is one colour from end to end is solid, and a stretch of such rows of
/// one colour is one rectangle; every other row is mixed whole, and a stretch of them is
/// one rectangle. A row the same as the one above (one `memcmp`) is not looked at again,
/// and a row that is not one colour is left at its first pixel of another colour: at
/// 1920x1080 @2 the list's cut costs a few million instructions where the finer cut
/// costs 78 M. It leaves more mixed (a line of text's margins), which a dimmed copy
/// blends rather than fills: the same pixels (`DimmedCopy`), a little more work for the
/// X server. The finer cut replaces it once the frame is shown
/// (`X11FramePresenter+DeferredParts`).
extension BitmapSolidParts {
    /// Nil for a bitmap that is not a readable ARGB32 or RGB24 image surface.
    init?(wholeRowsOf surface: OpaquePointer) {
        guard let image = CairoImageRows(surface) else { return nil }
        self = Self.wholeRows(width: image.width, height: image.height, ignoring: image.ignored, row: image.row)
    }

    /// The cut by whole rows. `row(y)` is row `y`'s first pixel; bits of `ignoring` are not
    /// compared and are set in the colours reported. Rows narrower than `minimumRun` are mixed.
    static func wholeRows(width: Int, height: Int, ignoring: UInt32 = 0, row: (Int) -> UnsafePointer<UInt32>) -> BitmapSolidParts {
        guard width > 0, height > 0 else { return BitmapSolidParts(width: max(0, width), height: max(0, height), solid: [], mixed: []) }
        var solid: [(color: UInt32, box: PixelBox)] = [], mixed: [PixelBox] = []
        var above: UInt32?
        for y in 0..<height {
            let pixels = row(y)
            let color = y > 0 && memcmp(pixels, row(y - 1), width * 4) == 0
                ? above : (width >= minimumRun ? uniformColor(pixels, width: width, keep: ~ignoring).map { $0 | ignoring } : nil)
            if let color {
                if let last = solid.last, last.color == color, last.box.y + last.box.height == y {
                    solid[solid.count - 1].box = PixelBox(x: 0, y: last.box.y, width: width, height: last.box.height + 1)
                } else {
                    solid.append((color, PixelBox(x: 0, y: y, width: width, height: 1)))
                }
            } else if let last = mixed.last, last.y + last.height == y {
                mixed[mixed.count - 1] = PixelBox(x: 0, y: last.y, width: width, height: last.height + 1)
            } else {
                mixed.append(PixelBox(x: 0, y: y, width: width, height: 1))
            }
            above = color
        }
        return BitmapSolidParts(width: width, height: height, solid: solid, mixed: mixed)
    }

    /// The row's colour (its bits of `keep`) when every pixel has it, else nil: two pixels
    /// compared at a time, stopping at the first that differs.
    private static func uniformColor(_ pixels: UnsafePointer<UInt32>, width: Int, keep: UInt32) -> UInt32? {
        let first = pixels[0] & keep
        let pair = UInt64(first) << 32 | UInt64(first), keepPair = UInt64(keep) << 32 | UInt64(keep)
        let pairs = width / 2
        let words = UnsafeRawPointer(pixels)
        for index in 0..<pairs where words.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) & keepPair != pair {
            return nil
        }
        if width % 2 == 1, pixels[width - 1] & keep != first { return nil }
        return first
    }
}
