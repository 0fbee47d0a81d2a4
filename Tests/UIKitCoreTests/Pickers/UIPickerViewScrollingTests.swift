import Foundation
import XCTest
@testable import UIKitCore

/// The wheels' motion on the virtual clock. Numbers are worked by hand from the scroll
/// view's deceleration: a release at offset y₀ with content velocity v would stop at
/// y₀ + v / (1000 · −ln 0.998) = y₀ + v / 2.0020027 (rounded to pixels); the picker moves
/// that resting place to the nearest row, y = 32·row − 92, and the motion is aimed at it:
/// y(t) = y₀ + (y − y₀)(1 − 0.998^(1000 t)).
final class UIPickerViewScrollingTests: XCTestCase {
    private let middle = CGPoint(x: 160, y: 208)

    func testASlowDragSettlesOnTheNearestRowThenTellsTheDelegateOnce() {
        // Given a picker on row 0 (offset −92)
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [30])
        let wheel = picker.columns[0]
        XCTAssertEqual(wheel.contentOffset.y, -92)

        // When the pointer drags 70 points up slowly and rests before the release
        driver.drag(from: middle, to: CGPoint(x: 160, y: 138), duration: 1, pause: 0.1)

        // Then at the release the wheel is at −92 + 70 = −22, between rows 2 and 3, and nothing is selected yet
        XCTAssertEqual(wheel.contentOffset.y, -22)
        XCTAssertEqual(source.calls, [])

        // When it settles: 70 / 32 = 2.19 rows, so row 2 at 32·2 − 92 = −28
        driver.advance(by: 0.5)
        // y(0.5) = −22 − 6 · (1 − 0.998^500) = −22 − 6 · 0.632489 = −25.794932
        XCTAssertEqual(wheel.contentOffset.y, -25.794932, accuracy: 1e-5)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(wheel.contentOffset.y, -28)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(source.calls, ["2/0"])
    }

    func testAFlickDeceleratesAndSnapsExactlyOnARow() {
        // Given a picker on row 0
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [30])
        let wheel = picker.columns[0]

        // When the pointer flicks 100 points up in 0.1 s (1000 points/s) and lets go moving
        driver.drag(from: middle, to: CGPoint(x: 160, y: 108), duration: 0.1, pause: 0)

        // Then it is released at −92 + 100 = 8; the natural rest 8 + 1000 / 2.0020027 = 507.4998
        // rounds to 507, (507 + 92) / 32 = 18.72 rows, so it aims at row 19: 32·19 − 92 = 516
        XCTAssertEqual(wheel.contentOffset.y, 8)
        driver.advance(by: 0.1)
        // y(0.1) = 8 + 508 · (1 − 0.998^100) = 8 + 508 · 0.181433 = 100.168
        XCTAssertEqual(wheel.contentOffset.y, 100.1681, accuracy: 1e-3)
        XCTAssertEqual(source.calls, [], "nothing is selected while the wheel turns")
        driver.runUntilIdle()

        // Then it rests exactly on row 19, told once
        XCTAssertEqual(wheel.contentOffset.y, 516)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 19)
        XCTAssertEqual(source.calls, ["19/0"])
    }

    func testAFlickPastTheLastRowComesBackToIt() {
        // Given a picker of 5 rows on row 0
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [5])

        // When flicked hard upwards
        driver.drag(from: middle, to: CGPoint(x: 160, y: 108), duration: 0.1, pause: 0)
        driver.runUntilIdle()

        // Then it rests on the last row (32·4 − 92 = 36)
        XCTAssertEqual(picker.columns[0].contentOffset.y, 36)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
        XCTAssertEqual(source.calls, ["4/0"])
    }

    func testAClickOnARowBelowTheBandTurnsItIntoTheBand() {
        // Given a picker on row 0: row 1's centre is 32 points along the face below the middle,
        // drawn at 108 · sin(32 / 108) = 31.54 below it
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [30])

        // When the row drawn at y 208 + 31.5 is clicked
        driver.click(CGPoint(x: 160, y: 239.5))
        driver.runUntilIdle()

        // Then row 1 is selected and the delegate told once
        XCTAssertEqual(picker.columns[0].contentOffset.y, -60)
        XCTAssertEqual(source.calls, ["1/0"])
    }

    func testWheelNotchesTurnARowEachAndSettleOnce() {
        // Given a picker on row 0
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [30])

        // When three wheel notches come in quick succession
        for _ in 0..<3 {
            driver.window.scrollWheel(by: CGVector(dx: 0, dy: 40), at: middle, precise: false, timestamp: driver.now)
            driver.advance(by: 0.05)
        }
        driver.runUntilIdle()

        // Then it turned three rows and told the delegate once
        XCTAssertEqual(picker.columns[0].contentOffset.y, 32 * 3 - 92)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
        XCTAssertEqual(source.calls, ["3/0"])
    }

    func testSelectRowMovesTheWheelWithoutTellingTheDelegate() {
        // Given a two-component picker
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [10, 20])

        // When rows are selected in code, one animated
        picker.selectRow(7, inComponent: 1, animated: true)
        picker.selectRow(99, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 7, "the selection changes at once")
        driver.runUntilIdle()

        // Then the wheels rest on them (row 99 clamped to 9) and the delegate heard nothing
        XCTAssertEqual(picker.columns[1].contentOffset.y, 32 * 7 - 92)
        XCTAssertEqual(picker.columns[0].contentOffset.y, 32 * 9 - 92)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 9)
        XCTAssertEqual(source.calls, [])
    }

    func testATouchpadScrollSettlesOnARowAndTellsTheDelegateOnce() {
        // Given a picker on row 0
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [30])

        // When the touchpad sends ten 5-point deltas a frame apart, then stops
        for _ in 0..<10 {
            driver.window.scrollWheel(by: CGVector(dx: 0, dy: 5), at: middle, precise: true, timestamp: driver.now)
            driver.advance(by: 1.0 / 60)
        }
        // (the gesture ends after 60 ms of silence: a timer the driver's idle loop does not wait for)
        driver.advance(by: 0.2)
        driver.runUntilIdle()

        // Then the wheel rests exactly on a row past the 50 points it moved directly (row ≥ 2), told once
        let wheel = picker.columns[0]
        let row = picker.selectedRow(inComponent: 0)
        XCTAssertGreaterThanOrEqual(row, 2)
        XCTAssertEqual(wheel.contentOffset.y, CGFloat(32 * row - 92))
        XCTAssertEqual(source.calls, ["\(row)/0"])
    }
}
