import XCTest
@testable import SwiftUI

/// `Grid`, `GridRow` and the cell modifiers, frames solved by hand.
final class GridTests: XCTestCase {
    func testColumnsAndRowsFitTheirLargestCellsWithSpansAnchorsAndColumnAlignment() {
        MainActor.assumeIsolated {
            // Given a grid 10 apart across, 6 down: rows of fixed-size colours, a cell spanning two
            // columns, the first column aligned leading, a child across all columns and a top-aligned
            // row whose last cell is anchored bottom-trailing
            let hosted = HostedContent(Grid(horizontalSpacing: 10, verticalSpacing: 6) {
                GridRow {
                    Color.red.frame(width: 60, height: 20).accessibilityIdentifier("a")
                    Color.green.frame(width: 100, height: 30).accessibilityIdentifier("b")
                    Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("c")
                }
                GridRow {
                    Color.orange.frame(width: 50, height: 20).accessibilityIdentifier("d").gridColumnAlignment(.leading)
                    Color.purple.frame(width: 80, height: 40).accessibilityIdentifier("e").gridCellColumns(2)
                }
                Color.gray.frame(width: 30, height: 10).accessibilityIdentifier("f")
                GridRow(alignment: .top) {
                    Color.pink.frame(width: 20, height: 10).accessibilityIdentifier("g")
                    Color.yellow.frame(width: 20, height: 30).accessibilityIdentifier("h")
                    Color.cyan.frame(width: 20, height: 10).accessibilityIdentifier("i").gridCellAnchor(.bottomTrailing)
                }
            }
            .accessibilityIdentifier("grid"))
            // Then columns 60, 100, 40 wide at 0, 70, 180 (220 in all); rows 30, 40, 10, 30 tall at
            // 0, 36, 82, 98 (128 in all)
            XCTAssertEqual(hosted.frame("grid")?.size, CGSize(width: 220, height: 128))
            // Row 1: cells centred in their areas
            hosted.assertFrames([
                "a": CGRect(x: 0, y: 5, width: 60, height: 20),
                "b": CGRect(x: 70, y: 0, width: 100, height: 30),
                "c": CGRect(x: 180, y: 5, width: 40, height: 20),
                // Row 2: d leading in the first column; e centred in columns 2-3 (70...220, 150 wide)
                "d": CGRect(x: 0, y: 46, width: 50, height: 20),
                "e": CGRect(x: 105, y: 36, width: 80, height: 40),
                // The child outside a row is centred across the grid
                "f": CGRect(x: 95, y: 82, width: 30, height: 10),
                // Row 4: top-aligned; g leading (its column's alignment); i at its area's bottom-trailing corner
                "g": CGRect(x: 0, y: 98, width: 20, height: 10),
                "h": CGRect(x: 110, y: 98, width: 20, height: 30),
                "i": CGRect(x: 200, y: 118, width: 20, height: 10),
            ], in: "grid")
        }
    }

    func testFlexibleCellsShareTheWidthAndUnsizedCellsTakeWhatTheOthersGive() {
        MainActor.assumeIsolated {
            // Given a 300 x 200 grid (8 apart) of a fixed 80-wide cell and a flexible colour, then a
            // divider-like colour unsized horizontally across the grid
            let hosted = HostedContent(Grid {
                GridRow {
                    Color.red.frame(width: 80, height: 30).accessibilityIdentifier("fixed")
                    Color.blue.accessibilityIdentifier("flexible")
                }
                Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
            }
            .frame(width: 300, height: 200)
            .accessibilityIdentifier("frame"))
            // Then the flexible column takes 300 - 8 - 80 = 212; the rule row is 2 tall and the first
            // row the rest of the height, 200 - 8 - 2 = 190; the rule is as wide as the columns, 300
            hosted.assertFrames([
                "fixed": CGRect(x: 0, y: 80, width: 80, height: 30),
                "flexible": CGRect(x: 88, y: 0, width: 212, height: 190),
                "rule": CGRect(x: 0, y: 198, width: 300, height: 2),
            ], in: "frame")
        }
    }

    func testAnUnsizedRowDoesNotWidenTheGridButASizedOneDoes() {
        MainActor.assumeIsolated {
            // Given two 40-wide cells (8 apart) and a flexible colour across the grid, first unsized
            let unsized = HostedContent(VStack {
                Grid {
                    GridRow {
                        Color.red.frame(width: 40, height: 10)
                        Color.red.frame(width: 40, height: 10)
                    }
                    Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
                }
                .accessibilityIdentifier("grid")
            }.frame(width: 300))
            // Then the grid stays 88 wide
            XCTAssertEqual(unsized.frame("grid")?.width, 88)
            // When the rule is sized, the grid takes the 300 offered; each column widens by (300 - 88) / 2
            let sized = HostedContent(VStack {
                Grid {
                    GridRow {
                        Color.red.frame(width: 40, height: 10).accessibilityIdentifier("left")
                        Color.red.frame(width: 40, height: 10).accessibilityIdentifier("right")
                    }
                    Color.gray.frame(height: 1)
                }
                .accessibilityIdentifier("grid")
            }.frame(width: 300))
            XCTAssertEqual(sized.frame("grid")?.width, 300)
            XCTAssertEqual(sized.frame("left", in: "grid")?.minX, (146 - 40) / 2)
            XCTAssertEqual(sized.frame("right", in: "grid")?.minX, 154 + (146 - 40) / 2)
        }
    }

    func testGridRowOutsideAGridIsAnHStack() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(GridRow {
                Color.red.frame(width: 40, height: 10).accessibilityIdentifier("a")
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("b")
            }
            .accessibilityIdentifier("row"))
            XCTAssertEqual(hosted.frame("row")?.size, CGSize(width: 88, height: 20))
            hosted.assertFrames([
                "a": CGRect(x: 0, y: 5, width: 40, height: 10),
                "b": CGRect(x: 48, y: 0, width: 40, height: 20),
            ], in: "row")
        }
    }
}
