/// Comparing and cutting out parts of images.
extension PixelBuffer {
    /// The smallest rectangle containing every pixel that differs from `other`,
    /// or `nil` when the two images are identical.
    ///
    /// Pixels are compared by their premultiplied values. When the sizes differ the whole
    /// of `self` counts as changed and `bounds` is returned.
    public func diffBounds(from other: PixelBuffer) -> PixelRect? {
        guard width == other.width, height == other.height else { return bounds }
        guard !isEmpty else { return nil }
        return pixels.withUnsafeBufferPointer { mine in
            other.pixels.withUnsafeBufferPointer { theirs in
                var top = -1, bottom = -1
                var left = width, right = -1
                for y in 0..<height {
                    let row = y * width
                    var first = -1
                    for x in 0..<width where mine[row + x] != theirs[row + x] {
                        first = x
                        break
                    }
                    guard first >= 0 else { continue }
                    if top < 0 { top = y }
                    bottom = y
                    left = min(left, first)
                    var last = width - 1
                    while last > right, mine[row + last] == theirs[row + last] { last -= 1 }
                    right = max(right, last)
                }
                guard top >= 0 else { return nil }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// A copy of the pixels inside `rect`, clipped to this image's bounds
    /// (a rectangle entirely outside gives an empty image).
    public func cropped(to rect: PixelRect) -> PixelBuffer {
        let clip = rect.intersection(bounds)
        guard !clip.isEmpty else { return PixelBuffer(width: 0, height: 0) }
        if clip == bounds { return self }
        var result = [UInt32]()
        result.reserveCapacity(clip.area)
        for y in clip.y..<(clip.y + clip.height) {
            let start = y * width + clip.x
            result.append(contentsOf: pixels[start..<(start + clip.width)])
        }
        return PixelBuffer(width: clip.width, height: clip.height, premultipliedARGB: result)
    }

    /// Copies `source` into this image with its top-left corner at (`x`, `y`),
    /// replacing the pixels underneath (parts outside this image are dropped).
    public mutating func replace(with source: PixelBuffer, atX x: Int, y: Int) {
        let target = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        guard !target.isEmpty else { return }
        for row in target.y..<(target.y + target.height) {
            let from = (row - y) * source.width + (target.x - x)
            let to = row * width + target.x
            pixels.replaceSubrange(to..<(to + target.width),
                                   with: source.pixels[from..<(from + target.width)])
        }
    }
}
