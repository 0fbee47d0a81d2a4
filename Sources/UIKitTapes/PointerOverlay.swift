import Foundation
import UIKitImaging

/// `Set Cursor on`: the pointer drawn onto recorded frames, as screen recordings
/// show touches, so viewers can follow a drag. A translucent grey disc (visible on
/// light and dark screens) with a dark rim while hovering; darker and slightly
/// smaller while pressed. Drawn on the captured pixels only: the app never sees it.
public struct PointerOverlay: Equatable {
    /// Radius in points.
    public static let radius: CGFloat = 11
    /// Ring width in points.
    public static let ringWidth: CGFloat = 1.5

    public var location: CGPoint
    public var isPressed: Bool

    public init(location: CGPoint, isPressed: Bool) {
        self.location = location
        self.isPressed = isPressed
    }

    /// Straight RGBA of the disc and the ring.
    var fill: RGBA8 { isPressed ? RGBA8(r: 80, g: 80, b: 80, a: 150) : RGBA8(r: 128, g: 128, b: 128, a: 110) }
    var ring: RGBA8 { RGBA8(r: 30, g: 30, b: 30, a: 170) }

    /// Draws the pointer on `frame`, which has `scale` pixels per point.
    public func draw(on frame: inout PixelBuffer, scale: CGFloat) {
        let radius = Double((isPressed ? Self.radius * 0.85 : Self.radius) * scale)
        let ringWidth = Double(Self.ringWidth * scale)
        let cx = Double(location.x * scale), cy = Double(location.y * scale)
        let minX = max(0, Int((cx - radius - 1).rounded(.down))), maxX = min(frame.width - 1, Int((cx + radius + 1).rounded(.up)))
        let minY = max(0, Int((cy - radius - 1).rounded(.down))), maxY = min(frame.height - 1, Int((cy + radius + 1).rounded(.up)))
        guard minX <= maxX, minY <= maxY else { return }
        for y in minY...maxY {
            for x in minX...maxX {
                let distance = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                // Coverage with a one-pixel soft edge: the disc, and the ring at its rim.
                let disc = min(1, max(0, radius - distance + 0.5))
                guard disc > 0 else { continue }
                let inRing = min(1, max(0, distance - (radius - ringWidth) + 0.5))
                let color = Self.mix(fill, ring, inRing)
                let over = Self.premultiplied(color, coverage: disc)
                frame.setPremultipliedARGB(Self.blend(over, onto: frame.premultipliedARGB(x: x, y: y)), x: x, y: y)
            }
        }
    }

    static func mix(_ a: RGBA8, _ b: RGBA8, _ t: Double) -> RGBA8 {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - t) + Double(y) * t).rounded()) }
        return RGBA8(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: channel(a.a, b.a))
    }

    static func premultiplied(_ color: RGBA8, coverage: Double) -> (a: Double, r: Double, g: Double, b: Double) {
        let alpha = Double(color.a) / 255 * coverage
        return (alpha, Double(color.r) * alpha, Double(color.g) * alpha, Double(color.b) * alpha)
    }

    /// Source-over in premultiplied ARGB.
    static func blend(_ source: (a: Double, r: Double, g: Double, b: Double), onto destination: UInt32) -> UInt32 {
        let keep = 1 - source.a
        func channel(_ shift: UInt32, _ value: Double) -> UInt32 {
            UInt32(min(255, max(0, (value + Double((destination >> shift) & 0xFF) * keep).rounded()))) << shift
        }
        return channel(24, source.a * 255) | channel(16, source.r) | channel(8, source.g) | channel(0, source.b)
    }
}
