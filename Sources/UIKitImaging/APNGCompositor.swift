/// Renders APNG frames onto a canvas the way viewers do, per the APNG specification.
enum APNGCompositor {
    /// The canvas after each frame is drawn.
    ///
    /// The canvas starts transparent black. For each frame: its area is saved if its
    /// dispose op is PREVIOUS; the frame is drawn with its blend op (SOURCE replaces,
    /// OVER composites); a snapshot of the canvas is the output; then the frame's
    /// dispose op is applied (BACKGROUND clears the area, PREVIOUS restores it).
    /// PREVIOUS on the first frame acts as BACKGROUND, as the specification says.
    static func composite(_ frames: [(APNGFrameControl, PixelBuffer)], width: Int, height: Int) -> [PixelBuffer] {
        var canvas = PixelBuffer(width: width, height: height)
        var output = [PixelBuffer]()
        output.reserveCapacity(frames.count)
        for (index, (control, image)) in frames.enumerated() {
            let rect = control.rect
            var dispose = control.disposeOp
            if index == 0 && dispose == .previous { dispose = .background }
            let saved = dispose == .previous ? canvas.cropped(to: rect) : nil
            switch control.blendOp {
            case .source: canvas.replace(with: image, atX: rect.x, y: rect.y)
            case .over: canvas.composite(image, atX: rect.x, y: rect.y)
            }
            output.append(canvas)
            switch dispose {
            case .none: break
            case .background: canvas.replace(with: PixelBuffer(width: rect.width, height: rect.height),
                                             atX: rect.x, y: rect.y)
            case .previous: if let saved { canvas.replace(with: saved, atX: rect.x, y: rect.y) }
            }
        }
        return output
    }
}

extension PixelBuffer {
    /// Draws `source` over this image at (`x`, `y`) with premultiplied source-over:
    /// `result = source + destination × (255 − sourceAlpha) / 255` per channel, rounded.
    mutating func composite(_ source: PixelBuffer, atX x: Int, y: Int) {
        let target = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        guard !target.isEmpty else { return }
        for row in target.y..<(target.y + target.height) {
            for column in target.x..<(target.x + target.width) {
                let top = source.pixels[(row - y) * source.width + (column - x)]
                let index = row * width + column
                pixels[index] = PixelBuffer.over(top, pixels[index])
            }
        }
    }

    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverse = 255 - (source >> 24)
        if inverse == 0 { return source }
        if inverse == 255 { return destination }
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let s = (source >> shift) & 0xFF
            let d = (destination >> shift) & 0xFF
            result |= min(255, s + (d * inverse + 127) / 255) << shift
        }
        return result
    }
}
