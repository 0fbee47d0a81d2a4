import CCairo
import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// Builds frames in the X server with RENDER composites, as Core Animation builds
/// them from layers: the bitmaps of rasterized layers, shadow masks and clip
/// coverage live in the server as pictures (uploaded once per content change);
/// a frame is a few composites into a server-side back picture, then copies to the
/// window in one flush: the back picture's part, and the opaque copies nothing in
/// the frame draws over straight from their layers (their final pixels; the window
/// never shows a half-composited pixel, nor a step later covered). Only frames that are made of
/// composites alone (`CairoViewRenderer.compositePlan`) come here; the others are
/// rendered on the client. RENDER is pixman, as is Cairo's image backend, and
/// both sides perform the same operations (`LayerComposite`), so the pixels match.
final class X11Compositor {
    let display: OpaquePointer
    let window: Window
    let windowPicture: Picture
    let argb: UnsafeMutablePointer<XRenderPictFormat>
    private let rgb: UnsafeMutablePointer<XRenderPictFormat>
    private let a8: UnsafeMutablePointer<XRenderPictFormat>
    var back: (pixmap: Pixmap, picture: Picture, width: Int, height: Int)?
    private var isAbandoned = false
    /// The plan the back picture holds, and the boxes of it not yet copied to the window.
    private(set) var previous: CompositePlan?
    var unshown: [PixelBox] = []
    /// The window shows a frame drawn on the client since: the next copy is whole.
    var windowIsStale = false
    /// Opaque copies of this frame that go straight to the window at `present`: their
    /// pixels are final (no later step draws over them), so the back picture is neither
    /// written nor read for them, and a dragged sheet's body is copied once a frame, not
    /// twice. The back picture then lacks them: `staleInBack` bounds what it lacks.
    var direct: [DirectCopy] = []
    /// One-colour fills of this frame's dimmed copies (`DimmedCopy`) that nothing later in
    /// the frame draws over: final pixels, filled straight into the window at `present`
    /// as the direct copies are (the back picture lacks them too: `staleInBack`).
    var directFills: [(color: XRenderColor, boxes: [PixelBox])] = []
    /// Mixed parts of this frame's black dimmed copies that nothing later draws over,
    /// drawn straight into the window at `present` in one pass (`StraightDimming`).
    var straightDimming: [StraightDimming] = [] {
        // Dropped (drawn, or a frame's never shown): the tiles' server pictures go.
        didSet { if straightDimming.isEmpty { freeTiles(of: oldValue) } }
    }
    /// This frame's dimmed copies: their parts, and what of them was drawn in the back
    /// picture (the rest went straight to the window: `piecesFromBack`).
    var dimmedParts: [PixelBox] = [], dimmedInBack: [PixelBox] = []
    var staleInBack: PixelBox?
    /// The direct copies the window shows now (their pixels are still on screen: nothing
    /// since drew over them), so a copy of the same bitmap moved by a few rows sends only
    /// the rows that differ from what is already there (`rowsToSend`).
    var shownDirect: [DirectCopy] = []
    /// The window's first frame when it is built here (a big window's: nothing shown
    /// before it), not built yet: `present` builds it straight into the window, which
    /// shows it whole anyway, and the back picture, never written, is stale everywhere
    /// (`staleInBack`, built before an Expose shows it whole): one copy of the whole
    /// window not made (8.3 M pixels at 3840x2160), the back picture's pages not touched.
    var windowBuild: PixelBox?

    struct DirectCopy {
        let upload: Upload
        let generation: Int
        let bitmap: OpaquePointer
        /// The bitmap pixel under the box's top-left pixel.
        let source: (x: Int, y: Int)
        let box: PixelBox
    }

