import CCairo
import Foundation
import UIKitCore

/// Bitmaps of `shouldRasterize` layers, one per layer, kept while the layer is
/// drawn every frame and its content signature holds.
///
/// With `isEnabled` false every rasterized layer is drawn into a fresh bitmap
/// each frame: the same pixels, without reuse (tests compare the two).
public final class LayerRasterCache {
    /// Whether bitmaps are reused across frames.
    public var isEnabled = true
    /// Layers drawn from their bitmap, and layers (re)drawn into it, since creation.
    public private(set) var hits = 0
    public private(set) var misses = 0
    /// Whether an opaque layer that has no bitmap yet, and would be copied 1:1 onto
    /// whole device pixels, is drawn straight into the frame instead of into a new
    /// bitmap that is then copied (the same pixels: its first drawing covers its box
    /// with opaque colour, and everything after draws over that alike). Its bitmap is
    /// made by the next frame that draws it. A window's first frame sets it, so the
    /// launch neither allocates nor fills a window-sized bitmap before the first paint.
    public var defersNewBitmaps = false
    /// Layers drawn straight into the frame by `defersNewBitmaps`, since creation.
    public private(set) var deferred = 0
    /// While set, new bitmaps of at least this many bytes get their pixels in a shared
    /// memory segment that the X server maps as their pixmap (`LayerRasterCache+SharedPixels`);
    /// nil (the default): private memory only.
    public var sharedBitmapMinimumBytes: Int?
    /// Bitmaps given shared pixels since creation.
    public internal(set) var sharedBitmapsMade = 0

    final class Entry {
        let surface: OpaquePointer
        let width: Int
        let height: Int
        let opaque: Bool
        var signature = 0
        var lastFrame = 0
        /// Counts the drawings into `surface` (a copy elsewhere, the X server's, is stale when it changed).
        var generation = 0
        /// Whether every pixel is still zero (never drawn into): a first drawing needs no clearing.
        var isBlank = true
        /// Whether the pixels were given back to the kernel (`releasePixels`) while a copy
        /// elsewhere (the X server's) holds this drawing: the surface reads as zero until
        /// the layer is drawn into it again.
        var pixelsReleased = false
        /// The pixels (`PixelMemory`); the surface never outlives them.
        let pixels: PixelMemory

        init?(width: Int, height: Int, opaque: Bool, sharedFrom minimumSharedBytes: Int? = nil) {
            let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
            let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
            guard stride > 0, let pixels = LayerRasterCache.pixelMemory(byteCount: stride * height, sharedFrom: minimumSharedBytes)
            else { return nil }
            guard let surface = cairo_image_surface_create_for_data(pixels.base.assumingMemoryBound(to: UInt8.self), format,
                                                                    Int32(width), Int32(height), Int32(stride)) else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return nil
            }
            self.surface = surface
            self.pixels = pixels
            self.width = width
            self.height = height
            self.opaque = opaque
        }
        deinit {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }

