import Foundation
import UIKit
import XCTest

final class ViewRenderingTests: XCTestCase {
    // MARK: Colours and scale

    func testAViewCoversExactlyItsPixelsAtScale1() {
        // Given a 10x10 red view at (20, 20) on white
        let host = makeRenderingHost(width: 100, height: 100, scale: 1)
        host.window.addSubview(makeColoredView(CGRect(x: 20, y: 20, width: 10, height: 10), .red))

        // When rendered at scale 1
        let image = host.snapshot()

        // Then pixels 20...29 are pure red and their neighbours pure white
        XCTAssertEqual(image.width, 100)
        XCTAssertEqual(image.height, 100)
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 20..<30, ys: 20..<30), [])
        for (x, y) in [(19, 25), (30, 25), (25, 19), (25, 30), (19, 19), (30, 30)] {
            XCTAssertEqual(image.pixel(x: x, y: y), pureWhite, "(\(x), \(y))")
        }
    }

    func testAViewCoversExactlyItsDevicePixelsAtScale2() {
        // Given a 10x10 red view at (20, 20) on white
        let host = makeRenderingHost(width: 100, height: 100, scale: 2)
        host.window.addSubview(makeColoredView(CGRect(x: 20, y: 20, width: 10, height: 10), .red))

        // When rendered at scale 2
        let image = host.snapshot()

        // Then the image is 200x200 and device pixels 40...59 are red, 39 and 60 white
        XCTAssertEqual(image.width, 200)
        XCTAssertEqual(image.height, 200)
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 40..<60, ys: 40..<60), [])
        for (x, y) in [(39, 50), (60, 50), (50, 39), (50, 60)] {
            XCTAssertEqual(image.pixel(x: x, y: y), pureWhite, "(\(x), \(y))")
        }
    }

    func testAHalfPointEdgeAtScale2IsAWholeDevicePixel() {
        // Given a view at x = 10.5 (a whole device pixel at scale 2)
        let host = makeRenderingHost(width: 50, height: 50, scale: 2)
        host.window.addSubview(makeColoredView(CGRect(x: 10.5, y: 10, width: 5, height: 5), .blue))

        // When rendered at scale 2
        let image = host.snapshot()

        // Then device column 21 is blue and 20 white: no blurred edge
        XCTAssertEqual(image.pixel(x: 21, y: 25), pureBlue)
        XCTAssertEqual(image.pixel(x: 20, y: 25), pureWhite)
        XCTAssertEqual(image.pixel(x: 30, y: 25), pureBlue)
        XCTAssertEqual(image.pixel(x: 31, y: 25), pureWhite)
    }

    func testSystemColoursRenderAtTheirSRGBValues() {
        // Given a systemBlue view (0x007AFF)
        let host = makeRenderingHost(width: 20, height: 20)
        host.window.addSubview(makeColoredView(CGRect(x: 0, y: 0, width: 10, height: 10), .systemBlue))

        // When rendered
        let image = host.snapshot()

        // Then its pixels are exactly 0, 122, 255
        XCTAssertEqual(image.pixel(x: 5, y: 5), RGBA8(r: 0, g: 122, b: 255))
    }

    func testSubviewsDrawInOrderAndFollowTheBoundsOrigin() {
        // Given a container scrolled by (0, 10) holding a red child at (0, 10), then a blue one over it at (5, 10)
        let host = makeRenderingHost(width: 60, height: 60)
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        container.bounds.origin = CGPoint(x: 0, y: 10)
        container.addSubview(makeColoredView(CGRect(x: 0, y: 10, width: 10, height: 10), .red))
        container.addSubview(makeColoredView(CGRect(x: 5, y: 10, width: 10, height: 10), .blue))
        host.window.addSubview(container)

        // When rendered
        let image = host.snapshot()

        // Then the children start at the container's top (y 10), the later one on top
        XCTAssertEqual(image.pixel(x: 12, y: 10), pureRed)
        XCTAssertEqual(image.pixel(x: 16, y: 10), pureBlue)
        XCTAssertEqual(image.pixel(x: 16, y: 19), pureBlue)
        XCTAssertEqual(image.pixel(x: 12, y: 20), pureWhite)
    }

    func testHiddenAndZeroAlphaViewsDrawNothing() {
        // Given a hidden red view and a transparent one
        let host = makeRenderingHost(width: 40, height: 40)
        let hidden = makeColoredView(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        hidden.isHidden = true
        let transparent = makeColoredView(CGRect(x: 20, y: 0, width: 10, height: 10), .red)
        transparent.alpha = 0
        host.window.addSubview(hidden)
        host.window.addSubview(transparent)

        // When rendered
        let image = host.snapshot()

        // Then the window is white everywhere
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 0..<40, ys: 0..<40), [])
    }

    // MARK: Alpha

    func testHalfTransparentBlueOverWhite() {
        // Given a blue view at alpha 0.5 on white
        let host = makeRenderingHost(width: 20, height: 20)
        let view = makeColoredView(CGRect(x: 0, y: 0, width: 10, height: 10), .blue)
        view.alpha = 0.5
        host.window.addSubview(view)

        // When rendered
        let image = host.snapshot()

        // Then 0.5 becomes 8-bit alpha 128 (0.5·255 rounded), so white keeps 127/255: (127, 127, 255)
        XCTAssertEqual(image.pixel(x: 5, y: 5), RGBA8(r: 127, g: 127, b: 255))
    }

    func testAHalfTransparentBackgroundColourBlendsTheSame() {
        // Given a view whose background is blue with alpha 0.5 (view alpha 1)
        let host = makeRenderingHost(width: 20, height: 20)
        host.window.addSubview(makeColoredView(CGRect(x: 0, y: 0, width: 10, height: 10), UIColor.blue.withAlphaComponent(0.5)))

        // When rendered
        let image = host.snapshot()

        // Then the result is the same (127, 127, 255)
        XCTAssertEqual(image.pixel(x: 5, y: 5), RGBA8(r: 127, g: 127, b: 255))
    }

    func testGroupAlphaCompositesOverlappingChildrenOnce() {
        // Given a parent at alpha 0.5 with an opaque red child and an opaque blue child overlapping it
        let host = makeRenderingHost(width: 100, height: 40)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        parent.alpha = 0.5
        parent.addSubview(makeColoredView(CGRect(x: 0, y: 0, width: 60, height: 40), .red))
        parent.addSubview(makeColoredView(CGRect(x: 40, y: 0, width: 60, height: 40), .blue))
        host.window.addSubview(parent)

        // When rendered
        let image = host.snapshot()

        // Then the overlap is half blue over white, with no red showing through
        XCTAssertEqual(image.pixel(x: 50, y: 20), RGBA8(r: 127, g: 127, b: 255))
        XCTAssertEqual(image.pixel(x: 80, y: 20), RGBA8(r: 127, g: 127, b: 255))
        XCTAssertEqual(image.pixel(x: 20, y: 20), RGBA8(r: 255, g: 127, b: 127))
    }

    // MARK: Corners and clipping

    func testRoundedClippingShowsTheBackgroundInTheCorner() {
        // Given a 100x100 clipping view with corner radius 20 at (50, 50), filled by a red child
        let host = makeRenderingHost(width: 200, height: 200)
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.layer.cornerRadius = 20
        card.clipsToBounds = true
        card.addSubview(makeColoredView(card.bounds, .red))
        host.window.addSubview(card)

        // When rendered
        let image = host.snapshot()

        // Then corner pixels are white, the centre and edge midpoints red, the arc partially covered
        for (x, y) in [(50, 50), (53, 53), (149, 50), (50, 149), (149, 149), (146, 146)] {
            XCTAssertEqual(image.pixel(x: x, y: y), pureWhite, "corner (\(x), \(y))")
        }
        for (x, y) in [(100, 100), (100, 50), (50, 100), (149, 100), (100, 149), (58, 58), (141, 141)] {
            XCTAssertEqual(image.pixel(x: x, y: y), pureRed, "inside (\(x), \(y))")
        }
        // (55, 56) straddles the arc: distance from the arc centre (70, 70) ≈ 20.2
        let edge = image.pixel(x: 55, y: 56)
        XCTAssertEqual(edge.r, 255)
        XCTAssertTrue(edge.g > 0 && edge.g < 255, "antialiased arc, got \(edge)")
    }

    func testClipsToBoundsCutsChildrenAtTheEdge() {
        // Given a clipping container with a child sticking out to the right, and a non-clipping twin below
        let host = makeRenderingHost(width: 100, height: 100)
        let clipping = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        clipping.clipsToBounds = true
        clipping.addSubview(makeColoredView(CGRect(x: 20, y: 0, width: 40, height: 10), .red))
        let open = UIView(frame: CGRect(x: 10, y: 50, width: 30, height: 30))
        open.addSubview(makeColoredView(CGRect(x: 20, y: 0, width: 40, height: 10), .red))
        host.window.addSubview(clipping)
        host.window.addSubview(open)

        // When rendered
        let image = host.snapshot()

        // Then the clipped child stops at x 40, the other reaches x 70
        XCTAssertEqual(image.pixel(x: 39, y: 15), pureRed)
        XCTAssertEqual(image.pixel(x: 40, y: 15), pureWhite)
        XCTAssertEqual(image.pixel(x: 69, y: 55), pureRed)
        XCTAssertEqual(image.pixel(x: 70, y: 55), pureWhite)
    }

    func testABorderIsDrawnInsideTheBounds() {
        // Given a white view with a 2-point blue border
        let host = makeRenderingHost(width: 40, height: 40)
        let view = makeColoredView(CGRect(x: 10, y: 10, width: 20, height: 20), .white)
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.blue.cgColor
        host.window.addSubview(view)

        // When rendered
        let image = host.snapshot()

        // Then pixels 10 and 11 are blue, 12 white, and nothing outside is touched
        XCTAssertEqual(image.pixel(x: 10, y: 20), pureBlue)
        XCTAssertEqual(image.pixel(x: 11, y: 20), pureBlue)
        XCTAssertEqual(image.pixel(x: 12, y: 20), pureWhite)
        XCTAssertEqual(image.pixel(x: 9, y: 20), pureWhite)
        XCTAssertEqual(image.pixel(x: 29, y: 20), pureBlue)
        XCTAssertEqual(image.pixel(x: 30, y: 20), pureWhite)
    }

    // MARK: Transforms

    func testAScaledViewDrawsAtItsScaledPlace() {
        // Given a 20x20 green view centred at (50, 50), scaled by 2
        let host = makeRenderingHost(width: 100, height: 100)
        let view = makeColoredView(CGRect(x: 40, y: 40, width: 20, height: 20), .green)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        host.window.addSubview(view)

        // When rendered
        let image = host.snapshot()

        // Then it covers 30...69 exactly
        XCTAssertEqual(image.pixelsDiffering(from: pureGreen, xs: 30..<70, ys: 30..<70), [])
        for (x, y) in [(29, 50), (70, 50), (50, 29), (50, 70)] {
            XCTAssertEqual(image.pixel(x: x, y: y), pureWhite, "(\(x), \(y))")
        }
    }

    func testAScaledParentScalesItsChildren() {
        // Given a 40x40 parent centred at (50, 50), scaled by 0.5, with a red child in its top-left quarter
        let host = makeRenderingHost(width: 100, height: 100, scale: 2)
        let parent = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        parent.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        parent.addSubview(makeColoredView(CGRect(x: 0, y: 0, width: 20, height: 20), .red))
        host.window.addSubview(parent)

        // When rendered at scale 2
        let image = host.snapshot()

        // Then the child covers points 40..<50, device pixels 80...99
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 80..<100, ys: 80..<100), [])
        XCTAssertEqual(image.pixel(x: 79, y: 90), pureWhite)
        XCTAssertEqual(image.pixel(x: 100, y: 90), pureWhite)
    }

    func testARotatedViewDrawsRotated() {
        // Given a 60x10 red bar centred at (50, 50), rotated by 90°
        let host = makeRenderingHost(width: 100, height: 100)
        let bar = makeColoredView(CGRect(x: 20, y: 45, width: 60, height: 10), .red)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        host.window.addSubview(bar)

        // When rendered
        let image = host.snapshot()

        // Then it is a vertical bar: x 45..<55, y 20..<80
        XCTAssertEqual(image.pixel(x: 50, y: 22), pureRed)
        XCTAssertEqual(image.pixel(x: 50, y: 77), pureRed)
        XCTAssertEqual(image.pixel(x: 30, y: 50), pureWhite)
        XCTAssertEqual(image.pixel(x: 44, y: 50), pureWhite)
        XCTAssertEqual(image.pixel(x: 45, y: 50), pureRed)
    }

    // MARK: draw(_:)

    func testACustomDrawOverrideFillsInItsOwnCoordinates() {
        // Given a view whose draw(_:) fills a 4x4 square at (2, 2) in green
        final class Drawing: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                UIGraphicsGetCurrentContext()?.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
            }
        }
        let host = makeRenderingHost(width: 40, height: 40)
        host.window.addSubview(Drawing(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))

        // When rendered
        let image = host.snapshot()

        // Then the square is at 12..<16 in the window
        XCTAssertEqual(image.pixelsDiffering(from: pureGreen, xs: 12..<16, ys: 12..<16), [])
        XCTAssertEqual(image.pixel(x: 11, y: 13), pureWhite)
        XCTAssertEqual(image.pixel(x: 16, y: 13), pureWhite)
    }
}
