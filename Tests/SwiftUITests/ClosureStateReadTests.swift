import XCTest
@testable import SwiftUI

/// State read inside a closure a container keeps and calls later (a `ForEach` row, a
/// `GeometryReader`'s content) is tracked, as in SwiftUI: a change updates what the
/// closure made, though the body that holds the state never read it itself.
final class ClosureStateReadTests: XCTestCase {
    struct RowsScreen: View {
        @State var selected = 0
        var body: some View {
            VStack {
                ForEach(0..<3, id: \.self) { index in
                    Text(index == selected ? "[\(index)]" : "\(index)").accessibilityIdentifier("row\(index)")
                }
                Button("Next") { selected += 1 }.accessibilityIdentifier("next")
            }
        }
    }

    func testAForEachRowThatReadsStateUpdatesWhenItChanges() {
        MainActor.assumeIsolated {
            // Given
            let hosted = HostedContent(RowsScreen())
            XCTAssertEqual((hosted.view("row0") as? UILabel)?.text, "[0]")

            // When
            hosted.tap("next")

            // Then
            XCTAssertEqual((hosted.view("row0") as? UILabel)?.text, "0")
            XCTAssertEqual((hosted.view("row1") as? UILabel)?.text, "[1]")
        }
    }

    struct GeometryScreen: View {
        @State var offset: CGFloat = 0
        var body: some View {
            VStack {
                GeometryReader { proxy in
                    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square").offset(y: offset)
                }
                .frame(height: 200)
                Button("Move") { offset += 100 }.accessibilityIdentifier("move")
            }
        }
    }

    func testAGeometryReadersContentThatReadsStateUpdatesWhenItChanges() {
        MainActor.assumeIsolated {
            // Given
            let hosted = HostedContent(GeometryScreen())
            let before = hosted.frame("square")!

            // When
            hosted.tap("move")

            // Then: moved down by 100 points
            XCTAssertEqual(hosted.frame("square")!.minY, before.minY + 100)
        }
    }
}
