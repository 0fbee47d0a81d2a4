import XCTest
@testable import UIKitCore

final class UIScrollViewDraggingTests: XCTestCase {
    func testSlowDragMovesTheContentExactlyAsFarAsThePointer() {
        // Given a scroll view at the top
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()

        // When the pointer drags 300 points up slowly and rests before the release
        driver.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 200), duration: 1, pause: 0.1)
        driver.runUntilIdle()

        // Then the content moved 300 points, no momentum
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testOverscrollDragFollowsTheRubberBand() {
        // Given a scroll view 600 points tall at the top
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView(height: 600)

        // When the pointer pulls the content down past the top edge
        driver.down(CGPoint(x: 195, y: 100))
        var offsets: [CGFloat] = []
        for pull in [50, 200, 400] as [CGFloat] {
            driver.advance(by: 0.05)
            driver.move(CGPoint(x: 195, y: 100 + pull))
            offsets.append(scrollView.contentOffset.y)
        }

        // Then each offset is the rubber band of the pull (d = 600, c = 0.55)
        XCTAssertEqual(offsets[0], -rubberBand(offset: 50, dimension: 600), accuracy: 1e-9)
        XCTAssertEqual(offsets[1], -rubberBand(offset: 200, dimension: 600), accuracy: 1e-9)
        XCTAssertEqual(offsets[2], -rubberBand(offset: 400, dimension: 600), accuracy: 1e-9)
        // b(400) = (1 - 1 / (400 · 0.55 / 600 + 1)) · 600
        XCTAssertEqual(offsets[2], -160.9756, accuracy: 0.0001)
        XCTAssertEqual(offsets[0], -26.2948, accuracy: 0.0001)
    }

    func testReleasePastTheEdgeSpringsBackExactlyOntoTheEdge() {
        // Given content pulled 300 points down past the top, held still
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        driver.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 400), duration: 0.5, pause: 0.1)
        let released = scrollView.contentOffset.y

        // When time passes
        driver.advance(by: 0.1)
        let midway = scrollView.contentOffset.y
        driver.runUntilIdle()

        // Then it moved back towards the top and rests exactly on it
        XCTAssertEqual(released, -rubberBand(offset: 300, dimension: 600), accuracy: 1e-9)
        XCTAssertGreaterThan(midway, released)
        XCTAssertLessThan(midway, 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testDecelerationDistanceMatchesTheFormula() {
        for (distance, duration) in [(100.0, 0.2), (200.0, 0.2), (300.0, 0.1)] as [(CGFloat, TimeInterval)] {
            // Given a tall scroll view and a drag at a constant speed (500, 1000, 3000 points/s)
            let driver = ScrollTestDriver()
            let scrollView = driver.makeScrollView(contentHeight: 100_000)
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder

            // When the pointer is released while moving, and everything settles
            driver.drag(from: CGPoint(x: 195, y: 550), to: CGPoint(x: 195, y: 550 - distance), duration: duration)
            driver.runUntilIdle()

            // Then the content travelled -v / (1000 ln 0.998) past the release point, within 1 point
            let velocity = recorder.endVelocities[0].y * 1000
            XCTAssertEqual(velocity, distance / CGFloat(duration), accuracy: distance / CGFloat(duration) * 0.001)
            let expected = -velocity / (1000 * CGFloat(log(0.998)))
            let travelled = scrollView.contentOffset.y - recorder.releaseOffsets[0].y
            XCTAssertEqual(travelled, expected, accuracy: 1, "release at \(velocity) points/s")
        }
    }

    func testWillEndDraggingReportsPointsPerMillisecond() {
        // Given a scroll view with a delegate
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder

        // When the pointer flicks up at 1000 points per second
        driver.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300), duration: 0.2)

        // Then the delegate hears +1 point per millisecond (offset increasing)
        XCTAssertEqual(recorder.endVelocities.count, 1)
        XCTAssertEqual(recorder.endVelocities[0].y, 1.0, accuracy: 0.001)
        XCTAssertEqual(recorder.endVelocities[0].x, 0)
        // and the natural target: release offset + 1000 / (1000 · -ln 0.998) ≈ +499.5, whole points
        XCTAssertEqual(recorder.targets[0].y, recorder.releaseOffsets[0].y + 499.5, accuracy: 0.5)
    }

    func testDelegateCallOrderForAFling() {
        // Given a scroll view with a recording delegate
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder

        // When the user flings and the content comes to rest
        driver.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300), duration: 0.2)
        driver.runUntilIdle()

        // Then the calls come in UIKit's order
        XCTAssertEqual(recorder.events, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                         "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    func testDelegateCanMoveTheRestingPlace() {
        // Given a delegate that wants the fling to stop at 1000
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        recorder.targetOverride = CGPoint(x: 0, y: 1000)
        scrollView.delegate = recorder

        // When the user flings
        driver.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300), duration: 0.2)
        driver.runUntilIdle()

        // Then the content comes to rest exactly there
        XCTAssertEqual(scrollView.contentOffset.y, 1000)
    }

    func testFlingIntoTheEdgeBouncesAndRestsOnIt() {
        // Given content 1000 tall in a 600 view, 50 points from the bottom
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView(contentHeight: 1000)
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        var maximum: CGFloat = 0
        scrollView.onScrollFrame = { maximum = max(maximum, $0.contentOffset.y) }

        // When the user flings up at 3000 points/s
        driver.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 200), duration: 0.1)
        driver.runUntilIdle()

        // Then it overshoots the bottom (400) and springs back exactly onto it
        XCTAssertGreaterThan(maximum, 400)
        XCTAssertEqual(scrollView.contentOffset.y, 400)
    }

    func testPressDuringDecelerationStopsItAtOnce() {
        // Given a fling in progress
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        driver.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300), duration: 0.2)
        driver.advance(by: 0.3)
        XCTAssertTrue(scrollView.isDecelerating)
        let stoppedAt = scrollView.contentOffset

        // When the button goes down and is held, then released
        driver.down(CGPoint(x: 195, y: 300))
        driver.advance(by: 0.2)
        let whileHeld = scrollView.contentOffset
        driver.up(CGPoint(x: 195, y: 300))
        driver.runUntilIdle()

        // Then the content stopped where it was when pressed
        XCTAssertEqual(whileHeld, stoppedAt)
        XCTAssertEqual(scrollView.contentOffset, stoppedAt)
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testContentThatFitsDoesNotDragUnlessAlwaysBounceVertical() {
        // Given content shorter than the view
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView(contentHeight: 300)

        // When dragged
        driver.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 100), duration: 0.3, pause: 0.1)
        let withoutBounce = scrollView.contentOffset.y
        scrollView.alwaysBounceVertical = true
        driver.down(CGPoint(x: 195, y: 200))
        driver.advance(by: 0.1)
        driver.move(CGPoint(x: 195, y: 100))
        let withBounce = scrollView.contentOffset.y

        // Then only alwaysBounceVertical lets it move (on the rubber band, max offset 0)
        XCTAssertEqual(withoutBounce, 0)
        XCTAssertEqual(withBounce, rubberBand(offset: 100, dimension: 600), accuracy: 1e-9)
    }
}
