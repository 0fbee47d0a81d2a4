import XCTest
@testable import UIKitImaging

/// The material filters: box widths, the blur's spread and mass, saturation, down-sampling.
final class BlurFilterTests: XCTestCase {
    func testBoxWidthsMatchTheGaussiansVariance() {
        for sigma in [1.0, 2.5, 6.0, 7.5, 30.0] {
            let widths = PixelBuffer.boxWidths(sigma: sigma)
            XCTAssertEqual(widths.count, 3)
            XCTAssertTrue(widths.allSatisfy { $0 % 2 == 1 }, "\(widths)")
            // A box of width w has variance (w² − 1) / 12; three add up.
            let variance = widths.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            XCTAssertEqual(variance.squareRoot(), sigma, accuracy: sigma * 0.06 + 0.2, "σ \(sigma): \(widths)")
        }
        XCTAssertEqual(PixelBuffer.boxWidths(sigma: 0), [])
    }

    func testABarSpreadsByTheRequestedDeviationAcrossAndDownAndKeepsItsMass() {
        for vertical in [true, false] {
            // Given a 10-pixel bar of opaque white across a 121 × 121 clear image
            var image = PixelBuffer(width: 121, height: 121)
            for a in 0..<121 { for b in 55..<65 { image.pixels[vertical ? a * 121 + b : b * 121 + a] = 0xFFFF_FFFF } }
            let sigma = 6.0

            // When blurred
            image.applyGaussianBlur(sigma: sigma)

            // Then across the bar (in the middle line) the light keeps its mass and centre, and
            // spreads to the bar's variance plus σ²: (10² − 1) / 12 + 36 = 44.25
            var mass = 0.0, sum = 0.0, sumSquares = 0.0
            for t in 0..<121 {
                let value = Double(image.pixels[vertical ? 60 * 121 + t : t * 121 + 60] >> 24)
                mass += value
                sum += value * Double(t)
                sumSquares += value * Double(t) * Double(t)
            }
            let mean = sum / mass
            XCTAssertEqual(mass, 2550, accuracy: 20, vertical ? "vertical bar" : "horizontal bar")
            XCTAssertEqual(mean, 59.5, accuracy: 0.05)
            XCTAssertEqual((sumSquares / mass - mean * mean).squareRoot(), 44.25.squareRoot(), accuracy: 0.15)
        }
    }

    func testAStepBecomesTheGaussiansIntegral() {
        // Given a row image black on the left, white on the right of x = 100
        var image = PixelBuffer(width: 200, height: 3)
        for y in 0..<3 { for x in 100..<200 { image.pixels[y * 200 + x] = 0xFFFF_FFFF } }
        let sigma = 10.0

        image.applyGaussianBlur(sigma: sigma)

        // Then each pixel's value is 255 · Φ((x + 0.5 − 100) / σ), within 2 levels
        for x in 60..<140 {
            let expected = 255 * 0.5 * (1 + erf((Double(x) + 0.5 - 100) / (sigma * 2.0.squareRoot())))
            XCTAssertEqual(Double(image.pixels[200 + x] & 0xFF), expected, accuracy: 2.5, "x \(x)")
        }
    }

    func testSaturationLeavesGreysAndScalesColour() {
        var image = PixelBuffer(width: 3, height: 1, premultipliedARGB: [0xFF80_8080, 0xFFFF_0000, 0x8040_0000])
        image.applySaturation(1.8)
        XCTAssertEqual(image.pixels[0], 0xFF80_8080, "grey stays grey")
        // Red: r' = (0.213 + 0.787 × 1.8) × 255 = 415.6 → clamped 255; g' = b' = (0.213 − 0.213 × 1.8) × 255 → 0
        XCTAssertEqual(image.pixels[1], 0xFFFF_0000)
        // Premultiplied half-transparent red: clamped to its alpha
        XCTAssertEqual(image.pixels[2], 0x8068_0000)

        var grey = PixelBuffer(width: 1, height: 1, premultipliedARGB: [0xFFFF_0000])
        grey.applySaturation(0)
        // Luminance of red: 0.213 × 255 = 54.3
        XCTAssertEqual(grey.pixels[0], 0xFF36_3636)
    }

    func testDownsamplingAveragesBlocksIncludingPartialOnes() {
        let image = PixelBuffer(width: 3, height: 2, premultipliedARGB: [
            0xFF00_0000, 0xFF00_00FF, 0xFFFF_FFFF,
            0xFF00_00FF, 0xFF00_0000, 0xFF00_0000,
        ])
        let small = image.downsampled(by: 2)
        XCTAssertEqual(small.width, 2)
        XCTAssertEqual(small.height, 1)
        // (0 + 255 + 255 + 0) / 4 = 127.5 → 128 in blue; the right block is one column: (255 + 0) / 2
        XCTAssertEqual(small.pixels, [0xFF00_0080, 0xFF80_8080])
    }
}
