import XCTest
@testable import SwiftUI

/// SwiftUI's lazy-grid item sizes (`GridItemSizing`), solved by hand: the spacing after
/// every item but the last and the fixed items come off first, then each other item in
/// order gets what is left divided by the items left, clamped to its bounds.
final class GridItemSizingTests: XCTestCase {
    private func tracks(_ items: [GridItem], _ length: CGFloat?) -> [[CGFloat]] {
        GridItemSizing.tracks(for: items, length: length).map { [$0.offset, $0.length] }
    }

    func testFixedFlexibleAndBoundedFlexibleIn390() {
        // Given [.fixed(100), .flexible(), .flexible(50...120)] with the default 8-point spacing, 390 wide:
        // 390 - 2 x 8 - 100 = 274 left for two items; the first gets 274 / 2 = 137, the
        // second 137 / 1 = 137 clamped to 120. Offsets 0, 100 + 8 = 108, 108 + 137 + 8 = 253.
        let items = [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(minimum: 50, maximum: 120))]
        XCTAssertEqual(tracks(items, 390), [[0, 100], [108, 137], [253, 120]])
    }

    func testAFlexibleItemClampedBelowItsShareLeavesTheRestUnused() {
        // Given [.flexible(), .flexible(maximum: 50)] 300 wide: 292 / 2 = 146 for the first,
        // then 146 clamped to 50 (order matters: the first does not get the 96 left over).
        XCTAssertEqual(tracks([GridItem(.flexible()), GridItem(.flexible(maximum: 50))], 300), [[0, 146], [154, 50]])
        // And a minimum larger than the share makes the grid wider than proposed:
        // 200 - 8 = 192; 96 (at least 50); then 96 raised to 120: 96 + 8 + 120 = 224.
        XCTAssertEqual(tracks([GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))], 200), [[0, 96], [104, 120]])
    }

    func testAdaptiveColumnCountsAtSeveralWidths() {
        // Given one .adaptive(minimum: 80) item: n = max(1, floor((w + 8) / 88)), each (w - 8(n - 1)) / n
        let adaptive = [GridItem(.adaptive(minimum: 80))]
        // 390: floor(398 / 88) = 4 columns of (390 - 24) / 4 = 91.5
        XCTAssertEqual(tracks(adaptive, 390), [[0, 91.5], [99.5, 91.5], [199, 91.5], [298.5, 91.5]])
        // 250: floor(258 / 88) = 2 columns of (250 - 8) / 2 = 121
        XCTAssertEqual(tracks(adaptive, 250), [[0, 121], [129, 121]])
        // 170: floor(178 / 88) = 2 columns of 81
        XCTAssertEqual(tracks(adaptive, 170), [[0, 81], [89, 81]])
        // 60: none fits, so one column, raised to its 80-point minimum
        XCTAssertEqual(tracks(adaptive, 60), [[0, 80]])
    }

    func testAdaptiveSubItemsStopAtTheirMaximumAndUseTheirOwnSpacing() {
        // Given .adaptive(minimum: 40, maximum: 45) 230 wide: floor(238 / 48) = 4 of
        // (230 - 24) / 4 = 51.5, clamped to 45, 8 apart
        XCTAssertEqual(tracks([GridItem(.adaptive(minimum: 40, maximum: 45))], 230), [[0, 45], [53, 45], [106, 45], [159, 45]])
        // Given spacing 2: floor((100 + 2) / 32) = 3 of (100 - 4) / 3 = 32
        XCTAssertEqual(tracks([GridItem(.adaptive(minimum: 30), spacing: 2)], 100), [[0, 32], [34, 32], [68, 32]])
    }

    func testFixedThenAdaptiveAsObjcIosQuiz() {
        // Given [.fixed(70), .adaptive(minimum: 40)] 200 wide: 200 - 8 - 70 = 122 for the
        // adaptive item: floor(130 / 48) = 2 of (122 - 8) / 2 = 57, at 78 and 143.
        XCTAssertEqual(tracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], 200), [[0, 70], [78, 57], [143, 57]])
    }

    func testFixedItemsComeFirstWhereverTheyAre() {
        // Given [.flexible(), .fixed(50), .flexible()] 200 wide, spacing 10 after each:
        // 200 - 20 - 50 = 130, 65 each; offsets 0, 75, 135
        let items = [GridItem(.flexible(), spacing: 10), GridItem(.fixed(50), spacing: 10), GridItem(.flexible())]
        XCTAssertEqual(tracks(items, 200), [[0, 65], [75, 50], [135, 65]])
    }

    func testWithoutALengthFlexibleItemsTakeTheirMinimum() {
        // Given an ideal-size proposal (nil): flexible at its minimum (10 by default), adaptive one of its minimum
        let items = [GridItem(.flexible()), GridItem(.adaptive(minimum: 30)), GridItem(.fixed(20))]
        XCTAssertEqual(tracks(items, nil), [[0, 10], [18, 30], [56, 20]])
        XCTAssertEqual(tracks([], 300), [])
    }

    func testDegenerateItemsGiveFiniteTracksInsteadOfCrashing() {
        // Given an adaptive item with no minimum and no spacing (no whole count fits), and negative sizes
        XCTAssertEqual(tracks([GridItem(.adaptive(minimum: 0), spacing: 0)], 100), [[0, 100]])
        XCTAssertEqual(tracks([GridItem(.fixed(-20)), GridItem(.flexible(minimum: 0))], 50), [[0, 0], [8, 42]])
    }
}
