import Foundation
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitImageCodecs
import XCTest

/// Every `UIView.ContentMode`, as rectangles solved by hand and as drawn pixels.
final class ContentModeTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    /// A 20 × 10 point image: red on its left half, blue on its right, drawn without smoothing.
    private let image = makeImage(width: 20, height: 10, colors: (0..<200).map { $0 % 20 < 10 ? red : blue })

    /// Where each mode puts the 20 × 10 image in a 100-point square (by hand: aspect fit
    /// scales by min(100/20, 100/10) = 5 to 100 × 50; aspect fill by 10 to 200 × 100).
    private let expected: [(UIView.ContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
        (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
        (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.center, CGRect(x: 40, y: 45, width: 20, height: 10)),
        (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
        (.bottom, CGRect(x: 40, y: 90, width: 20, height: 10)),
        (.left, CGRect(x: 0, y: 45, width: 20, height: 10)),
        (.right, CGRect(x: 80, y: 45, width: 20, height: 10)),
        (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
        (.topRight, CGRect(x: 80, y: 0, width: 20, height: 10)),
        (.bottomLeft, CGRect(x: 0, y: 90, width: 20, height: 10)),
        (.bottomRight, CGRect(x: 80, y: 90, width: 20, height: 10)),
    ]

    func testEachModesRectangleIsTheHandSolvedOne() {
        XCTAssertEqual(expected.map(\.0), UIView.ContentMode.allCases)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        for (mode, rect) in expected {
            XCTAssertEqual(mode.rect(forContentOf: image.size, in: bounds), rect, "\(mode)")
        }
        // A scrolled bounds origin moves the content with it
        XCTAssertEqual(UIView.ContentMode.bottomRight.rect(forContentOf: image.size, in: CGRect(x: 5, y: 7, width: 100, height: 100)),
                       CGRect(x: 85, y: 97, width: 20, height: 10))
    }

    func testEachModeDrawsTheImageInItsRectangle() {
        for (mode, rect) in expected {
            // Given the image view at (50, 50), 100 points square, on white
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            view.contentMode = mode
            let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
            host.window.backgroundColor = .white
            host.window.addSubview(view)

            // When drawn
            let pixels = host.snapshot()

            // Then red starts at the rectangle's left edge, blue ends at its right, white is around it
            let r = rect.offsetBy(dx: 50, dy: 50)
            let midY = Int(r.midY)
            XCTAssertEqual(pixels.pixel(x: Int(r.minX) + 1, y: midY), red, "\(mode) left edge")
            XCTAssertEqual(pixels.pixel(x: Int(r.maxX) - 2, y: midY), blue, "\(mode) right edge")
            XCTAssertEqual(pixels.pixel(x: Int(r.midX) - 1, y: Int(r.minY)), red, "\(mode) top edge")
            XCTAssertEqual(pixels.pixel(x: Int(r.midX), y: Int(r.maxY) - 1), blue, "\(mode) bottom edge")
            if r.minX > 0 { XCTAssertEqual(pixels.pixel(x: Int(r.minX) - 1, y: midY), white, "\(mode) left of it") }
            if r.maxX < 200 { XCTAssertEqual(pixels.pixel(x: Int(r.maxX), y: midY), white, "\(mode) right of it") }
            if r.minY > 0 { XCTAssertEqual(pixels.pixel(x: Int(r.midX), y: Int(r.minY) - 1), white, "\(mode) above it") }
            if r.maxY < 200 { XCTAssertEqual(pixels.pixel(x: Int(r.midX), y: Int(r.maxY)), white, "\(mode) below it") }
        }
    }

    func testChangingTheModeRedraws() {
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = .topLeft
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.window.backgroundColor = .white
        host.window.addSubview(view)
        XCTAssertEqual(host.snapshot().pixel(x: 95, y: 95), white)

        view.contentMode = .bottomRight
        host.advance(by: 1.0 / 60)

        XCTAssertEqual(host.snapshot().pixel(x: 95, y: 95), blue)
        XCTAssertEqual(host.snapshot().pixel(x: 5, y: 5), white)
    }
}
