import Foundation
import XCTest
@testable import UIKitCore

final class UIDatePickerWheelsTests: XCTestCase {
    private var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A `.wheels` picker in UTC, en_US, at (0, 100) in the driver's window, logging `.valueChanged`.
    private func makeWheels(_ mode: UIDatePicker.Mode, at start: Date, in driver: ControlsDriver,
                            locale: String = "en_US") -> (UIDatePicker, ControlEventLog) {
        let picker = UIDatePicker(date: start)
        picker.calendar = utc
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = .wheels
        picker.frame = CGRect(origin: CGPoint(x: 0, y: 100), size: picker.intrinsicContentSize)
        driver.window.addSubview(picker)
        driver.advance(by: 0)
        let log = ControlEventLog()
        log.observe(picker, ["valueChanged"])
        return (picker, log)
    }

    private func model(_ mode: UIDatePicker.Mode, _ locale: String, interval: Int = 1) -> DatePickerWheelModel {
        DatePickerWheelModel(mode: mode, calendar: utc, locale: Locale(identifier: locale), minuteInterval: interval,
                             date: date(2026, 12, 4, 14, 5), minimumDate: nil, maximumDate: nil)
    }

    func testTheColumnsFollowTheModeAndTheLocale() {
        XCTAssertEqual(model(.date, "en_US").columns, [.month, .day, .year])
        XCTAssertEqual(model(.date, "en_GB").columns, [.day, .month, .year])
        XCTAssertEqual(model(.date, "ja_JP").columns, [.year, .month, .day])
        XCTAssertEqual(model(.time, "en_US").columns, [.hour, .minute, .meridiem])
        XCTAssertEqual(model(.time, "de_DE").columns, [.hour, .minute])
        XCTAssertEqual(model(.time, "ko_KR").columns, [.meridiem, .hour, .minute])
        XCTAssertEqual(model(.dateAndTime, "en_US").columns, [.dayOfRange, .hour, .minute, .meridiem])
        XCTAssertEqual(model(.countDownTimer, "en_US").columns, [.countdownHours, .countdownMinutes])
    }

    func testTheRowsAndTitlesShowTheDate() {
        // Given 4 December 2026, 14:05 UTC
        let time = model(.time, "en_US", interval: 15)
        let day = model(.dateAndTime, "en_US")
        let german = model(.time, "de_DE")

        // Then
        XCTAssertEqual(time.rows(for: date(2026, 12, 4, 14, 5)), [2, 0, 1], "2 PM, minute rounded down to :00")
        XCTAssertEqual((0..<4).map { time.title(row: $0, column: .minute) }, ["00", "15", "30", "45"])
        XCTAssertEqual(time.title(row: 0, column: .hour), "12")
        XCTAssertEqual(german.rows(for: date(2026, 12, 4, 14, 5)), [14, 5])
        XCTAssertEqual(german.title(row: 9, column: .hour), "09")
        XCTAssertEqual(day.rows(for: date(2026, 12, 4, 14, 5))[0], DatePickerWheelModel.dayReach)
        XCTAssertEqual(day.title(row: DatePickerWheelModel.dayReach, column: .dayOfRange), "Fri, Dec 4")
        XCTAssertEqual(model(.date, "en_US").title(row: 1, column: .month), "February")
    }

    func testTurningTheHourWheelSendsOneValueChangedWhenItSettles() {
        // Given a time picker at 2:05 PM with keyboard focus on the hour wheel
        let driver = ControlsDriver()
        let (picker, log) = makeWheels(.time, at: date(2026, 12, 4, 14, 5), in: driver)
        let hours = picker.wheels!.pickerView.columns[0]
        XCTAssertTrue(hours.becomeFirstResponder())

        // When ↓ turns it a row and it settles
        driver.key(.keyboardDownArrow)
        XCTAssertEqual(log.names, [], "nothing while the wheel turns")
        driver.runUntilIdle()

        // Then 3:05 PM, told once
        XCTAssertEqual(picker.date, date(2026, 12, 4, 15, 5))
        XCTAssertEqual(log.names, ["valueChanged"])
    }