    final class Upload {
        /// Weak: when the client's cache lets the bitmap go, the server's copy goes too.
        weak var owner: AnyObject?
        let pixmap: Pixmap
        let picture: Picture
        var generation: Int
        /// The transform and filter last set on the picture (nil: none yet), so an
        /// unchanged one is not sent again every frame.
        var sampling: (transform: [Int32], nearest: Bool)?
        /// Runs of identical rows of the bitmap (`BitmapRowRuns`), found the first time
        /// an opaque copy of it moves on screen.
        var rowRuns: BitmapRowRuns?
        /// Its one-colour parts (`BitmapSolidParts`), found the first time it is dimmed.
        var solidTiles: BitmapSolidParts?
        /// They are the first frame's cut by whole rows (`BitmapSolidParts+WholeRows`), refined by `preload`.
        var solidTilesByWholeRows = false
        /// The pixmap is made over the bitmap's own shared pixels (`X11SharedPixmap`).
        var shared: X11SharedPixmap?
        /// Its pixmap as a component-alpha mask, made the first time it is dimmed straight
        /// into the window (`componentAlphaMask(of:)`).
        var componentAlphaMask: Picture?
        init(owner: AnyObject, pixmap: Pixmap, picture: Picture, generation: Int) {
            (self.owner, self.pixmap, self.picture, self.generation) = (owner, pixmap, picture, generation)
        }
    }
    private var uploads: [ObjectIdentifier: Upload] = [:]
    private var alphas: [UInt8: (pixmap: Pixmap, picture: Picture)] = [:]
    /// Solid fills by colour (a shadow's), kept rather than made and freed every frame.
    private var solids: [UInt64: Picture] = [:]
    /// Big bitmaps go into their pixmaps through MIT-SHM (`X11Compositor+SharedUpload`):
    /// whether MIT-SHM was asked for yet, and the upload (nil: none here, all by `XPutImage`).
    var sharedUploadSlot: (asked: Bool, upload: X11BitmapSharedUpload?) = (false, nil)
    /// Whether big bitmaps may go through MIT-SHM (the window's frames do: `X11UploadPath.shm`).
    var sharesBitmaps = true
    /// Shadows as ARGB pictures, and their masks' row runs (`X11Compositor+Shadow`).
    let shadows: X11ShadowPictures

    /// Pictures held in the server for layers, shadows and masks now (the back
    /// picture and the window's not counted).
    var livePictures: Int { uploads.count + alphas.count + solids.count + shadows.count }
    /// Bitmaps sent to the server since creation.
    private(set) var uploadCount = 0
    /// Pixels copied from layers straight to the window since creation (`direct`).
    var directPixels = 0
    /// Pixels of direct copies not sent because the window already showed them (a moved
    /// bitmap's rows equal to the rows it showed there before).
    var directPixelsLeftInPlace = 0
    /// Pixels of dimmed opaque copies drawn as plain fills of the blended colour (the
    /// bitmap was one colour there) instead of a copy and a blend (`DimmedCopy`).
    var solidPixelsDimmed = 0
    /// Pixels of dimmed mixed parts drawn straight into the window in one pass (`StraightDimming`).
    var straightDimmedPixels = 0
    /// Pixels under shadows' side strips drawn straight into the window from tiles (`ShadowUnder`).
    var shadowTiledPixels = 0
    /// The narrowest shadow strip drawn from tiles (`shadowTileMinimumWidth`).
    var shadowTileWidthAtLeast = X11Compositor.shadowTileMinimumWidth
    /// First frames built straight into the window (`windowBuild`): 0 or 1.
    var firstFramesBuiltInWindow = 0
    /// Bitmaps dimmed by the cut by whole rows (`solidTilesByWholeRows`), since creation.
    var bitmapsCutByWholeRows = 0

    /// Nil when the server has no RENDER.
    init?(display: OpaquePointer, window: Window, visual: UnsafeMutablePointer<Visual>) {
        var event: Int32 = 0, error: Int32 = 0
        guard XRenderQueryExtension(display, &event, &error) != 0,
              let windowFormat = XRenderFindVisualFormat(display, visual),
              let argb = XRenderFindStandardFormat(display, Int32(PictStandardARGB32)),
              let rgb = XRenderFindStandardFormat(display, Int32(PictStandardRGB24)),
              let a8 = XRenderFindStandardFormat(display, Int32(PictStandardA8)) else { return nil }
        self.display = display
        self.window = window
        self.argb = argb
        self.rgb = rgb
        self.a8 = a8
        shadows = X11ShadowPictures(display: display)
        windowPicture = XRenderCreatePicture(display, window, windowFormat, 0, nil)
    }

    /// The box `draw(plan)` would build: what differs from the frame the back picture
    /// holds (all of it for a new size; nil: nothing).
    func buildBox(for plan: CompositePlan) -> PixelBox? {
        let whole = PixelBox(x: 0, y: 0, width: plan.width, height: plan.height)
        let fresh = back == nil || back?.width != plan.width || back?.height != plan.height
        return fresh ? whole : plan.damage(since: previous)
    }

    /// The box `present` would copy after building `build` (all of it when the window
    /// shows a client frame).
    func shownBox(for plan: CompositePlan, build: PixelBox?) -> PixelBox? {
        windowIsStale || back == nil ? PixelBox(x: 0, y: 0, width: plan.width, height: plan.height) : build
    }

