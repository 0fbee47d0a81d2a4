import XCTest
@testable import SwiftUI

/// `NavigationSplitView`: one stack showing the sidebar in a phone-sized window (its
/// links push the detail), side-by-side columns in an iPad-sized one (the sidebar's
/// links replace the detail column's root).
final class NavigationSplitViewTests: XCTestCase {
    struct Mail: View {
        var body: some View {
            NavigationSplitView {
                List {
                    NavigationLink("Inbox") { Text("Inbox messages").accessibilityIdentifier("inbox-detail") }
                        .accessibilityIdentifier("inbox-link")
                }
                .accessibilityIdentifier("sidebar")
            } detail: {
                Text("Select a mailbox").accessibilityIdentifier("placeholder")
            }
        }
    }

    @MainActor private func navigationControllers(in controller: UIViewController) -> [UINavigationController] {
        var found: [UINavigationController] = []
        if let navigation = controller as? UINavigationController { found.append(navigation) }
        for child in controller.children { found += navigationControllers(in: child) }
        return found
    }

    func testACompactWindowCollapsesToAStackShowingTheSidebarWhoseLinksPushTheDetail() throws { try MainActor.assumeIsolated {
        // Given a 390 x 844 (compact) window
        let hosted = HostedContent(Mail(), size: CGSize(width: 390, height: 844))
        XCTAssertEqual(hosted.controller.traitCollection.horizontalSizeClass, .compact)

        // Then one navigation stack shows the sidebar across the window; the detail is not shown
        let stacks = navigationControllers(in: hosted.controller)
        XCTAssertEqual(stacks.count, 1)
        XCTAssertEqual(try XCTUnwrap(hosted.frame("sidebar")).width, 390)
        XCTAssertNil(hosted.view("placeholder"))

        // When the sidebar's link is tapped: the destination is pushed on that stack
        hosted.tap("inbox-link")
        XCTAssertEqual(stacks[0].viewControllers.count, 2)
        XCTAssertNotNil(hosted.view("inbox-detail"))
        XCTAssertEqual(try XCTUnwrap(hosted.frame("inbox-detail")).midX, 195, accuracy: 0.5)
    } }

    func testARegularWindowShowsTheColumnsSideBySideAndTheSidebarsLinksFillTheDetail() throws { try MainActor.assumeIsolated {
        // Given a 1180 x 820 (regular, iPad landscape) window
        let hosted = HostedContent(Mail(), size: CGSize(width: 1180, height: 820))
        XCTAssertEqual(hosted.controller.traitCollection.horizontalSizeClass, .regular)

        // Then a 320-point sidebar column, a 1-point separator and the detail in the other 859
        let stacks = navigationControllers(in: hosted.controller)
        XCTAssertEqual(stacks.count, 2)
        XCTAssertEqual(stacks.map { $0.view.convert($0.view.bounds, to: nil) },
                       [CGRect(x: 0, y: 0, width: 320, height: 820), CGRect(x: 321, y: 0, width: 859, height: 820)])
        XCTAssertEqual(try XCTUnwrap(hosted.frame("placeholder")).midX, 321 + 859 / 2, accuracy: 0.5)

        // When the sidebar's link is tapped: its destination becomes the detail column's root
        hosted.tap("inbox-link")
        XCTAssertEqual(stacks[0].viewControllers.count, 1, "the sidebar does not push")
        XCTAssertEqual(stacks[1].viewControllers.count, 1)
        XCTAssertNil(hosted.view("placeholder"))
        XCTAssertEqual(try XCTUnwrap(hosted.frame("inbox-detail")).midX, 321 + 859 / 2, accuracy: 0.5)
    } }

    struct ThreeColumns: View {
        let visibility: NavigationSplitViewVisibility
        var body: some View {
            NavigationSplitView(columnVisibility: .constant(visibility)) {
                Text("Folders").accessibilityIdentifier("sidebar")
            } content: {
                Text("Messages").accessibilityIdentifier("content").navigationSplitViewColumnWidth(280)
            } detail: {
                Text("Message").accessibilityIdentifier("detail")
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    func testColumnVisibilityChoosesTheColumnsOfAThreeColumnView() throws { try MainActor.assumeIsolated {
        let size = CGSize(width: 1180, height: 820)
        // .automatic: the content (280, its column width) and the detail
        let automatic = HostedContent(ThreeColumns(visibility: .automatic), size: size)
        XCTAssertNil(automatic.view("sidebar"))
        XCTAssertEqual(try XCTUnwrap(automatic.frame("content")).midX, 140, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(automatic.frame("detail")).midX, 281 + 899 / 2, accuracy: 0.5)
        // .all: the sidebar (320), the content (280) and the detail (578)
        let all = HostedContent(ThreeColumns(visibility: .all), size: size)
        XCTAssertEqual(try XCTUnwrap(all.frame("sidebar")).midX, 160, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(all.frame("content")).midX, 321 + 140, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(all.frame("detail")).midX, 602 + 578 / 2, accuracy: 0.5)
        // .detailOnly: the detail across the window
        let detailOnly = HostedContent(ThreeColumns(visibility: .detailOnly), size: size)
        XCTAssertNil(detailOnly.view("sidebar"))
        XCTAssertNil(detailOnly.view("content"))
        XCTAssertEqual(try XCTUnwrap(detailOnly.frame("detail")).midX, 590, accuracy: 0.5)
        // and in a compact window the sidebar is the stack's root
        let compact = HostedContent(ThreeColumns(visibility: .all))
        XCTAssertNotNil(compact.view("sidebar"))
        XCTAssertNil(compact.view("detail"))
    } }
}
