import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// Puts the window's frames on screen: builds each one with RENDER composites in the
/// server when that is estimated cheaper (`X11Compositor`, `FramePathChooser`), else
/// renders it on the client into the back buffer (`X11BackBuffer`, only what changed
/// with `tracksDamage`), then shows it (only the damage), and counts what it did.
///
/// The host (`X11Host`) owns the window and its events and decides when a frame is
/// due; the presenter decides how a frame is drawn and shown. The host's public
/// counters (`framesDrawn`, `pixelsUploaded`, ...) read the presenter's.
final class X11FramePresenter {
    /// The client-side frame and its upload path (nil once closed).
    private(set) var backBuffer: X11BackBuffer?
    /// Builds frames with RENDER composites when they allow it (nil: every frame on the client).
    private(set) var compositor: X11Compositor?
    /// How frames reach the window (`MODAL_KIT_X11_UPLOAD`).
    private(set) var uploadPath: X11UploadPath
    /// Frames drawn so far (each one rendered or composited).
    private(set) var framesDrawn = 0
    /// Frames shown so far: each drawn frame, and each frame shown again after an Expose.
    private(set) var framesPresented = 0
    /// Whether frames repaint and upload only what changed (`MODAL_KIT_DAMAGE=off` turns it off).
    var tracksDamage: Bool
    /// Whether a scroll view that only scrolled has its pixels moved (`MODAL_KIT_SCROLL_COPY=off` turns it off).
    var scrollsByCopy: Bool
    /// The device-pixel rectangles the last frame copied to the window.
    private(set) var lastFrameDamage: [CGRect] = []
    /// Device pixels sent to the X server so far (see `X11Host.pixelsUploaded`).
    private(set) var pixelsUploaded = 0
    /// Frames built by the compositor, and frames rendered on the client, so far.
    private(set) var framesComposited = 0
    private(set) var framesRenderedOnClient = 0
    private(set) var lastFrameComposited = false
    private var clientFramesInARow = 0
    /// How composable frames choose their path (`MODAL_KIT_X11_COMPOSITE`).
    var compositeMode: X11Host.CompositeMode
    /// Chooses a composable frame's path by its estimated cost.
    private var pathChooser = FramePathChooser()
    /// The costs the choice weighs.
    var frameCostModel = FrameCostModel()
    /// The last frame's composite plan (nil when it was not composable).
    private var lastPlan: CompositePlan?
    /// Why the last frame took its path (`FramePathChooser.Choice.reason`).
    private(set) var lastFramePathReason = "refused"
    /// The last choice's estimates in nanoseconds, server then client.
    private(set) var lastFrameCostEstimate: (server: Double, client: Double)?
    /// The last choice's estimate of the client's own work (uncalibrated) and of the
    /// pixels it repaints, to learn from when the frame is drawn on the client.
    private var estimatedClientWork: (work: Double, area: Int)?
    /// The device pixels the last drawn frame repainted.
    private(set) var lastFrameRepainted: [CGRect] = []
    /// The renderer's layer bitmaps, whose pixels are released once the X server holds
    /// them (`releasesClientPixels`).
    private weak var layers: LayerRasterCache?
    /// Whether the client gives back memory the X server holds a copy of (on unless
    /// `MODAL_KIT_KEEP_CLIENT_PIXELS=1`) once `compositedFramesBeforeRelease` frames in a
    /// row were built in the server: the pixels of the layer bitmaps whose drawing the
    /// server holds (a client frame that needs them draws the layer again:
    /// `FrameCostModel.redrawCost`), and the back buffer's image (the next client frame
    /// maps it again and repaints it whole, as it would anyway after composited frames).
    var releasesClientPixels: Bool
    /// Bytes of layer bitmaps released so far.
    private(set) var bitmapBytesReleased = 0
    /// Times missing bitmaps were drawn for the server without a client frame
    /// (`drawBitmapsForServer`).
    var bitmapsDrawnForServer = 0
    /// The client image size (bytes) from which they are (smaller windows draw them in a client frame).
    var serverBitmapsMinimumImageBytes = X11FramePresenter.defaultServerBitmapsMinimumImageBytes
    /// Whether bitmaps made for the server are drawn into shared memory that becomes their
    /// pixmap, with no copy (`X11SharedPixmap`; on unless `MODAL_KIT_SHARED_PIXMAPS=off`).
    var drawsBitmapsInSharedPixmaps = true
    func noteReleased(_ bytes: Int) { bitmapBytesReleased += bytes }
    /// Bitmaps the window's first frame sent to the server whose row runs and one-colour
    /// parts are still to be found (`X11FramePresenter+DeferredParts`), and how many
    /// were found after it was shown.
    var bitmapsAwaitingParts: [AwaitingParts] = []
    var bitmapPartsFoundAfterFirstFrame = 0
    /// Composited frames in a row after which client pixels are released (a frame or two
    /// built in the server between client frames, a caret's blink, keep them).
    static let compositedFramesBeforeRelease = 3
    private var compositedFramesInARow = 0
    /// This thread's CPU seconds for drawing the last frame (its plan, the choice, and
    /// the composites' requests or the client's render), not counting the X server's.
    private(set) var lastFrameDrawCPU: TimeInterval = 0