    /// Whether the server holds the drawing `generation` of `owner`'s bitmap.
    func isResident(_ owner: AnyObject, generation: Int) -> Bool {
        guard let upload = uploads[ObjectIdentifier(owner)] else { return false }
        return upload.owner === owner && upload.generation == generation
    }

    /// The share of `owner`'s bitmap (drawing `generation`) in one-colour parts, which a
    /// dimmed copy of it fills instead of blending (`BitmapSolidParts`); nil: not known.
    func dimmedSolidShare(_ owner: AnyObject, generation: Int) -> Double? {
        guard let upload = uploads[ObjectIdentifier(owner)], upload.owner === owner, upload.generation == generation,
              let parts = upload.solidTiles, parts.width * parts.height > 0 else { return nil }
        return Double(parts.solidArea) / Double(parts.width * parts.height)
    }

    /// Builds `plan` in the back picture (`present()` shows it).
    func draw(_ plan: CompositePlan) {
        // Only what changed since the frame the back picture holds is built again.
        let damage = buildParts(for: plan)
        // A new size: the window's old pixels are not kept (nor known) for the copies.
        if back?.width != plan.width || back?.height != plan.height { shownDirect = [] }
        // The window's first frame (nothing shown yet), built by `present` straight into it.
        let first = back == nil && !windowIsStale
        let target = backPicture(width: plan.width, height: plan.height)
        previous = plan
        unshown = damage
        direct = []
        directFills = []
        straightDimming = []
        (dimmedParts, dimmedInBack) = ([], [])
        // Every picture the plan refers to stays, composited this frame or not (outside a
        // small damage, such as a caret's blink, the others are still on screen).
        let referenced = Set(plan.pictures.map { ObjectIdentifier($0.owner) })
        let colors = Set(plan.steps.compactMap { step -> UInt64? in
            if case .shadow(_, _, _, let color, _) = step { return Self.key(color) } else { return nil }
        })
        let shadowKeys = Self.shadowKeys(of: plan)
        defer {
            endFrame(keeping: referenced, colors: colors)
            shadows.keep(only: shadowKeys.keys, owners: shadowKeys.owners)
        }
        // All of the damage but this frame's direct copies is built anew in the back picture.
        if let stale = staleInBack, damage.contains(where: { $0.intersection(stale) == stale }) { staleInBack = nil }
        if first || windowBuild != nil {
            windowBuild = PixelBox(x: 0, y: 0, width: plan.width, height: plan.height)
            return
        }
        for part in damage { build(plan, within: part, into: target, sendingDirect: true) }
    }

    /// Composites `plan`'s steps inside `box` into `target`: only the parts no opaque
    /// step above covers; with `sendingDirect`, final opaque copies are kept for the window.
    func build(_ plan: CompositePlan, within box: PixelBox, into target: Picture, sendingDirect: Bool) {
        var clip = XRectangle(x: Int16(clamping: box.x), y: Int16(clamping: box.y),
                              width: UInt16(clamping: box.width), height: UInt16(clamping: box.height))
        XRenderSetPictureClipRectangles(display, target, 0, 0, &clip, 1)
        let visible = plan.visibleParts(within: box)
        // (shadows cut to where they darken anything: what they leave is final sooner)
        let inked = inkedParts(of: plan, visible)
        var drawnWithLayer: Int?, shadowUnder: ShadowUnder?
        for (index, (step, parts)) in zip(plan.steps, inked).enumerated() where !parts.isEmpty && index != drawnWithLayer {
            if case .layer(let layer, _) = step, let fill = DimmedCopy.fill(over: index, of: plan, visible: visible),
               let upload = upload(of: layer) {
                // Released client pixels read as zero: without its tiles the copy is blended as usual.
                if upload.solidTiles == nil, !LayerRasterCache.pixelsAreReleased(layer.bitmapOwner) {
                    upload.solidTiles = BitmapSolidParts(layer.bitmap)
                }
                if let tiles = upload.solidTiles, let offset = layer.copyOffset {
                    configureSampling(of: upload, for: layer)
                    let above = sendingDirect ? Array(inked[(index + 2)...].joined()) : nil
                    shadowUnder = sendingDirect ? self.shadowUnder(plan, at: index + 2, inked: inked) : nil
                    dim(DimmedCopy(parts: parts, offset: offset, tiles: tiles, fill: fill), from: upload,
                        into: target, clip: clip, directUnless: above, under: shadowUnder)
                    drawnWithLayer = index + 1
                    continue
                }
            }
            switch step {
            case .fill(_, let color, let replace):
                var xcolor = XRenderColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
                for part in parts {
                    XRenderFillRectangle(display, Int32(replace ? PictOpSrc : PictOpOver), target, &xcolor,
                                         Int32(part.x), Int32(part.y), UInt32(part.width), UInt32(part.height))
                }
            case .shadow(let mask, let owner, let origin, let color, _):
                let untiled = shadowUnder.map { $0.index == index && !$0.tiled.isEmpty } ?? false
                    ? parts.flatMap { $0.subtracting(all: shadowUnder?.tiled ?? []) } : parts
                compositeShadow(mask: mask, owner: owner, origin: origin, color: color, parts: untiled, into: target, restoring: clip)
            case .layer(let layer, _):
                let above = sendingDirect ? Array(inked[(index + 1)...].joined()) : nil
                composite(layer, parts: parts, into: target, directUnless: above)
            }
        }
    }

