import CCairo
import Foundation
import UIKitCore

/// The backend of a bitmap `CGContext`: a Cairo image surface over the
/// context's pixel memory, with Core Graphics' bottom-up base space (origin at
/// the bottom left, one unit per pixel).
///
/// Memory in the native layout (premultiplied BGRA, 32-bit little-endian) is
/// drawn into directly; any other layout `BitmapLayout` supports is kept in a
/// Cairo surface and written back to the memory after every drawing call, so
/// the bytes are current whenever the caller reads them.
final class CairoBitmapBackend: BitmapBackend {
    let layout: BitmapLayout
    let data: UnsafeMutableRawPointer?
    private let ownsMemory: Bool
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    let inner: CairoDrawingContext
    /// Whether the surface draws straight into `data` (no write-back needed).
    private let drawsInPlace: Bool

    init?(data: UnsafeMutableRawPointer?, layout: BitmapLayout) {
        guard layout.width > 0, layout.height > 0, layout.width * layout.height <= 64_000_000 else { return nil }
        self.layout = layout
        ownsMemory = data == nil
        let memory = data ?? UnsafeMutableRawPointer.allocate(byteCount: layout.bytesPerRow * layout.height, alignment: 16)
        if data == nil { memory.initializeMemory(as: UInt8.self, repeating: 0, count: layout.bytesPerRow * layout.height) }
        self.data = memory
        drawsInPlace = layout.isNative && layout.bytesPerRow % 4 == 0
        let created = drawsInPlace
            ? cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                  Int32(layout.width), Int32(layout.height), Int32(layout.bytesPerRow))
            : cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(layout.width), Int32(layout.height))
        guard let created, cairo_surface_status(created) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(created) else {
            if ownsMemory { memory.deallocate() }
            return nil
        }
        surface = created
        cairo = cr
        inner = CairoDrawingContext(cairo: cr, text: PangoTextSystem.offscreen, shadows: ShadowCache(), deviceScale: 1)
        if !drawsInPlace && data != nil { loadFromMemory() }
        // Core Graphics' bitmap space is bottom-up.
        cairo_translate(cr, 0, Double(layout.height))
        cairo_scale(cr, 1, -1)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        if ownsMemory { data?.deallocate() }
    }

    /// Copies the caller's pixels into the surface (a context made over existing memory).
    private func loadFromMemory() {
        guard let data else { return }
        let pixels = layout.decode(UnsafeRawBufferPointer(start: data, count: layout.byteCount))
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let target = cairo_image_surface_get_data(surface) else { return }
        pixels.withUnsafeBytes { source in
            for row in 0..<layout.height {
                UnsafeMutableRawPointer(target + row * stride)
                    .copyMemory(from: source.baseAddress! + row * layout.width * 4, byteCount: layout.width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Writes the surface back to the caller's memory in its layout.
    func sync() {
        guard !drawsInPlace, let data else { return }
        let pixels = premultipliedARGBPixels()
        layout.encode(pixels, into: UnsafeMutableRawBufferPointer(start: data, count: layout.byteCount))
    }

    func premultipliedARGBPixels() -> [UInt32] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let source = cairo_image_surface_get_data(surface) else { return [] }
        var pixels = [UInt32](repeating: 0, count: layout.width * layout.height)
        pixels.withUnsafeMutableBytes { target in
            for row in 0..<layout.height {
                (target.baseAddress! + row * layout.width * 4)
                    .copyMemory(from: source + row * stride, byteCount: layout.width * 4)
            }
        }
        return pixels
    }

    // MARK: DrawingBackend, forwarded (drawing calls write back)

    func saveState() { inner.saveState() }
    func restoreState() { inner.restoreState() }
    func concatenate(_ transform: CGAffineTransform) { inner.concatenate(transform) }
    var currentTransform: CGAffineTransform { inner.currentTransform }
    var deviceScale: CGFloat { 1 }
    func clip(to path: GraphicsPath, rule: CGPathFillRule) { inner.clip(to: path, rule: rule) }
    var clipBounds: CGRect { inner.clipBounds }

    func fill(_ path: GraphicsPath, rule: CGPathFillRule, color: CGColor, style: DrawingStyle) {
        inner.fill(path, rule: rule, color: color, style: style)
        sync()
    }

    func stroke(_ path: GraphicsPath, line: LineStyle, color: CGColor, style: DrawingStyle) {
        inner.stroke(path, line: line, color: color, style: style)
        sync()
    }

    func drawGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions,
                      style: DrawingStyle) {
        inner.drawGradient(gradient, geometry, options: options, style: style)
        sync()
    }

    func draw(_ image: CGImage, in rect: CGRect, quality: CGInterpolationQuality, style: DrawingStyle) {
        inner.draw(image, in: rect, quality: quality, style: style)
        sync()
    }

    func clear(_ rect: CGRect) {
        inner.clear(rect)
        sync()
    }

    func beginTransparencyGroup() { inner.beginTransparencyGroup() }

    func endTransparencyGroup(alpha: CGFloat) {
        inner.endTransparencyGroup(alpha: alpha)
        sync()
    }
}

extension CGContext {
    /// A bitmap context over `data` (or over memory it allocates when nil), as
    /// Core Graphics makes one: bottom-up pixel space, `bitmapInfo` an alpha
    /// info optionally or-ed with a byte order (`CGImageAlphaInfo.premultipliedLast.rawValue`).
    /// `bytesPerRow` 0 picks the tight row size. Nil for a layout `BitmapLayout`
    /// cannot handle (8 bits per component, RGB or grey).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alpha = info.alphaInfo ?? .none
        let components = (alpha == .alphaOnly ? 0 : space.numberOfComponents)
            + (alpha == .none ? 0 : 1)
        let bitsPerPixel = components * bitsPerComponent
        let rowBytes = bytesPerRow > 0 ? bytesPerRow : width * bitsPerPixel / 8
        guard let layout = BitmapLayout(width: width, height: height, bitsPerComponent: bitsPerComponent,
                                        bitsPerPixel: bitsPerPixel, bytesPerRow: rowBytes, bitmapInfo: info,
                                        colorSpace: space),
              let backend = CairoBitmapBackend(data: data, layout: layout) else { return nil }
        self.init(backend: backend)
    }
}
