import XCTest
import Observation
@testable import SwiftUI

/// A flow layout as public code writes one: rows of ideal-size subviews, wrapping.
struct FlowLayout: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
        let width = rows.flatMap { $0 }.map { $0.frame.maxX }.max() ?? 0
        let height = rows.last?.map { $0.frame.maxY }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for row in arrange(width: bounds.width, subviews: subviews) {
            for item in row {
                subviews[item.index].place(at: CGPoint(x: bounds.minX + item.frame.minX, y: bounds.minY + item.frame.minY),
                                           proposal: ProposedViewSize(item.frame.size))
            }
        }
    }

    private func arrange(width: CGFloat, subviews: Subviews) -> [[(index: Int, frame: CGRect)]] {
        var rows: [[(index: Int, frame: CGRect)]] = [[]]
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
                rows.append([])
            }
            rows[rows.count - 1].append((index, CGRect(x: x, y: y, width: size.width, height: size.height)))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return rows
    }
}

/// Places its subviews in a column ordered by their `Rank` layout value, and counts its cache's life.
struct RankedColumn: Layout {
    struct Rank: LayoutValueKey { static let defaultValue = 0 }
    final class Counter {
        var makes = 0
        var updates = 0
    }
    let counter: Counter

    func makeCache(subviews: Subviews) -> [Int] {
        counter.makes += 1
        return order(subviews)
    }
    func updateCache(_ cache: inout [Int], subviews: Subviews) {
        counter.updates += 1
        cache = order(subviews)
    }
    private func order(_ subviews: Subviews) -> [Int] { subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] } }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
        var y = bounds.minY
        for index in cache {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

@Observable
final class FlowModel {
    var count = 5
    var flows = true
}

/// Custom `Layout`s (Apple's protocol: `sizeThatFits`, `placeSubviews`, the cache,
/// `layoutValue`), also inside `AnyLayout`.
final class CustomLayoutTests: XCTestCase {
    struct FlowScreen: View {
        let model: FlowModel
        var body: some View {
            let layout = model.flows ? AnyLayout(FlowLayout()) : AnyLayout(VStackLayout(spacing: 0))
            layout {
                ForEach(0..<model.count, id: \.self) { index in
                    Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("item\(index)")
                }
            }
            .frame(width: 200)
            .accessibilityIdentifier("flow")
        }
    }

    @MainActor private func origin<C: View>(_ id: String, _ hosted: HostedContent<C>) -> CGPoint? {
        guard let frame = hosted.frame(id), let container = hosted.frame("flow") else { return nil }
        return CGPoint(x: frame.minX - container.minX, y: frame.minY - container.minY)
    }

    func testAFlowLayoutWrapsItsSubviewsIntoRows() throws { try MainActor.assumeIsolated {
        // Given five 60 x 30 items in 200 points, 10 apart: three fit a row (0, 70, 140)
        let model = FlowModel()
        let hosted = HostedContent(FlowScreen(model: model))
        XCTAssertEqual(try XCTUnwrap(hosted.frame("flow")).size, CGSize(width: 200, height: 70))
        XCTAssertEqual(origin("item0", hosted), CGPoint(x: 0, y: 0))
        XCTAssertEqual(origin("item2", hosted), CGPoint(x: 140, y: 0))
        XCTAssertEqual(origin("item3", hosted), CGPoint(x: 0, y: 40))
        XCTAssertEqual(origin("item4", hosted), CGPoint(x: 70, y: 40))

        // When a seventh item comes: a third row
        model.count = 7
        hosted.settle()
        XCTAssertEqual(origin("item6", hosted), CGPoint(x: 0, y: 80))

        // When the AnyLayout switches to a vertical stack: one column, the views kept
        let item3 = hosted.view("item3")
        model.flows = false
        hosted.settle()
        XCTAssertTrue(hosted.view("item3") === item3)
        XCTAssertEqual(origin("item3", hosted), CGPoint(x: 70, y: 90))
    } }

    func testLayoutValuesOrderTheSubviewsAndTheCacheIsMadeOnceThenUpdated() throws { try MainActor.assumeIsolated {
        // Given three views ranked 2, 0, 1
        let counter = RankedColumn.Counter()
        let hosted = HostedContent(RankedColumn(counter: counter) {
            Color.red.frame(width: 40, height: 10).layoutValue(key: RankedColumn.Rank.self, value: 2).accessibilityIdentifier("a")
            Color.green.frame(width: 40, height: 20).layoutValue(key: RankedColumn.Rank.self, value: 0).accessibilityIdentifier("b")
            Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("c").layoutValue(key: RankedColumn.Rank.self, value: 1)
        }.accessibilityIdentifier("column"))
        let column = try XCTUnwrap(hosted.frame("column"))

        // Then they are stacked in rank order: b (20), c (30), a (10)
        XCTAssertEqual(try XCTUnwrap(hosted.frame("b")).minY - column.minY, 0)
        XCTAssertEqual(try XCTUnwrap(hosted.frame("c")).minY - column.minY, 20)
        XCTAssertEqual(try XCTUnwrap(hosted.frame("a")).minY - column.minY, 50)
        XCTAssertEqual(column.size, CGSize(width: 40, height: 60))
        // and the cache was made once
        XCTAssertEqual(counter.makes, 1)
    } }
}
