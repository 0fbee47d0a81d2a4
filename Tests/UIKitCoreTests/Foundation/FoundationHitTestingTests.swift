import Foundation
import XCTest
@testable import UIKitCore

final class FoundationHitTestingTests: XCTestCase {
    private var window: UIWindow!
    private var container: UIView!
    private var child: UIView!

    override func setUp() {
        super.setUp()
        // A container at (100, 100, 200, 200) holding a child at (50, 50, 100, 100): child spans 150...250 in the window.
        window = makeFoundationWindow()
        container = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(child)
    }

    func testTheDeepestViewUnderThePointIsHit() {
        // Given the container and child
        // When points inside the child, inside only the container, and outside both are tested
        let inChild = window.hitTest(CGPoint(x: 200, y: 200), with: nil)
        let inContainer = window.hitTest(CGPoint(x: 110, y: 110), with: nil)
        let outside = window.hitTest(CGPoint(x: 10, y: 10), with: nil)

        // Then the deepest one wins, and the window catches the rest
        XCTAssertTrue(inChild === child)
        XCTAssertTrue(inContainer === container)
        XCTAssertTrue(outside === window)
    }

    func testTheEdgesAreHalfOpen() {
        // Given the child spanning 150..<250 in the window
        // When its first and one-past-last points are tested
        let first = window.hitTest(CGPoint(x: 150, y: 150), with: nil)
        let pastTheEnd = window.hitTest(CGPoint(x: 250, y: 200), with: nil)

        // Then the min edge is inside, the max edge is not (as CGRect.contains)
        XCTAssertTrue(first === child)
        XCTAssertTrue(pastTheEnd === container)
    }

    func testTheFrontmostOfOverlappingSiblingsIsHit() {
        // Given a second child overlapping the first, added later (in front)
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.addSubview(front)

        // When the overlap is tested, then the first child brought to the front
        let before = window.hitTest(CGPoint(x: 220, y: 220), with: nil)
        container.bringSubviewToFront(child)
        let after = window.hitTest(CGPoint(x: 220, y: 220), with: nil)

        // Then the later sibling wins until the first is brought forward
        XCTAssertTrue(before === front)
        XCTAssertTrue(after === child)
    }

    func testHiddenViewsAreSkipped() {
        // Given the child hidden
        child.isHidden = true

        // When a point in it is tested
        let hit = window.hitTest(CGPoint(x: 200, y: 200), with: nil)

        // Then the container is hit instead
        XCTAssertTrue(hit === container)
    }

    func testNearlyTransparentViewsAreSkipped() {
        // Given the child at alpha 0.005 (UIKit ignores alpha below 0.01) and a sibling at 0.02
        child.alpha = 0.005
        let faint = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        faint.alpha = 0.02
        container.addSubview(faint)

        // When points in both are tested
        let inChild = window.hitTest(CGPoint(x: 200, y: 200), with: nil)
        let inFaint = window.hitTest(CGPoint(x: 110, y: 110), with: nil)

        // Then the invisible child is skipped, the faint view is hit
        XCTAssertTrue(inChild === container)
        XCTAssertTrue(inFaint === faint)
    }

    func testNonInteractiveViewsAndTheirSubtreesAreSkipped() {
        // Given the container not interactive
        container.isUserInteractionEnabled = false

        // When a point in the child is tested
        let hit = window.hitTest(CGPoint(x: 200, y: 200), with: nil)

        // Then neither the container nor its child is hit
        XCTAssertTrue(hit === window)
    }

    func testASubviewOutsideItsParentIsNotHitEvenWithoutClipping() {
        // Given a child sticking out of the container (clipsToBounds false), from 250 to 350 in the window
        let sticking = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 50))
        container.addSubview(sticking)
        XCTAssertFalse(container.clipsToBounds)

        // When points in the part inside and outside the container are tested
        let inside = window.hitTest(CGPoint(x: 280, y: 120), with: nil)
        let outside = window.hitTest(CGPoint(x: 320, y: 120), with: nil)

        // Then only the part inside is hit: the container's point(inside:) fails first, as in UIKit
        XCTAssertTrue(inside === sticking)
        XCTAssertTrue(outside === window)
    }

    func testAnOverriddenPointInsideExtendsTheHitArea() {
        // Given a container that claims points up to 100 outside its bounds
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -100, dy: -100).contains(point)
            }
        }
        let generous = Generous(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let outsider = UIView(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
        generous.addSubview(outsider)
        window.addSubview(generous)

        // When a point in the outsider (outside the container's bounds) is tested
        let hit = window.hitTest(CGPoint(x: 70, y: 10), with: nil)

        // Then the outsider is hit
        XCTAssertTrue(hit === outsider)
    }

    func testHitTestingGoesThroughAScale() {
        // Given the container scaled by 0.5 about its centre (200, 200): it now spans 150...250
        container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)

        // When points are tested: the child now spans 175..<225
        let inChild = window.hitTest(CGPoint(x: 180, y: 180), with: nil)
        let inContainerOnly = window.hitTest(CGPoint(x: 160, y: 160), with: nil)
        let formerlyInContainer = window.hitTest(CGPoint(x: 120, y: 120), with: nil)

        // Then each is hit where it is drawn
        XCTAssertTrue(inChild === child)
        XCTAssertTrue(inContainerOnly === container)
        XCTAssertTrue(formerlyInContainer === window)
    }

    func testHitTestingGoesThroughARotation() {
        // Given a 200x20 bar centred at (200, 200), rotated by 90° (now 20 wide, 200 tall)
        let bar = UIView(frame: CGRect(x: 100, y: 190, width: 200, height: 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let tip = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        bar.addSubview(tip)
        let window = makeFoundationWindow()
        window.addSubview(bar)

        // When points along the vertical and horizontal are tested
        let vertical = window.hitTest(CGPoint(x: 200, y: 150), with: nil)
        let horizontal = window.hitTest(CGPoint(x: 120, y: 200), with: nil)
        let atTheTip = window.hitTest(CGPoint(x: 205, y: 105), with: nil)

        // Then only the rotated area is hit; the bar's left end is now at the top
        XCTAssertTrue(vertical === bar)
        XCTAssertTrue(horizontal === window)
        XCTAssertTrue(atTheTip === tip)
    }

    func testHitTestingFollowsTheBoundsOrigin() {
        // Given the container scrolled by (0, 40)
        container.bounds.origin = CGPoint(x: 0, y: 40)

        // When a window point is tested: the child now spans y 110..<210
        let top = window.hitTest(CGPoint(x: 200, y: 115), with: nil)
        let bottom = window.hitTest(CGPoint(x: 200, y: 230), with: nil)

        // Then the child is hit where it is drawn
        XCTAssertTrue(top === child)
        XCTAssertTrue(bottom === container)
    }
}
