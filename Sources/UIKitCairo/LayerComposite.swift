import CCairo
import Foundation
import UIKitCore

/// A whole-pixel rectangle in device pixels.
public struct PixelBox: Equatable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public func intersection(_ other: PixelBox) -> PixelBox {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return PixelBox(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// The coverage of a layer's clip outline times its alpha, in device pixels: an A8
/// bitmap rendered once by Cairo's scan converter and used as the composite's mask
/// by both the client path and the X server, so both weigh the edges alike.
public final class CoverageMask {
    /// The A8 Cairo image surface.
    public let surface: OpaquePointer
    public let width: Int, height: Int
    /// The interior box (mask pixels) whose every pixel is 255 (full coverage at alpha
    /// 1): there the composite needs no mask (set once the mask is drawn; empty if none).
    public private(set) var solid = PixelBox(x: 0, y: 0, width: 0, height: 0)
    /// The pixels around `solid` as A8 images of their own (what the X server needs of
    /// the mask: a rounded rectangle's corner rows and edge columns, not the whole of it).
    public private(set) var edgeBands: [CoverageBand] = []

    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width * height <= 16_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        self.surface = surface
        self.width = width
        self.height = height
    }
    deinit { cairo_surface_destroy(surface) }

    /// Finds `solid` (the middle row's run of 255, grown up and down while the rows
    /// hold it) and copies the rest into `edgeBands`, once the mask is drawn.
    func analyze() {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let middle = height / 2
        let row = UnsafeBufferPointer(start: data + middle * stride, count: width)
        var left = width / 2, right = width / 2
        if row[left] == 255 {
            while left > 0, row[left - 1] == 255 { left -= 1 }
            while right < width, row[right] == 255 { right += 1 }
        }
        // A row holds when its run is all 255: compared with memcmp (vectorized), as the
        // interior of a window-sized mask is scanned once for every new push-back scale.
        let full = [UInt8](repeating: 255, count: max(right - left, 1))
        func holds(_ y: Int) -> Bool {
            memcmp(data + y * stride + left, full, right - left) == 0
        }
        var top = middle, bottom = middle
        if right > left {
            while top > 0, holds(top - 1) { top -= 1 }
            while bottom < height, holds(bottom) { bottom += 1 }
        }
        solid = PixelBox(x: left, y: top, width: right - left, height: bottom - top)
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        edgeBands = whole.subtracting(solid).compactMap { CoverageBand(copying: $0, of: data, stride: stride) }
    }
}

/// Pixels of a `CoverageMask` in an A8 image of their own (the X server's copy of the
/// mask holds only these).
public final class CoverageBand {
    /// The A8 Cairo image surface holding the mask's pixels of `box`.
    public let surface: OpaquePointer
    public let box: PixelBox
    init?(copying box: PixelBox, of data: UnsafeMutablePointer<UInt8>, stride: Int) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)),
              let target = cairo_image_surface_get_data(surface) else { return nil }
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<box.height { (target + y * targetStride).update(from: data + (box.y + y) * stride + box.x, count: box.width) }
        cairo_surface_mark_dirty(surface)
        self.surface = surface
        self.box = box
    }
    deinit { cairo_surface_destroy(surface) }
}

/// One rasterized layer's composite, exactly as both sides perform it (RENDER in
/// the X server is pixman, as is Cairo's image backend): the bitmap resampled
/// through `transform` (from a device pixel's centre to bitmap pixels, 16.16 fixed
/// point; nearest when it is a whole-pixel translation, else bilinear; edges
/// padded), OVER the target, weighted by the coverage `mask` (placed at
/// `maskOrigin`) or, without one, by the 8-bit `alpha` alone, over `box`.
public struct LayerComposite {
    /// The layer's cached bitmap (ARGB32, or RGB24 when `opaque`), and which drawing of it.
    public let bitmap: OpaquePointer
    public let bitmapOwner: AnyObject
    public let bitmapGeneration: Int
    public let opaque: Bool
    /// Row-major 16.16 affine matrix: xx, xy, x0, yx, yy, y0.
    public let transform: [Int32]
    public let nearest: Bool
    public let mask: CoverageMask?
    public let maskOrigin: (x: Int, y: Int)
    public let alpha: UInt8
    public let box: PixelBox
    /// The device pixels where the composite leaves `box` opaque (it hides what is
    /// under it there); set by the compositor's recorder, nil otherwise.
    public internal(set) var opaqueArea: PixelBox?

