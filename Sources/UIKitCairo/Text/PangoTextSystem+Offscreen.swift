import Foundation
import QuartzCore

extension PangoTextSystem {
    private static let offscreenSlot = ThreadLocal { PangoTextSystem() }

    /// The text system of bitmap `CGContext`s (image renderers, image contexts,
    /// `CGContext(data:...)`) made on this thread: one per thread, as Pango's
    /// objects are not shared between threads. It measures and draws exactly as a
    /// window's does (same font options); its cache keeps a few loose runs only.
    public static var offscreen: PangoTextSystem { offscreenSlot.value }
}