    /// The server's picture of `layer`'s bitmap (uploaded when new or redrawn), with its record.
    private func upload(of layer: LayerComposite) -> Upload? {
        guard picture(of: layer.bitmap, owner: layer.bitmapOwner, generation: layer.bitmapGeneration, opaque: layer.opaque) != nil
        else { return nil }
        return uploads[ObjectIdentifier(layer.bitmapOwner)]
    }

    static func rectangle(_ box: PixelBox) -> XRectangle {
        XRectangle(x: Int16(clamping: box.x), y: Int16(clamping: box.y), width: UInt16(clamping: box.width),
                   height: UInt16(clamping: box.height))
    }

    /// Composites `layer`'s `parts` into `target`; with `directUnless` (the visible parts
    /// of the steps above), its opaque copies that none of them touches are kept for the
    /// window instead (`direct`).
    private func composite(_ layer: LayerComposite, parts: [PixelBox], into target: Picture, directUnless above: [PixelBox]?) {
        guard let source = picture(of: layer.bitmap, owner: layer.bitmapOwner, generation: layer.bitmapGeneration,
                                   opaque: layer.opaque),
              let upload = uploads[ObjectIdentifier(layer.bitmapOwner)] else { return }
        let offset = layer.copyOffset
        configureSampling(of: upload, for: layer)
        for (part, masked, replaces) in parts.flatMap({ layer.pieces(of: $0) }) {
            if replaces, let offset, let above, !above.contains(where: { !$0.intersection(part).isEmpty }) {
                direct.append(DirectCopy(upload: upload, generation: layer.bitmapGeneration, bitmap: layer.bitmap,
                                         source: (part.x + offset.x, part.y + offset.y), box: part))
                staleInBack = staleInBack.map { $0.union(part) } ?? part
                continue
            }
            // Through the mask only where it is not 255: its edge rows, uploaded alone.
            var mask: Picture = 0, maskX = part.x - layer.maskOrigin.x, maskY = part.y - layer.maskOrigin.y
            if masked, layer.mask != nil {
                guard let band = layer.maskBand(for: part),
                      let picture = picture(of: band.surface, owner: band, generation: 0, opaque: false) else { continue }
                mask = picture
                maskX -= band.box.x
                maskY -= band.box.y
            } else if masked {
                mask = alphaPicture(layer.alpha)
            }
            XRenderComposite(display, Int32(replaces ? PictOpSrc : PictOpOver), source, mask, target,
                             Int32(part.x + (offset?.x ?? 0)), Int32(part.y + (offset?.y ?? 0)),
                             Int32(maskX), Int32(maskY),
                             Int32(part.x), Int32(part.y), UInt32(part.width), UInt32(part.height))
        }
    }

    /// Sets `upload`'s picture up to sample as `layer` does (edges padded; a whole-pixel
    /// copy with no transform, so the server blits, as on the client), unless it already is.
    private func configureSampling(of upload: Upload, for layer: LayerComposite) {
        let t: [Int32] = layer.copyOffset == nil ? layer.transform : [65536, 0, 0, 0, 65536, 0]
        if upload.sampling == nil {
            // Edges padded, once for the picture's life.
            var attributes = XRenderPictureAttributes()
            attributes.repeat = RepeatPad
            XRenderChangePicture(display, upload.picture, UInt(CPRepeat), &attributes)
        }
        if upload.sampling.map({ $0.transform != t || $0.nearest != layer.nearest }) ?? true {
            let x = t.map { XFixed($0) }
            var transform = XTransform(matrix: ((x[0], x[1], x[2]), (x[3], x[4], x[5]), (0, 0, 65536)))
            XRenderSetPictureTransform(display, upload.picture, &transform)
            XRenderSetPictureFilter(display, upload.picture, layer.nearest ? "nearest" : "bilinear", nil, 0)
            upload.sampling = (t, layer.nearest)
        }
    }