    /// `part` split where the composite needs its mask (`masked`) and where it does
    /// not: where the coverage mask is 255 it goes without (the same pixels: OVER
    /// through 255 is OVER), e.g. all but a rounded rectangle's corners and edges.
    public func bands(of part: PixelBox) -> [(box: PixelBox, masked: Bool)] {
        guard !part.isEmpty else { return [] }
        guard let mask else { return [(part, alpha < 255)] }
        let solid = PixelBox(x: mask.solid.x + maskOrigin.x, y: mask.solid.y + maskOrigin.y,
                             width: mask.solid.width, height: mask.solid.height).intersection(part)
        guard !solid.isEmpty else { return [(part, true)] }
        return [(solid, false)] + part.subtracting(solid).map { ($0, true) }
    }

    /// For a whole-pixel copy (`nearest`): the bitmap pixel under device pixel (0, 0),
    /// composited as a plain offset with no transform at all (pixman's blit paths).
    public var copyOffset: (x: Int, y: Int)? {
        guard nearest, transform[0] == 65536, transform[4] == 65536, transform[1] == 0, transform[3] == 0,
              transform[2] & 0xFFFF == 0, transform[5] & 0xFFFF == 0 else { return nil }
        return (Int(transform[2] >> 16), Int(transform[5] >> 16))
    }

    /// Performs the composite with pixman on an ARGB32/RGB24 image surface, inside `clip` boxes.
    func perform(on target: OpaquePointer, clip: [PixelBox]) {
        guard let dst = Self.pixmanImage(for: target), let src = Self.pixmanImage(for: bitmap) else { return }
        defer { pixman_image_unref(dst); pixman_image_unref(src) }
        let offset = copyOffset
        if offset == nil { Self.configureSource(src, transform: transform, nearest: nearest) }
        var maskImage: OpaquePointer?
        if let mask { maskImage = Self.pixmanImage(for: mask.surface) } else if alpha < 255 { maskImage = Self.solidAlpha(alpha) }
        defer { if let maskImage { pixman_image_unref(maskImage) } }
        cairo_surface_flush(target)
        for (part, masked) in clip.flatMap({ bands(of: $0.intersection(box)) }) {
            pixman_image_composite32(PIXMAN_OP_OVER, src, masked ? maskImage : nil, dst,
                                     Int32(part.x + (offset?.x ?? 0)), Int32(part.y + (offset?.y ?? 0)),
                                     Int32(part.x - maskOrigin.x), Int32(part.y - maskOrigin.y),
                                     Int32(part.x), Int32(part.y), Int32(part.width), Int32(part.height))
        }
        cairo_surface_mark_dirty(target)
    }

    static func configureSource(_ src: OpaquePointer, transform: [Int32], nearest: Bool) {
        var t = pixman_transform_t()
        t.matrix.0 = (transform[0], transform[1], transform[2])
        t.matrix.1 = (transform[3], transform[4], transform[5])
        t.matrix.2 = (0, 0, 65536)
        pixman_image_set_transform(src, &t)
        pixman_image_set_filter(src, nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
    }

    /// A 1×1 repeating A8 image of `alpha` (the X side uses the same: a 1×1 repeating A8 picture).
    static func solidAlpha(_ alpha: UInt8) -> OpaquePointer? {
        let image = pixman_image_create_bits(PIXMAN_a8, 1, 1, nil, 4)
        if let image, let bits = pixman_image_get_data(image) {
            UnsafeMutableRawPointer(bits).storeBytes(of: UInt32(alpha), as: UInt32.self)
            pixman_image_set_repeat(image, PIXMAN_REPEAT_NORMAL)
        }
        return image
    }

    /// A pixman image over a Cairo image surface's pixels (nil for other formats).
    static func pixmanImage(for surface: OpaquePointer) -> OpaquePointer? {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, let data = cairo_image_surface_get_data(surface) else { return nil }
        let format: pixman_format_code_t
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_ARGB32: format = PIXMAN_a8r8g8b8
        case CAIRO_FORMAT_RGB24: format = PIXMAN_x8r8g8b8
        case CAIRO_FORMAT_A8: format = PIXMAN_a8
        default: return nil
        }
        return pixman_image_create_bits(format, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                                        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                        cairo_image_surface_get_stride(surface))
    }

    /// 16.16 fixed point, rounded to nearest.
    static func fixed(_ value: Double) -> Int32 { Int32(clamping: Int64((value * 65536).rounded())) }
}

