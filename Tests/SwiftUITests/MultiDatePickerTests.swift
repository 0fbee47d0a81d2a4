import XCTest
@testable import SwiftUI

/// `MultiDatePicker`: days toggle in and out of a `Set<DateComponents>`; the month
/// shown, the chevrons and the bounds.
final class MultiDatePickerTests: XCTestCase {
    static let calendar = Calendar.current
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    final class Box { var selection: Set<DateComponents> = [] }

    struct Screen: View {
        let box: Box
        @State var dates: Set<DateComponents>
        var bounds: Range<Date>?
        var body: some View {
            Group {
                if let bounds {
                    MultiDatePicker("Days", selection: $dates, in: bounds)
                } else {
                    MultiDatePicker("Days", selection: $dates)
                }
            }
            .onChange(of: dates) { _, new in box.selection = new }
        }
    }

    /// The selection as sorted "y-m-d" strings.
    func days(_ selection: Set<DateComponents>) -> [String] {
        selection.map { "\($0.year!)-\($0.month!)-\($0.day!)" }.sorted()
    }

    func testTappingDaysTogglesThemInTheSelection() {
        MainActor.assumeIsolated {
            // Given: December 3rd chosen, so December 2026 is shown
            let box = Box()
            let start = Self.calendar.dateComponents([.calendar, .era, .year, .month, .day], from: Self.day(2026, 12, 3))
            let hosted = HostedContent(Screen(box: box, dates: [start]))
            XCTAssertNotNil(hosted.view("MultiDatePicker.2026-12-31"))

            // When: the 15th and the 24th are tapped, then the 3rd
            hosted.tap("MultiDatePicker.2026-12-15")
            hosted.tap("MultiDatePicker.2026-12-24")
            XCTAssertEqual(days(box.selection), ["2026-12-15", "2026-12-24", "2026-12-3"])
            hosted.tap("MultiDatePicker.2026-12-3")

            // Then: the 3rd left; the others are SwiftUI's components (with calendar and era)
            XCTAssertEqual(days(box.selection), ["2026-12-15", "2026-12-24"])
            let fifteenth = Self.calendar.dateComponents([.calendar, .era, .year, .month, .day], from: Self.day(2026, 12, 15))
            XCTAssertTrue(box.selection.contains(fifteenth))
        }
    }

    func testTheChevronsShowTheNextAndPreviousMonths() {
        MainActor.assumeIsolated {
            let box = Box()
            let start = DateComponents(year: 2026, month: 12, day: 3)
            let hosted = HostedContent(Screen(box: box, dates: [start]))

            hosted.tap("MultiDatePicker.next")
            XCTAssertNil(hosted.view("MultiDatePicker.2026-12-15"))
            hosted.tap("MultiDatePicker.2027-1-31")
            hosted.tap("MultiDatePicker.previous")
            hosted.tap("MultiDatePicker.previous")
            hosted.tap("MultiDatePicker.2026-11-30")

            XCTAssertEqual(days(box.selection), ["2026-11-30", "2026-12-3", "2027-1-31"])
        }
    }

    func testDaysOutsideTheBoundsCannotBeChosen() {
        MainActor.assumeIsolated {
            let box = Box()
            let hosted = HostedContent(Screen(box: box, dates: [], bounds: Self.day(2026, 12, 10)..<Self.day(2026, 12, 20)))

            // The month of the lower bound is shown; the 9th and the 20th are out
            hosted.tap("MultiDatePicker.2026-12-9")
            hosted.tap("MultiDatePicker.2026-12-20")
            hosted.tap("MultiDatePicker.2026-12-10")
            hosted.tap("MultiDatePicker.2026-12-19")

            XCTAssertEqual(days(box.selection), ["2026-12-10", "2026-12-19"])
        }
    }

    func testWithNothingChosenItShowsTheMonthOfNow() {
        MainActor.assumeIsolated {
            let box = Box()
            let now = Self.day(2031, 5, 17)
            let hosted = HostedContent(Screen(box: box, dates: []).environment(\.multiDatePickerNow, { now }))
            XCTAssertNotNil(hosted.view("MultiDatePicker.2031-5-1"))
            XCTAssertNotNil(hosted.view("MultiDatePicker.2031-5-31"))
            XCTAssertNil(hosted.view("MultiDatePicker.2031-6-1"))
        }
    }

    func testAMonthIsLaidOutInWeeksFromTheCalendarsFirstWeekday() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 2
        let month = MultiDatePickerMonth(containing: calendar.date(from: DateComponents(year: 2026, month: 2, day: 14))!, calendar: calendar)
        // February 2026 starts on a Sunday: with Monday first, six blanks lead
        let weeks = month.weeks
        XCTAssertEqual(weeks.count, 5)
        XCTAssertEqual(weeks[0].prefix(6).filter { $0 == nil }.count, 6)
        XCTAssertEqual(weeks[0][6].map { calendar.component(.day, from: $0) }, 1)
        // The last week: Monday the 23rd to Saturday the 28th, then one blank
        XCTAssertEqual(weeks[4].compactMap { $0.map { calendar.component(.day, from: $0) } }, [23, 24, 25, 26, 27, 28])
        XCTAssertNil(weeks[4][6])
    }
}
