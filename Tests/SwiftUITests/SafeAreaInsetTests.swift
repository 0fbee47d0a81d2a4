import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// `safeAreaInset(edge:)`: the inset content at the edge, the modified view's safe area shrunk by it.
final class SafeAreaInsetTests: XCTestCase {
    struct ListWithSaveButton: View {
        var body: some View {
            List(0..<40) { Text("Row \($0)") }
                .safeAreaInset(edge: .bottom) {
                    Color.blue.frame(height: 50).accessibilityIdentifier("save")
                }
        }
    }

    func testAListScrollsUnderTheBottomInsetAndItsContentInsetGrowsByItsHeight() {
        MainActor.assumeIsolated {
            // Given a 40-row list with a 50-point bar inset at the bottom, in a 390 × 844 window
            let hosted = HostedContent(ListWithSaveButton())
            let table = hosted.host.window.firstSubview { $0 is UITableView } as! UITableView

            // Then the bar sits on the bottom edge, the list keeps the whole window
            XCTAssertEqual(hosted.frame("save"), CGRect(x: 0, y: 794, width: 390, height: 50))
            XCTAssertEqual(table.convert(table.bounds, to: nil), CGRect(x: 0, y: 0, width: 390, height: 844))
            // and its safe area (so its adjusted content inset) grows by the bar's height
            XCTAssertEqual(table.safeAreaInsets.bottom, 50)
            XCTAssertEqual(table.adjustedContentInset.bottom, 50)

            // When scrolled to the end, the last row ends at the bar's top edge
            let maximum = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
            table.contentOffset = CGPoint(x: 0, y: maximum)
            hosted.settle()
            let last = table.cellForRow(at: IndexPath(row: 39, section: 0))!
            XCTAssertEqual(last.convert(last.bounds, to: nil).maxY, 794)
        }
    }

    func testTopInsetWithSpacingPushesOtherContentDown() {
        MainActor.assumeIsolated {
            // Given a colour with a 40-point bar inset at the top, 10 points apart
            let hosted = HostedContent(
                Color.red.accessibilityIdentifier("main")
                    .safeAreaInset(edge: .top, spacing: 10) { Color.blue.frame(height: 40).accessibilityIdentifier("bar") })

            // Then the bar is at the top and the colour fills what is left below the spacing
            XCTAssertEqual(hosted.frame("bar"), CGRect(x: 0, y: 0, width: 390, height: 40))
            XCTAssertEqual(hosted.frame("main"), CGRect(x: 0, y: 50, width: 390, height: 794))
        }
    }

    func testLeadingAndTrailingInsetsAreAlignedAlongTheEdge() {
        MainActor.assumeIsolated {
            // Given a 30 × 100 bar on the leading edge aligned to the top, and a 20 × 60 one trailing at the bottom
            let hosted = HostedContent(
                Color.red.accessibilityIdentifier("main")
                    .safeAreaInset(edge: .leading, alignment: .top) { Color.blue.frame(width: 30, height: 100).accessibilityIdentifier("lead") }
                    .safeAreaInset(edge: .trailing, alignment: .bottom) { Color.green.frame(width: 20, height: 60).accessibilityIdentifier("trail") })

            // Then each sits on its edge, and the colour is between them
            XCTAssertEqual(hosted.frame("lead"), CGRect(x: 0, y: 0, width: 30, height: 100))
            XCTAssertEqual(hosted.frame("trail"), CGRect(x: 370, y: 784, width: 20, height: 60))
            XCTAssertEqual(hosted.frame("main"), CGRect(x: 30, y: 0, width: 340, height: 844))
        }
    }
}
