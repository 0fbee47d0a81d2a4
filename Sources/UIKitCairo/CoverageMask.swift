import CCairo
import Foundation
import UIKitCore

/// The coverage of a layer's clip outline times its alpha, in device pixels, as
/// Cairo's scan converter renders it, used as the composite's mask by both the
/// client path and the X server, so both weigh the edges alike. It is kept as a
/// solid interior, where every pixel is 255 and the composite needs no mask, and
/// A8 bands of the pixels around it: a rounded rectangle's corner rows and edge
/// columns, not the whole of it.
public final class CoverageMask {
    public let width: Int, height: Int
    /// The interior box (mask pixels) whose every pixel is 255 (full coverage at alpha
    /// 1): there the composite needs no mask (empty if none).
    public let solid: PixelBox
    /// The pixels around `solid` as A8 images of their own (the whole mask in one band
    /// when there is no solid interior); they and `solid` tile the mask.
    public let edgeBands: [CoverageBand]

    init(width: Int, height: Int, solid: PixelBox, edgeBands: [CoverageBand]) {
        (self.width, self.height, self.solid, self.edgeBands) = (width, height, solid, edgeBands)
    }

    /// The band holding mask pixel `point` (nil: none, inside `solid` or outside).
    public func band(containing point: (x: Int, y: Int)) -> CoverageBand? {
        edgeBands.first { $0.box.intersection(PixelBox(x: point.x, y: point.y, width: 1, height: 1)).area == 1 }
    }

    /// The coverage of mask pixel (`x`, `y`): 255 inside `solid`, else its band's byte.
    public func coverage(x: Int, y: Int) -> UInt8 {
        if solid.intersection(PixelBox(x: x, y: y, width: 1, height: 1)).area == 1 { return 255 }
        guard let band = band(containing: (x, y)), let data = cairo_image_surface_get_data(band.surface) else { return 0 }
        return data[(y - band.box.y) * Int(cairo_image_surface_get_stride(band.surface)) + x - band.box.x]
    }
}

/// Pixels of a `CoverageMask` in an A8 image of their own (the X server's copy of the
/// mask holds only these).
public final class CoverageBand {
    /// The A8 Cairo image surface holding the mask's pixels of `box`.
    public let surface: OpaquePointer
    public let box: PixelBox

    /// Takes `surface` (of `box`'s size) over.
    init(surface: OpaquePointer, box: PixelBox) {
        (self.surface, self.box) = (surface, box)
    }

    /// A band of `box` copied out of the whole mask's A8 pixels `data` (rows `stride`
    /// apart), or nil when no surface could be made.
    convenience init?(copying box: PixelBox, of data: UnsafeMutablePointer<UInt8>, stride: Int) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)),
              let target = cairo_image_surface_get_data(surface) else { return nil }
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<box.height {
            (target + y * targetStride).update(from: data + (box.y + y) * stride + box.x, count: box.width)
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface, box: box)
    }
    deinit { cairo_surface_destroy(surface) }
}

/// Coverage masks of recent clip outlines, keyed by the outline relative to its box
/// and the alpha, so a layer moved by whole pixels reuses its mask.
public final class CoverageMaskCache {
    private struct Key: Hashable { let path: [Double]; let alpha: UInt8; let width: Int; let height: Int }
    private var entries: [Key: CoverageMask] = [:]
    private var order: [Key] = []
    private let capacity = 8

    public init() {}

    func mask(for outline: GraphicsPath, box: PixelBox, alpha: UInt8) -> CoverageMask? {
        let local = outline.applying(CGAffineTransform(translationX: CGFloat(-box.x), y: CGFloat(-box.y)))
        let key = Key(path: local.keyValues, alpha: alpha, width: box.width, height: box.height)
        if let mask = entries[key] { return mask }
        let raster = CoverageRaster(outline: local, alpha: alpha)
        guard box.width > 0, box.height > 0, box.width * box.height <= 16_000_000,
              let mask = raster.bandedMask(width: box.width, height: box.height) ?? raster.wholeMask(width: box.width, height: box.height)
        else { return nil }
        entries[key] = mask
        order.append(key)
        if order.count > capacity { entries[order.removeFirst()] = nil }
        return mask
    }
}

/// Renders an outline's coverage (times an alpha) with Cairo, into the whole mask or
/// into boxes of it (the outline moved by whole pixels).
struct CoverageRaster {
    /// The outline in mask pixels.
    let outline: GraphicsPath
    let alpha: UInt8