    func testAChoiceBeyondTheMaximumTurnsBackToIt() {
        // Given a time picker at 2:05 PM that may not go past 2:30 PM
        let driver = ControlsDriver()
        let (picker, log) = makeWheels(.time, at: date(2026, 12, 4, 14, 5), in: driver)
        picker.maximumDate = date(2026, 12, 4, 14, 30)
        driver.advance(by: 0)

        // When the hour wheel is turned to 3 PM
        picker.wheels!.pickerView.columns[0].accessibilityIncrement()
        driver.runUntilIdle()

        // Then the date is the maximum, the wheels show 2:30 PM, told once
        XCTAssertEqual(picker.date, date(2026, 12, 4, 14, 30))
        XCTAssertEqual(picker.wheels!.selectedRows, [2, 30, 1])
        XCTAssertEqual(log.names, ["valueChanged"])
    }

    func testADayTheMonthLacksRollsBackToItsLastDay() {
        // Given 31 January 2026 on the date wheels (month, day, year)
        let driver = ControlsDriver()
        let (picker, log) = makeWheels(.date, at: date(2026, 1, 31, 9, 30), in: driver)

        // When the month wheel turns to February
        picker.wheels!.pickerView.columns[0].accessibilityIncrement()
        driver.runUntilIdle()

        // Then 28 February, the time of day kept, and the day wheel turned back to row 27
        XCTAssertEqual(picker.date, date(2026, 2, 28, 9, 30))
        XCTAssertEqual(picker.wheels!.pickerView.selectedRow(inComponent: 1), 27)
        XCTAssertEqual(log.names, ["valueChanged"])
    }

    func testACountDownTimerNeverRestsOnZero() {
        // Given a count-down timer of 5 minutes, every 5 minutes (rows 0 h, 5 min)
        let driver = ControlsDriver()
        let (picker, log) = makeWheels(.countDownTimer, at: date(2026, 12, 4), in: driver)
        picker.minuteInterval = 5
        picker.countDownDuration = 300
        XCTAssertEqual(picker.wheels!.selectedRows, [0, 1])

        // When the minutes go to 0
        picker.wheels!.pickerView.columns[1].accessibilityDecrement()
        driver.runUntilIdle()

        // Then it turned back to 5 minutes, and nothing changed
        XCTAssertEqual(picker.countDownDuration, 300)
        XCTAssertEqual(picker.wheels!.selectedRows, [0, 1])
        XCTAssertEqual(log.names, [])

        // When the hours go to 1
        picker.wheels!.pickerView.columns[0].accessibilityIncrement()
        driver.runUntilIdle()

        // Then 1 h 5 min, told once
        XCTAssertEqual(picker.countDownDuration, 3900)
        XCTAssertEqual(log.names, ["valueChanged"])
    }

    func testTheCompactTimeCapsuleOpensTheTimeWheels() {
        // Given a compact date-and-time picker in a controller
        let driver = ControlsDriver()
        let root = UIViewController()
        driver.window.rootViewController = root
        let picker = UIDatePicker(date: date(2026, 12, 4, 14, 5))
        picker.calendar = utc
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = .compact
        root.view.addSubview(picker)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: picker.intrinsicContentSize)
        let log = ControlEventLog()
        log.observe(picker, ["valueChanged"])
        driver.advance(by: 0)
        XCTAssertEqual(picker.compactLabel.text, "Dec 4, 2026")
        XCTAssertEqual(picker.timeCapsule.label.text, "2:05\u{202F}PM")

        // When the time capsule is clicked and the hour wheel turned there
        driver.click(driver.center(of: picker.timeCapsule))
        driver.runUntilIdle()
        let editor = try! XCTUnwrap(picker.presentedTimeEditor?.view.subviews.first as? UIDatePicker)
        XCTAssertEqual(editor.datePickerStyle, .wheels)
        XCTAssertEqual(editor.datePickerMode, .time)
        editor.wheels!.pickerView.columns[0].accessibilityIncrement()
        driver.runUntilIdle()

        // Then the compact picker has the new time, told once
        XCTAssertEqual(picker.date, date(2026, 12, 4, 15, 5))
        XCTAssertEqual(picker.timeCapsule.label.text, "3:05\u{202F}PM")
        XCTAssertEqual(log.names, ["valueChanged"])
    }
}
