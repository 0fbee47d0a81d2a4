import Foundation
import XCTest
@testable import UIKitCore

/// A delegate that also supplies an animation controller, recording every call in order.
private final class AnimatingTabDelegate: UITabBarControllerDelegate {
    var log: [String] = []
    var refuse: Set<String> = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect:\(viewController.title ?? "") selected:\(tabBarController.selectedViewController?.title ?? "")")
        return !refuse.contains(viewController.title ?? "")
    }
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("animationController:\(fromVC.title ?? "")->\(toVC.title ?? "")")
        return nil
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect:\(viewController.title ?? "") selected:\(tabBarController.selectedViewController?.title ?? "")")
    }
}

final class TabBarDelegateOrderTests: XCTestCase {
    private func makeTabs() -> (ControlsDriver, UITabBarController, AnimatingTabDelegate) {
        let driver = ControlsDriver()
        let controllers = ["Notes", "Search", "Settings"].map { title -> UIViewController in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
        let tabs = UITabBarController()
        tabs.setViewControllers(controllers, animated: false)
        let delegate = AnimatingTabDelegate()
        tabs.delegate = delegate
        driver.window.rootViewController = tabs
        driver.advance(by: 0)
        return (driver, tabs, delegate)
    }

    func testAClickAsksShouldSelectThenForTheAnimationControllerThenTellsDidSelect() {
        // Given three tabs, the first selected, and a delegate with an animation controller method
        let (driver, _, delegate) = makeTabs()

        // When the third tab is clicked
        driver.click(CGPoint(x: 325, y: 820))
        driver.advance(by: 0)

        // Then: asked before the change, the animation controller for the change, told after it
        XCTAssertEqual(delegate.log, ["shouldSelect:Settings selected:Notes", "animationController:Notes->Settings",
                                      "didSelect:Settings selected:Settings"])
    }

    func testClickingTheSelectedTabAsksAndTellsButNeedsNoAnimation() {
        // Given three tabs, the first selected
        let (driver, _, delegate) = makeTabs()

        // When the selected tab is clicked again
        driver.click(CGPoint(x: 65, y: 820))
        driver.advance(by: 0)

        // Then shouldSelect and didSelect, with no transition to animate
        XCTAssertEqual(delegate.log, ["shouldSelect:Notes selected:Notes", "didSelect:Notes selected:Notes"])
    }

    func testARefusedTabGetsNoAnimationControllerAndNoDidSelect() {
        // Given a delegate that refuses the second tab
        let (driver, tabs, delegate) = makeTabs()
        delegate.refuse = ["Search"]

        // When it is clicked
        driver.click(CGPoint(x: 195, y: 820))
        driver.advance(by: 0)

        // Then only shouldSelect, and the first tab stays
        XCTAssertEqual(delegate.log, ["shouldSelect:Search selected:Notes"])
        XCTAssertEqual(tabs.selectedIndex, 0)
    }

    func testTheWindowsTabObserversHearEachChangeOfTabOnce() {
        // Given a window observer
        let (driver, tabs, _) = makeTabs()
        var heard: [Int] = []
        driver.window.addTabSelectionObserver { heard.append($0.selectedIndex) }

        // When a tab is clicked, clicked again, then another selected in code
        driver.click(CGPoint(x: 195, y: 820))
        driver.advance(by: 0)
        driver.click(CGPoint(x: 195, y: 820))
        driver.advance(by: 0)
        tabs.selectedIndex = 2

        // Then one report per change of tab
        XCTAssertEqual(heard, [1, 2])
    }
}

/// A cross-fade between tabs, recording what the transition sees.
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var log: [String] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        log.append("animate from:\(transitionContext.viewController(forKey: .from)?.title ?? "") to:\(transitionContext.viewController(forKey: .to)?.title ?? "")")
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
    func animationEnded(_ transitionCompleted: Bool) { log.append("ended:\(transitionCompleted)") }
}

private final class FadingTabDelegate: UITabBarControllerDelegate {
    let animator = FadeAnimator()
    var log: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("animationController")
        return animator
    }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.append("interactionController")
        return nil
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect")
    }
}

final class TabBarCustomTransitionTests: XCTestCase {
    func testTheDelegatesAnimatorRunsBetweenTabsAndTheNewViewEndsAboveTheBar() {
        // Given two tabs whose delegate cross-fades them
        let driver = ControlsDriver()
        let first = UIViewController(), second = UIViewController()
        first.title = "Notes"
        second.title = "Search"
        let tabs = UITabBarController()
        tabs.setViewControllers([first, second], animated: false)
        let delegate = FadingTabDelegate()
        tabs.delegate = delegate
        driver.window.rootViewController = tabs
        driver.advance(by: 0)

        // When the second tab is clicked
        driver.click(CGPoint(x: 292, y: 820))
        driver.advance(by: 0.15)

        // Then, half way, the selection has changed and the new view fades in over the old one
        XCTAssertEqual(delegate.log, ["shouldSelect", "animationController", "interactionController", "didSelect"])
        XCTAssertEqual(delegate.animator.log, ["animate from:Notes to:Search"])
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(first.view.window != nil)
        XCTAssertGreaterThan(second.view.layer.presentation()?.opacity ?? 1, 0)
        XCTAssertLessThan(second.view.layer.presentation()?.opacity ?? 1, 1)

        // And when it finishes, the new view sits above the bar, the old one is gone, a tap works again
        driver.advance(by: 0.5)
        XCTAssertEqual(delegate.animator.log, ["animate from:Notes to:Search", "ended:true"])
        XCTAssertTrue(second.view.superview === tabs.view)
        XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 0, width: 390, height: 795))
        XCTAssertNil(first.viewIfLoaded?.superview)
        driver.click(CGPoint(x: 97, y: 820))
        driver.advance(by: 1)
        XCTAssertEqual(tabs.selectedIndex, 0)
    }
}
