import XCTest
@testable import UIKitCore

final class UIScrollViewScrollEnabledTests: XCTestCase {
    func testDisabledScrollViewIgnoresDragWheelAndKeys() {
        // Given a focused scroll view at 500, then disabled
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        XCTAssertTrue(scrollView.becomeFirstResponder())
        scrollView.isScrollEnabled = false

        // When the user drags, flings, wheels and presses keys
        driver.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 200), duration: 0.2)
        driver.wheel(40, at: CGPoint(x: 195, y: 300))
        driver.wheel(25, at: CGPoint(x: 195, y: 300), precise: true)
        driver.key(.keyboardPageDown)
        driver.key(.keyboardEnd)
        driver.runUntilIdle()

        // Then nothing moved
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 500))
        XCTAssertFalse(scrollView.isDragging)
    }

    func testEnablingAgainRestoresScrolling() {
        // Given a scroll view disabled then enabled again
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        scrollView.isScrollEnabled = false
        scrollView.isScrollEnabled = true

        // When the user drags slowly and wheels
        driver.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 400), duration: 0.5, pause: 0.1)
        driver.wheel(40, at: CGPoint(x: 195, y: 300))
        driver.runUntilIdle()

        // Then both scrolled
        XCTAssertEqual(scrollView.contentOffset.y, 140)
    }

    func testDisablingStopsADecelerationWhereItIs() {
        // Given a fling in progress
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        driver.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300), duration: 0.2)
        driver.advance(by: 0.25)
        let frozen = scrollView.contentOffset

        // When scrolling is disabled and time passes
        scrollView.isScrollEnabled = false
        driver.runUntilIdle()

        // Then the offset stayed exactly where it was, without a didEndDecelerating
        XCTAssertEqual(scrollView.contentOffset, frozen)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertFalse(recorder.events.contains("didEndDecelerating"))
    }

    func testDisablingDuringADragEndsTheDragWithoutMomentum() {
        // Given a drag in progress
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        driver.down(CGPoint(x: 195, y: 500))
        for step in 1...6 {
            driver.advance(by: driver.frameDuration)
            driver.move(CGPoint(x: 195, y: 500 - CGFloat(step) * 20))
        }
        let frozen = scrollView.contentOffset

        // When scrolling is disabled mid-drag and the pointer keeps moving, then lifts
        scrollView.isScrollEnabled = false
        driver.advance(by: driver.frameDuration)
        driver.move(CGPoint(x: 195, y: 300))
        driver.up(CGPoint(x: 195, y: 300))
        driver.runUntilIdle()

        // Then the offset stayed where the drag had put it
        XCTAssertEqual(frozen.y, 120)
        XCTAssertEqual(scrollView.contentOffset, frozen)
        XCTAssertFalse(scrollView.isDragging)
    }

    func testResizeWhileDisabledKeepsTheOffsetUnlessOutOfRange() {
        // Given a disabled scroll view at 500
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        scrollView.isScrollEnabled = false

        // When its size and content size change, keeping 500 in range
        scrollView.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
        scrollView.contentSize = CGSize(width: 390, height: 5000)
        driver.runUntilIdle()
        let kept = scrollView.contentOffset

        // and then the content shrinks below it
        scrollView.contentSize = CGSize(width: 390, height: 800)
        driver.runUntilIdle()

        // Then the offset is exactly kept, and only clamped when out of range
        XCTAssertEqual(kept, CGPoint(x: 0, y: 500))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 400))
    }

    func testSettleIntoRangeSpringsAFrozenOverscrollBack() {
        // Given a scroll view pulled past the top, then disabled and enabled again
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        driver.down(CGPoint(x: 195, y: 100))
        driver.advance(by: 0.1)
        driver.move(CGPoint(x: 195, y: 200))
        scrollView.isScrollEnabled = false
        driver.up(CGPoint(x: 195, y: 200))
        driver.runUntilIdle()
        let frozen = scrollView.contentOffset.y
        scrollView.isScrollEnabled = true

        // When the presentation asks it to settle
        scrollView.settleIntoRange()
        driver.runUntilIdle()

        // Then it had stayed banded while frozen and now rests on the edge
        XCTAssertEqual(frozen, -rubberBand(offset: 100, dimension: 600), accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }
}
