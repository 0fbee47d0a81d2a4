import Foundation
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitImageCodecs
import XCTest

/// PNG, JPEG and SVG in, PNG and JPEG out, through gdk-pixbuf and librsvg.
final class ImageDecodingTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    func testAPNGDecodesToItsExactPixels() throws {
        // Given the 4 × 3 swatch (opaque colours, a clear pixel, half-transparent red)
        let image = try XCTUnwrap(UIImage(contentsOfFile: fixturePath("swatch.png")))

        // Then its size, scale and every pixel are as written
        XCTAssertEqual(image.size, CGSize(width: 4, height: 3))
        XCTAssertEqual(image.scale, 1)
        let expected: [RGBA8] = [red, green, blue, white,
                                 black, clear, RGBA8(r: 255, g: 0, b: 0, a: 128), RGBA8(r: 255, g: 255, b: 0),
                                 RGBA8(r: 0, g: 255, b: 255), RGBA8(r: 255, g: 0, b: 255), RGBA8(r: 128, g: 128, b: 128), RGBA8(r: 10, g: 20, b: 30)]
        for (index, color) in expected.enumerated() {
            XCTAssertEqual(image.pixel(index % 4, index / 4), color, "pixel \(index)")
        }
        // Premultiplied in the bitmap: half-transparent red is 128 red at alpha 128
        XCTAssertEqual(image.cgImage!.premultipliedARGBPixels[6], 0x8080_0000)
    }

    func testAJPEGDecodesToItsTwoColours() throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: fixturePath("photo.jpg")))

        XCTAssertEqual(image.size, CGSize(width: 16, height: 8))
        XCTAssertPixel(image.pixel(2, 4), red, tolerance: 8)
        XCTAssertPixel(image.pixel(13, 4), blue, tolerance: 8)
    }

    func testTheEXIFOrientationOfAPhotoIsApplied() throws {
        // Given a 4 × 2 JPEG, blue in its first pixel, tagged "rotate 90° clockwise to show"
        let image = try XCTUnwrap(UIImage(contentsOfFile: fixturePath("rotated.jpg")))

        // Then it is 2 × 4 upright, its first pixel now at the top right
        XCTAssertEqual(image.size, CGSize(width: 2, height: 4))
        XCTAssertGreaterThan(image.pixel(1, 0).b, image.pixel(1, 0).r)
        XCTAssertGreaterThan(image.pixel(0, 3).r, image.pixel(0, 3).b)
        XCTAssertEqual(image.imageOrientation, .up)
    }

    func testAnSVGIsDrawnAtTheScaleAskedFor() throws {
        // Given the 20 × 10 badge: a green square and a blue circle of radius 4 at (15, 5)
        let traits = UITraitCollection(displayScale: 2)

        // When loaded for a 2× screen
        let image = try XCTUnwrap(UIImage(named: "badge.svg", in: fixtures, compatibleWith: traits))

        // Then it keeps its size in points and has four pixels per point
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.cgImage?.width, 40)
        XCTAssertEqual(image.pixel(10, 10), green)
        XCTAssertEqual(image.pixel(30, 10), blue)
        XCTAssertEqual(image.pixel(39, 0), clear, "outside the circle")
        // Pixel 21 is points 10.5...11: past the square (ends at 10), before the circle (starts at 11)
        XCTAssertEqual(image.pixel(21, 10).a, 0, "between the square and the circle")
        XCTAssertEqual(image.pixel(19, 10), green, "the square's last pixel")
    }

    func testPNGDataRoundTripsExactlyAndJPEGDataDecodes() throws {
        let swatch = try XCTUnwrap(UIImage(contentsOfFile: fixturePath("swatch.png")))

        let png = try XCTUnwrap(swatch.pngData())
        let back = try XCTUnwrap(UIImage(data: png))
        XCTAssertEqual(back.cgImage!.premultipliedARGBPixels, swatch.cgImage!.premultipliedARGBPixels)
        XCTAssertEqual(swatch.pngData(), png, "deterministic bytes")

        let photo = makeImage(width: 16, height: 8, colors: (0..<128).map { $0 % 16 < 8 ? red : blue })
        let jpeg = try XCTUnwrap(photo.jpegData(compressionQuality: 0.9))
        XCTAssertEqual(Array(jpeg.prefix(3)), [0xFF, 0xD8, 0xFF])
        let decoded = try XCTUnwrap(UIImage(data: jpeg))
        XCTAssertPixel(decoded.pixel(2, 4), red, tolerance: 10)
        XCTAssertPixel(decoded.pixel(13, 4), blue, tolerance: 10)
        // Lower quality gives fewer bytes
        XCTAssertLessThan(try XCTUnwrap(photo.jpegData(compressionQuality: 0.1)).count, jpeg.count)
    }

    func testBadInputGivesNilAndNothingElse() throws {
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
        XCTAssertNil(UIImage(data: Data()))
        let png = try Data(contentsOf: URL(fileURLWithPath: fixturePath("swatch.png")))
        XCTAssertNil(UIImage(data: png.prefix(40)), "a truncated PNG")
        XCTAssertNil(UIImage(data: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".utf8)), "a broken SVG")
        XCTAssertNil(UIImage(contentsOfFile: fixturePath("missing.png")))
        XCTAssertNil(UIImage(named: "missing", in: fixtures, compatibleWith: nil))
        XCTAssertNil(UIImage(named: "", in: fixtures, compatibleWith: nil))
    }

    func testCorruptFilesGiveNilNotAPartialImage() throws {
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: fixturePath("photo.jpg")))
        XCTAssertNil(UIImage(data: jpeg.prefix(jpeg.count / 2)), "a JPEG cut in the middle of its scan")
        var flipped = try Data(contentsOf: URL(fileURLWithPath: fixturePath("swatch.png")))
        flipped[flipped.count - 20] ^= 0xFF
        XCTAssertNil(UIImage(data: flipped), "a PNG whose compressed data is damaged")
        XCTAssertNil(UIImage(data: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>".utf8)), "an SVG with no size")
        XCTAssertNil(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47])), "just a PNG signature")
        // A PNG header claiming 60000 × 60000 pixels, then nothing
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        header += Data([0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60, 8, 6, 0, 0, 0]) + Data([0, 0, 0, 0])
        XCTAssertNil(UIImage(data: header))
        // Text in a file named like an image
        let path = NSTemporaryDirectory() + "not-an-image-\(UUID().uuidString).png"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertNil(UIImage(contentsOfFile: path))
    }

    func testAFileNamedAt2xIsReadAtScale2() throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: fixturePath("Images/dot@2x.png")))

        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 2, height: 2))
    }
}
