import Foundation
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitImageCodecs
import XCTest

/// UIGraphicsImageRenderer, the older image context functions, and snapshots.
final class ImageRendererTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    func testARendererDrawsWithUIKitAndCoreGraphicsInTopLeftPoints() throws {
        // Given a 20 × 10 point renderer at 2×
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)

        // When it fills the top-left quarter red with UIKit and a blue ellipse on the right with Core Graphics
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: 10, y: 0, width: 10, height: 10))
            XCTAssertTrue(UIGraphicsGetCurrentContext() === context.cgContext)
        }

        // Then the image is 20 × 10 points, 40 × 20 pixels, drawn top-left down
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.cgImage?.width, 40)
        XCTAssertEqual(image.pixel(2, 2), red)
        XCTAssertEqual(image.pixel(2, 15), clear)
        XCTAssertEqual(image.pixel(30, 10), blue)
        XCTAssertEqual(image.pixel(21, 1), clear, "outside the ellipse")
        XCTAssertNil(UIGraphicsGetCurrentContext())
        // And it draws images upright: its own image drawn again keeps red at the top-left
        let again = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in image.draw(at: .zero) }
        XCTAssertEqual(again.pixel(2, 2), red)
        XCTAssertEqual(again.pixel(2, 15), clear)
        let png = renderer.pngData { _ in UIColor.green.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10)) }
        XCTAssertEqual(UIImage(data: png)?.pixel(5, 5), green)
    }

    func testTheOldImageContextFunctionsShimTheSameContexts() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
        UIColor.systemBlue.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image.size, CGSize(width: 4, height: 4))
        XCTAssertEqual(image.pixel(1, 0), RGBA8(r: 0, g: 0x7A, b: 0xFF))
        XCTAssertEqual(image.pixel(1, 3), black, "an opaque context starts black")
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()   // one too many: nothing happens
    }

    func testASnapshotViewLooksLikeTheViewAndDrawHierarchyDrawsIt() throws {
        // Given a card with a red square inside, in a 2× window
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 20))
        card.backgroundColor = .systemBackground
        let square = UIView(frame: CGRect(x: 30, y: 5, width: 10, height: 10))
        square.backgroundColor = .red
        card.addSubview(square)
        host.window.addSubview(card)
        host.advance(by: 0)

        // When snapshotted
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: true) as? UIImageView)

        // Then it has the card's frame and its pixels at the window's scale
        XCTAssertEqual(snapshot.frame, card.frame)
        let image = try XCTUnwrap(snapshot.image)
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.cgImage?.width, 80)
        XCTAssertEqual(image.pixel(2, 2), white)
        XCTAssertEqual(image.pixel(70, 20), red)

        // And drawHierarchy draws it into an image context at another size
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: {
            let format = UIGraphicsImageRendererFormat(); format.scale = 1; return format
        }()).image { _ in XCTAssertTrue(card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: false)) }
        XCTAssertEqual(drawn.pixel(1, 1), white)
        XCTAssertEqual(drawn.pixel(17, 5), red)
    }
}
