import XCTest
import UIKit
@testable import SwiftUI
@testable import UIKitCore

/// `Picker` with `.pickerStyle(.wheel)` and `DatePicker` with `.datePickerStyle(.wheel)`
/// on our UIKit's `UIPickerView` and `UIDatePicker`.
final class WheelPickerTests: XCTestCase {
    final class Box<Value> {
        var value: Value
        var writes = 0
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0; self.writes += 1 }) }
    }

    func testAWheelPickerShowsTheOptionsAndASettledRowWritesItsTag() {
        MainActor.assumeIsolated {
            // Given a wheel of three flavours on "mint"
            let flavour = Box("mint")
            let screen = SwiftUIHost(Picker("Flavour", selection: flavour.binding) {
                Text("Vanilla").tag("vanilla")
                Text("Mint").tag("mint")
                Text("Lemon").tag("lemon")
            }.pickerStyle(.wheel))
            let picker = screen.host.window.firstSubview { $0 is UIPickerView } as! UIPickerView

            // Then it is a 216-point wheel with the options' texts, on Mint
            XCTAssertEqual(picker.bounds.height, 216)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
            XCTAssertEqual((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.text, "Lemon")
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)

            // When the wheel turns a row down (an assistive increment) and settles
            picker.columns[0].accessibilityIncrement()
            screen.settle()

            // Then the selection is "lemon", written once
            XCTAssertEqual(flavour.value, "lemon")
            XCTAssertEqual(flavour.writes, 1)

        }
    }

    struct FlavourScreen: View {
        @State var flavour = "mint"
        var body: some View {
            VStack {
                Button("Reset") { flavour = "vanilla" }.accessibilityIdentifier("reset")
                Picker("Flavour", selection: $flavour) {
                    Text("Vanilla").tag("vanilla")
                    Text("Mint").tag("mint")
                }.pickerStyle(.wheel)
            }
        }
    }

    func testASelectionChangedElsewhereTurnsTheWheel() {
        MainActor.assumeIsolated {
            // Given a wheel on "mint" in a screen that can reset it
            let screen = HostedContent(FlavourScreen())
            let picker = screen.host.window.firstSubview { $0 is UIPickerView } as! UIPickerView
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)

            // When the state changes to "vanilla"
            screen.tap("reset")
            screen.settle()

            // Then the wheel turned to row 0 and rests on it
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            XCTAssertEqual(picker.columns[0].contentOffset.y, -92)
        }
    }

    func testAWheelDatePickerEditsTheTimeOfDay() {
        MainActor.assumeIsolated {
            // Given a wheel date picker showing hour and minute, at 9:41 AM in the current calendar
            let calendar = Calendar.current
            let start = calendar.date(from: DateComponents(year: 2026, month: 12, day: 4, hour: 9, minute: 41))!
            let model = Box(start)
            let screen = SwiftUIHost(DatePicker("Alarm", selection: model.binding, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel))
            let picker = screen.host.window.firstSubview { $0 is UIDatePicker } as! UIDatePicker

            // Then it shows wheels for the time
            XCTAssertEqual(picker.datePickerStyle, .wheels)
            XCTAssertEqual(picker.datePickerMode, .time)
            XCTAssertEqual(picker.bounds.size, CGSize(width: 320, height: 216))

            // When the minute wheel turns one row and settles
            picker.wheels!.pickerView.columns[1].accessibilityIncrement()
            screen.settle()

            // Then the binding is 9:42 AM the same day, written once
            XCTAssertEqual(model.value, calendar.date(from: DateComponents(year: 2026, month: 12, day: 4, hour: 9, minute: 42)))
            XCTAssertEqual(model.writes, 1)
        }
    }
}
