import Foundation
import XCTest
@testable import UIKitCore

/// Scroll indicator insets and the content inset adjustment properties.
final class ScrollInsetsTests: XCTestCase {
    private final class InsetScrollView: UIScrollView {
        var adjustedChanges = 0
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            adjustedChanges += 1
        }
    }

    func testVerticalIndicatorInsetsNarrowTheTrack() {
        // Given a 100-point-tall view over 400 points of content, scrolled to the end
        // (track 100 - 2 × 3 margin = 94; bar 94 × 100/400 = 23.5, at least 36)
        let plain = ScrollIndicator.frame(offset: 300, minimum: 0, maximum: 300,
                                          bounds: CGRect(x: 0, y: 300, width: 50, height: 100),
                                          contentHeight: 400, inset: .zero)
        XCTAssertEqual(plain, CGRect(x: 44, y: 300 + 3 + 94 - 36, width: 3, height: 36))

        // When the indicator is inset 10 from the top, 20 from the bottom and 5 from the right
        let inset = ScrollIndicator.frame(offset: 300, minimum: 0, maximum: 300,
                                          bounds: CGRect(x: 0, y: 300, width: 50, height: 100),
                                          contentHeight: 400, inset: .zero,
                                          indicatorInsets: UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5))

        // Then the track is 64 points (from 313 to 377) and the bar sits 5 points further left
        XCTAssertEqual(inset, CGRect(x: 39, y: 313 + 64 - 36, width: 3, height: 36))
    }

    func testScrollIndicatorInsetsSetsBothAxesAndMovesTheBar() throws {
        // Given a scroll view in a window, scrolled to the top
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 50, height: 400)
        window.addSubview(scrollView)

        // When the deprecated scrollIndicatorInsets is set and the view scrolls
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5)
        scrollView.contentOffset = CGPoint(x: 0, y: 1)

        // Then both axes took it, and the bar starts below the top inset (10 + 3 margin)
        XCTAssertEqual(scrollView.verticalScrollIndicatorInsets, UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5))
        XCTAssertEqual(scrollView.horizontalScrollIndicatorInsets, UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5))
        let bar = try XCTUnwrap(scrollView.verticalIndicator.isHidden ? nil : scrollView.verticalIndicator.frame)
        let expectedY: CGFloat = 1 + 10 + 3 + 28.0 / 300   // offset + inset + margin + (track 64 - bar 36) × 1/300
        XCTAssertEqual(bar.minX, 39)                        // 50 - 5 inset - 3 margin - 3 thickness
        XCTAssertEqual(bar.minY, expectedY, accuracy: 1e-9)
    }

    func testTheAdjustedInsetIsTheContentInsetWhateverTheBehaviour() {
        // Given a scroll view that never adjusts for the safe area
        let scrollView = InsetScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(scrollView.contentInsetAdjustmentBehavior, .automatic)
        scrollView.contentInsetAdjustmentBehavior = .never

        // When its content inset changes twice, once to the same value
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)

        // Then the adjusted inset is the content inset, and the change was announced once
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        XCTAssertEqual(scrollView.adjustedChanges, 1)
        XCTAssertEqual(scrollView.contentInsetAdjustmentBehavior, .never)
    }
}