        private var opaqueBand: (generation: Int, rows: Range<Int>)?
        /// The longest band of rows whose every pixel is opaque (all of them for an
        /// opaque bitmap), found once per drawing.
        var opaqueRows: Range<Int> {
            if opaque { return 0..<height }
            if let band = opaqueBand, band.generation == generation { return band.rows }
            cairo_surface_flush(surface)
            var best = 0..<0
            if let data = cairo_image_surface_get_data(surface) {
                let stride = Int(cairo_image_surface_get_stride(surface))
                var start: Int?
                for y in 0...height {
                    var solid = y < height
                    if solid {
                        solid = Self.isOpaqueRow(UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
                    }
                    if solid, start == nil { start = y }
                    if !solid, let first = start {
                        if y - first > best.count { best = first..<y }
                        start = nil
                    }
                }
            }
            opaqueBand = (generation, best)
            return best
        }
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    /// Clip outlines' coverage, shared by the client path and the compositor.
    public let masks = CoverageMaskCache()

    public init() {}

    /// Bytes held in bitmaps now (not counting those whose pixels were released).
    public var byteCount: Int { entries.values.reduce(0) { $0 + ($1.pixelsReleased ? 0 : $1.width * $1.height * 4) } }
    /// Bitmaps kept whose pixels were released (`releasePixels(heldElsewhere:)`), and their bytes.
    public var releasedCount: Int { entries.values.filter(\.pixelsReleased).count }
    public var releasedByteCount: Int { entries.values.reduce(0) { $0 + ($1.pixelsReleased ? $1.width * $1.height * 4 : 0) } }
    /// Released bitmaps drawn again since creation (a client frame needed their pixels).
    public internal(set) var redrawnAfterRelease = 0
    /// Whether a copy of a bitmap's drawing (its owner, its generation) is held outside
    /// this process (the X server's compositor sets it); released bitmaps are offered to
    /// composite plans only while it says so.
    public var isHeldElsewhere: ((AnyObject, Int) -> Bool)?
    /// Called when a layer has been drawn into its bitmap, before the bitmap is used: its
    /// owner, surface, drawing number and opacity (a host copies it elsewhere and may
    /// release its pixels at once: `releasePixels(of:)`).
    public var bitmapDrawn: ((_ owner: AnyObject, _ surface: OpaquePointer, _ generation: Int, _ opaque: Bool) -> Void)?
    /// Whether a released bitmap held elsewhere counts as valid when drawing (its pixels
    /// read as zero): for a walk that only makes the missing bitmaps and keeps no pixels.
    public var acceptsReleasedBitmaps = false

    func beginFrame() { frame += 1 }

    func noteDeferred() { deferred += 1 }

    /// Keeps the bitmaps of `layers` through this frame's `endFrame` although they
    /// were not drawn (a frame that repainted only part of the window).
    func keep(_ layers: [ObjectIdentifier]) {
        for layer in layers { entries[layer]?.lastFrame = frame }
    }

    /// Forgets the bitmaps of layers that were not drawn this frame.
    func endFrame() {
        if entries.values.contains(where: { $0.lastFrame != frame }) {
            entries = entries.filter { $0.value.lastFrame == frame }
        }
    }

    /// The layer's valid bitmap, or nil after counting a miss.
    func cachedBitmap(for layer: ObjectIdentifier, signature: Int, width: Int, height: Int, opaque: Bool) -> Entry? {
        if isEnabled, let entry = entries[layer], entry.signature == signature,
           !entry.pixelsReleased || (acceptsReleasedBitmaps && isHeldElsewhere?(entry, entry.generation) == true),
           entry.width == width, entry.height == height, entry.opaque == opaque {
            hits += 1
            entry.lastFrame = frame
            return entry
        }
        misses += 1
        return nil
    }

    /// The layer's valid bitmap without counting a hit or a miss (the compositor's look-up):
    /// one whose pixels were released only while `isHeldElsewhere` still holds its drawing.
    func peekBitmap(for layer: ObjectIdentifier, signature: Int, width: Int, height: Int, opaque: Bool) -> Entry? {
        guard isEnabled, let entry = entries[layer], entry.signature == signature,
              entry.width == width, entry.height == height, entry.opaque == opaque else { return nil }
        if entry.pixelsReleased, isHeldElsewhere?(entry, entry.generation) != true { return nil }
        return entry
    }

    /// A bitmap to draw the layer into: its old one when the size fits (cleared), else a new one.
    func bitmapToDraw(for layer: ObjectIdentifier, width: Int, height: Int, opaque: Bool) -> Entry? {
        if isEnabled, let entry = entries[layer], entry.width == width, entry.height == height, entry.opaque == opaque,
           entry.prepareForDrawing() {
            entry.lastFrame = frame
            return entry
        }
        guard let entry = Entry(width: width, height: height, opaque: opaque, sharedFrom: sharedBitmapMinimumBytes) else { return nil }
        if entry.pixels.isShared { sharedBitmapsMade += 1 }
        entry.lastFrame = frame
        if isEnabled { entries[layer] = entry }
        return entry
    }
}

extension CairoDrawingContext {
    public func drawRasterizedLayer(_ layer: ObjectIdentifier, signature: Int, bounds: CGRect, opaque: Bool,
                                    clip: GraphicsPath?, alpha: CGFloat, draw: () -> Void) -> Bool {
        guard let layers, bounds.width > 0, bounds.height > 0 else { return false }
        let scale = Double(deviceScale)
        let width = Int((Double(bounds.width) * scale - 1e-6).rounded(.up))
        let height = Int((Double(bounds.height) * scale - 1e-6).rounded(.up))
        guard width > 0, height > 0, width * height <= 16_000_000 else { return false }
        if layers.defersNewBitmaps, opaque, alpha >= 1,
           layers.peekBitmap(for: layer, signature: signature, width: width, height: height, opaque: opaque) == nil,
           drawStraight(bounds: bounds, clip: clip, draw: draw) {
            layers.noteDeferred()
            return true
        }
        let bitmap: LayerRasterCache.Entry
        if let cached = layers.cachedBitmap(for: layer, signature: signature, width: width, height: height, opaque: opaque) {
            bitmap = cached
        } else {
            guard let fresh = layers.bitmapToDraw(for: layer, width: width, height: height, opaque: opaque),
                  let bitmapCairo = cairo_create(fresh.surface) else { return false }
            if !fresh.isBlank {
                cairo_set_operator(bitmapCairo, CAIRO_OPERATOR_CLEAR)
                cairo_paint(bitmapCairo)
                cairo_set_operator(bitmapCairo, CAIRO_OPERATOR_OVER)
            }
            fresh.isBlank = false
            cairo_scale(bitmapCairo, scale, scale)
            cairo_translate(bitmapCairo, -Double(bounds.minX), -Double(bounds.minY))
            let outer = cairo
            cairo = bitmapCairo
            draw()
            cairo = outer
            cairo_destroy(bitmapCairo)
            cairo_surface_flush(fresh.surface)
            // A released bitmap drawn again for the same content holds the same pixels: the
            // copy elsewhere (the X server's) stays valid, so its drawing keeps its number.
            if fresh.pixelsReleased, fresh.signature == signature {
                layers.redrawnAfterRelease += 1
            } else {
                fresh.generation += 1
            }
            fresh.pixelsReleased = false
            fresh.signature = signature
            bitmap = fresh
            layers.bitmapDrawn?(fresh, fresh.surface, fresh.generation, fresh.opaque)
        }
        if !compositeWithPixman(bitmap, bounds: bounds, clip: clip, alpha: alpha, masks: layers.masks) {
            composite(bitmap, bounds: bounds, clip: clip, alpha: alpha)
        }
        return true
    }

