import Foundation
import XCTest
@testable import UIKitCore

/// Records a tab bar controller's delegate calls.
final class TabBarDelegateLog: UITabBarControllerDelegate {
    var log: [String] = []
    var refuse: Set<String> = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect:\(viewController.title ?? "")")
        return !refuse.contains(viewController.title ?? "")
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect:\(viewController.title ?? "")")
    }
}

final class TabBarControllerTests: XCTestCase {
    private func makeTabs(_ titles: [String]) -> (ControlsDriver, UITabBarController, [UIViewController]) {
        let driver = ControlsDriver()
        let controllers = titles.map { title -> UIViewController in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
        let tabs = UITabBarController()
        tabs.setViewControllers(controllers, animated: false)
        driver.window.rootViewController = tabs
        driver.advance(by: 0)
        return (driver, tabs, controllers)
    }

    func testTheBarIs49PointsAtTheBottomWithEqualTabsAndTheFirstSelected() {
        // Given three tabs in a 390 x 844 window
        let (_, tabs, controllers) = makeTabs(["Notes", "Search", "Settings"])

        // Then the bar spans the bottom 49 points, each tab a third, the first selected above it
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 795, width: 390, height: 49))
        XCTAssertEqual(tabs.tabBar.buttons.map(\.frame.minX), [0, 130, 260])
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === controllers[0])
        XCTAssertEqual(controllers[0].view.frame, CGRect(x: 0, y: 0, width: 390, height: 795))
        XCTAssertTrue(controllers[0].tabBarController === tabs)
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Notes", "Search", "Settings"])
        XCTAssertEqual(tabs.tabBar.buttons[0].titleLabel.textColor, tabs.tabBar.tintColor)
        XCTAssertEqual(tabs.tabBar.buttons[1].titleLabel.textColor, UITabBar.defaultUnselectedColor)
    }

    func testAClickOnATabAsksShouldSelectThenSelectsThenTellsDidSelect() {
        // Given three tabs and a delegate
        let (driver, tabs, controllers) = makeTabs(["Notes", "Search", "Settings"])
        let delegate = TabBarDelegateLog()
        tabs.delegate = delegate

        // When the second tab is clicked
        driver.click(CGPoint(x: 195, y: 820))
        driver.advance(by: 0)

        // Then the delegate was asked, then told; the second view shows in place of the first
        XCTAssertEqual(delegate.log, ["shouldSelect:Search", "didSelect:Search"])
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.tabBar.selectedItem === controllers[1].tabBarItem)
        XCTAssertTrue(controllers[1].view.superview === tabs.view)
        XCTAssertNil(controllers[0].viewIfLoaded?.superview)
    }

    func testARefusedTabStaysUnselectedAndCodeSelectionTellsTheDelegateNothing() {
        // Given a delegate that refuses "Settings"
        let (driver, tabs, _) = makeTabs(["Notes", "Search", "Settings"])
        let delegate = TabBarDelegateLog()
        delegate.refuse = ["Settings"]
        tabs.delegate = delegate

        // When Settings is clicked, then Search is selected in code
        driver.click(CGPoint(x: 325, y: 820))
        let afterClick = tabs.selectedIndex
        tabs.selectedIndex = 1

        // Then the click was refused (no didSelect) and code selection made no calls
        XCTAssertEqual(afterClick, 0)
        XCTAssertEqual(delegate.log, ["shouldSelect:Settings"])
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.viewControllers?[1].tabBarItem)
    }

    func testTabsAreButtonsForAccessibilityAndTheSelectedOneSaysSo() {
        // Given two tabs, the second with a badge
        let (_, tabs, controllers) = makeTabs(["Notes", "Inbox"])
        controllers[1].tabBarItem.badgeValue = "3"

        // Then each tab is a button element named by its title; the first is selected
        let first = tabs.tabBar.buttons[0], second = tabs.tabBar.buttons[1]
        XCTAssertTrue(first.accessibilityDefaults.isElement)
        XCTAssertEqual(first.accessibilityDefaults.label, "Notes")
        XCTAssertEqual(first.accessibilityDefaults.traits, [.button, .selected])
        XCTAssertEqual(second.accessibilityDefaults.traits, [.button])
        XCTAssertEqual(second.accessibilityDefaults.value, "3")
        XCTAssertTrue(tabs.tabBar.accessibilityDefaults.traits.contains(.tabBar))
    }
}