    /// The server's copy of a Cairo image surface (uploaded when new or redrawn).
    func picture(of surface: OpaquePointer, owner: AnyObject, generation: Int, opaque: Bool) -> Picture? {
        let key = ObjectIdentifier(owner)
        if let upload = uploads[key], upload.owner === owner, upload.generation == generation { return upload.picture }
        if let stale = uploads.removeValue(forKey: key) { free(stale) }
        // A bitmap whose client pixels were released reads as zero: never sent.
        guard !LayerRasterCache.pixelsAreReleased(owner) else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let isMask = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8
        let depth: UInt32 = isMask ? 8 : (opaque ? 24 : 32)
        let format = isMask ? a8 : (opaque ? rgb : argb)
        if let shared = sharedPixmap(over: data, owner: owner, width: width, height: height, stride: stride, depth: Int32(depth)) {
            let picture = XRenderCreatePicture(display, shared.pixmap, format, 0, nil)
            let upload = Upload(owner: owner, pixmap: shared.pixmap, picture: picture, generation: generation)
            upload.shared = shared
            uploads[key] = upload
            uploadCount += 1
            return picture
        }
        let pixmap = XCreatePixmap(display, window, UInt32(width), UInt32(height), depth)
        guard let image = XCreateImage(display, nil, depth, ZPixmap, 0, UnsafeMutableRawPointer(data).assumingMemoryBound(to: CChar.self),
                                       UInt32(width), UInt32(height), 32, Int32(stride)) else {
            XFreePixmap(display, pixmap)
            return nil
        }
        image.pointee.byte_order = LSBFirst
        let gc = XCreateGC(display, pixmap, 0, nil)
        if !putShared(data, width: width, height: height, stride: stride, depth: Int32(depth), into: pixmap, gc: gc) {
            XPutImage(display, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        }
        XFreeGC(display, gc)
        image.pointee.data = nil
        cx11_destroy_image(image)
        let picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
        uploads[key] = Upload(owner: owner, pixmap: pixmap, picture: picture, generation: generation)
        uploadCount += 1
        return picture
    }

    /// A solid-fill picture of `color` (16-bit premultiplied), kept for the next frames.
    func solidPicture(_ color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)) -> Picture {
        let key = Self.key(color)
        if let known = solids[key] { return known }
        if solids.count > 16 { for picture in solids.values { XRenderFreePicture(display, picture) }; solids = [:] }
        var xcolor = XRenderColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        let picture = XRenderCreateSolidFill(display, &xcolor)
        solids[key] = picture
        return picture
    }