    /// Draws an opaque layer straight into the target, clipped to its box, when its
    /// bitmap would be copied there 1:1: its bounds on whole device pixels at the
    /// device scale, its clip (if any) exactly that box. Returns false otherwise.
    private func drawStraight(bounds: CGRect, clip: GraphicsPath?, draw: () -> Void) -> Bool {
        let device = currentTransform, scale = deviceScale
        guard abs(device.a - scale) < 1e-9, abs(device.d - scale) < 1e-9, device.b == 0, device.c == 0,
              let box = GraphicsPath(rect: bounds).applying(device).pixelRect,
              (clip ?? GraphicsPath(rect: bounds)).applying(device).pixelRect == box else { return false }
        cairo_save(cairo)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        cairo_set_matrix(cairo, &matrix)
        cairo_clip(cairo)
        draw()
        cairo_restore(cairo)
        return true
    }

    /// The composite as the X server's compositor performs it (`LayerComposite`), when
    /// the target is the frame's image itself and the clip is whole-pixel boxes; false otherwise.
    private func compositeWithPixman(_ bitmap: LayerRasterCache.Entry, bounds: CGRect, clip: GraphicsPath?, alpha: CGFloat,
                                     masks: CoverageMaskCache) -> Bool {
        guard let target = cairo_get_group_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard ox == 0, oy == 0, let boxes = deviceClipBoxes(width: Int(cairo_image_surface_get_width(target)),
                                                            height: Int(cairo_image_surface_get_height(target))) else { return false }
        guard let operation = LayerComposite.make(bitmap: bitmap.surface, owner: bitmap, generation: bitmap.generation, opaque: bitmap.opaque,
                                                  bounds: bounds, scale: Double(deviceScale), device: currentTransform,
                                                  clip: clip, alpha: alpha, masks: masks) else { return true }
        operation.perform(on: target, clip: boxes)
        return true
    }

    /// The clip as whole device-pixel boxes (the whole target when unclipped); nil when it is not.
    private func deviceClipBoxes(width: Int, height: Int) -> [PixelBox]? {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        defer { cairo_restore(cairo) }
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var boxes: [PixelBox] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            let values = [r.x, r.y, r.width, r.height]
            guard values.allSatisfy({ $0 == $0.rounded() }) else { return nil }
            boxes.append(PixelBox(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height)))
        }
        return boxes.map { $0.intersection(PixelBox(x: 0, y: 0, width: width, height: height)) }
    }

    /// Paints the bitmap of `bounds` inside `clip` (or `bounds`): on whole device pixels
    /// when the current transform is a translation at the device scale, else resampled.
    private func composite(_ bitmap: LayerRasterCache.Entry, bounds: CGRect, clip: GraphicsPath?, alpha: CGFloat) {
        let scale = Double(deviceScale)
        cairo_save(cairo)
        var device = cairo_matrix_t()
        cairo_get_matrix(cairo, &device)
        let aligned = abs(device.xx - scale) < 1e-9 && abs(device.yy - scale) < 1e-9 && device.xy == 0 && device.yx == 0
        if aligned {
            let x = device.x0 + Double(bounds.minX) * scale, y = device.y0 + Double(bounds.minY) * scale
            cairo_translate(cairo, (x.rounded() - x) / scale, (y.rounded() - y) / scale)
        }
        addPath(clip ?? GraphicsPath(rect: bounds))
        guard let pattern = cairo_pattern_create_for_surface(bitmap.surface) else { cairo_restore(cairo); return }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scale, scale)
        cairo_matrix_translate(&matrix, -Double(bounds.minX), -Double(bounds.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, aligned ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        if alpha >= 0.999 {
            cairo_fill(cairo)
        } else {
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, Double(alpha))
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cairo)
    }
}
