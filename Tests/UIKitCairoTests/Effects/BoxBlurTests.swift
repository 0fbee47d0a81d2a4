import XCTest
@testable import UIKitCairo

/// The shadow blur gives exactly the bytes of the plain three-box recipe it replaced
/// (made faster: table, repeated rows copied, columns averaged row by row).
final class BoxBlurTests: XCTestCase {
    /// The recipe as it was: every row, then every column, each line averaged on its own.
    private func referenceBlur(_ image: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        for pass in BoxBlur.passes(boxSize: BoxBlur.boxSize(sigma: sigma)) {
            let size = pass.before + pass.after + 1
            func blurLine(start: Int, count: Int, step: Int) {
                let samples = (0..<count).map { Int(image[start + $0 * step]) }
                for i in 0..<count {
                    let window = max(0, i - pass.before)...min(count - 1, i + pass.after)
                    let sum = window.reduce(0) { $0 + samples[$1] }
                    image[start + i * step] = UInt8((sum + size / 2) / size)
                }
            }
            for y in 0..<height { blurLine(start: y * stride, count: width, step: 1) }
            for x in 0..<width { blurLine(start: x, count: height, step: stride) }
        }
    }

    /// A card's mask: 255 inside a rounded rectangle `margin` pixels in, antialiased edge.
    private func cardMask(width: Int, height: Int, stride: Int, margin: Int, radius: Double) -> [UInt8] {
        var image = [UInt8](repeating: 7, count: stride * height)   // padding bytes must stay as they are
        let (left, top) = (Double(margin), Double(margin))
        let (right, bottom) = (Double(width - margin), Double(height - margin))
        for y in 0..<height {
            for x in 0..<width {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                var coverage = 0.0
                if px > left, px < right, py > top, py < bottom {
                    let cx = min(max(px, left + radius), right - radius), cy = min(max(py, top + radius), bottom - radius)
                    let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                    coverage = max(0, min(1, radius - distance + 0.5))
                }
                image[y * stride + x] = UInt8((coverage * 255).rounded())
            }
        }
        return image
    }

    private func noise(width: Int, height: Int, stride: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<(stride * height)).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    private func assertSameAsReference(_ image: [UInt8], width: Int, height: Int, stride: Int, sigma: Double,
                                       file: StaticString = #filePath, line: UInt = #line) {
        var expected = image, actual = image
        referenceBlur(&expected, width: width, height: height, stride: stride, sigma: sigma)
        actual.withUnsafeMutableBufferPointer {
            BoxBlur.gaussianApproximation($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
        }
        let differing = zip(expected, actual).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "\(width)x\(height) stride \(stride) sigma \(sigma): \(differing) bytes differ",
                       file: file, line: line)
    }

    func testACardsShadowIsByteForByteTheRecipe() {
        // Given a sheet-like card (the demo's: 12 pt corners, a 10 px blur) and a bigger, softer one
        // When blurred, odd and even box sizes alike
        // Then every byte is the recipe's
        assertSameAsReference(cardMask(width: 110, height: 160, stride: 112, margin: 31, radius: 12),
                              width: 110, height: 160, stride: 112, sigma: 10)
        assertSameAsReference(cardMask(width: 97, height: 61, stride: 100, margin: 20, radius: 30.5),
                              width: 97, height: 61, stride: 100, sigma: 6.5)
        XCTAssertEqual(BoxBlur.boxSize(sigma: 10) % 2, 1)
        XCTAssertEqual(BoxBlur.boxSize(sigma: 6.5) % 2, 0)
    }

    func testNoiseAndThinImagesAreByteForByteTheRecipe() {
        // Given images with no repeated rows, and lines shorter than the box
        for (width, height, stride, sigma) in [(53, 41, 56, 3.0), (1, 1, 4, 4.0), (2, 90, 4, 8.0), (90, 2, 92, 8.0),
                                               (17, 19, 20, 0.5), (40, 33, 40, 25.0)] {
            // When blurred, Then every byte (and no padding byte) is the recipe's
            assertSameAsReference(noise(width: width, height: height, stride: stride, seed: UInt64(width * 1000 + height)),
                                  width: width, height: height, stride: stride, sigma: sigma)
        }
    }
    /// Noise with `count` copies of one column inserted at `column` and of one row at `row`.
    private func noiseWithRuns(width: Int, height: Int, stride: Int, column: Int, row: Int, count: Int) -> (image: [UInt8], width: Int, height: Int, stride: Int) {
        let base = noise(width: width, height: height, stride: stride, seed: 99)
        let newWidth = width + count, newHeight = height + count, newStride = stride + count
        var image = [UInt8](repeating: 7, count: newStride * newHeight)
        for y in 0..<newHeight {
            let sourceY = y < row ? y : (y < row + count ? row : y - count)
            for x in 0..<newWidth {
                let sourceX = x < column ? x : (x < column + count ? column : x - count)
                image[y * newStride + x] = base[sourceY * stride + sourceX]
            }
        }
        return (image, newWidth, newHeight, newStride)
    }

    func testLongStraightSidesAreCutAndStretchedToTheRecipesBytes() {
        // Given cards whose straight sides are far longer than the blur reaches (both axes,
        // one axis, odd and even box sizes), and runs of repeated lines at an image's edge
        // and in the middle of noise
        assertSameAsReference(cardMask(width: 230, height: 170, stride: 232, margin: 31, radius: 12),
                              width: 230, height: 170, stride: 232, sigma: 10)
        assertSameAsReference(cardMask(width: 180, height: 60, stride: 180, margin: 20, radius: 8),
                              width: 180, height: 60, stride: 180, sigma: 6.5)
        assertSameAsReference(cardMask(width: 64, height: 64, stride: 64, margin: 0, radius: 0),
                              width: 64, height: 64, stride: 64, sigma: 2)
        for (column, row, count, sigma) in [(0, 0, 70, 3.0), (10, 25, 40, 2.0), (39, 29, 90, 5.0), (20, 5, 13, 1.0)] {
            let run = noiseWithRuns(width: 40, height: 30, stride: 44, column: column, row: row, count: count)
            // When blurred, Then every byte (and no padding byte) is the recipe's
            assertSameAsReference(run.image, width: run.width, height: run.height, stride: run.stride, sigma: sigma)
        }
    }
}
