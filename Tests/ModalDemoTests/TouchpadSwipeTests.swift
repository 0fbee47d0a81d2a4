import UIKit
import XCTest
@testable import ModalDemoKit
@testable import UIKitCore

/// Touchpads on the virtual clock: two-finger swipes over a sheet drag it
/// as the mouse does (iPadOS trackpad behaviour), the release velocity deciding; a
/// swipe over content at its top hands over to the sheet; the list keeps its
/// momentum after the fingers lift.
final class TouchpadSwipeTests: XCTestCase {
    /// `count` precise deltas of `dy` points at `point`, one every `interval` seconds
    /// (natural scrolling: fingers moving down send negative deltas).
    private func swipe(_ demo: DemoHarness, dy: CGFloat, count: Int, interval: TimeInterval, at point: CGPoint) {
        for _ in 0..<count {
            demo.host.scroll(by: CGVector(dx: 0, dy: dy), at: point, precise: true)
            demo.host.advance(by: interval)
        }
    }

    /// The fingers lift: X11 says nothing, so the gesture ends after 60 ms of silence;
    /// then everything settles.
    private func lift(_ demo: DemoHarness) {
        demo.host.advance(by: UIScrollView.preciseScrollEndDelay + 1.0 / 60)
        demo.host.runUntilIdle()
    }

    private func openEditSheet() -> DemoHarness {
        let demo = DemoHarness()
        demo.openRow(0)
        XCTAssertNotNil(demo.editSheet)
        return demo
    }

    func testAQuickTwoFingerSwipeDownDismissesTheSheet() {
        // Given the edit sheet at rest
        let demo = openEditSheet()
        let restingTop = demo.cardTop
        let bar = CGPoint(x: 195, y: restingTop + 22)

        // When the fingers swipe down 20 points every 8 ms, six times (2500 pt/s), and lift
        swipe(demo, dy: -20, count: 6, interval: 0.008, at: bar)
        let followed = demo.cardTop - restingTop
        lift(demo)

        // Then the sheet followed the fingers 1:1 and the release velocity dismissed it
        XCTAssertEqual(followed, 120, accuracy: 0.001)
        XCTAssertNil(demo.editSheet)
        XCTAssertEqual(demo.events(named: "didDismiss").count, 1)
    }

    func testASlowSwipeSpringsBackToTheDetent() {
        // Given the edit sheet at rest
        let demo = openEditSheet()
        let restingTop = demo.cardTop
        let bar = CGPoint(x: 195, y: restingTop + 22)

        // When the fingers move 60 points slowly (2 points every 16 ms) and lift
        swipe(demo, dy: -2, count: 30, interval: 0.016, at: bar)
        lift(demo)

        // Then the sheet springs back: still up, at its detent
        XCTAssertNotNil(demo.editSheet)
        XCTAssertEqual(demo.cardTop, restingTop, accuracy: 0.001)
        XCTAssertEqual(demo.events(named: "dismissCancelled").count, 1)
    }

    func testTheSwipeStaysWithTheSheetWhenTheContentMovesAwayFromUnderThePointer() {
        // Given the edit sheet, the pointer on its navigation bar 40 points below the top
        let demo = openEditSheet()
        let restingTop = demo.cardTop
        let bar = CGPoint(x: 195, y: restingTop + 40)

        // When a swipe moves the sheet 200 points down (the bar leaves the pointer,
        // which is now over the dimming), slowly, then the fingers go back up 200
        swipe(demo, dy: -10, count: 20, interval: 0.016, at: bar)
        let down = demo.cardTop - restingTop
        swipe(demo, dy: 10, count: 20, interval: 0.016, at: bar)
        let back = demo.cardTop - restingTop
        lift(demo)

        // Then the whole swipe moved the sheet, there and back, and it stays
        XCTAssertEqual(down, 200, accuracy: 0.001)
        XCTAssertEqual(back, 0, accuracy: 0.001)
        XCTAssertNotNil(demo.editSheet)
    }

