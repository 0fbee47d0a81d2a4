import Foundation
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitImageCodecs
import XCTest

/// Image views as pixels: content modes, clipping, templates and tints, resizable images.
final class ImageViewPixelTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    /// Red on the left, blue on the right: 2 × 1 pixels, drawn without smoothing.
    private let halves = makeImage(width: 2, height: 1, colors: [red, blue])

    private func render(_ view: UIView, size: CGSize = CGSize(width: 200, height: 200)) -> PixelBuffer {
        let host = HeadlessHost(size: size, scale: 1)
        host.window.backgroundColor = .white
        host.window.addSubview(view)
        return host.snapshot()
    }

    func testScaleToFillStretchesToTheBounds() {
        let view = UIImageView(image: halves)
        view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)

        let image = render(view)

        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertEqual(image.pixel(x: 55, y: 55), red)
        XCTAssertEqual(image.pixel(x: 145, y: 145), blue)
        XCTAssertEqual(image.pixel(x: 45, y: 100), white)
    }

    func testAspectFitLetterboxesAndAspectFillOverflowsUnlessClipped() {
        // Given a 2:1 image in a 100-point square
        let fit = UIImageView(image: halves)
        fit.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        fit.contentMode = .scaleAspectFit
        let fitImage = render(fit)
        // Fit: 100 × 50, centred: white above and below
        XCTAssertEqual(fitImage.pixel(x: 60, y: 60), white)
        XCTAssertEqual(fitImage.pixel(x: 60, y: 80), red)
        XCTAssertEqual(fitImage.pixel(x: 140, y: 120), blue)
        XCTAssertEqual(fitImage.pixel(x: 60, y: 140), white)

        // Fill: 200 × 100 centred, from x = 0 to 200 — past the view's sides, as UIKit draws it
        let fill = UIImageView(image: halves)
        fill.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        fill.contentMode = .scaleAspectFill
        let fillImage = render(fill)
        XCTAssertEqual(fillImage.pixel(x: 10, y: 100), red)
        XCTAssertEqual(fillImage.pixel(x: 190, y: 100), blue)

        // With clipsToBounds, only the view's square shows
        fill.clipsToBounds = true
        let clipped = render(fill)
        XCTAssertEqual(clipped.pixel(x: 10, y: 100), white)
        XCTAssertEqual(clipped.pixel(x: 55, y: 100), red)
        XCTAssertEqual(clipped.pixel(x: 145, y: 100), blue)
    }

    func testUnscaledModesPlaceTheImageAtItsSize() {
        let cases: [(UIView.ContentMode, CGRect)] = [
            (.center, CGRect(x: 49, y: 49.5, width: 2, height: 1)), (.topLeft, CGRect(x: 0, y: 0, width: 2, height: 1)),
            (.bottomRight, CGRect(x: 98, y: 99, width: 2, height: 1)), (.top, CGRect(x: 49, y: 0, width: 2, height: 1)),
            (.left, CGRect(x: 0, y: 49.5, width: 2, height: 1)), (.right, CGRect(x: 98, y: 49.5, width: 2, height: 1)),
        ]
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        for (mode, rect) in cases {
            XCTAssertEqual(mode.rect(forContentOf: CGSize(width: 2, height: 1), in: bounds), rect, "\(mode)")
        }
        // At 2× pixels per point the image is drawn at its point size
        let view = UIImageView(image: makeImage(width: 4, height: 2, scale: 2, colors: [red, red, blue, blue, red, red, blue, blue]))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 2, height: 1))
        XCTAssertEqual(view.frame.size, CGSize(width: 2, height: 1), "init(image:) sizes the view")
    }

    func testATemplateTakesTheViewsTintAndWithTintColorWins() {
        // Given the red/blue image as a template in a view tinted green
        let template = UIImageView(image: halves.withRenderingMode(.alwaysTemplate))
        template.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        template.tintColor = .systemGreen
        let fixed = UIImageView(image: halves.withTintColor(.systemPurple))
        fixed.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        fixed.tintColor = .systemGreen
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
        host.window.addSubview(template)
        host.window.addSubview(fixed)

        // When drawn
        let image = host.snapshot()

        // Then the template is all the tint; the tinted image all its own colour
        XCTAssertEqual(image.pixel(x: 10, y: 50), RGBA8(r: 0x34, g: 0xC7, b: 0x59))
        XCTAssertEqual(image.pixel(x: 90, y: 50), RGBA8(r: 0x34, g: 0xC7, b: 0x59))
        XCTAssertEqual(image.pixel(x: 110, y: 50), RGBA8(r: 0xAF, g: 0x52, b: 0xDE))
        XCTAssertEqual(halves.renderingMode, .automatic)
        XCTAssertEqual(halves.withRenderingMode(.alwaysTemplate).renderingMode, .alwaysTemplate)
        XCTAssertEqual(halves.imageWithRenderingMode(.alwaysOriginal).renderingMode, .alwaysOriginal)

        // And in dark mode a template follows the dark tint
        host.userInterfaceStyle = .dark
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.snapshot().pixel(x: 10, y: 50), RGBA8(r: 0x30, g: 0xD1, b: 0x58))
    }

    func testAResizableImageKeepsItsCapsAndStretchesTheMiddle() {
        // Given a 3 × 3 image: blue border, red centre, resizable with 1-point caps
        let nine = makeImage(width: 3, height: 3, colors: [blue, blue, blue, blue, red, blue, blue, blue, blue])
            .resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        let view = UIImageView(image: nine)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 40)

        // When drawn 60 × 40
        let image = render(view, size: CGSize(width: 60, height: 40))

        // Then the edges stay one point wide and the middle is red
        XCTAssertEqual(image.pixel(x: 0, y: 20), blue)
        XCTAssertEqual(image.pixel(x: 30, y: 0), blue)
        XCTAssertEqual(image.pixel(x: 59, y: 39), blue)
        XCTAssertEqual(image.pixel(x: 1, y: 1), red)
        XCTAssertEqual(image.pixel(x: 30, y: 20), red)
        XCTAssertEqual(image.pixel(x: 58, y: 38), red)
    }

    func testAHighlightedImageViewShowsItsHighlightedImage() {
        let view = UIImageView(image: makeImage(width: 1, height: 1, colors: [red]), highlightedImage: makeImage(width: 1, height: 1, colors: [blue]))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(render(view, size: CGSize(width: 10, height: 10)).pixel(x: 5, y: 5), red)
        view.isHighlighted = true
        XCTAssertEqual(render(view, size: CGSize(width: 10, height: 10)).pixel(x: 5, y: 5), blue)
    }
}
