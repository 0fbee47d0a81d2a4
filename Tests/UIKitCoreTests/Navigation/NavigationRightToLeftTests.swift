import Foundation
import XCTest
@testable import UIKitCore

/// Right to left, a navigation controller mirrors as UIKit's does: the interactive
/// pop starts at the right edge and follows a leftward drag, pushes come in from the
/// left, the covered view's parallax goes right. Custom animators still run.
/// Window 390 × 844; the content area is (0, 44, 390, 800); the slide is 0.35 s.
final class NavigationRightToLeftTests: XCTestCase {
    /// A and B pushed on a navigation controller whose view is forced right to left.
    private func makeStack(forced: Bool = true)
        -> (ControlsDriver, UINavigationController, NavigationLoggingController, NavigationLoggingController) {
        let driver = ControlsDriver()
        let a = NavigationLoggingController("A"), b = NavigationLoggingController("B")
        let navigation = UINavigationController(rootViewController: a)
        if forced { navigation.view.semanticContentAttribute = .forceRightToLeft }
        driver.window.rootViewController = navigation
        navigation.pushViewController(b, animated: false)
        driver.advance(by: 0)
        return (driver, navigation, a, b)
    }

    /// Presses 5 points from the right edge and drags leftward to `x`, one move a
    /// frame in 20-point steps, then holds still for 0.2 s (no velocity left).
    private func dragFromTheRightEdge(_ driver: ControlsDriver, to x: CGFloat) {
        var current: CGFloat = 385
        driver.down(CGPoint(x: current, y: 400))
        while current > x {
            current = max(x, current - 20)
            driver.advance(by: 1.0 / 60)
            driver.move(CGPoint(x: current, y: 400))
        }
        driver.advance(by: 0.2)
        driver.move(CGPoint(x: x, y: 400))
    }

    func testTheInteractivePopFollowsALeftwardDragFromTheRightEdgeAndCancelsShortOfHalf() {
        // Given A and B in a right-to-left navigation controller
        let (driver, navigation, a, b) = makeStack()
        let edgePan = navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        XCTAssertEqual(edgePan?.edges, .right)

        // When a press 5 points from the right edge drags 117 points (30 % of 390) leftward and holds
        dragFromTheRightEdge(driver, to: 268)
        driver.advance(by: 0)

        // Then the pop follows the finger: B 117 points left of its place, A coming in from
        // 30 % on the right (117 → 0, 30 % of the way: 81.9), both in the container over the content area
        XCTAssertTrue(navigation.isTransitioning)
        XCTAssertEqual(b.view.superview?.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        XCTAssertEqual(b.view.layer.presented.frame.minX, -117, accuracy: 0.01)
        XCTAssertEqual(a.view.layer.presented.frame.minX, 81.9, accuracy: 0.01)
        XCTAssertEqual(a.view.frame.width, 390)

        // When the finger lifts there, still
        driver.up(CGPoint(x: 268, y: 400))
        driver.runUntilIdle()

        // Then it springs back: B on top in its place, the stack whole
        XCTAssertFalse(navigation.isTransitioning)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A", "B"])
        XCTAssertTrue(b.view.superview === navigation.view)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        XCTAssertEqual(b.view.layer.presented.frame.minX, 0)
        XCTAssertNil(a.viewIfLoaded?.superview)
    }

    func testTheInteractivePopFinishesPastHalfTheWidth() {
        // Given A and B in a right-to-left navigation controller
        let (driver, navigation, a, b) = makeStack()

        // When the drag goes 273 points leftward (70 %) and holds
        dragFromTheRightEdge(driver, to: 112)
        driver.advance(by: 0)

        // Then B is 273 points left of its place and A 70 % of the way in (117 × 0.3 = 35.1)
        XCTAssertEqual(b.view.layer.presented.frame.minX, -273, accuracy: 0.01)
        XCTAssertEqual(a.view.layer.presented.frame.minX, 35.1, accuracy: 0.01)

        // When the finger lifts
        driver.up(CGPoint(x: 112, y: 400))
        driver.runUntilIdle()

        // Then B was popped and A fills the content area
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A"])
        XCTAssertNil(b.parent)
        XCTAssertNil(b.viewIfLoaded?.superview)
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        XCTAssertTrue(navigation.navigationBar.topItem === a.navigationItem)
    }

    func testAFlickTowardsTheLeftEdgePopsAndARightwardSwipeFromTheLeftEdgeDoesNothing() {
        // Given A and B in a right-to-left navigation controller
        let (driver, navigation, _, b) = makeStack()

        // When the left edge is swiped rightward (the left-to-right gesture)
        driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        driver.runUntilIdle()

        // Then nothing moved
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A", "B"])
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))

