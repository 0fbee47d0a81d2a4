import CCairo
import Foundation
import UIKitCore

/// A whole-pixel rectangle in device pixels.
///
/// Its few arithmetic members are `@inlinable`: a drag frame's planning and requests
/// (the compositor's module and this one) call them tens of thousands of times, and a
/// call across modules costs more than the arithmetic.
public struct PixelBox: Equatable {
    public var x: Int, y: Int, width: Int, height: Int
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }
    @inlinable
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// This box moved by `offset` pixels.
    @inlinable
    public func offsetBy(_ offset: (x: Int, y: Int)) -> PixelBox {
        PixelBox(x: x + offset.x, y: y + offset.y, width: width, height: height)
    }
    @inlinable
    public func intersection(_ other: PixelBox) -> PixelBox {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return PixelBox(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
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
    /// Each masked piece lies inside one of the mask's edge bands (`maskBand(for:)`).
    public func bands(of part: PixelBox) -> [(box: PixelBox, masked: Bool)] {
        guard !part.isEmpty else { return [] }
        guard let mask else { return [(part, alpha < 255)] }
        let solid = mask.solid.offsetBy(maskOrigin).intersection(part)
        let edges = mask.edgeBands.map { $0.box.offsetBy(maskOrigin).intersection(part) }.filter { !$0.isEmpty }
        return (solid.isEmpty ? [] : [(solid, false)]) + edges.map { ($0, true) }
    }

    /// The edge band of the mask under a masked piece of `bands(of:)` (device pixels).
    public func maskBand(for piece: PixelBox) -> CoverageBand? {
        mask?.band(containing: (piece.x - maskOrigin.x, piece.y - maskOrigin.y))
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
        let alphaImage = mask == nil && alpha < 255 ? Self.solidAlpha(alpha) : nil
        defer { if let alphaImage { pixman_image_unref(alphaImage) } }
        cairo_surface_flush(target)
        for (part, masked) in clip.flatMap({ bands(of: $0.intersection(box)) }) {
            // Through the mask's band under the piece (or the alpha alone), as the X server does.
            var maskImage = masked ? alphaImage : nil, maskX = part.x - maskOrigin.x, maskY = part.y - maskOrigin.y
            if masked, mask != nil {
                guard let band = maskBand(for: part) else { continue }
                maskImage = Self.pixmanImage(for: band.surface)
                maskX -= band.box.x
                maskY -= band.box.y
            }
            pixman_image_composite32(PIXMAN_OP_OVER, src, maskImage, dst,
                                     Int32(part.x + (offset?.x ?? 0)), Int32(part.y + (offset?.y ?? 0)),
                                     Int32(maskX), Int32(maskY),
                                     Int32(part.x), Int32(part.y), Int32(part.width), Int32(part.height))
            if masked, mask != nil, let maskImage { pixman_image_unref(maskImage) }
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