    init(display: OpaquePointer, window: Window, visual: UnsafeMutablePointer<Visual>, depth: Int32,
         width: Int, height: Int, environment: [String: String]) {
        tracksDamage = environment["MODAL_KIT_DAMAGE"]?.lowercased() != "off"
        scrollsByCopy = environment["MODAL_KIT_SCROLL_COPY"]?.lowercased() != "off"
        let backBuffer = X11BackBuffer(display: display, window: window, visual: visual, depth: depth,
                                       width: width, height: height, environment: environment)
        self.backBuffer = backBuffer
        uploadPath = backBuffer.path
        compositeMode = X11Host.compositeMode(environment: environment)
        releasesClientPixels = environment["MODAL_KIT_KEEP_CLIENT_PIXELS"] != "1"
        drawsBitmapsInSharedPixmaps = environment["MODAL_KIT_SHARED_PIXMAPS"]?.lowercased() != "off"
        if compositeMode != .client {
            compositor = X11Compositor(display: display, window: window, visual: visual)
            // Big bitmaps travel as the window's frames do: through shared memory when they do.
            compositor?.sharesBitmaps = backBuffer.path == .shm
        }
    }

    /// Whether a frame is held to show again (on the client or in the server).
    var hasFrame: Bool { backBuffer?.hasFrame == true || compositor?.hasFrame == true }

    /// Frees the back buffer and the compositor's pictures (only forgotten when the display is gone).
    func close(displayIsAlive: Bool) {
        backBuffer?.close(displayIsAlive: displayIsAlive)
        if !displayIsAlive { compositor?.abandon() }
        backBuffer = nil
        compositor = nil
    }