        // When a short fast flick leftward from the right edge (120 points in 0.1 s) is released moving
        driver.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 265, y: 400), duration: 0.1)
        driver.runUntilIdle()

        // Then the flick popped B
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A"])
    }

    func testTheAppsRightToLeftDirectionMirrorsTheGestureToo() {
        // Given a left-to-right navigation controller in a right-to-left app (`--layout-direction rtl`)
        let (driver, navigation, _, _) = makeStack(forced: false)
        XCTAssertEqual((navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)?.edges, .left)
        // (the driver's window is on the main screen: its direction is put back after the test)
        let screen = driver.window.screen, before = screen.systemLayoutDirection
        addTeardownBlock { screen.systemLayoutDirection = before }
        screen.systemLayoutDirection = .rightToLeft
        driver.advance(by: 0)
        XCTAssertEqual(navigation.view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual((navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)?.edges, .right)

        // When the right edge is dragged 273 points leftward and released
        dragFromTheRightEdge(driver, to: 112)
        driver.up(CGPoint(x: 112, y: 400))
        driver.runUntilIdle()

        // Then B was popped
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A"])
    }

    func testAnAnimatedPushComesInFromTheLeftAndAPopLeavesToTheLeft() {
        // Given A and B in a right-to-left navigation controller, and C
        let (driver, navigation, _, b) = makeStack()
        let c = NavigationLoggingController("C")

        // When C is pushed and half the slide (0.175 s, eased to 50 %) has played
        navigation.pushViewController(c, animated: true)
        driver.advance(by: 0.175)

        // Then C is halfway in from the left (-390 → 0) and B halfway to 30 % on the right (0 → 117)
        XCTAssertEqual(c.view.layer.presented.frame.minX, -195, accuracy: 0.01)
        XCTAssertEqual(b.view.layer.presented.frame.minX, 58.5, accuracy: 0.01)
        XCTAssertEqual(c.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        driver.runUntilIdle()

        // When C is popped and half the slide has played
        navigation.popViewController(animated: true)
        driver.advance(by: 0.175)

        // Then C is halfway out to the left (0 → -390) and B halfway back from the right (117 → 0)
        XCTAssertEqual(c.view.layer.presented.frame.minX, -195, accuracy: 0.01)
        XCTAssertEqual(b.view.layer.presented.frame.minX, 58.5, accuracy: 0.01)
        driver.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A", "B"])
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
    }

    func testADelegatesAnimatorAndInteractionControllerStillDriveTheTransition() {
        // Given A and B right to left, with a delegate that fades and drives pops interactively
        let (driver, navigation, a, b) = makeStack()
        let delegate = NavigationTransitionDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate

        // When the right edge is dragged (the delegate animates pops, so the swipe stays off)
        driver.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
        driver.runUntilIdle()

        // Then nothing was popped and the delegate was only asked whether it animates
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A", "B"])
        XCTAssertEqual(delegate.animator.log, [])

        // When the pop is driven by the delegate's interaction to 40 %, then finished
        navigation.popViewController(animated: true)
        interaction.update(0.4)
        driver.advance(by: 0)
        let midway = a.view.layer.presented.alpha
        interaction.finish()
        driver.runUntilIdle()

        // Then the fade ran (A at 40 % midway) and B was popped
        XCTAssertEqual(midway, 0.4, accuracy: 0.02)
        XCTAssertEqual(delegate.animator.log, ["animate:A", "ended:true"])
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A"])
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        XCTAssertNil(b.viewIfLoaded?.superview)
    }

    func testAScreenEdgePansEdgesStayPhysicalRightToLeft() {
        // Given a right-to-left view with a `.left` and a `.right` screen-edge recognizer
        let driver = ControlsDriver()
        let root = UIViewController()
        driver.window.rootViewController = root
        root.view.semanticContentAttribute = .forceRightToLeft
        driver.advance(by: 0)
        var log: [String] = []
        let left = UIScreenEdgePanGestureRecognizer { if $0.state == .began { log.append("left") } }
        left.edges = .left
        let right = UIScreenEdgePanGestureRecognizer { if $0.state == .began { log.append("right") } }
        right.edges = .right
        root.view.addGestureRecognizer(left)
        root.view.addGestureRecognizer(right)

        // When a drag starts 5 points from the left edge, then one 5 points from the right edge
        driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.1)
        driver.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 290, y: 400), duration: 0.1)

        // Then each began only from its own physical edge, as in UIKit
        XCTAssertEqual(log, ["left", "right"])
        XCTAssertEqual(left.edges, .left)
        XCTAssertEqual(right.edges, .right)
    }
}
