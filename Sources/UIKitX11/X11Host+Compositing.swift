import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// Which path draws a frame: composites in the X server when the frame is made of
/// them (`X11Compositor`), else the client's render (`X11BackBuffer`).
extension X11Host {
    /// How frames are drawn; `MODAL_KIT_X11_COMPOSITE=xrender|client` chooses
    /// (default: composited when the server has RENDER).
    public enum CompositeMode: String {
        case xrender, client
    }

    /// The mode the environment asks for.
    static func compositeMode(environment: [String: String]) -> CompositeMode {
        CompositeMode(rawValue: environment["MODAL_KIT_X11_COMPOSITE"]?.lowercased() ?? "") ?? .xrender
    }

    /// Whether frames may be built in the server (RENDER present and not turned off).
    public var compositesFrames: Bool { compositor != nil }

    /// Whether the last frame drawn was built by composites in the server.
    public var lastFrameWasComposited: Bool { lastFrameComposited }

    /// Layer, shadow and mask pictures the compositor holds in the server now.
    public var livePictureCount: Int { compositor?.livePictures ?? 0 }

    /// Draws the window's frame: composited when the compositor can build it, else on the client.
    func drawFrame(_ backBuffer: X11BackBuffer) {
        if let compositor, let plan = renderer.compositePlan(for: window, scale: scale,
                                                             pixelWidth: pixelSize.width, pixelHeight: pixelSize.height) {
            compositor.draw(plan)
            framesComposited += 1
            lastFrameComposited = true
            clientFramesInARow = 0
            return
        }
        backBuffer.render(window, renderer: renderer, scale: scale, pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
        framesRenderedOnClient += 1
        lastFrameComposited = false
        clientFramesInARow += 1
        compositor?.clientFrameDrawn(releasingAll: clientFramesInARow >= 2)
    }

    /// Shows the frame last drawn, from wherever it was built.
    func presentFrame(_ backBuffer: X11BackBuffer) {
        if lastFrameComposited, let compositor { compositor.present() } else { backBuffer.present() }
    }
}
