import Foundation

/// The filters a material applies to what is behind it: a Gaussian blur and a
/// saturation change, on premultiplied pixels (both are linear, so premultiplied
/// values filter exactly as straight ones would, alpha included).
extension PixelBuffer {
    /// The widths of `passes` centred box blurs whose combined variance is as close
    /// as whole odd widths allow to a Gaussian of standard deviation `sigma` pixels
    /// (Ivan Kuckir, "Fastest Gaussian Blur", 2013, after W. M. Wells, 1986: some
    /// passes of width `w`, the rest `w + 2`).
    public static func boxWidths(sigma: Double, passes: Int = 3) -> [Int] {
        guard sigma > 0, passes > 0 else { return [] }
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let w = Double(lower)
        let wide = ((12 * sigma * sigma - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded()
        let narrowCount = min(passes, max(0, Int(wide)))
        return (0..<passes).map { $0 < narrowCount ? lower : lower + 2 }
    }

    /// Blurs the image by a Gaussian of standard deviation `sigma` pixels, as three
    /// box blurs across and three down; pixels past the edges repeat the edge.
    public mutating func applyGaussianBlur(sigma: Double) {
        let widths = Self.boxWidths(sigma: sigma).filter { $0 > 1 }
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        var planes = (0..<4).map { channel in pixels.map { Int32(($0 >> UInt32(8 * channel)) & 0xFF) } }
        var scratch = [Int32](repeating: 0, count: max(width, height))
        for index in 0..<4 {
            for boxWidth in widths {
                planes[index].withUnsafeMutableBufferPointer { plane in
                    scratch.withUnsafeMutableBufferPointer { line in
                        for y in 0..<height {
                            Self.boxBlur(plane, start: y * width, step: 1, count: width, radius: boxWidth / 2, line: line)
                        }
                        for x in 0..<width {
                            Self.boxBlur(plane, start: x, step: width, count: height, radius: boxWidth / 2, line: line)
                        }
                    }
                }
            }
        }
        for i in 0..<pixels.count {
            pixels[i] = UInt32(planes[0][i]) | UInt32(planes[1][i]) << 8 | UInt32(planes[2][i]) << 16 | UInt32(planes[3][i]) << 24
        }
    }

    /// One centred box blur of `2 × radius + 1` samples along a row or column of
    /// `plane`, with a running sum; the ends repeat the edge samples.
    private static func boxBlur(_ plane: UnsafeMutableBufferPointer<Int32>, start: Int, step: Int, count: Int,
                                radius: Int, line: UnsafeMutableBufferPointer<Int32>) {
        for i in 0..<count { line[i] = plane[start + i * step] }
        let width = Int32(2 * radius + 1)
        let last = count - 1
        var sum: Int32 = 0
        for offset in -radius...radius { sum += line[min(max(offset, 0), last)] }
        for i in 0..<count {
            plane[start + i * step] = (sum + width / 2) / width
            sum += line[min(i + radius + 1, last)] - line[max(i - radius, 0)]
        }
    }

    /// Scales the colourfulness by `amount` (1 unchanged, 0 grey, above 1 more
    /// vivid), with the luminance-preserving matrix of the Filter Effects
    /// specification (`feColorMatrix type="saturate"`); results are clamped.
    public mutating func applySaturation(_ amount: Double) {
        guard amount != 1 else { return }
        let s = amount
        let m = [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                 0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                 0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]
        for i in 0..<pixels.count {
            let p = pixels[i]
            let a = p >> 24
            guard a > 0 else { continue }
            let r = Double((p >> 16) & 0xFF), g = Double((p >> 8) & 0xFF), b = Double(p & 0xFF)
            // Premultiplied: a channel may not exceed alpha.
            func channel(_ row: Int) -> UInt32 {
                UInt32(min(max((m[row] * r + m[row + 1] * g + m[row + 2] * b).rounded(), 0), Double(a)))
            }
            pixels[i] = a << 24 | channel(0) << 16 | channel(3) << 8 | channel(6)
        }
    }

    /// The image shrunk by a whole `factor`: each pixel the average of a
    /// `factor × factor` block (of what exists of it at the right and bottom edges).
    public func downsampled(by factor: Int) -> PixelBuffer {
        guard factor > 1, width > 0, height > 0 else { return self }
        let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        var result = [UInt32](repeating: 0, count: smallWidth * smallHeight)
        for sy in 0..<smallHeight {
            for sx in 0..<smallWidth {
                var sums = [UInt32](repeating: 0, count: 4)
                var count: UInt32 = 0
                for y in (sy * factor)..<min(height, (sy + 1) * factor) {
                    for x in (sx * factor)..<min(width, (sx + 1) * factor) {
                        let p = pixels[y * width + x]
                        for channel in 0..<4 { sums[channel] += (p >> UInt32(8 * channel)) & 0xFF }
                        count += 1
                    }
                }
                var value: UInt32 = 0
                for channel in 0..<4 { value |= ((sums[channel] + count / 2) / count) << UInt32(8 * channel) }
                result[sy * smallWidth + sx] = value
            }
        }
        return PixelBuffer(width: smallWidth, height: smallHeight, premultipliedARGB: result)
    }
}
