import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// `navigationTitle` in a `NavigationStack`: large by default, as on iOS, inline on request.
final class NavigationTitleTests: XCTestCase {
    struct Screen: View {
        var mode: NavigationBarItem.TitleDisplayMode = .automatic
        var body: some View {
            NavigationStack {
                List(0..<40) { Text("Row \($0)") }
                    .navigationTitle("Notes")
                    .navigationBarTitleDisplayMode(mode)
            }
        }
    }

    @MainActor
    private func bar(_ hosted: HostedContent<Screen>) -> UINavigationBar {
        func find(_ view: UIView) -> UINavigationBar? {
            if let bar = view as? UINavigationBar { return bar }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        return find(hosted.host.window)!
    }

    func testTheTitleIsLargeByDefaultAndCollapsesAsTheListScrolls() {
        MainActor.assumeIsolated {
            // Given a list titled "Notes" in a NavigationStack
            let hosted = HostedContent(Screen())
            let bar = bar(hosted)

            // Then the title is large: a 96-point bar, "Notes" in 34-point bold, the inline title hidden
            XCTAssertEqual(bar.frame.height, 96)
            XCTAssertEqual(bar.largeTitleLabel.text, "Notes")
            XCTAssertEqual(bar.titleLabel.alpha, 0)
            XCTAssertEqual(hosted.view("navigation-title"), bar.largeTitleLabel)

            // Then the list reaches under the title area and its rows start below it
            let table = hosted.host.window.firstSubview { $0 is UITableView } as! UITableView
            XCTAssertEqual(table.convert(table.bounds, to: nil).minY, 44)
            XCTAssertEqual(table.adjustedContentInset.top, 52)
            XCTAssertEqual(table.contentOffset.y, -52)

            // When the list is scrolled up 200 points
            table.contentOffset = CGPoint(x: 0, y: 148)
            hosted.settle()

            // Then the bar is the inline 44-point bar with its title
            XCTAssertEqual(bar.frame.height, 44)
            XCTAssertEqual(bar.titleLabel.alpha, 1)
            XCTAssertEqual(hosted.view("navigation-title"), bar.titleLabel)
        }
    }

    func testInlineDisplayModeKeepsThe44PointBar() {
        MainActor.assumeIsolated {
            // Given the same list with `.navigationBarTitleDisplayMode(.inline)`
            let hosted = HostedContent(Screen(mode: .inline))
            let bar = bar(hosted)

            // Then the bar is the inline bar
            XCTAssertEqual(bar.frame.height, 44)
            XCTAssertEqual(bar.titleLabel.text, "Notes")
            XCTAssertEqual(bar.titleLabel.alpha, 1)
            XCTAssertTrue(bar.largeTitleArea.isHidden)
        }
    }
}
