import XCTest
import Observation
@testable import SwiftUI

@Observable
final class GridItemsModel {
    var ids = [1, 2, 3]
}

/// A cell with state of its own: a counter its button increments.
struct CountingCell: View {
    let id: Int
    @State private var count = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("+") { count += 1 }.accessibilityIdentifier("plus\(id)")
            Text("\(id): \(count)").accessibilityIdentifier("count\(id)")
        }
        .frame(width: 90, height: 40)
        .accessibilityIdentifier("cell\(id)")
    }
}

struct CountingGrid: View {
    let model: GridItemsModel
    var body: some View {
        LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 10) {
            ForEach(model.ids, id: \.self) { id in
                CountingCell(id: id).transition(.opacity).accessibilityIdentifier("slot\(id)")
            }
        }
        .accessibilityIdentifier("grid")
    }
}

/// Lazy grids keep each child's identity and state by id, animate insertions with
/// their transition, and pin section headers while their section scrolls.
final class LazyContainerBehaviourTests: XCTestCase {
    func testStateStaysWithItsIdWhenCellsMoveAndInsertionsFadeIn() throws {
        try MainActor.assumeIsolated {
            // Given three counting cells in two 100-point columns, the second tapped twice
            let model = GridItemsModel()
            let hosted = HostedContent(CountingGrid(model: model))
            hosted.tap("plus2")
            hosted.tap("plus2")
            XCTAssertEqual((hosted.view("count2") as? UILabel)?.text, "2: 2")
            XCTAssertEqual(hosted.frame("cell2", in: "grid")?.origin, CGPoint(x: 113, y: 0))
            // When 0 is inserted first, in a 1-second linear animation
            withAnimation(.linear(duration: 1)) { model.ids.insert(0, at: 0) }
            hosted.host.advance(by: 0)
            hosted.host.advance(by: 0.5)
            // Then the new cell fades in (half-way at 0.5 s) and cell 2 keeps its count in its new place
            let inserted = try XCTUnwrap(hosted.view("slot0"))
            XCTAssertEqual(Double(inserted.layer.presented.alpha), 0.5, accuracy: 1e-9)
            hosted.settle()
            XCTAssertEqual((hosted.view("count2") as? UILabel)?.text, "2: 2")
            XCTAssertEqual((hosted.view("count1") as? UILabel)?.text, "1: 0")
            XCTAssertEqual(hosted.frame("cell2", in: "grid")?.origin, CGPoint(x: 5, y: 50))
            XCTAssertEqual(hosted.frame("cell0", in: "grid")?.origin, CGPoint(x: 5, y: 0))
            // When 2 is removed and put back, it is a new cell: its state starts over
            model.ids.removeAll { $0 == 2 }
            hosted.settle()
            XCTAssertNil(hosted.view("cell2"))
            model.ids.append(2)
            hosted.settle()
            XCTAssertEqual((hosted.view("count2") as? UILabel)?.text, "2: 0")
        }
    }

    struct PinnedSections: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<2, id: \.self) { section in
                        Section {
                            ForEach(0..<10, id: \.self) { row in
                                Color.red.frame(height: 50)
                            }
                        } header: {
                            Color.gray.frame(height: 30).accessibilityIdentifier("header\(section)")
                        }
                    }
                }
            }
            .accessibilityIdentifier("scroll")
        }
    }

    func testPinnedHeadersStayAtTheTopUntilTheNextSectionPushesThemOut() throws {
        try MainActor.assumeIsolated {
            // Given two sections of a 30-point header and ten 50-point rows: section 0 runs from
            // 0 to 530, section 1 from 530 to 1060 (content coordinates)
            let hosted = HostedContent(PinnedSections())
            let scroll = try XCTUnwrap(hosted.view("scroll") as? UIScrollView)
            @MainActor func header(_ index: Int) -> CGFloat? { hosted.view("header\(index)").map { $0.convert($0.bounds, to: scroll).minY } }
            XCTAssertEqual(header(0), 0)
            XCTAssertEqual(header(1), 530)
            // When scrolled 200 down, header 0 stays at the visible top (y 200), drawn over the rows
            scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
            XCTAssertEqual(header(0), 200)
            XCTAssertEqual(hosted.view("header0")?.layer.zPosition, 1)
            XCTAssertEqual(header(1), 530)
            // At 520 the next header pushes it up: it ends where its section does (530 - 30)
            scroll.setContentOffset(CGPoint(x: 0, y: 520), animated: false)
            XCTAssertEqual(header(0), 500)
            XCTAssertEqual(header(1), 530)
            // At 600 header 1 is pinned in turn
            scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
            XCTAssertEqual(header(1), 600)
            // Back at the top both are where the layout put them
            scroll.setContentOffset(.zero, animated: false)
            XCTAssertEqual(header(0), 0)
            XCTAssertEqual(hosted.view("header0")?.layer.zPosition, 0)
            XCTAssertEqual(header(1), 530)
        }
    }
}
