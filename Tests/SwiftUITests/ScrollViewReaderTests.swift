import XCTest
@testable import SwiftUI

/// `ScrollViewReader` / `ScrollViewProxy.scrollTo(_:anchor:)`: exact offsets on a
/// 30 x 100-point list in a 390 x 844 window.
final class ScrollViewReaderTests: XCTestCase {
    @MainActor
    final class ProxyBox {
        var proxy: ScrollViewProxy?
        func keep(_ proxy: ScrollViewProxy) -> Bool { self.proxy = proxy; return true }
    }

    struct Rows: View {
        let box: ProxyBox
        var body: some View {
            ScrollViewReader { proxy in
                let _ = box.keep(proxy)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30, id: \.self) { index in
                            Color.red.frame(height: 100).accessibilityIdentifier("row\(index)")
                        }
                        Color.blue.frame(height: 50).id("footer")
                    }
                }
                .accessibilityIdentifier("scroll")
            }
        }
    }

    /// The rows under a 47-point top and 34-point bottom safe area.
    @MainActor private func makeHosted(_ box: ProxyBox) -> HostedContent<Rows> {
        let hosted = HostedContent(Rows(box: box))
        hosted.controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        hosted.settle()
        return hosted
    }

    @MainActor private func scrollView(_ hosted: HostedContent<Rows>) -> UIScrollView { hosted.view("scroll") as! UIScrollView }

    func testAnchorsAlignTheViewWithTheVisibleArea() throws {
        try MainActor.assumeIsolated {
            // Given 3050 points of content under a 47-point top and a 34-point bottom safe area
            let box = ProxyBox()
            let hosted = makeHosted(box)
            let scroll = scrollView(hosted)
            let proxy = try XCTUnwrap(box.proxy)
            // (The scroll view runs under the top safe area, its content inset by it, and stops at the bottom one.)
            XCTAssertEqual(scroll.frame.size, CGSize(width: 390, height: 810))
            XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(scroll.contentOffset.y, -47)
            // When scrolling row 10 (1000...1100) to the top: its top meets the visible top, 47 below the bounds'
            proxy.scrollTo(10, anchor: .top)
            XCTAssertEqual(scroll.contentOffset.y, 1000 - 47)
            // To the centre: the visible area is 810 - 47 = 763; 1050 - 47 - 763 / 2 = 621.5
            proxy.scrollTo(10, anchor: .center)
            XCTAssertEqual(scroll.contentOffset.y, 621.5)
            // To the bottom: 1100 - 810 = 290
            proxy.scrollTo(10, anchor: .bottom)
            XCTAssertEqual(scroll.contentOffset.y, 290)
            // The footer (`.id("footer")`) at the top is clamped to the end: 3050 - 810 = 2240
            proxy.scrollTo("footer", anchor: .top)
            XCTAssertEqual(scroll.contentOffset.y, 2240)
            // Back to row 0 at the top: the start, -47
            proxy.scrollTo(0, anchor: .top)
            XCTAssertEqual(scroll.contentOffset.y, -47)
        }
    }

    func testWithoutAnAnchorItScrollsAsLittleAsShowsTheView() throws {
        try MainActor.assumeIsolated {
            let box = ProxyBox()
            let hosted = makeHosted(box)
            let scroll = scrollView(hosted)
            let proxy = try XCTUnwrap(box.proxy)
            // Given row 5 (500...600) visible at rest (the visible area is 0...763), nothing moves
            proxy.scrollTo(5)
            XCTAssertEqual(scroll.contentOffset.y, -47)
            // When asking for row 12 (1200...1300): its bottom meets the visible bottom, 1300 - 763 - 47 = 490
            proxy.scrollTo(12)
            XCTAssertEqual(scroll.contentOffset.y, 490)
            // Then row 2 (200...300), above: its top meets the visible top, 200 - 47 = 153
            proxy.scrollTo(2)
            XCTAssertEqual(scroll.contentOffset.y, 153)
            // An unknown id does nothing
            proxy.scrollTo("nowhere")
            hosted.settle()
            XCTAssertEqual(scroll.contentOffset.y, 153)
        }
    }

    func testInsideWithAnimationTheScrollAnimates() throws {
        try MainActor.assumeIsolated {
            let box = ProxyBox()
            let hosted = makeHosted(box)
            let scroll = scrollView(hosted)
            let proxy = try XCTUnwrap(box.proxy)
            // When scrolling to row 20 inside withAnimation
            withAnimation { proxy.scrollTo(20, anchor: .top) }
            // Then the offset is on its way after 0.1 s, and at 2000 - 47 when the animation ends
            hosted.host.advance(by: 0.1)
            XCTAssertGreaterThan(scroll.contentOffset.y, -47)
            XCTAssertLessThan(scroll.contentOffset.y, 1953)
            hosted.settle()
            XCTAssertEqual(scroll.contentOffset.y, 1953)
        }
    }
}
