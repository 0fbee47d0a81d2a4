import XCTest
@testable import SwiftUI

/// Updates that scale: a keystroke beside a 1,000-row List, focus and scroll kept.
final class ScalingTests: XCTestCase {
    struct Row: View {
        let index: Int
        var body: some View { Text("Row \(index)") }
    }

    struct Screen: View {
        @State var name = ""
        var body: some View {
            VStack(spacing: 0) {
                Form {
                    TextField("Name", text: $name).accessibilityIdentifier("name")
                    Text("Hello \(name)").accessibilityIdentifier("greeting")
                }
                .frame(height: 200)
                List(0..<1000) { index in Row(index: index) }
                    .accessibilityIdentifier("list")
            }
        }
    }

    func testTypingBesideAThousandRowListReEvaluatesAConstantNumberOfBodies() {
        MainActor.assumeIsolated {
            // Given the form beside the list, shown
            let hosted = HostedContent(Screen())
            let visibleRows = hosted.evaluations(of: "Row")
            XCTAssertGreaterThan(visibleRows, 5)
            XCTAssertLessThan(visibleRows, 30, "only the visible rows are built")
            let field = hosted.view("name") as! UITextField

            // When the user focuses the field and types three characters
            hosted.tap("name")
            XCTAssertTrue(field.isFirstResponder)
            let before = hosted.bodyEvaluations
            hosted.host.type("A")
            hosted.settle()
            let perKeystroke = hosted.bodyEvaluations - before
            hosted.host.type("da")
            hosted.settle()

            // Then each keystroke re-evaluated only the screen's body (1), no row's,
            // and the field is the same UITextField, still focused, caret at the end
            XCTAssertEqual(perKeystroke, 1)
            XCTAssertEqual(hosted.bodyEvaluations - before, 3)
            XCTAssertEqual(hosted.evaluations(of: "Row"), visibleRows)
            XCTAssertTrue(hosted.view("name") === field)
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(field.text, "Ada")
            XCTAssertEqual(field.caretIndex, 3)
            XCTAssertEqual((hosted.view("greeting") as? UILabel)?.text, "Hello Ada")
            if let directory = ProcessInfo.processInfo.environment["SWIFTUI_SHOTS"] {
                try? hosted.host.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("list.png"))
                print("rows built: \(visibleRows)")
            }
        }
    }

    func testTheListKeepsItsScrollOffsetAcrossUpdates() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(Screen())
            let table = hosted.view("list") as! UITableView
            table.contentOffset = CGPoint(x: 0, y: 2000)
            hosted.settle()
            let rowsAfterScroll = hosted.evaluations(of: "Row")
            hosted.tap("name")
            hosted.host.type("x")
            hosted.settle()
            XCTAssertTrue(hosted.view("list") === table)
            XCTAssertEqual(table.contentOffset.y, 2000)
            XCTAssertEqual(hosted.evaluations(of: "Row"), rowsAfterScroll)
            XCTAssertLessThan(rowsAfterScroll, 60)
        }
    }
}
