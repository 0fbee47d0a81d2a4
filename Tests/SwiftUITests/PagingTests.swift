import XCTest
import Observation
@testable import SwiftUI

private struct PagedScreen: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { index in
                    Color(white: Double(index) / 5).frame(width: 200, height: 200)
                }
            }
        }
        .scrollTargetBehavior(.paging)
        .frame(width: 200, height: 200)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@Observable
final class PositionModel { var id: Int? }

private struct AlignedScreen: View {
    let position: Binding<Int?>
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { index in
                    Color(white: Double(index) / 10).frame(width: 80, height: 100)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: position)
        .frame(width: 200, height: 100)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Paging snaps as `UIScrollView.isPagingEnabled` does; view-aligned scrolling rests on
/// a view's leading edge; `scrollPosition(id:)` follows and drives the scroll view.
final class PagingTests: XCTestCase {
    @MainActor private func scrollView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView { return scrollView }
        for subview in view.subviews { if let found = scrollView(in: subview) { return found } }
        return nil
    }

    func testPagingSnapsToTheNearestPageOrTheNextOnAFlick() { MainActor.assumeIsolated {
        let hosted = HostedContent(PagedScreen())
        guard let scrollView = scrollView(in: hosted.host.window) else { return XCTFail("no scroll view") }
        XCTAssertTrue(scrollView.isPagingEnabled)
        let frame = scrollView.convert(scrollView.bounds, to: hosted.host.window)
        let y = frame.midY
        // Given a slow drag of 60 points (under half a page), it goes back to page 0;
        hosted.host.drag(from: CGPoint(x: frame.minX + 150, y: y), to: CGPoint(x: frame.minX + 90, y: y), duration: 1, pauseBeforeRelease: 0.2)
        hosted.settle()
        XCTAssertEqual(scrollView.contentOffset.x, 0)
        // a slow drag of 140 points (past half) rests on page 1 (200);
        hosted.host.drag(from: CGPoint(x: frame.minX + 180, y: y), to: CGPoint(x: frame.minX + 40, y: y), duration: 1, pauseBeforeRelease: 0.2)
        hosted.settle()
        XCTAssertEqual(scrollView.contentOffset.x, 200)
        // and a quick flick of 40 points turns one page on (400), not further.
        hosted.host.drag(from: CGPoint(x: frame.minX + 120, y: y), to: CGPoint(x: frame.minX + 80, y: y), duration: 0.05)
        hosted.settle()
        XCTAssertEqual(scrollView.contentOffset.x, 400)
    } }

    func testViewAlignedRestsOnAViewEdgeAndScrollPositionFollows() { MainActor.assumeIsolated {
        // Given 80-point views in a 200-point view-aligned scroll view bound to a position,
        let model = PositionModel()
        let binding = Binding<Int?>(get: { model.id }, set: { model.id = $0 })
        let hosted = HostedContent(AlignedScreen(position: binding))
        guard let scrollView = scrollView(in: hosted.host.window) else { return XCTFail("no scroll view") }
        let frame = scrollView.convert(scrollView.bounds, to: hosted.host.window)
        let y = frame.midY
        // when dragged slowly by 100 points, it rests on the nearest view edge (80),
        hosted.host.drag(from: CGPoint(x: frame.minX + 150, y: y), to: CGPoint(x: frame.minX + 50, y: y), duration: 1, pauseBeforeRelease: 0.2)
        hosted.settle()
        XCTAssertEqual(scrollView.contentOffset.x, 80)
        // and the position is the first view not scrolled past: 1;
        XCTAssertEqual(model.id, 1)
        // when the position is set to 5, the scroll view scrolls view 5 to its leading edge (400).
        model.id = 5
        hosted.settle()
        XCTAssertEqual(scrollView.contentOffset.x, 400)
        XCTAssertEqual(model.id, 5)
    } }
}
