import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// Which path draws a frame, and what the frames cost: the host's view of its
/// `X11FramePresenter` (composites in the X server when the frame is made of them,
/// else the client's render), for tests, the benchmark and `--trace-frames`.
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

    /// How composable frames choose their path (`MODAL_KIT_X11_COMPOSITE`; `client`
    /// there also means no compositor at all).
    public var compositeMode: CompositeMode {
        get { presenter.compositeMode }
        set { presenter.compositeMode = newValue }
    }

    /// The costs the choice of path weighs.
    public var frameCostModel: FrameCostModel {
        get { presenter.frameCostModel }
        set { presenter.frameCostModel = newValue }
    }

    /// Whether frames repaint and upload only what changed (`DamageTracker`); on unless
    /// the environment says `MODAL_KIT_DAMAGE=off` (for comparisons).
    public var tracksDamage: Bool {
        get { presenter.tracksDamage }
        set { presenter.tracksDamage = newValue }
    }

    /// Whether a scroll view that only scrolled has its pixels moved in the back buffer
    /// instead of repainted (`DamageTracker+Scroll`); on unless `MODAL_KIT_SCROLL_COPY=off`.
    public var scrollsByCopy: Bool {
        get { presenter.scrollsByCopy }
        set { presenter.scrollsByCopy = newValue }
    }

    /// How frames reach the window (`MODAL_KIT_X11_UPLOAD`; MIT-SHM by default when
    /// the server offers it on a local connection, else `XPutImage`).
    public var uploadPath: X11UploadPath { presenter.uploadPath }
    /// Frames drawn so far (each one rendered and copied to the window).
    public var framesDrawn: Int { presenter.framesDrawn }
    /// Frames shown so far: each drawn frame, and each frame shown again after an Expose.
    public var framesPresented: Int { presenter.framesPresented }
    /// The device-pixel rectangles the last frame copied to the window (all of it after
    /// an Expose, a resize or with `tracksDamage` off; none when nothing changed).
    public var lastFrameDamage: [CGRect] { presenter.lastFrameDamage }
    /// Device pixels sent to the X server so far, overlaps counted once per frame: what
    /// client frames repainted (a scroll's moved pixels are copied within the server, an
    /// Expose is answered from the server's copy), and the boxes composited frames copied.
    public var pixelsUploaded: Int { presenter.pixelsUploaded }
    /// Frames built by the compositor so far.
    public var framesComposited: Int { presenter.framesComposited }
    /// Frames rendered on the client so far.
    public var framesRenderedOnClient: Int { presenter.framesRenderedOnClient }
    /// Why the last frame took its path: `cheaper`, `stays`, `refused` or `forced`
    /// (`FramePathChooser.Choice`).
    public var lastFramePathReason: String { presenter.lastFramePathReason }
    /// The last choice's estimates in nanoseconds, server then client (nil when there was no choice).
    public var lastFrameCostEstimate: (server: Double, client: Double)? { presenter.lastFrameCostEstimate }
    /// This thread's CPU seconds for drawing the last frame (on either path; the X
    /// server's work is not counted).
    public var lastFrameDrawCPU: TimeInterval { presenter.lastFrameDrawCPU }
    /// The device pixels the last drawn frame repainted (less than it uploaded when it
    /// moved a scrolled view's pixels instead).
    public var lastFrameRepainted: [CGRect] { presenter.lastFrameRepainted }

    /// Whether frames may be built in the server (RENDER present and not turned off).
    public var compositesFrames: Bool { presenter.compositor != nil }

    /// Whether the last frame drawn was built by composites in the server.
    public var lastFrameWasComposited: Bool { presenter.lastFrameComposited }

    /// Bitmaps (layers, shadows, masks) the compositor has sent to the server so far.
    public var pictureUploads: Int { presenter.compositor?.uploadCount ?? 0 }

    /// Pixels of composited frames copied from a layer straight to the window, not
    /// through the back picture (opaque copies nothing else in the frame draws over).
    public var pixelsCopiedStraightToWindow: Int { presenter.compositor?.directPixels ?? 0 }

    /// Pixels of those straight copies not sent because the window already showed them:
    /// rows of a moved bitmap identical to the rows it showed there the frame before.
    public var pixelsLeftInPlace: Int { presenter.compositor?.directPixelsLeftInPlace ?? 0 }

    /// Pixels of dimmed copies (an opaque copy with a translucent fill right over it, such
    /// as a dimming view over the presenter) drawn as plain fills of the blended colour,
    /// where the bitmap is one colour, instead of a copy and a blend (`DimmedCopy`).
    public var pixelsDimmedAsFills: Int { presenter.compositor?.solidPixelsDimmed ?? 0 }

    /// Layer, shadow and mask pictures the compositor holds in the server now.
    public var livePictureCount: Int { presenter.compositor?.livePictures ?? 0 }
}
