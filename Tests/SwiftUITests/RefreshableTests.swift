import XCTest
@testable import SwiftUI

/// A refresh the test finishes by hand: `refresh()` waits until `finish()`.
@MainActor
final class ManualRefresh: ObservableObject {
    @Published var items = ["One", "Two"]
    private(set) var started = 0
    private(set) var finished = 0
    private var waiting: CheckedContinuation<Void, Never>?

    func refresh() async {
        started += 1
        await withCheckedContinuation { waiting = $0 }
        items.insert("New \(started)", at: 0)
        finished += 1
    }

    func finish() {
        waiting?.resume()
        waiting = nil
    }
}

struct RefreshableList: View {
    @ObservedObject var model: ManualRefresh

    var body: some View {
        List(model.items, id: \.self) { Text($0).accessibilityIdentifier("row-\($0)") }
            .refreshable { await model.refresh() }
    }
}

/// Says whether a refresh action is in the environment.
struct RefreshProbe: View {
    @Environment(\.refresh) private var refresh
    var body: some View { Text(refresh == nil ? "none" : "refreshable").accessibilityIdentifier("probe") }
}

final class RefreshableTests: XCTestCase {
    @MainActor private func table(in view: UIView) -> UITableView? {
        if let table = view as? UITableView { return table }
        for subview in view.subviews { if let found = table(in: subview) { return found } }
        return nil
    }

    func testPullingTheListRunsTheActionAndHoldsTheSpinnerUntilItReturns() throws {
        try MainActor.assumeIsolated {
            // Given a refreshable list
            let model = ManualRefresh()
            let hosted = HostedContent(RefreshableList(model: model))
            let table = try XCTUnwrap(table(in: hosted.host.window))
            let control = try XCTUnwrap(table.refreshControl)
            let rest = table.contentOffset.y

            // When it is pulled 400 points down and let go
            hosted.host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 600), duration: 0.4, pauseBeforeRelease: 0.1)
            hosted.advance(until: { model.started == 1 })
            hosted.host.runUntilIdle()

            // Then the action started (once) and the spinner stays, the content below it
            XCTAssertEqual(model.started, 1)
            XCTAssertEqual(model.finished, 0)
            XCTAssertTrue(control.isRefreshing)
            XCTAssertEqual(table.contentOffset.y, rest - UIRefreshControl.height)
            hosted.host.advance(by: 2)
            XCTAssertTrue(control.isRefreshing)

            // When the action returns
            model.finish()
            hosted.advance(until: { model.finished == 1 && !control.isRefreshing })
            hosted.host.runUntilIdle()

            // Then the spinner goes, the content returns to rest, and the new row shows
            XCTAssertEqual(model.finished, 1)
            XCTAssertFalse(control.isRefreshing)
            XCTAssertEqual(table.contentOffset.y, rest)
            XCTAssertNotNil(hosted.view("row-New 1"))
        }
    }

    func testTheEnvironmentCarriesTheRefreshAndAScrollViewGetsTheControl() throws {
        try MainActor.assumeIsolated {
            // Given a refreshable vertical scroll view holding a probe, and one without
            struct Screen: View {
                var body: some View {
                    VStack {
                        ScrollView { RefreshProbe() }.refreshable {}
                        ScrollView { Text("plain") }
                    }
                }
            }
            let hosted = HostedContent(Screen())

            // Then the probe sees the action, and only the refreshable scroll view has a control
            XCTAssertEqual((hosted.view("probe") as? UILabel)?.text, "refreshable")
            var scrollViews: [UIScrollView] = []
            func collect(_ view: UIView) {
                if let scrollView = view as? UIScrollView { scrollViews.append(scrollView) }
                view.subviews.forEach(collect)
            }
            collect(hosted.host.window)
            XCTAssertEqual(scrollViews.count, 2)
            XCTAssertEqual(scrollViews.filter { $0.refreshControl != nil }.count, 1)
        }
    }
}

final class RefreshableLargeTitleTests: XCTestCase {
    func testPullingAListUnderALargeTitleRefreshes() throws {
        try MainActor.assumeIsolated {
            // Given a refreshable list under a large title (its content inset by the title's 52 points)
            let model = ManualRefresh()
            let hosted = HostedContent(NavigationStack { RefreshableList(model: model).navigationTitle("Inbox") })
            var tables: [UITableView] = []
            func collect(_ view: UIView) {
                if let table = view as? UITableView { tables.append(table) }
                view.subviews.forEach(collect)
            }
            collect(hosted.host.window)
            let table = try XCTUnwrap(tables.first)
            XCTAssertEqual(table.contentOffset.y, -52)

            // When it is pulled 400 points down and let go
            hosted.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.4, pauseBeforeRelease: 0.1)
            hosted.advance(until: { model.started == 1 })
            hosted.host.runUntilIdle()

            // Then the pull (measured from the title's fixed top) refreshed, the content resting below the spinner
            XCTAssertEqual(model.started, 1)
            XCTAssertEqual(table.adjustedContentInset.top, 112)
            XCTAssertEqual(table.contentOffset.y, -112)

            // When the refresh returns
            model.finish()
            hosted.advance(until: { model.finished == 1 && table.refreshControl?.isRefreshing == false })
            hosted.host.runUntilIdle()

            // Then the content is back under the expanded title
            XCTAssertEqual(table.contentOffset.y, -52)
        }
    }
}
