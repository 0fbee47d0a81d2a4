import Foundation
import XCTest
@testable import UIKitCore

/// 50 "Row n" rows in a table view controller.
final class LargeTitleListController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

final class LargeTitleTests: XCTestCase {
    private func makeNavigation(largeTitles: Bool, driver: ScrollTestDriver) -> (UINavigationController, LargeTitleListController) {
        let list = LargeTitleListController(style: .plain)
        list.title = "Inbox"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        driver.window.rootViewController = navigation
        driver.runUntilIdle()
        return (navigation, list)
    }

    func testWithoutPrefersLargeTitlesTheBarIsThe44PointInlineBar() {
        // Given a navigation controller that does not ask for large titles
        let driver = ScrollTestDriver()
        let (navigation, list) = makeNavigation(largeTitles: false, driver: driver)

        // Then nothing changes: a 44-point bar, the inline title, the rows from its bottom
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(navigation.navigationBar.titleLabel.alpha, 1)
        XCTAssertTrue(navigation.navigationBar.largeTitleArea.isHidden)
        XCTAssertEqual(list.tableView.adjustedContentInset.top, 0)
        XCTAssertEqual(list.tableView.contentOffset.y, 0)
    }

    func testLargeTitleShowsBelowTheBarIn34PointBold() {
        // Given a navigation controller that prefers large titles
        let driver = ScrollTestDriver()
        let (navigation, list) = makeNavigation(largeTitles: true, driver: driver)
        let bar = navigation.navigationBar

        // Then the bar is 96 points with "Inbox" in 34-point bold at x 16 in the 52-point area,
        // the inline title hidden, and the rows start below the large title
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 390, height: 96))
        XCTAssertEqual(bar.largeTitleLabel.text, "Inbox")
        XCTAssertEqual(bar.largeTitleLabel.font, .systemFont(ofSize: 34, weight: .bold))
        XCTAssertEqual(bar.largeTitleArea.frame, CGRect(x: 0, y: 44, width: 390, height: 52))
        XCTAssertEqual(bar.largeTitleLabel.frame.minX, 16)
        XCTAssertEqual(bar.largeTitleLabel.frame.maxY, 44)
        XCTAssertEqual(bar.titleLabel.alpha, 0)
        XCTAssertEqual(list.tableView.frame.minY, 44)
        XCTAssertEqual(list.tableView.adjustedContentInset.top, 52)
        XCTAssertEqual(list.tableView.contentOffset.y, -52)
        let firstRow = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: driver.window)
        XCTAssertEqual(firstRow.minY, 96)
    }

    func testScrollingUpCollapsesTheLargeTitleIntoTheInlineBar() {
        // Given the large title expanded
        let driver = ScrollTestDriver()
        let (navigation, list) = makeNavigation(largeTitles: true, driver: driver)
        let bar = navigation.navigationBar

        // When the content scrolls up 30 points
        list.tableView.contentOffset = CGPoint(x: 0, y: -22)
        driver.frame()

        // Then 22 points of the large title area remain and the title slid up with the content
        XCTAssertEqual(bar.frame.height, 66)
        XCTAssertEqual(bar.largeTitleArea.frame.height, 22)
        XCTAssertEqual(bar.largeTitleLabel.frame.maxY, 14)
        XCTAssertEqual(bar.titleLabel.alpha, 0)

        // When it scrolls past the whole area
        list.tableView.contentOffset = CGPoint(x: 0, y: 100)
        driver.frame()

        // Then the bar is the 44-point inline bar with its title
        XCTAssertEqual(bar.frame.height, 44)
        XCTAssertTrue(bar.largeTitleArea.isHidden)
        XCTAssertEqual(bar.titleLabel.alpha, 1)

        // When it is pulled 20 points past the top
        list.tableView.contentOffset = CGPoint(x: 0, y: -72)
        driver.frame()

        // Then the area grows with the content
        XCTAssertEqual(bar.frame.height, 116)
    }

    func testDisplayModeNeverAndAutomaticFollowTheStack() {
        // Given a large-title stack
        let driver = ScrollTestDriver()
        let (navigation, _) = makeNavigation(largeTitles: true, driver: driver)

        // When a screen with `.never` is pushed
        let detail = UIViewController()
        detail.title = "Detail"
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        driver.runUntilIdle()

        // Then it has the inline bar
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertEqual(navigation.navigationBar.titleLabel.alpha, 1)

        // When an `.automatic` screen is pushed above it, it follows `.never`; `.always` is large again
        let third = UIViewController()
        third.title = "Third"
        navigation.pushViewController(third, animated: false)
        driver.runUntilIdle()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        third.navigationItem.largeTitleDisplayMode = .always
        navigation.navigationBar.itemsDidChange()
        driver.runUntilIdle()
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        XCTAssertEqual(third.view.safeAreaInsets.top, 52)
    }
}
