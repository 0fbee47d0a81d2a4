import Foundation
import XCTest
@testable import UIKitCore

/// The host's pointer calls (`UIWindow.pointerDown/Moved/Up/Cancelled`) mapped to touch phases.
final class FoundationTouchDeliveryTests: XCTestCase {
    private var window: UIWindow!
    private var target: FoundationTouchRecordingView!

    override func setUp() {
        super.setUp()
        window = makeFoundationWindow()
        target = FoundationTouchRecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(target)
    }

    func testAPressMoveReleaseReachesTheHitViewInOrderWithLocalLocations() {
        // Given the target at (100, 100)
        // When the pointer goes down in it, moves, and is released outside it
        window.pointerDown(at: CGPoint(x: 110, y: 120), timestamp: 1)
        window.pointerMoved(to: CGPoint(x: 130, y: 150), timestamp: 1.05)
        window.pointerUp(at: CGPoint(x: 300, y: 310), timestamp: 1.1)

        // Then it saw began, moved and ended with the phase set and locations in its own space
        XCTAssertEqual(target.records, [
            .init(callback: "began", phase: .began, location: CGPoint(x: 10, y: 20), tapCount: 1),
            .init(callback: "moved", phase: .moved, location: CGPoint(x: 30, y: 50), tapCount: 1),
            .init(callback: "ended", phase: .ended, location: CGPoint(x: 200, y: 210), tapCount: 1),
        ])
    }

    func testTheTouchStaysWithTheViewItBeganOn() {
        // Given a second view next to the target
        let other = FoundationTouchRecordingView(frame: CGRect(x: 250, y: 100, width: 100, height: 100))
        window.addSubview(other)

        // When a drag starts on the target and ends over the other view
        window.pointerDown(at: CGPoint(x: 150, y: 150), timestamp: 1)
        window.pointerMoved(to: CGPoint(x: 260, y: 150), timestamp: 1.05)
        window.pointerUp(at: CGPoint(x: 260, y: 150), timestamp: 1.1)

        // Then the other view never hears about it
        XCTAssertEqual(target.callbacks, ["began", "moved", "ended"])
        XCTAssertEqual(other.callbacks, [])
    }

    func testALostPointerCancelsTheTouch() {
        // Given a touch in progress
        window.pointerDown(at: CGPoint(x: 150, y: 150), timestamp: 1)

        // When the host loses the pointer, and a late release arrives
        window.pointerCancelled(timestamp: 1.2)
        window.pointerUp(at: CGPoint(x: 150, y: 150), timestamp: 1.3)

        // Then the view saw began then cancelled, and nothing after
        XCTAssertEqual(target.callbacks, ["began", "cancelled"])
        XCTAssertEqual(target.records.last?.phase, .cancelled)
    }

    func testMovingWithoutAButtonDownDeliversNoTouches() {
        // Given no button down
        // When the pointer hovers over the target
        window.pointerMoved(to: CGPoint(x: 150, y: 150), timestamp: 1)
        window.pointerMoved(to: CGPoint(x: 160, y: 150), timestamp: 1.1)

        // Then no touch callbacks arrive, but the view is hovered
        XCTAssertEqual(target.callbacks, [])
        XCTAssertTrue(target.isHovered)
    }

    func testASecondPressWithinTheIntervalIsADoubleClick() {
        // Given one click on the target
        window.pointerDown(at: CGPoint(x: 150, y: 150), timestamp: 1)
        window.pointerUp(at: CGPoint(x: 150, y: 150), timestamp: 1.05)

        // When it is pressed again 0.3 s after the first press, 2 points away
        window.pointerDown(at: CGPoint(x: 152, y: 150), timestamp: 1.3)
        window.pointerUp(at: CGPoint(x: 152, y: 150), timestamp: 1.35)

        // Then the second touch has tapCount 2
        XCTAssertEqual(target.records.map(\.tapCount), [1, 1, 2, 2])
    }

    func testATripleClickCountsThree() {
        // Given two quick clicks
        for time in [1.0, 1.2] {
            window.pointerDown(at: CGPoint(x: 150, y: 150), timestamp: time)
            window.pointerUp(at: CGPoint(x: 150, y: 150), timestamp: time + 0.05)
        }

        // When a third one follows quickly
        window.pointerDown(at: CGPoint(x: 150, y: 150), timestamp: 1.4)

        // Then it counts three
        XCTAssertEqual(target.records.last?.tapCount, 3)
    }

    func testASlowOrDistantSecondPressIsASingleClick() {
        // Given one click
        window.pointerDown(at: CGPoint(x: 150, y: 150), timestamp: 1)
        window.pointerUp(at: CGPoint(x: 150, y: 150), timestamp: 1.05)

        // When pressed again 0.4 s later, then quickly again 20 points away
        window.pointerDown(at: CGPoint(x: 150, y: 150), timestamp: 1.4)
        window.pointerUp(at: CGPoint(x: 150, y: 150), timestamp: 1.45)
        window.pointerDown(at: CGPoint(x: 170, y: 150), timestamp: 1.5)

        // Then each counts one
        XCTAssertEqual(target.records.map(\.tapCount), [1, 1, 1, 1, 1])
    }

    func testTouchTimestampsComeFromTheHost() {
        // Given a recording of timestamps
        final class TimestampView: UIView {
            var times: [TimeInterval] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { times.append(touches.first!.timestamp) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { times.append(event!.timestamp) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { times.append(touches.first!.timestamp) }
        }
        let view = TimestampView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)

        // When a press, move and release arrive at 2.0, 2.25 and 2.5
        window.pointerDown(at: CGPoint(x: 10, y: 10), timestamp: 2.0)
        window.pointerMoved(to: CGPoint(x: 20, y: 10), timestamp: 2.25)
        window.pointerUp(at: CGPoint(x: 20, y: 10), timestamp: 2.5)

        // Then the touch and the event carry those times
        XCTAssertEqual(view.times, [2.0, 2.25, 2.5])
    }
}
