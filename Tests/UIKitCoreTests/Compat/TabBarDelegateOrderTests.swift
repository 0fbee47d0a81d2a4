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