    func testALockedSheetStretchesAndAsksWhenSwiped() {
        // Given an edited (locked) form
        let demo = openEditSheet()
        demo.host.type("x")
        demo.host.runUntilIdle()
        let restingTop = demo.cardTop
        XCTAssertTrue(demo.form?.isModalInPresentation ?? false)

        // When a quick swipe pulls it down
        swipe(demo, dy: -20, count: 6, interval: 0.008, at: CGPoint(x: 195, y: restingTop + 22))
        let stretched = demo.cardTop - restingTop
        lift(demo)

        // Then it stretched less than the fingers moved, reported the attempt and asks
        XCTAssertGreaterThan(stretched, 0)
        XCTAssertLessThan(stretched, 120)
        XCTAssertEqual(demo.events(named: "didAttemptToDismiss").count, 1)
        XCTAssertEqual(demo.alert?.title, "Discard changes?")
        XCTAssertNotNil(demo.editSheet)
    }

    func testOverTheInfoSheetsListASwipeUpGrowsTheSheetAndASwipeDownAtTheTopMovesIt() throws {
        // Given the Info sheet (its list at the top) at its medium detent
        let demo = DemoHarness()
        demo.app.present("sheet", animated: false)
        demo.host.runUntilIdle()
        let list = try XCTUnwrap(demo.view("info-list") as? UIScrollView)
        let sheet = try XCTUnwrap(demo.view("sheet"))
        func top() -> CGFloat { sheet.convert(sheet.bounds, to: nil).minY }
        let medium = top()
        // (a point near the list's top: at the medium detent its lower half is off screen)
        func overList() -> CGPoint {
            let frame = demo.frame(of: "info-list")
            return CGPoint(x: frame.midX, y: frame.minY + 40)
        }

        // When the fingers swipe up over the list: the sheet grows to its large detent
        // first (prefersScrollingExpandsWhenScrolledToEdge), the list stays at its top
        swipe(demo, dy: 30, count: 10, interval: 0.016, at: overList())
        lift(demo)
        let large = top()
        XCTAssertLessThan(large, medium - 100, "the sheet grew")
        XCTAssertEqual(list.contentOffset.y, 0)

        // And at the large detent a swipe up is the content's (six rows: nothing to
        // scroll): the sheet stays where it is
        swipe(demo, dy: 8, count: 5, interval: 0.016, at: overList())
        lift(demo)
        XCTAssertEqual(top(), large)

        // And with the list back at its top, a swipe down over it moves the sheet 1:1
        list.contentOffset = .zero
        demo.host.runUntilIdle()
        swipe(demo, dy: -6, count: 10, interval: 0.016, at: overList())
        XCTAssertEqual(top() - large, 60, accuracy: 0.001, "the sheet followed the fingers")
        XCTAssertEqual(list.contentOffset.y, 0)
        lift(demo)
    }

    func testTheListKeepsItsMomentumAfterTheFingersLift() {
        // Given the notes list
        let demo = DemoHarness(rows: 240)
        let table = demo.list.tableView
        let point = demo.center(of: "list")

        // When the fingers scroll it 10 points every 10 ms (1000 pt/s) eight times, then lift
        for _ in 0..<8 {
            demo.host.scroll(by: CGVector(dx: 0, dy: 10), at: point, precise: true)
            demo.host.advance(by: 0.010)
        }
        let atLift = table.contentOffset.y
        demo.host.advance(by: UIScrollView.preciseScrollEndDelay + 0.1)
        let coasting = table.contentOffset.y
        demo.host.runUntilIdle()

        // Then it followed the fingers, kept going after they lifted, and came to rest
        // where the scroll view's deceleration (0.998 per ms) takes the 1000 pt/s the
        // fingers had, decayed over the 60 ms it took to notice they lifted (the timer
        // fires on the next 60 Hz frame: up to 1/60 s more)
        XCTAssertEqual(atLift, 80)
        XCTAssertGreaterThan(coasting, atLift)
        let deceleration = Deceleration(rate: UIScrollView.DecelerationRate.normal.rawValue)
        func rest(afterGap gap: TimeInterval) -> CGFloat {
            (80 + deceleration.totalDistance(initialVelocity: deceleration.velocity(at: gap, initialVelocity: 1000))).rounded()
        }
        XCTAssertLessThanOrEqual(table.contentOffset.y, rest(afterGap: UIScrollView.preciseScrollEndDelay))
        XCTAssertGreaterThanOrEqual(table.contentOffset.y, rest(afterGap: UIScrollView.preciseScrollEndDelay + 1.0 / 60))
    }
}
