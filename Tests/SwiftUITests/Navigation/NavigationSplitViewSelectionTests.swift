import XCTest
@testable import SwiftUI

/// `List(selection:)` and the split view it drives: a tap selects the row's id (or
/// tag, or link value); collapsed, the selection pushes the detail; in columns the
/// detail column shows the selection.
final class NavigationSplitViewSelectionTests: XCTestCase {
    struct Mailbox: Identifiable, Hashable {
        let id: String
    }

    static let mailboxes = [Mailbox(id: "Inbox"), Mailbox(id: "Sent"), Mailbox(id: "Archive")]

    struct Mail: View {
        @State private var selected: String?
        var body: some View {
            NavigationSplitView {
                List(NavigationSplitViewSelectionTests.mailboxes, selection: $selected) { mailbox in
                    Text(mailbox.id).accessibilityIdentifier("row-\(mailbox.id)")
                }
            } detail: {
                if let selected {
                    Text("Messages in \(selected)").accessibilityIdentifier("detail")
                } else {
                    Text("No mailbox").accessibilityIdentifier("placeholder")
                }
            }
        }
    }

    @MainActor private func table<C: View>(_ hosted: HostedContent<C>) -> UITableView? {
        hosted.host.window.firstSubview { $0 is UITableView } as? UITableView
    }

    func testATapSelectsTheRowsIdAndHighlightsIt() throws { try MainActor.assumeIsolated {
        // Given a selecting list with nothing selected
        var selection: String?
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let hosted = HostedContent(List(Self.mailboxes, selection: binding) { Text($0.id).accessibilityIdentifier($0.id) })
        XCTAssertNil(try XCTUnwrap(table(hosted)).indexPathForSelectedRow)

        // When the second row is tapped
        hosted.tap("Sent")

        // Then its id is selected and the row stays highlighted
        XCTAssertEqual(selection, "Sent")
        XCTAssertEqual(try XCTUnwrap(table(hosted)).indexPathForSelectedRow, IndexPath(row: 1, section: 0))

        // When the selection changes elsewhere the highlight follows
        selection = "Archive"
        hosted.controller.rootView = List(Self.mailboxes, selection: binding) { Text($0.id).accessibilityIdentifier($0.id) }
        hosted.settle()
        XCTAssertEqual(try XCTUnwrap(table(hosted)).indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    } }

    func testCollapsedTheSelectionPushesTheDetailShowingIt() throws { try MainActor.assumeIsolated {
        // Given a phone-sized window: the sidebar's list
        let hosted = HostedContent(Mail())
        XCTAssertNil(hosted.view("placeholder"))

        // When a mailbox is tapped
        hosted.tap("row-Sent")

        // Then the detail is pushed, showing the selection
        let detail = try XCTUnwrap(hosted.view("detail") as? UILabel)
        XCTAssertEqual(detail.text, "Messages in Sent")
        XCTAssertEqual(detail.convert(detail.bounds, to: nil).midX, 195, accuracy: 0.5)
        let navigation = try XCTUnwrap(hosted.controller.children.first as? UINavigationController)
        XCTAssertEqual(navigation.viewControllers.count, 2)
    } }

    func testInColumnsTheDetailColumnShowsTheSelection() throws { try MainActor.assumeIsolated {
        // Given an iPad-sized window: the placeholder in the detail column
        let hosted = HostedContent(Mail(), size: CGSize(width: 1180, height: 820))
        XCTAssertNotNil(hosted.view("placeholder"))

        // When a mailbox is tapped in the sidebar
        hosted.tap("row-Archive")

        // Then the detail column shows it, nothing is pushed
        let detail = try XCTUnwrap(hosted.view("detail") as? UILabel)
        XCTAssertEqual(detail.text, "Messages in Archive")
        XCTAssertEqual(detail.convert(detail.bounds, to: nil).midX, 321 + 859 / 2, accuracy: 0.5)
        XCTAssertNil(hosted.view("placeholder"))
    } }
}
