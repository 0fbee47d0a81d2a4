import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// Which path draws a frame: composites in the X server when the frame is made of
/// them (`X11Compositor`), else the client's render (`X11BackBuffer`).
extension X11Host {
    /// How frames are drawn; `MODAL_KIT_X11_COMPOSITE=auto|xrender|client` chooses:
    /// `auto` (the default when the server has RENDER) builds a composable frame where
    /// it is estimated cheaper (`FrameCostModel`, `FramePathChooser`), `xrender` builds
    /// every composable frame in the server, `client` none.
    public enum CompositeMode: String {
        case auto, xrender, client
    }

    /// The mode the environment asks for.
    static func compositeMode(environment: [String: String]) -> CompositeMode {
        CompositeMode(rawValue: environment["MODAL_KIT_X11_COMPOSITE"]?.lowercased() ?? "") ?? .auto
    }

    /// Whether frames may be built in the server (RENDER present and not turned off).
    public var compositesFrames: Bool { compositor != nil }

    /// Whether the last frame drawn was built by composites in the server.
    public var lastFrameWasComposited: Bool { lastFrameComposited }

    /// Bitmaps (layers, shadows, masks) the compositor has sent to the server so far.
    public var pictureUploads: Int { compositor?.uploadCount ?? 0 }

    /// Pixels of composited frames copied from a layer straight to the window, not
    /// through the back picture (opaque copies nothing else in the frame draws over).
    public var pixelsCopiedStraightToWindow: Int { compositor?.directPixels ?? 0 }

    /// Pixels of those straight copies not sent because the window already showed them:
    /// rows of a moved bitmap identical to the rows it showed there the frame before.
    public var pixelsLeftInPlace: Int { compositor?.directPixelsLeftInPlace ?? 0 }

    /// Layer, shadow and mask pictures the compositor holds in the server now.
    public var livePictureCount: Int { compositor?.livePictures ?? 0 }

    /// Draws the window's frame: composited when the compositor can build it, else on the
    /// client, repainting only what changed (`tracksDamage`); returns what the client
    /// repainted or moved (nil for a composited frame).
    func drawFrame(_ backBuffer: X11BackBuffer) -> DamageRegion? {
        // The first frame is drawn on the client: the server holds none of its layers
        // yet, and working out a plan it would refuse costs the launch a tree walk.
        let isFirstAutomaticFrame = framesDrawn == 0 && compositeMode == .auto
        let plan = compositor == nil || isFirstAutomaticFrame ? nil
            : renderer.compositePlan(for: window, scale: scale, pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
        let choice = choosePath(for: plan, backBuffer: backBuffer)
        lastPlan = plan
        lastFramePathReason = choice.reason
        if let compositor, let plan, choice.path == .xrender {
            compositor.draw(plan)
            // The window now shows what the back buffer does not: its next frame is drawn whole.
            backBuffer.forgetFrame()
            framesComposited += 1
            lastFrameRepainted = []
            lastFrameComposited = true
            clientFramesInARow = 0
            return nil
        }
        let damage = backBuffer.render(window, renderer: renderer, scale: scale, pixelWidth: pixelSize.width,
                                       pixelHeight: pixelSize.height, tracksDamage: tracksDamage, scrollsByCopy: scrollsByCopy)
        lastFrameRepainted = backBuffer.lastRepainted
        framesRenderedOnClient += 1
        lastFrameComposited = false
        clientFramesInARow += 1
        compositor?.clientFrameDrawn(releasingAll: clientFramesInARow >= 2)
        return damage
    }

    /// Where a frame goes: not composable (or no compositor) on the client; in the
    /// `xrender` mode in the server; else where `frameCostModel` estimates it cheaper,
    /// `pathChooser` keeping the choice stable.
    private func choosePath(for plan: CompositePlan?, backBuffer: X11BackBuffer) -> FramePathChooser.Choice {
        lastFrameCostEstimate = nil
        guard let compositor, let plan else { return pathChooser.refused() }
        if compositeMode != .auto { return pathChooser.forced(compositeMode == .xrender ? .xrender : .client) }
        let build = compositor.buildBox(for: plan)
        let estimate = frameCostModel.estimate(plan, after: lastPlan, build: build, shown: compositor.shownBox(for: plan, build: build),
                                               isResident: { compositor.isResident($0, generation: $1) },
                                               clientHoldsFrame: !lastFrameComposited && backBuffer.hasFrame)
        lastFrameCostEstimate = (estimate.serverNow, estimate.clientNow)
        return pathChooser.choose(estimate)
    }

    /// Shows the frame last drawn, from wherever it was built: of a client frame only
    /// `damage` (nil: all of it, after an Expose or a composited frame); of a composited
    /// frame what changed in it, or all of it with `exposed`.
    func presentFrame(_ backBuffer: X11BackBuffer, damage: DamageRegion?, exposed: Bool = false) {
        let whole = [CGRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height)]
        framesPresented += 1
        if lastFrameComposited, let compositor {
            lastFrameDamage = compositor.present(all: exposed).map {
                [CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)]
            } ?? []
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
