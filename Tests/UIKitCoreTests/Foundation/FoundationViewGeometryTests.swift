import Foundation
import XCTest
@testable import UIKitCore

final class FoundationViewGeometryTests: XCTestCase {
    func testFrameSetsCenterAndBoundsSize() {
        // Given a view made with a frame
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        // When nothing else changes
        // Then the centre is the frame's middle and the bounds start at zero
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testMovingTheCenterMovesTheFrameButNotTheBounds() {
        // Given a 100x50 view at (10, 20)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        // When its centre moves to (200, 200)
        view.center = CGPoint(x: 200, y: 200)

        // Then the frame follows, the bounds stay
        XCTAssertEqual(view.frame, CGRect(x: 150, y: 175, width: 100, height: 50))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testChangingTheBoundsSizeKeepsTheCenter() {
        // Given a 100x50 view centred at (60, 45)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        // When its bounds grow to 200x100
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)

        // Then it grows around its centre
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.frame, CGRect(x: -40, y: -5, width: 200, height: 100))
    }

    func testChangingTheBoundsOriginDoesNotMoveTheFrame() {
        // Given a 100x50 view at (10, 20)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        // When its bounds origin moves (as when scrolling)
        view.bounds.origin = CGPoint(x: 30, y: 40)

        // Then the frame stays where it was
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
    }

    func testTheFrameOfAScaledViewIsItsBoundingBoxAroundTheCenter() {
        // Given a 100x50 view at (10, 20)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        // When scaled by 2
        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        // Then the frame doubles about the centre, and bounds and centre are untouched
        XCTAssertEqual(view.frame, CGRect(x: -40, y: -5, width: 200, height: 100))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
    }

    func testTheFrameOfARotatedViewIsItsBoundingBox() {
        // Given a 100x50 view centred at (100, 100)
        let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))

        // When rotated by 90°
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)

        // Then the frame is 50 wide and 100 tall around the same centre
        assertFoundationRect(view.frame, CGRect(x: 75, y: 50, width: 50, height: 100))
    }

    func testSettingTheFrameOfATranslatedViewKeepsTheTransform() {
        // Given a view translated by (10, 0)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.transform = CGAffineTransform(translationX: 10, y: 0)

        // When its frame is read
        let frame = view.frame

        // Then it includes the translation
        XCTAssertEqual(frame, CGRect(x: 10, y: 0, width: 40, height: 40))
    }

    // MARK: convert

    func testConvertBetweenSiblingSubtrees() {
        // Given a window with two subtrees: A at (10, 10) holding A1 at (5, 5), B at (200, 100) holding B1 at (20, 30)
        let window = makeFoundationWindow()
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 150, height: 150))
        let a1 = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 200, y: 100, width: 150, height: 150))
        let b1 = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        window.addSubview(a); a.addSubview(a1)
        window.addSubview(b); b.addSubview(b1)

        // When (1, 2) in A1 is converted to B1, and back
        let inB1 = a1.convert(CGPoint(x: 1, y: 2), to: b1)
        let backInA1 = a1.convert(inB1, from: b1)

        // Then the window point (16, 17) is (-204, -113) in B1
        XCTAssertEqual(a1.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 16, y: 17))
        XCTAssertEqual(inB1, CGPoint(x: -204, y: -113))
        XCTAssertEqual(b1.convert(CGPoint(x: 1, y: 2), from: a1), CGPoint(x: -204, y: -113))
        XCTAssertEqual(backInA1, CGPoint(x: 1, y: 2))
    }

    func testConvertAccountsForTheBoundsOriginOfAncestors() {
        // Given a scrolled container (bounds origin (0, 100)) holding a child at (10, 150)
        let window = makeFoundationWindow()
        let container = UIView(frame: CGRect(x: 0, y: 50, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 150, width: 40, height: 40))
        window.addSubview(container)
        container.addSubview(child)
        container.bounds.origin = CGPoint(x: 0, y: 100)

        // When the child's origin is converted to the window
        let inWindow = child.convert(CGPoint.zero, to: window)

        // Then the scroll shifts it up by 100: 50 + 150 - 100
        XCTAssertEqual(inWindow, CGPoint(x: 10, y: 100))
        XCTAssertEqual(window.convert(CGPoint(x: 10, y: 100), to: child), .zero)
    }

    func testConvertAccountsForAViewsOwnBoundsOrigin() {
        // Given a view at (0, 0) whose bounds origin is (30, 40)
        let window = makeFoundationWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.bounds.origin = CGPoint(x: 30, y: 40)

        // When its bounds origin is converted to the window
        let inWindow = view.convert(CGPoint(x: 30, y: 40), to: nil)

        // Then it is the view's top-left corner on screen
        XCTAssertEqual(inWindow, CGPoint(x: 0, y: 0))
    }

    func testConvertThroughAScaledAncestor() {
        // Given a 100x100 container centred at (100, 100) scaled by 2, with a child at (10, 10)
        let window = makeFoundationWindow()
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        container.transform = CGAffineTransform(scaleX: 2, y: 2)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(container)
        container.addSubview(child)

        // When the child's (5, 5) is converted to the window
        let inWindow = child.convert(CGPoint(x: 5, y: 5), to: nil)

        // Then container point (15, 15) is 35 left/up of its centre, doubled: (100 - 70, 100 - 70)
        XCTAssertEqual(inWindow, CGPoint(x: 30, y: 30))
        XCTAssertEqual(child.convert(CGPoint(x: 30, y: 30), from: nil), CGPoint(x: 5, y: 5))
    }

    func testConvertThroughARotatedAncestor() {
        // Given a 100x100 container centred at (200, 200) rotated by 90°, with a child at its origin
        let window = makeFoundationWindow()
        let container = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        container.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(container)
        container.addSubview(child)

        // When the container's top-left and top-right corners are converted to the window
        let topLeft = child.convert(CGPoint.zero, to: window)
        let topRight = container.convert(CGPoint(x: 100, y: 0), to: window)

        // Then, turned clockwise, top-left lands at the top-right of the square, top-right at bottom-right
        assertFoundationPoint(topLeft, CGPoint(x: 250, y: 150))
        assertFoundationPoint(topRight, CGPoint(x: 250, y: 250))
        assertFoundationPoint(window.convert(CGPoint(x: 250, y: 150), to: child), .zero)
    }

    func testConvertRectThroughAScaleIsTheScaledRect() {
        // Given the scaled container of the previous test
        let window = makeFoundationWindow()
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        container.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(container)

        // When its bounds are converted to the window
        let inWindow = container.convert(container.bounds, to: window)

        // Then the result is its frame
        XCTAssertEqual(inWindow, CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(window.convert(CGRect(x: 0, y: 0, width: 200, height: 200), to: container), container.bounds)
    }

    func testConvertRectBetweenSiblingsWithBoundsOrigins() {
        // Given A at (0, 0) scrolled by (0, 20) and B at (100, 0)
        let window = makeFoundationWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        a.bounds.origin = CGPoint(x: 0, y: 20)

        // When a rect in A is converted to B
        let inB = a.convert(CGRect(x: 10, y: 30, width: 5, height: 5), to: b)

        // Then it is at (10 - 100, 30 - 20) in B
        XCTAssertEqual(inB, CGRect(x: -90, y: 10, width: 5, height: 5))
        XCTAssertEqual(b.convert(CGRect(x: 10, y: 30, width: 5, height: 5), from: a), inB)
    }
}
