import UIKitImaging

/// The part of a frame that changed since the previous one, as straight RGBA bytes
/// for a palette quantizer: changed pixels opaque, unchanged pixels fully
/// transparent (so a GIF frame only repaints what moved).
struct FrameDifference: Equatable {
    /// The changed rectangle in the frame (the whole frame for the first one; a
    /// single pixel at the origin when nothing changed, since a GIF frame cannot be empty).
    let rect: PixelRect
    /// `rect.width * rect.height * 4` bytes, R G B A, row by row.
    let rgba: [UInt8]
    /// Whether some pixels in `rect` are unchanged (and so transparent in `rgba`).
    let hasTransparency: Bool

    /// The whole of `frame`, opaque (premultiplied colours over black).
    static func whole(_ frame: PixelBuffer) -> FrameDifference {
        difference(frame, previous: nil, in: frame.bounds)
    }

    /// What changed in `frame` since `previous` (same size).
    static func between(_ frame: PixelBuffer, previous: PixelBuffer) -> FrameDifference {
        guard let changed = frame.diffBounds(from: previous) else {
            return FrameDifference(rect: PixelRect(x: 0, y: 0, width: 1, height: 1), rgba: [0, 0, 0, 0], hasTransparency: true)
        }
        return difference(frame, previous: previous, in: changed)
    }

    private static func difference(_ frame: PixelBuffer, previous: PixelBuffer?, in rect: PixelRect) -> FrameDifference {
        var rgba = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        var transparent = false
        frame.pixels.withUnsafeBufferPointer { current in
            for y in 0..<rect.height {
                let source = (rect.y + y) * frame.width + rect.x
                for x in 0..<rect.width {
                    let value = current[source + x]
                    if let previous, previous.pixels[source + x] == value {
                        transparent = true
                        continue
                    }
                    let out = (y * rect.width + x) * 4
                    rgba[out] = UInt8(truncatingIfNeeded: value >> 16)
                    rgba[out + 1] = UInt8(truncatingIfNeeded: value >> 8)
                    rgba[out + 2] = UInt8(truncatingIfNeeded: value)
                    rgba[out + 3] = 255
                }
            }
        }
        return FrameDifference(rect: rect, rgba: rgba, hasTransparency: transparent)
    }
}
