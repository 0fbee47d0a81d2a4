import Foundation
import UIKit
import XCTest

/// A view that draws an image in `draw(_:)`, through `CGContext.draw` or upright through the backend.
private final class ImageDrawingView: UIView {
    var image: CGImage?
    var target = CGRect.zero
    var upright = false

    override func draw(_ rect: CGRect) {
        guard let image, let context = UIGraphicsGetCurrentContext() else { return }
        if upright { context.backend.draw(image, in: target) } else { context.draw(image, in: target) }
    }
}

final class ImageDrawingTests: XCTestCase {
    /// Red, green on top; blue, white below (2x2, nearest-pixel).
    private let quadrants = CGImage(width: 2, height: 2,
                                    premultipliedARGB: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF],
                                    shouldInterpolate: false)!

    private func render(upright: Bool, scale: CGFloat = 1) -> PixelBuffer {
        let host = makeRenderingHost(width: 40, height: 40, scale: scale)
        let view = ImageDrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        view.image = quadrants
        view.target = CGRect(x: 10, y: 10, width: 20, height: 20)
        view.upright = upright
        host.window.addSubview(view)
        return host.snapshot()
    }

    func testTheBackendDrawsAnImageUprightScaledToTheRect() {
        // When the 2x2 image is drawn upright into a 20x20 rect at (10, 10)
        let image = render(upright: true)

        // Then each source pixel covers a 10x10 block, first row on top, and nothing spills
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 10..<20, ys: 10..<20), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureGreen, xs: 20..<30, ys: 10..<20), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureBlue, xs: 10..<20, ys: 20..<30), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 20..<30, ys: 20..<30), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 0..<40, ys: 0..<10), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 0..<10, ys: 0..<40), [])
    }

    func testCGContextDrawsImagesBottomUpAsOnIOS() {
        // When the same image goes through CGContext.draw(_:in:) inside draw(_:)
        let image = render(upright: false, scale: 2)

        // Then it is upside down, as Core Graphics draws into a UIKit context: blue and white on top
        XCTAssertEqual(image.pixelsDiffering(from: pureBlue, xs: 20..<40, ys: 20..<40), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 40..<60, ys: 20..<40), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 20..<40, ys: 40..<60), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureGreen, xs: 40..<60, ys: 40..<60), [])
    }

    func testAnImageRoundTripsThroughAPixelBuffer() {
        // Given a rendering
        let pixels = render(upright: true)

        // When it becomes a CGImage and back
        let image = CGImage(pixelBuffer: pixels)!

        // Then the pixels are unchanged and the size is the buffer's
        XCTAssertEqual(image.width, 40)
        XCTAssertEqual(image.height, 40)
        XCTAssertEqual(image.pixelBuffer, pixels)
    }
}
