import Foundation
import XCTest
import UIKit
import UIKitCairo
@testable import UIKitApp

/// The `searchPresented`, `searchDismissed`, `refreshBegan` and `refreshEnded` trace events.
final class SearchAndRefreshTraceTests: XCTestCase {
    private func events(_ lines: [String], named names: Set<String>) throws -> [[String: Any]] {
        try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
            .filter { names.contains($0["event"] as? String ?? "") }
    }

    func testASearchIsTracedWhenItHasStartedAndEnded() throws {
        // Given a traced window with a search controller in a navigation item
        var lines: [String] = []
        let host = HeadlessHost()
        let trace = AppTrace(enabled: true, clock: { host.now }, write: { lines.append($0) })
        PresentationTracer(trace: trace).attach(to: host.window)
        let list = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.runUntilIdle()

        // When the search starts with "cat" in the field, then ends
        search.searchBar.text = "cat"
        search.isActive = true
        host.advance(by: 0.5)
        search.isActive = false
        host.advance(by: 0.5)

        // Then both moments are traced, in order, the first with the text
        let traced = try events(lines, named: ["searchPresented", "searchDismissed"])
        XCTAssertEqual(traced.map { $0["event"] as? String }, ["searchPresented", "searchDismissed"])
        XCTAssertEqual(traced.first?["text"] as? String, "cat")
    }

    func testARefreshIsTracedWithItsScrollView() throws {
        // Given a traced window with a refreshable scroll view named "feed"
        var lines: [String] = []
        let host = HeadlessHost()
        let trace = AppTrace(enabled: true, clock: { host.now }, write: { lines.append($0) })
        PresentationTracer(trace: trace).attach(to: host.window)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.accessibilityIdentifier = "feed"
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        host.window.addSubview(scrollView)
        host.advance(by: 0.1)

        // When it is pulled past the threshold, then the app ends the refresh
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 500), duration: 0.3, pauseBeforeRelease: 0.1)
        host.runUntilIdle()
        control.endRefreshing()
        host.runUntilIdle()

        // Then the start and the end are traced with the scroll view's identifier
        let traced = try events(lines, named: ["refreshBegan", "refreshEnded"])
        XCTAssertEqual(traced.map { $0["event"] as? String }, ["refreshBegan", "refreshEnded"])
        XCTAssertEqual(traced.map { $0["view"] as? String }, ["feed", "feed"])
    }
}
