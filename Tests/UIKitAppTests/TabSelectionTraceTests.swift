import Foundation
import XCTest
import UIKit
import UIKitCairo
@testable import UIKitApp

/// The `tabSelected` trace event: a tab bar controller showing another tab.
final class TabSelectionTraceTests: XCTestCase {
    func testAClickedTabAndACodeSelectionAreTracedWithTheShownController() throws {
        // Given a traced window showing two tabs
        var lines: [String] = []
        let host = HeadlessHost()
        let trace = AppTrace(enabled: true, clock: { host.now }, write: { lines.append($0) })
        PresentationTracer(trace: trace).attach(to: host.window)
        let notes = UIViewController(), search = UINavigationController(rootViewController: UITableViewController())
        notes.title = "Notes"
        search.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.setViewControllers([notes, search], animated: false)
        host.window.rootViewController = tabs
        host.advance(by: 0.1)

        // When the second tab is clicked, the same tab clicked again, then the first selected in code
        host.click(at: CGPoint(x: 292, y: 820))
        host.advance(by: 0.1)
        host.click(at: CGPoint(x: 292, y: 820))
        host.advance(by: 0.1)
        tabs.selectedIndex = 0

        // Then two events: the navigation controller by its root's name, then the first tab
        let events = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
            .filter { $0["event"] as? String == "tabSelected" }
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first?["controller"] as? String, "UITableViewController")
        XCTAssertEqual(events.first?["index"] as? Int, 1)
        XCTAssertEqual(events.first?["title"] as? String, "Search")
        XCTAssertEqual(events.last?["controller"] as? String, "UIViewController")
        XCTAssertEqual(events.last?["index"] as? Int, 0)
        XCTAssertEqual(events.last?["title"] as? String, "Notes")
    }
}
