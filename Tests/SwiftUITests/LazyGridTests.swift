import XCTest
@testable import SwiftUI

/// `LazyVGrid`, `LazyHGrid` and the lazy stacks laid out in a window, frames solved by hand.
final class LazyGridTests: XCTestCase {
    func testMixedColumnsIn390PointsLayOutAsSwiftUIsTwoPasses() {
        MainActor.assumeIsolated {
            // Given [.fixed(100), .flexible(), .flexible(50...120)], 8 between columns, rows 10 apart,
            // six 40-point-tall colours
            let columns = [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(minimum: 50, maximum: 120))]
            let hosted = HostedContent(LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<6, id: \.self) { index in
                    Color.red.frame(height: 40).accessibilityIdentifier("cell\(index)")
                }
            }
            .accessibilityIdentifier("grid"))
            // Then sizing for 390: 390 - 16 - 100 = 274; 137; 137 clamped to 120: 100 + 137 + 120 + 16 = 373
            // wide, 40 + 10 + 40 = 90 tall, centred: x = (390 - 373) / 2 = 8.5.
            let grid = hosted.frame("grid")!
            XCTAssertEqual(grid.size, CGSize(width: 373, height: 90))
            XCTAssertEqual(grid.minX, 8.5)
            // Placing shares the 373 it got (SwiftUI's second pass): 373 - 16 - 100 = 257;
            // 128.5; 128.5 clamped to 120. Columns at 0, 108 and 108 + 128.5 + 8 = 244.5.
            hosted.assertFrames([
                "cell0": CGRect(x: 0, y: 0, width: 100, height: 40),
                "cell1": CGRect(x: 108, y: 0, width: 128.5, height: 40),
                "cell2": CGRect(x: 244.5, y: 0, width: 120, height: 40),
                "cell3": CGRect(x: 0, y: 50, width: 100, height: 40),
                "cell5": CGRect(x: 244.5, y: 50, width: 120, height: 40),
            ], in: "grid")
        }
    }

    func testAdaptiveColumnsFollowTheWidthAndCellsAlignInTheirRow() {
        MainActor.assumeIsolated {
            // Given adaptive columns of at least 80 in a 250-wide frame, five cells, the third 60 tall
            let hosted = HostedContent(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], alignment: .leading) {
                ForEach(0..<5, id: \.self) { index in
                    Color.blue.frame(width: 50, height: index == 2 ? 60 : 30).accessibilityIdentifier("cell\(index)")
                }
            }
            .frame(width: 250)
            .accessibilityIdentifier("grid"))
            // Then floor(258 / 88) = 2 columns of 121 at 0 and 129; rows 60 (cells 2 and 3) and 30 tall, 8 apart.
            // Cells sit leading in their column, centred in their row.
            hosted.assertFrames([
                "cell0": CGRect(x: 0, y: 0, width: 50, height: 30),
                "cell1": CGRect(x: 129, y: 0, width: 50, height: 30),
                "cell2": CGRect(x: 0, y: 38, width: 50, height: 60),
                "cell3": CGRect(x: 129, y: 53, width: 50, height: 30),
                "cell4": CGRect(x: 0, y: 106, width: 50, height: 30),
            ], in: "grid")
            XCTAssertEqual(hosted.frame("grid")?.size, CGSize(width: 250, height: 136))
        }
    }

    func testAGridItemsAlignmentPlacesItsCells() {
        MainActor.assumeIsolated {
            // Given two fixed 100-point columns, the second aligned bottom-trailing, a 60-tall cell in the first
            let hosted = HostedContent(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .bottomTrailing)]) {
                Color.red.frame(width: 20, height: 60).accessibilityIdentifier("tall")
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("small")
            }
            .accessibilityIdentifier("grid"))
            // Then the row is 60 tall; the small cell at the bottom-trailing corner of x 108...208
            hosted.assertFrames([
                "tall": CGRect(x: 40, y: 0, width: 20, height: 60),
                "small": CGRect(x: 188, y: 40, width: 20, height: 20),
            ], in: "grid")
        }
    }

    func testLazyHGridFillsRowsColumnByColumn() {
        MainActor.assumeIsolated {
            // Given rows fixed at 30 (1 after), 60 (10 after) and 90, columns 5 apart, seven
            // 30-wide colours but the fifth 50 wide (Apple's GridItem example, shortened)
            let rows = [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10), GridItem(.fixed(90))]
            let hosted = HostedContent(LazyHGrid(rows: rows, spacing: 5) {
                ForEach(0..<7, id: \.self) { index in
                    Color.green.frame(width: index == 4 ? 50 : 30).accessibilityIdentifier("cell\(index)")
                }
            }
            .accessibilityIdentifier("grid"))
            // Then rows at y 0, 31, 101; columns 30, 50 (the widest cell), 30 wide at x 0, 35, 90;
            // each colour is its row's height, centred in its column.
            XCTAssertEqual(hosted.frame("grid")?.size, CGSize(width: 120, height: 191))
            hosted.assertFrames([
                "cell0": CGRect(x: 0, y: 0, width: 30, height: 30),
                "cell2": CGRect(x: 0, y: 101, width: 30, height: 90),
                "cell3": CGRect(x: 45, y: 0, width: 30, height: 30),
                "cell4": CGRect(x: 35, y: 31, width: 50, height: 60),
                "cell6": CGRect(x: 90, y: 0, width: 30, height: 30),
            ], in: "grid")
        }
    }

    func testSectionHeadersSpanTheColumnsAndStartNewRows() {
        MainActor.assumeIsolated {
            // Given two sections of three cells in a two-column, 200-wide grid, headers 20 tall
            let hosted = HostedContent(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 4) {
                ForEach(0..<2, id: \.self) { section in
                    Section {
                        ForEach(0..<3, id: \.self) { index in
                            Color.red.frame(height: 30).accessibilityIdentifier("s\(section)c\(index)")
                        }
                    } header: {
                        Color.gray.frame(height: 20).accessibilityIdentifier("header\(section)")
                    }
                }
            }
            .frame(width: 200)
            .accessibilityIdentifier("grid"))
            // Then columns of (200 - 8) / 2 = 96; header 0 across 200; rows at 24 and 58; the
            // second header on its own line at 92, its cells at 116 and 150.
            hosted.assertFrames([
                "header0": CGRect(x: 0, y: 0, width: 200, height: 20),
                "s0c1": CGRect(x: 104, y: 24, width: 96, height: 30),
                "s0c2": CGRect(x: 0, y: 58, width: 96, height: 30),
                "header1": CGRect(x: 0, y: 92, width: 200, height: 20),
                "s1c0": CGRect(x: 0, y: 116, width: 96, height: 30),
                "s1c2": CGRect(x: 0, y: 150, width: 96, height: 30),
            ], in: "grid")
        }
    }

    func testLazyVStackTakesTheWidthOfferedAndAlignsItsChildren() {
        MainActor.assumeIsolated {
            // Given a leading LazyVStack of a 100- and a 50-wide colour in a 300-wide frame
            let hosted = HostedContent(LazyVStack(alignment: .leading, spacing: 6) {
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("b")
            }
            .frame(width: 300)
            .accessibilityIdentifier("stack"))
            // Then the stack is 300 wide (a VStack would be 100) and 46 tall; children at its leading edge
            XCTAssertEqual(hosted.frame("stack")?.size, CGSize(width: 300, height: 46))
            hosted.assertFrames([
                "a": CGRect(x: 0, y: 0, width: 100, height: 20),
                "b": CGRect(x: 0, y: 26, width: 50, height: 20),
            ], in: "stack")
        }
    }

    func testASectionWithoutAHeaderStartsANewRow() {
        MainActor.assumeIsolated {
            // Given two header-less sections of two cells each in a three-column, 150-wide grid
            let hosted = HostedContent(LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3), spacing: 0) {
                Section {
                    ForEach(0..<2, id: \.self) { index in Color.red.frame(height: 10).accessibilityIdentifier("a\(index)") }
                }
                Section {
                    ForEach(0..<2, id: \.self) { index in Color.blue.frame(height: 10).accessibilityIdentifier("b\(index)") }
                }
            }
            .frame(width: 150)
            .accessibilityIdentifier("grid"))
            // Then the second section's first cell starts the second row, leaving the third column
            // of the first empty (columns of 50)
            hosted.assertFrames([
                "a1": CGRect(x: 50, y: 0, width: 50, height: 10),
                "b0": CGRect(x: 0, y: 10, width: 50, height: 10),
                "b1": CGRect(x: 50, y: 10, width: 50, height: 10),
            ], in: "grid")
        }
    }
}
