import XCTest
import UIKit
@testable import SwiftUI
@testable import UIKitCore

/// `DatePicker` on our UIKit's `UIDatePicker`: the compact capsule and its calendar.
final class DatePickerTests: XCTestCase {
    final class Model {
        var date: Date
        var writes = 0
        init(_ date: Date) { self.date = date }
        var binding: Binding<Date> { Binding(get: { self.date }, set: { self.date = $0; self.writes += 1 }) }
    }

    private let calendar = Calendar.current
    private func day(_ day: Int, hour: Int = 12) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: 12, day: day, hour: hour))!
    }

    func testTheCompactCapsuleOpensTheCalendarAndAChosenDayWritesTheBinding() {
        MainActor.assumeIsolated {
            // Given a date picker on Dec 4, 2026 at noon, limited to Dec 2...Dec 20
            let model = Model(day(4))
            let screen = SwiftUIHost(DatePicker("Date", selection: model.binding, in: day(2, hour: 0)...day(20), displayedComponents: .date)
                .padding())
            let capsule = screen.host.window.firstSubview { $0 is UIDatePicker } as! UIDatePicker

            // Then it is a compact capsule showing the formatted date, trailing in the row
            XCTAssertEqual(capsule.datePickerStyle, .compact)
            XCTAssertEqual(capsule.compactLabel.text, "Dec 4, 2026")
            XCTAssertEqual(capsule.accessibilityValue, "Dec 4, 2026")
            XCTAssertEqual(capsule.accessibilityLabel, "Date")
            XCTAssertEqual(capsule.convert(capsule.bounds, to: nil).maxX, 374)

            // When the capsule is tapped
            screen.host.click(at: capsule.convert(CGPoint(x: capsule.bounds.midX, y: capsule.bounds.midY), to: nil))
            screen.settle()

            // Then the calendar is presented, showing December 2026 with the 4th selected
            let presented = screen.presented!
            let inline = presented.view.firstSubview { $0 is UIDatePicker } as! UIDatePicker
            let grid = inline.calendarView
            XCTAssertEqual(grid.monthLabel.text, "December 2026")
            XCTAssertEqual(grid.button(forDay: 4)?.accessibilityTraits, [.button, .selected])
            // and the 1st (before the range) cannot be chosen, the 2nd can
            XCTAssertEqual(grid.button(forDay: 1)?.isEnabled, false)
            XCTAssertEqual(grid.button(forDay: 2)?.isEnabled, true)

            // When the 10th is tapped
            let tenth = grid.button(forDay: 10)!
            screen.host.click(at: tenth.convert(CGPoint(x: 22, y: 22), to: nil))
            screen.settle()

            // Then the binding is Dec 10 at noon (the time kept), written once, and the capsule says so
            XCTAssertEqual(model.date, day(10))
            XCTAssertEqual(model.writes, 1)
            XCTAssertEqual(capsule.compactLabel.text, "Dec 10, 2026")

            // When the 1st (out of range) is tapped, nothing changes
            let first = grid.button(forDay: 1)!
            screen.host.click(at: first.convert(CGPoint(x: 22, y: 22), to: nil))
            screen.settle()
            XCTAssertEqual(model.date, day(10))
        }
    }

    func testTheGraphicalStyleShowsTheCalendarInPlaceAndPagesMonths() {
        MainActor.assumeIsolated {
            // Given a graphical date picker on Dec 4, 2026
            let model = Model(day(4))
            let screen = SwiftUIHost(DatePicker("Date", selection: model.binding).datePickerStyle(.graphical))
            let picker = screen.host.window.firstSubview { $0 is UIDatePicker } as! UIDatePicker

            // Then the 308 × 328 calendar is in place, with the 50-point "Time" row under it (date and time shown)
            XCTAssertEqual(picker.datePickerStyle, .inline)
            XCTAssertEqual(picker.bounds.size, CGSize(width: 308, height: 328 + 50))
            XCTAssertEqual(picker.calendarView.monthLabel.text, "December 2026")

            // When the next-month arrow is tapped, then January 2027's 5th
            let next = picker.calendarView.nextButton
            screen.host.click(at: next.convert(CGPoint(x: next.bounds.midX, y: next.bounds.midY), to: nil))
            screen.settle()
            XCTAssertEqual(picker.calendarView.monthLabel.text, "January 2027")
            let fifth = picker.calendarView.button(forDay: 5)!
            screen.host.click(at: fifth.convert(CGPoint(x: 22, y: 22), to: nil))
            screen.settle()

            // Then the binding is Jan 5, 2027 at noon
            XCTAssertEqual(model.date, calendar.date(from: DateComponents(year: 2027, month: 1, day: 5, hour: 12)))
        }
    }
}