extension LayerComposite {
    /// The composite of `bitmap` (of `bounds` at `scale`) under the user-to-device
    /// transform `device`, inside `clip` (user space; nil: the bounds) with `alpha`.
    /// Nil when nothing would be drawn.
    static func make(bitmap: OpaquePointer, owner: AnyObject, generation: Int, opaque: Bool, bounds: CGRect, scale: Double,
                     device: CGAffineTransform, clip: GraphicsPath?, alpha: CGFloat, masks: CoverageMaskCache) -> LayerComposite? {
        var device = device
        let aligned = abs(Double(device.a) - scale) < 1e-9 && abs(Double(device.d) - scale) < 1e-9 && device.b == 0 && device.c == 0
        if aligned {
            // On whole device pixels, as a plain copy.
            let x = Double(device.tx) + Double(bounds.minX) * scale, y = Double(device.ty) + Double(bounds.minY) * scale
            device.tx += CGFloat(x.rounded() - x)
            device.ty += CGFloat(y.rounded() - y)
        }
        // Bitmap pixels to device pixels, inverted.
        let toDevice = CGAffineTransform(scaleX: CGFloat(1 / scale), y: CGFloat(1 / scale))
            .concatenating(CGAffineTransform(translationX: bounds.minX, y: bounds.minY)).concatenating(device)
        guard toDevice.determinant != 0 else { return nil }
        let inverse = toDevice.inverted()
        let transform = [inverse.a, inverse.c, inverse.tx, inverse.b, inverse.d, inverse.ty].map { fixed(Double($0)) }
        // Cairo's rounding of an alpha: to 16 bits, then pixman takes the high byte.
        let alpha16 = Int(min(65535, max(0, (Double(alpha) * 65535 + 0.5).rounded(.down))))
        let value = UInt8(alpha16 >> 8)
        guard value > 0 else { return nil }
        let outline = (clip ?? GraphicsPath(rect: bounds)).applying(device)
        let area = outline.bounds
        guard !area.isNull, area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return nil }
        let box = PixelBox(x: Int(area.minX.rounded(.down)), y: Int(area.minY.rounded(.down)),
                           width: Int(area.maxX.rounded(.up)) - Int(area.minX.rounded(.down)),
                           height: Int(area.maxY.rounded(.up)) - Int(area.minY.rounded(.down)))
        if let rect = outline.pixelRect, rect == box {
            return LayerComposite(bitmap: bitmap, bitmapOwner: owner, bitmapGeneration: generation, opaque: opaque, transform: transform,
                                  nearest: aligned, mask: nil, maskOrigin: (0, 0), alpha: value, box: box)
        }
        guard let mask = masks.mask(for: outline, box: box, alpha: value) else { return nil }
        return LayerComposite(bitmap: bitmap, bitmapOwner: owner, bitmapGeneration: generation, opaque: opaque, transform: transform,
                              nearest: aligned, mask: mask, maskOrigin: (box.x, box.y), alpha: value, box: box)
    }
}

extension GraphicsPath {
    /// The whole-pixel box this path is, when it is an axis-aligned rectangle on whole pixels.
    var pixelRect: PixelBox? {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve: return nil
            case .close: break
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        guard points.allSatisfy({ whole($0.x) && whole($0.y) }) else { return nil }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let b = bounds
        guard b.width > 0, b.height > 0 else { return nil }
        return PixelBox(x: Int(b.minX.rounded()), y: Int(b.minY.rounded()), width: Int(b.width.rounded()), height: Int(b.height.rounded()))
    }
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
        var values: [Double] = []
        for element in local.elements {
            switch element {
            case .move(let p): values += [0, Double(p.x), Double(p.y)]
            case .line(let p): values += [1, Double(p.x), Double(p.y)]
            case .curve(let a, let b, let p): values += [2, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(p.x), Double(p.y)]
            case .close: values.append(3)
            }
        }
        let key = Key(path: values, alpha: alpha, width: box.width, height: box.height)
        if let mask = entries[key] { return mask }
        guard let mask = CoverageMask(width: box.width, height: box.height), let cr = cairo_create(mask.surface) else { return nil }
        for element in local.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case .curve(let a, let b, let p): cairo_curve_to(cr, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(cr)
            }
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(mask.surface)
        if alpha < 255, let data = cairo_image_surface_get_data(mask.surface) {
            // Coverage × alpha, rounded as pixman multiplies 8-bit values.
            let stride = Int(cairo_image_surface_get_stride(mask.surface))
            for y in 0..<box.height {
                let row = data + y * stride
                for x in 0..<box.width {
                    let t = Int(row[x]) * Int(alpha) + 0x80
                    row[x] = UInt8((t + (t >> 8)) >> 8)
                }
            }
            cairo_surface_mark_dirty(mask.surface)
        }
        mask.analyze()
        entries[key] = mask
        order.append(key)
        if order.count > capacity { entries[order.removeFirst()] = nil }
        return mask
    }
}