    /// The coverage of `box` (mask pixels) as an A8 surface of its size.
    func render(_ box: PixelBox) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)) else { return nil }
        guard let cr = cairo_create(surface) else { cairo_surface_destroy(surface); return nil }
        cairo_translate(cr, Double(-box.x), Double(-box.y))
        outline.append(to: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        if alpha < 255, let data = cairo_image_surface_get_data(surface) {
            // Coverage × alpha, rounded as pixman multiplies 8-bit values.
            let stride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<box.height {
                let row = data + y * stride
                for x in 0..<box.width {
                    let t = Int(row[x]) * Int(alpha) + 0x80
                    row[x] = UInt8((t + (t >> 8)) >> 8)
                }
            }
            cairo_surface_mark_dirty(surface)
        }
        return surface
    }

    /// The mask rendered whole, its solid interior found in it: the middle row's run of
    /// 255, grown up and down while the rows hold it.
    func wholeMask(width: Int, height: Int) -> CoverageMask? {
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        guard let surface = render(whole), let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let run = Self.fullRun(data + height / 2 * stride, width: width)
        var top = height / 2, bottom = height / 2
        if let run {
            while top > 0, Self.holds(data + (top - 1) * stride, run) { top -= 1 }
            while bottom < height, Self.holds(data + bottom * stride, run) { bottom += 1 }
        }
        let solid = run.map { PixelBox(x: $0.lowerBound, y: top, width: $0.count, height: bottom - top) }
            ?? PixelBox(x: 0, y: 0, width: 0, height: 0)
        guard !solid.isEmpty else {
            return CoverageMask(width: width, height: height, solid: solid, edgeBands: [CoverageBand(surface: surface, box: whole)])
        }
        defer { cairo_surface_destroy(surface) }
        let bands = whole.subtracting(solid).compactMap { CoverageBand(copying: $0, of: data, stride: stride) }
        return CoverageMask(width: width, height: height, solid: solid, edgeBands: bands)
    }

    /// The mask with only its bands rendered, for an outline whose middle rows cross
    /// only vertical edges (a rounded rectangle's straight sides): those rows are all
    /// covered alike, so the middle row's run of 255 is the solid interior across them
    /// and is not rendered. The rows above and below and the columns beside are
    /// rendered as boxes of their own, each cut where only vertical edges cross its
    /// border (Cairo clips an outline to the box it renders, and a vertical edge cut
    /// anywhere is the same edge, so each box holds the bytes of the whole mask).
    /// Nil when this does not apply (then `wholeMask`).
    func bandedMask(width: Int, height: Int) -> CoverageMask? {
        guard alpha == 255, let straight = outline.verticalStretch(around: Double(height / 2)) else { return nil }
        let top = Int(straight.lowerBound.rounded(.up)), bottom = min(height, Int(straight.upperBound.rounded(.down)))
        guard top < bottom, let middleRow = render(PixelBox(x: 0, y: height / 2, width: width, height: 1)) else { return nil }
        defer { cairo_surface_destroy(middleRow) }
        guard let middleData = cairo_image_surface_get_data(middleRow),
              let run = Self.fullRun(middleData, width: width) else { return nil }
        let solid = PixelBox(x: run.lowerBound, y: top, width: run.count, height: bottom - top)
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        var bands: [CoverageBand] = []
        for box in whole.subtracting(solid) {
            guard let surface = render(box) else { return nil }
            bands.append(CoverageBand(surface: surface, box: box))
        }
        return CoverageMask(width: width, height: height, solid: solid, edgeBands: bands)
    }

    /// The run of 255 through the middle of a row (nil when its middle pixel is not 255).
    static func fullRun(_ row: UnsafeMutablePointer<UInt8>, width: Int) -> Range<Int>? {
        var left = width / 2, right = width / 2
        guard row[left] == 255 else { return nil }
        while left > 0, row[left - 1] == 255 { left -= 1 }
        while right < width, row[right] == 255 { right += 1 }
        return left..<right
    }

    /// Whether `row` is 255 across `run`: its first byte is, and each byte equals the
    /// next (one memcmp of the run against itself shifted by one: vectorized).
    static func holds(_ row: UnsafeMutablePointer<UInt8>, _ run: Range<Int>) -> Bool {
        let start = row + run.lowerBound
        return start[0] == 255 && (run.count < 2 || memcmp(start, start + 1, run.count - 1) == 0)
    }
}

extension GraphicsPath {
    /// The stretch of heights around `y` that the outline crosses only with vertical
    /// edges (no curve, sloped or level line reaches into it); nil when one reaches `y`
    /// or the outline is not closed.
    func verticalStretch(around y: Double) -> ClosedRange<Double>? {
        var low = -Double.infinity, high = Double.infinity
        var current: CGPoint?, start: CGPoint?
        func reach(_ ys: [CGFloat]) -> Bool {
            let a = Double(ys.min()!), b = Double(ys.max()!)
            if b <= y { low = max(low, b) } else if a >= y + 1 { high = min(high, a) } else { return false }
            return true
        }
        for element in elements {
            switch element {
            case .move(let p):
                if let c = current, let s = start, c != s, !(c.x == s.x || reach([c.y, s.y])) { return nil }
                current = p; start = p
            case .line(let p):
                guard let c = current else { return nil }
                if c.x != p.x, !reach([c.y, p.y]) { return nil }
                current = p
            case .curve(let a, let b, let p):
                guard let c = current, reach([c.y, a.y, b.y, p.y]) else { return nil }
                current = p
            case .close:
                if let c = current, let s = start, c.x != s.x, !reach([c.y, s.y]) { return nil }
                current = start
            }
        }
        guard low.isFinite, high.isFinite, low < high else { return nil }
        return low...high
    }
}
