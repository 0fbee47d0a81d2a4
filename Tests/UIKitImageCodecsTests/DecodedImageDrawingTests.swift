import Foundation
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitImageCodecs
import XCTest

/// Files decoded by gdk-pixbuf and librsvg, shown in image views: the window's
/// pixels are the file's pixels.
final class DecodedImageDrawingTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    /// `image` at its own size at the window's top-left corner, over white.
    private func drawAtTopLeft(_ image: UIImage, scale: CGFloat) -> PixelBuffer {
        let view = UIImageView(image: image)
        view.contentMode = .topLeft
        let host = HeadlessHost(size: CGSize(width: 40, height: 20), scale: scale)
        host.window.backgroundColor = .white
        host.window.addSubview(view)
        return host.snapshot()
    }

    func testAPNGIsDrawnPixelForPixel() throws {
        // Given the 4 × 3 swatch
        let image = try XCTUnwrap(UIImage(contentsOfFile: fixturePath("swatch.png")))

        // When shown at 1×
        let pixels = drawAtTopLeft(image, scale: 1)

        // Then opaque pixels are copied exactly, the clear one shows white, and half-transparent
        // red over white is 255, 255 × 127/255 = 127, 127
        XCTAssertEqual(pixels.pixel(x: 0, y: 0), red)
        XCTAssertEqual(pixels.pixel(x: 1, y: 0), green)
        XCTAssertEqual(pixels.pixel(x: 2, y: 0), blue)
        XCTAssertEqual(pixels.pixel(x: 3, y: 2), RGBA8(r: 10, g: 20, b: 30))
        XCTAssertEqual(pixels.pixel(x: 1, y: 1), white)
        XCTAssertEqual(pixels.pixel(x: 2, y: 1), RGBA8(r: 255, g: 127, b: 127))
        XCTAssertEqual(pixels.pixel(x: 4, y: 0), white, "right of the image")
    }

    func testAJPEGIsDrawnAsDecoded() throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: fixturePath("photo.jpg")))

        let pixels = drawAtTopLeft(image, scale: 1)

        // JPEG is lossy: its decoded pixels are what the window shows, exactly
        for (x, y) in [(0, 0), (2, 4), (7, 7), (8, 0), (13, 4), (15, 7)] {
            XCTAssertEqual(pixels.pixel(x: x, y: y), image.pixel(x, y), "(\(x), \(y))")
        }
        XCTAssertPixel(pixels.pixel(x: 2, y: 4), red, tolerance: 8)
        XCTAssertPixel(pixels.pixel(x: 13, y: 4), blue, tolerance: 8)
        XCTAssertEqual(pixels.pixel(x: 17, y: 4), white)
    }

    func testAnSVGIsDrawnSharpAtTheWindowsScale() throws {
        // Given the badge read for a 2× screen, shown in a 2× window
        let image = try XCTUnwrap(UIImage(named: "badge", in: fixtures, compatibleWith: UITraitCollection(displayScale: 2)))
        XCTAssertEqual(image.scale, 2)

        let pixels = drawAtTopLeft(image, scale: 2)

        // Then each device pixel is the SVG's pixel: the square's last column, the gap, the circle's centre
        XCTAssertEqual(pixels.width, 80)
        XCTAssertEqual(pixels.pixel(x: 19, y: 10), green)
        XCTAssertEqual(pixels.pixel(x: 21, y: 10), white)
        XCTAssertEqual(pixels.pixel(x: 30, y: 10), blue)
        XCTAssertEqual(pixels.pixel(x: 39, y: 0), white)
        XCTAssertEqual(pixels.pixel(x: 41, y: 10), white, "right of the image")
    }

    func testAMissingImageLeavesAnEmptyImageViewAndTheAppRuns() {
        // Given an image view made with an image that is not there, as UIKit code writes it
        let view = UIImageView(image: UIImage(named: "no-such-image"))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        view.backgroundColor = .systemRed
        let host = HeadlessHost(size: CGSize(width: 40, height: 20), scale: 1)
        host.window.addSubview(view)

        // Then the view has no image and draws only its background
        XCTAssertNil(view.image)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(host.snapshot().pixel(x: 20, y: 10), RGBA8(r: 0xFF, g: 0x3B, b: 0x30))
    }
}
