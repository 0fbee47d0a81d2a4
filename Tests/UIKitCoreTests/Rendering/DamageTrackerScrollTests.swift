import Foundation
import XCTest
@testable import UIKitCore

/// Scrolling by copy: an opaque scroll view that only scrolled by whole pixels
/// moves its pixels, and only the uncovered strip (plus what draws over it) is repainted.
final class DamageTrackerScrollTests: XCTestCase {
    private var window: UIWindow!
    private var scrollView: UIScrollView!
    private var tracker = DamageTracker()

    /// A 400 × 300 window with a white scroll view at (0, 50, 400, 200) holding
    /// 16 rows of 50 points every 60, in alternating colours.
    override func setUp() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
        scrollView = UIScrollView(frame: CGRect(x: 0, y: 50, width: 400, height: 200))
        scrollView.backgroundColor = .white
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentSize = CGSize(width: 400, height: 960)
        for row in 0..<16 {
            let view = UIView(frame: CGRect(x: 0, y: row * 60, width: 400, height: 50))
            view.backgroundColor = row % 2 == 0 ? .red : .blue
            scrollView.addSubview(view)
        }
        window.addSubview(scrollView)
    }

    private func plan(scale: CGFloat = 1) -> (damage: [CGRect], scroll: PixelScroll?)? {
        tracker.plan(for: window, scale: scale, pixelWidth: Int(400 * scale), pixelHeight: Int(300 * scale))
            .map { ($0.damage.rects.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }, $0.scroll) }
    }

    func testAScrollMovesTheVisiblePixelsAndRepaintsOnlyTheUncoveredStrip() {
        // Given the scroll view drawn at offset 0,
        XCTAssertNil(plan())

        // when it scrolls 10 points down its content,
        scrollView.contentOffset = CGPoint(x: 0, y: 10)

        // then its 400 × 190 visible pixels below the first 10 rows move up 10 pixels,
        // and only the 10-pixel strip at its bottom is repainted.
        let result = plan()
        XCTAssertEqual(result?.scroll, PixelScroll(area: CGRect(x: 0, y: 50, width: 400, height: 190), dx: 0, dy: -10))
        XCTAssertEqual(result?.damage, [CGRect(x: 0, y: 240, width: 400, height: 10)])
    }

    func testAtScaleTwoTheMoveIsInDevicePixels() {
        XCTAssertNil(plan(scale: 2))
        scrollView.contentOffset = CGPoint(x: 0, y: 7.5)
        let result = plan(scale: 2)
        XCTAssertEqual(result?.scroll, PixelScroll(area: CGRect(x: 0, y: 100, width: 800, height: 385), dx: 0, dy: -15))
        XCTAssertEqual(result?.damage, [CGRect(x: 0, y: 485, width: 800, height: 15)])
    }

    func testAViewOverTheScrollViewIsRepaintedWhereItWasMovedAndWhereItIs() {
        // Given a badge drawn over the scroll view, at (10, 60, 100, 20),
        let badge = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 20))
        badge.backgroundColor = .green
        window.addSubview(badge)
        XCTAssertNil(plan())

        // when the content scrolls 10 points up (the pixels move down),
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        _ = plan()
        scrollView.contentOffset = CGPoint(x: 0, y: 10)

        // then the strip at the top, and the badge's box (59 ... 81) with its copy 10 pixels lower (69 ... 91), are repainted.
        let result = plan()
        XCTAssertEqual(result?.scroll, PixelScroll(area: CGRect(x: 0, y: 60, width: 400, height: 190), dx: 0, dy: 10))
        XCTAssertEqual(result?.damage, [CGRect(x: 0, y: 50, width: 400, height: 10), CGRect(x: 9, y: 59, width: 102, height: 32)])
    }

    func testAChangedRowInsideIsRepaintedWhereItsOldPixelsWereMovedAndAtItsNewPlace() {
        XCTAssertNil(plan())
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        // The second row (content y 60 ... 110) turns green as the view scrolls: window y 100 ... 150.
        scrollView.subviews[1].backgroundColor = .green
        let result = plan()
        XCTAssertNotNil(result?.scroll)
        // Its old pixels (109 ... 161) moved to 99 ... 151, which is also where it is now.
        XCTAssertEqual(result?.damage, [CGRect(x: 0, y: 99, width: 400, height: 52), CGRect(x: 0, y: 240, width: 400, height: 10)])
    }

    func testNoCopyForAFractionalMoveATranslucentOrARoundedScrollView() {
        XCTAssertNil(plan())
        scrollView.contentOffset = CGPoint(x: 0, y: 0.5)
        XCTAssertNil(plan()?.scroll, "half a pixel")

        scrollView.backgroundColor = UIColor.white.withAlphaComponent(0.5)
        _ = plan()
        scrollView.contentOffset = CGPoint(x: 0, y: 10.5)
        XCTAssertNil(plan()?.scroll, "translucent")

        scrollView.backgroundColor = .white
        scrollView.layer.cornerRadius = 8
        _ = plan()
        scrollView.contentOffset = CGPoint(x: 0, y: 20.5)
        XCTAssertNil(plan()?.scroll, "rounded")
    }
}
