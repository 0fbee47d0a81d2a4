import CCairo
import Foundation
import UIKitCore

/// A frame built from composites alone, in drawing order, in device pixels: what
/// the X server's RENDER can build from pictures it already holds.
public struct CompositePlan {
    /// One composite.
    public enum Step {
        /// `box` filled with a premultiplied 16-bit colour (Cairo's rounding), OVER
        /// (or SOURCE when `replace`, for the first, opaque black fill).
        case fill(box: PixelBox, color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16), replace: Bool)
        /// A blurred shadow: `color` through the A8 `mask` placed at `origin`, inside `clip`.
        case shadow(mask: OpaquePointer, owner: AnyObject, origin: (x: Int, y: Int),
                    color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16), clip: PixelBox)
        /// A rasterized layer's bitmap, inside `clip`.
        case layer(LayerComposite, clip: PixelBox)
    }

    public internal(set) var steps: [Step] = []
    /// The frame's size in device pixels.
    public let width: Int, height: Int
}

/// Cairo's premultiplied 16-bit colour (`_cairo_color_compute_shorts`).
func cairoShorts(_ color: CGColor, alpha: CGFloat = 1) -> (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
    let c = color.rgbaComponents
    func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
    let a = clamp(Double(c.alpha * alpha))
    func short(_ v: Double) -> UInt16 { UInt16(min(65535, (clamp(v) * 65535 + 0.5).rounded(.down))) }
    return (short(clamp(Double(c.red)) * a), short(clamp(Double(c.green)) * a), short(clamp(Double(c.blue)) * a), short(a))
}