    static func key(_ color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)) -> UInt64 {
        UInt64(color.red) << 48 | UInt64(color.green) << 32 | UInt64(color.blue) << 16 | UInt64(color.alpha)
    }

    /// A 1×1 repeating A8 picture of `alpha` (the client path uses the same image).
    private func alphaPicture(_ alpha: UInt8) -> Picture {
        if let known = alphas[alpha] { return known.picture }
        let pixmap = XCreatePixmap(display, window, 1, 1, 8)
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatNormal
        let picture = XRenderCreatePicture(display, pixmap, a8, UInt(CPRepeat), &attributes)
        var color = XRenderColor(red: 0, green: 0, blue: 0, alpha: UInt16(alpha) * 257)
        XRenderFillRectangle(display, Int32(PictOpSrc), picture, &color, 0, 0, 1, 1)
        if alphas.count > 64 { for (_, old) in alphas { XRenderFreePicture(display, old.picture); XFreePixmap(display, old.pixmap) }; alphas = [:] }
        alphas[alpha] = (pixmap, picture)
        return picture
    }

    private func backPicture(width: Int, height: Int) -> Picture {
        if let back, back.width == width, back.height == height { return back.picture }
        if let back { XRenderFreePicture(display, back.picture); XFreePixmap(display, back.pixmap) }
        let pixmap = XCreatePixmap(display, window, UInt32(width), UInt32(height), 32)
        let picture = XRenderCreatePicture(display, pixmap, argb, 0, nil)
        back = (pixmap, picture, width, height)
        return picture
    }

    /// Frees the pictures and shadow colours this frame's plan does not refer to (their layer left).
    private func endFrame(keeping referenced: Set<ObjectIdentifier>, colors: Set<UInt64>) {
        releaseSharedUpload()
        for (key, picture) in solids where !colors.contains(key) {
            XRenderFreePicture(display, picture)
            solids[key] = nil
        }
        let unused = uploads.filter { !referenced.contains($0.key) }
        for (key, upload) in unused {
            free(upload)
            uploads[key] = nil
        }
    }

    /// Whether a frame has been built in the back picture.
    var hasFrame: Bool { back != nil }

    /// Sends a layer bitmap's drawing to the server ahead of the plan that uses it, and
    /// finds its row runs (`BitmapRowRuns`) and, for an opaque bitmap big enough to be
    /// dimmed by parts, its one-colour parts (`BitmapSolidParts`), so its client pixels
    /// can go at once. Without `findingParts` only the picture and the cut by whole rows
    /// are made: the caller finds the rest later (`X11FramePresenter+DeferredParts`).
    func preload(_ surface: OpaquePointer, owner: AnyObject, generation: Int, opaque: Bool, findingParts: Bool = true) {
        guard picture(of: surface, owner: owner, generation: generation, opaque: opaque) != nil,
              let upload = uploads[ObjectIdentifier(owner)] else { return }
        let area = Int(cairo_image_surface_get_width(surface)) * Int(cairo_image_surface_get_height(surface))
        guard findingParts else {  // (until then a dimmed copy is cut by whole rows: one pass)
            if opaque, upload.solidTiles == nil, area >= DimmedCopy.minimumArea {
                (upload.solidTiles, upload.solidTilesByWholeRows) = (BitmapSolidParts(wholeRowsOf: surface), true)
                bitmapsCutByWholeRows += 1
            }
            return
        }
        if upload.rowRuns == nil { upload.rowRuns = BitmapRowRuns(surface) }
        if upload.solidTilesByWholeRows || (opaque && upload.solidTiles == nil && area >= DimmedCopy.minimumArea) {
            upload.solidTiles = BitmapSolidParts(surface)
            upload.solidTilesByWholeRows = false
        }
    }

    /// Finds the row runs of the bitmaps the window shows as direct copies, while the
    /// client still holds their pixels (before `LayerRasterCache.releasePixels`): a
    /// dragged sheet's next frames then still leave its unchanged rows in place.
    func findRowRunsBeforeRelease() {
        for copy in shownDirect where copy.upload.rowRuns == nil && !LayerRasterCache.pixelsAreReleased(copy.upload.owner) {
            copy.upload.rowRuns = BitmapRowRuns(copy.bitmap)
        }
    }

    /// A frame was rendered on the client: pictures whose bitmap the client no longer
    /// keeps are freed, and all of them with `all` (the window is drawn on the client now).
    func clientFrameDrawn(releasingAll all: Bool) {
        windowIsStale = true
        shownDirect = []
        if all { releaseAll(); return }
        for (key, upload) in uploads where upload.owner == nil {
            free(upload)
            uploads[key] = nil
        }
    }

    /// Frees every layer, shadow and mask picture.
    func releaseAll() {
        releaseSharedUpload()
        previous = nil
        windowBuild = nil
        direct = []
        directFills = []
        straightDimming = []
        shownDirect = []
        for upload in uploads.values { free(upload) }
        uploads = [:]
        for (_, old) in alphas { XRenderFreePicture(display, old.picture); XFreePixmap(display, old.pixmap) }
        alphas = [:]
        for picture in solids.values { XRenderFreePicture(display, picture) }
        solids = [:]
        shadows.releaseAll()
    }

    private func free(_ upload: Upload) {
        XRenderFreePicture(display, upload.picture)
        if let mask = upload.componentAlphaMask { XRenderFreePicture(display, mask) }
        if let shared = upload.shared { shared.free(display: display, displayIsAlive: true) } else { XFreePixmap(display, upload.pixmap) }
    }

    /// The connection is gone: nothing is freed through it.
    func abandon() {
        isAbandoned = true
        sharedUploadSlot.upload?.release(displayIsAlive: false)
        for upload in uploads.values { upload.shared?.free(display: display, displayIsAlive: false) }
    }

    deinit {
        guard !isAbandoned else { return }
        releaseAll()
        if let back { XRenderFreePicture(display, back.picture); XFreePixmap(display, back.pixmap) }
        XRenderFreePicture(display, windowPicture)
    }
}
