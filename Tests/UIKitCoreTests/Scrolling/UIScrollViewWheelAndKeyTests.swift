import XCTest
@testable import UIKitCore

final class UIScrollViewWheelAndKeyTests: XCTestCase {
    func testWheelNotchAnimatesAndEndsExactlyFortyPointsOn() {
        // Given a scroll view at the top
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()

        // When one wheel notch of 40 points arrives
        driver.wheel(40, at: CGPoint(x: 195, y: 300))
        var frames: [CGFloat] = []
        for _ in 0..<20 {
            driver.advance(by: driver.frameDuration)
            frames.append(scrollView.contentOffset.y)
        }

        // Then the offset passes through intermediate values, increasing, and ends on exactly 40
        let between = frames.filter { $0 > 0 && $0 < 40 }
        XCTAssertGreaterThanOrEqual(between.count, 5)
        XCTAssertEqual(frames, frames.sorted())
        XCTAssertEqual(frames.last, 40)
        XCTAssertGreaterThan(frames[0], 40 * 0.1, "ease-out: the first frame already moves noticeably")
    }

    func testSuccessiveNotchesAccumulate() {
        // Given a notch in flight
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        driver.wheel(40, at: CGPoint(x: 195, y: 300))
        driver.advance(by: 2 * driver.frameDuration)

        // When two more notches arrive before it ends
        driver.wheel(40, at: CGPoint(x: 195, y: 300))
        driver.wheel(40, at: CGPoint(x: 195, y: 300))
        driver.runUntilIdle()

        // Then the content ends three notches down
        XCTAssertEqual(scrollView.contentOffset.y, 120)
    }

    func testWheelStopsAtTheEdgeWithoutRubberBand() {
        // Given content 1000 tall in a 600 view, at 390 (max 400)
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView(contentHeight: 1000)
        scrollView.contentOffset = CGPoint(x: 0, y: 390)

        // When a notch scrolls down, and another up at the top
        driver.wheel(40, at: CGPoint(x: 195, y: 300))
        driver.runUntilIdle()
        let bottom = scrollView.contentOffset.y
        scrollView.contentOffset = .zero
        driver.wheel(-40, at: CGPoint(x: 195, y: 300))
        driver.runUntilIdle()

        // Then the offsets stop at the edges
        XCTAssertEqual(bottom, 400)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testPreciseDeltasScrollDirectlyAndBandPastTheEdge() {
        // Given a scroll view at the top
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()

        // When touchpad deltas arrive: 10 down, then 110 up (100 past the top)
        driver.wheel(10, at: CGPoint(x: 195, y: 300), precise: true)
        let afterFirst = scrollView.contentOffset.y
        driver.advance(by: 0.016)
        driver.wheel(-110, at: CGPoint(x: 195, y: 300), precise: true)
        let banded = scrollView.contentOffset.y
        driver.runUntilIdle()

        // Then the first moved at once, the second follows the rubber band, then springs back to 0
        XCTAssertEqual(afterFirst, 10)
        XCTAssertEqual(banded, -rubberBand(offset: 100, dimension: 600), accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testKeyboardScrollsOnceClicked() {
        // Given a clicked (focused) scroll view 600 tall with 10000 of content
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        driver.click(CGPoint(x: 195, y: 300))
        XCTAssertTrue(scrollView.isFirstResponder)

        // When keys are pressed
        driver.key(.keyboardPageDown)
        driver.runUntilIdle()
        let pageDown = scrollView.contentOffset.y
        driver.key(.keyboardDownArrow)
        driver.runUntilIdle()
        let arrow = scrollView.contentOffset.y
        driver.key(.keyboardEnd)
        driver.runUntilIdle()
        let end = scrollView.contentOffset.y
        driver.key(.keyboardHome)
        driver.runUntilIdle()

        // Then Page Down moves a page minus 40 of overlap, ↓ 40, End/Home to the ends
        XCTAssertEqual(pageDown, 560)
        XCTAssertEqual(arrow, 600)
        XCTAssertEqual(end, 9400)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testSetContentOffsetAnimatedEndsOnTheTargetAndTellsTheDelegate() {
        // Given a scroll view with a delegate
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder

        // When an animated offset change runs
        scrollView.setContentOffset(CGPoint(x: 0, y: 333), animated: true)
        driver.advance(by: 0.1)
        let midway = scrollView.contentOffset.y
        driver.runUntilIdle()

        // Then it passed in between and ended exactly on the target
        XCTAssertGreaterThan(midway, 0)
        XCTAssertLessThan(midway, 333)
        XCTAssertEqual(scrollView.contentOffset.y, 333)
        XCTAssertEqual(recorder.events.last, "didEndScrollingAnimation")
    }
}
