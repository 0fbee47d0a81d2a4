import Foundation
import XCTest
@testable import UIKitCore

/// A fade: the incoming view's alpha from 0 to 1 over 0.5 s, linearly.
final class NavigationFadeAnimator: UIViewControllerAnimatedTransitioning {
    var log: [String] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
        log.append("animate:\(toVC.title ?? "")")
        to.frame = transitionContext.finalFrame(for: toVC)
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { to.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
    func animationEnded(_ transitionCompleted: Bool) { log.append("ended:\(transitionCompleted)") }
}

final class NavigationTransitionDelegate: UINavigationControllerDelegate {
    var log: [String] = []
    let animator = NavigationFadeAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("willShow:\(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.append("didShow:\(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("animationControllerFor:\(operation == .push ? "push" : "pop"):\(fromVC.title ?? "")>\(toVC.title ?? "")")
        return animator
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.append("interactionControllerFor")
        return interaction
    }
}

final class NavigationCustomTransitionTests: XCTestCase {
    private func makeStack(_ delegate: UINavigationControllerDelegate? = nil)
        -> (ControlsDriver, UINavigationController, NavigationLoggingController, NavigationLoggingController, () -> [String]) {
        let driver = ControlsDriver()
        var log: [String] = []
        let a = NavigationLoggingController("A") { log.append($0) }
        let b = NavigationLoggingController("B") { log.append($0) }
        let navigation = UINavigationController(rootViewController: a)
        navigation.delegate = delegate
        driver.window.rootViewController = navigation
        driver.advance(by: 0)
        log.removeAll()
        return (driver, navigation, a, b, { log })
    }

    func testThePushRunsTheDelegatesAnimatorInAContainerBelowTheBar() {
        // Given a navigation controller whose delegate fades
        let delegate = NavigationTransitionDelegate()
        let (driver, navigation, a, b, log) = makeStack(delegate)

        // When B is pushed and a quarter of the fade has played
        navigation.pushViewController(b, animated: true)
        driver.advance(by: 0.125)

        // Then UIKit's order of questions, B fading in a container over the content area, above A
        XCTAssertEqual(delegate.log, ["willShow:B", "animationControllerFor:push:A>B", "interactionControllerFor"])
        XCTAssertEqual(delegate.animator.log, ["animate:B"])
        XCTAssertEqual(b.view.superview?.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        XCTAssertTrue(a.view.superview === b.view.superview)
        XCTAssertEqual(b.view.layer.presented.alpha, 0.25, accuracy: 0.02)
        XCTAssertTrue(navigation.isTransitioning)
        XCTAssertNotNil(navigation.transitionCoordinator)

        // When it ends
        driver.advance(by: 0.5)

        // Then B is the top, in place below the bar, A gone; the appearance order and didShow as in UIKit
        XCTAssertFalse(navigation.isTransitioning)
        XCTAssertTrue(b.view.superview === navigation.view)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        XCTAssertNil(a.viewIfLoaded?.superview)
        XCTAssertEqual(delegate.log.last, "didShow:B")
        XCTAssertEqual(delegate.animator.log, ["animate:B", "ended:true"])
        XCTAssertEqual(log(), ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    }

    func testAnInteractivePopCancelledHalfwayPutsTheStackBack() {
        // Given A and B with a delegate that drives pops interactively
        let delegate = NavigationTransitionDelegate()
        let (driver, navigation, a, b, log) = makeStack(nil)
        navigation.pushViewController(b, animated: false)
        driver.advance(by: 0)
        navigation.delegate = delegate
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction

        // When the pop starts, is scrubbed to 40 %, then cancelled
        navigation.popViewController(animated: true)
        interaction.update(0.4)
        driver.advance(by: 0)
        let midway = a.view.layer.presented.alpha
        interaction.cancel()
        driver.runUntilIdle()

        // Then A showed at 40 %, and after the cancel B is on top again with the stack whole
        XCTAssertEqual(midway, 0.4, accuracy: 0.02)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A", "B"])
        XCTAssertTrue(b.view.superview === navigation.view)
        XCTAssertNil(a.viewIfLoaded?.superview)
        XCTAssertTrue(navigation.navigationBar.topItem === b.navigationItem)
        XCTAssertEqual(delegate.animator.log, ["animate:A", "ended:false"])
        XCTAssertFalse(delegate.log.contains("didShow:A"))
        XCTAssertEqual(log().suffix(4), ["A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear"])
    }

    func testASwipeFromTheLeftEdgePopsPastHalfAndSpringsBackShortOfIt() {
        // Given A and B with no delegate
        let (driver, navigation, _, b, _) = makeStack()
        navigation.pushViewController(b, animated: false)
        driver.advance(by: 0)
        XCTAssertNotNil(navigation.interactivePopGestureRecognizer)

        // When a short slow swipe from the left edge is released at 30 %
        driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 122, y: 400), duration: 0.5)
        driver.advance(by: 0.3)
        driver.up(CGPoint(x: 122, y: 400))
        driver.runUntilIdle()

        // Then B is still on top
        XCTAssertTrue(navigation.topViewController === b)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))

        // When a swipe goes past half the width
        driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        driver.runUntilIdle()

        // Then B was popped
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A"])
        XCTAssertNil(b.parent)
    }

    func testTheEdgeSwipeDoesNotBeginOnTheRoot() {
        // Given only a root
        let (driver, navigation, a, _, _) = makeStack()

        // When the left edge is swiped
        driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        driver.runUntilIdle()

        // Then nothing moved
        XCTAssertEqual(navigation.interactivePopGestureRecognizer?.state, .possible)
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
    }
}