    /// Draws `window`'s frame (not shown yet): composited when the compositor can build
    /// it, else on the client, repainting only what changed; returns what the client
    /// repainted or moved (nil for a composited frame).
    func drawFrame(of window: UIWindow, renderer: CairoViewRenderer, scale: CGFloat,
                   pixelSize: (width: Int, height: Int)) -> DamageRegion? {
        guard let backBuffer else { return nil }
        let started = MonotonicClock.threadCPUSeconds()
        defer { lastFrameDrawCPU = MonotonicClock.threadCPUSeconds() - started }
        if layers !== renderer.layers, let compositor {
            // A released bitmap goes into a plan only while the server holds its drawing.
            layers = renderer.layers
            renderer.layers.isHeldElsewhere = { [weak compositor] owner, generation in
                compositor?.isResident(owner, generation: generation) ?? false
            }
        }
        // The first frame is drawn on the client: the server holds none of its layers
        // yet, and working out a plan it would refuse costs the launch a tree walk.
        // (A big window's first frame is planned: its bitmaps are made for the server.)
        let isFirstAutomaticFrame = framesDrawn == 0 && compositeMode == .auto && !isBig(pixelSize)
        var plan = compositor == nil || isFirstAutomaticFrame ? nil
            : renderer.compositePlan(for: window, scale: scale, pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
        var prepared = false
        if plan == nil, let compositor, shouldDrawBitmapsForServer(window, renderer: renderer, scale: scale, pixelSize: pixelSize) {
            drawBitmapsForServer(window, renderer: renderer, scale: scale, pixelSize: pixelSize, compositor: compositor, backBuffer: backBuffer)
            plan = renderer.compositePlan(for: window, scale: scale, pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
            prepared = plan != nil
        }
        // Made for the server and released here: the frame is built there.
        let choice: FramePathChooser.Choice
        if prepared {
            (lastFrameCostEstimate, estimatedClientWork) = (nil, nil)
            choice = pathChooser.prepared()
        } else {
            choice = choosePath(for: plan, backBuffer: backBuffer)
        }
        lastPlan = plan
        lastFramePathReason = choice.reason
        defer {
            uploadPath = backBuffer.path
            framesDrawn += 1
        }
        if let compositor, let plan, choice.path == .xrender {
            compositor.draw(plan)
            // The window now shows what the back buffer does not: its next frame is drawn whole.
            backBuffer.forgetFrame()
            framesComposited += 1
            lastFrameRepainted = []
            lastFrameComposited = true
            clientFramesInARow = 0
            compositedFramesInARow += 1
            return nil
        }
        // The first frame draws opaque rasterized layers (a presenter under a sheet) straight
        // into the back buffer: their window-sized bitmaps are made by the next frame that
        // draws them, not before the window is first shown (`LayerRasterCache.defersNewBitmaps`).
        renderer.layers.defersNewBitmaps = framesDrawn == 0
        defer { renderer.layers.defersNewBitmaps = false }
        let rendering = MonotonicClock.threadCPUSeconds()
        let damage = backBuffer.render(window, renderer: renderer, scale: scale, pixelWidth: pixelSize.width,
                                       pixelHeight: pixelSize.height, tracksDamage: tracksDamage, scrollsByCopy: scrollsByCopy)
        lastFrameRepainted = backBuffer.lastRepainted
        // The weights learn what a client frame costs here (big frames only: `FrameCostModel.learnClientCost`),
        // when it repainted about what the estimate had it repaint (the damage tracker may know better).
        if let estimated = estimatedClientWork {
            let repainted = Double(DamageRegion(lastFrameRepainted).area), expected = Double(estimated.area)
            if repainted >= expected * 0.8 && repainted <= expected * 1.25 {
                frameCostModel.learnClientCost(measured: (MonotonicClock.threadCPUSeconds() - rendering) * 1e9, estimated: estimated.work)
            }
        }
        framesRenderedOnClient += 1
        lastFrameComposited = false
        clientFramesInARow += 1
        compositedFramesInARow = 0
        compositor?.clientFrameDrawn(releasingAll: clientFramesInARow >= 2)
        return damage
    }

    /// Where a frame goes: not composable (or no compositor) on the client; in the
    /// `xrender` mode in the server; else where `frameCostModel` estimates it cheaper,
    /// `pathChooser` keeping the choice stable.
    private func choosePath(for plan: CompositePlan?, backBuffer: X11BackBuffer) -> FramePathChooser.Choice {
        lastFrameCostEstimate = nil
        estimatedClientWork = nil
        guard let compositor, let plan else { return pathChooser.refused() }
        if compositeMode != .auto { return pathChooser.forced(compositeMode == .xrender ? .xrender : .client) }
        let build = compositor.buildBox(for: plan)
        let estimate = frameCostModel.estimate(plan, after: lastPlan, build: build, shown: compositor.shownBox(for: plan, build: build),
                                               isResident: { compositor.isResident($0, generation: $1) },
                                               clientHoldsFrame: !lastFrameComposited && backBuffer.hasFrame,
                                               clientImageBytesToMap: backBuffer.bytesToMap,
                                               dimmedSolidShare: { compositor.dimmedSolidShare($0, generation: $1) })
        lastFrameCostEstimate = (estimate.serverNow, estimate.clientNow)
        estimatedClientWork = (estimate.clientNowWork, estimate.clientNowArea)
        return pathChooser.choose(estimate)
    }

    /// Gives back the client pixels of the layer bitmaps whose drawing the X server now
    /// holds (the same pixels come back by drawing the layer again, should a client frame
    /// need them), and the back buffer's image once frames have stayed in the server.
    private func releaseUploadedPixels(_ compositor: X11Compositor, backBuffer: X11BackBuffer) {
        guard releasesClientPixels, compositedFramesInARow >= Self.compositedFramesBeforeRelease else { return }
        if let layers {
            // (what the first frame left is found while the pixels are still there)
            findPartsLeftByFirstFrame()
            compositor.findRowRunsBeforeRelease()
            bitmapBytesReleased += layers.releasePixels { compositor.isResident($0, generation: $1) }
        }
        backBuffer.releaseImage()
    }

    /// Shows the frame last drawn, from wherever it was built: of a client frame only
    /// `damage` (nil: all of it, after an Expose or a composited frame); of a composited
    /// frame what changed in it, or all of it with `exposed`.
    func presentFrame(damage: DamageRegion?, exposed: Bool, pixelSize: (width: Int, height: Int)) {
        guard let backBuffer else { return }
        let whole = [CGRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height)]
        framesPresented += 1
        if lastFrameComposited, let compositor {
            lastFrameDamage = compositor.present(all: exposed).map {
                CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
            }
            releaseUploadedPixels(compositor, backBuffer: backBuffer)
        } else if let damage {
            backBuffer.present(rects: damage.rects)
            lastFrameDamage = damage.rects
        } else {
            backBuffer.present()
            lastFrameDamage = whole
        }
        // A client frame sends what it repainted (a scroll's moved pixels are copied in the server).
        pixelsUploaded += lastFrameComposited ? DamageRegion(lastFrameDamage).area : backBuffer.lastUploadedArea
    }
}
