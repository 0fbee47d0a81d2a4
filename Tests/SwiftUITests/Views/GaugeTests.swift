import XCTest
@testable import SwiftUI

/// `Gauge` in its linear (iOS's default) and circular styles, and `ControlGroup`.
final class GaugeTests: XCTestCase {
    func testTheFractionIsTheValuesShareOfTheBoundsClamped() { MainActor.assumeIsolated {
        typealias Plain = Gauge<Text, EmptyView, EmptyView, EmptyView>
        XCTAssertEqual(Plain.fraction(0.25, in: 0...1), 0.25)
        XCTAssertEqual(Plain.fraction(75.0, in: 50...150), 0.25)
        XCTAssertEqual(Plain.fraction(-3.0, in: 0...10), 0)
        XCTAssertEqual(Plain.fraction(12.0, in: 0...10), 1)
        XCTAssertEqual(Plain.fraction(5.0, in: 5...5), 0, "empty bounds: 0, no division by zero")
        XCTAssertEqual(Plain.fraction(Double.nan, in: 0...1), 0)
    } }

    func testTheLinearGaugeFillsItsBarToTheValueInTheTint() throws { try MainActor.assumeIsolated {
        // Given a 200-point gauge at 75 of 50...150 (a quarter), pure red tint, its labels
        let hosted = HostedContent(
            Gauge(value: 75.0, in: 50...150) {
                Text("Battery").accessibilityIdentifier("label")
            } currentValueLabel: {
                Text("75").accessibilityIdentifier("current")
            }
            .tint(Color(red: 1, green: 0, blue: 0))
            .frame(width: 200)
            .accessibilityIdentifier("gauge"))
        let gauge = try XCTUnwrap(hosted.frame("gauge"))
        let label = try XCTUnwrap(hosted.frame("label"))
        let current = try XCTUnwrap(hosted.frame("current"))
        let image = hosted.host.snapshot()

        // Then the label is above the 4-point bar and the current value under it, leading
        XCTAssertEqual(label.minX, gauge.minX)
        XCTAssertEqual(current.minX, gauge.minX)
        let barY = Int(label.maxY) + 4 + 2
        XCTAssertEqual(Int(current.minY), Int(label.maxY) + 4 + 4 + 4)
        // the fill is red over the first quarter (50 points, less the rounded ends), grey after
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        XCTAssertEqual(image.pixel(x: Int(gauge.minX) + 25, y: barY), red)
        XCTAssertEqual(image.pixel(x: Int(gauge.minX) + 47, y: barY), red)
        XCTAssertNotEqual(image.pixel(x: Int(gauge.minX) + 53, y: barY), red)
        XCTAssertNotEqual(image.pixel(x: Int(gauge.minX) + 150, y: barY), red)
    } }

    func testTheCircularAccessoryGaugeIsARingWithTheValueInItsCentre() throws { try MainActor.assumeIsolated {
        // Given a half-full circular gauge
        let hosted = HostedContent(
            Gauge(value: 0.5) {
                Text("Speed")
            } currentValueLabel: {
                Text("50").accessibilityIdentifier("current")
            } minimumValueLabel: {
                Text("0").accessibilityIdentifier("min")
            } maximumValueLabel: {
                Text("1").accessibilityIdentifier("max")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Color(red: 1, green: 0, blue: 0))
            .accessibilityIdentifier("gauge"))
        let gauge = try XCTUnwrap(hosted.frame("gauge"))
        let current = try XCTUnwrap(hosted.frame("current"))
        let image = hosted.host.snapshot()

        // Then a 60-point gauge with the current value centred and the bounds at the bottom corners
        XCTAssertEqual(gauge.size, CGSize(width: 60, height: 60))
        XCTAssertEqual(current.midX, gauge.midX, accuracy: 0.5)
        XCTAssertEqual(current.midY, gauge.midY, accuracy: 0.5)
        XCTAssertLessThan(try XCTUnwrap(hosted.frame("min")).midX, gauge.midX)
        XCTAssertGreaterThan(try XCTUnwrap(hosted.frame("max")).midX, gauge.midX)
        // the marker (a 6-point red dot) at half the 270° arc: the top of the ring
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        XCTAssertEqual(image.pixel(x: Int(gauge.midX), y: Int(gauge.minY) + 3), red)
        // the ring is open at the bottom: nothing of it drawn under the centre's bottom
        XCTAssertEqual(image.pixel(x: Int(gauge.midX), y: Int(gauge.maxY) - 2), RGBA8(r: 255, g: 255, b: 255, a: 255))
        // and the ring's track (grey) at the left end of the top half
        XCTAssertNotEqual(image.pixel(x: Int(gauge.minX) + 2, y: Int(gauge.midY)), RGBA8(r: 255, g: 255, b: 255, a: 255))
    } }

    func testAGradientTintIsDrawnAlongTheTrack() throws { try MainActor.assumeIsolated {
        // Given a full linear gauge and a circular one tinted with a red-to-blue gradient
        let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let hosted = HostedContent(VStack(spacing: 40) {
            Gauge(value: 1.0) { Text("Linear").accessibilityIdentifier("linear-label") }
                .frame(width: 200)
                .accessibilityIdentifier("linear")
            Gauge(value: 0.0) { Text("Round") }
                .gaugeStyle(.accessoryCircular)
                .accessibilityIdentifier("round")
        }
        .tint(gradient))
        let image = hosted.host.snapshot()
        let linear = try XCTUnwrap(hosted.frame("linear"))
        let barY = Int(try XCTUnwrap(hosted.frame("linear-label")).maxY) + 4 + 2

        // Then the bar runs from red at its leading end to blue at its trailing end
        let start = image.pixel(x: Int(linear.minX) + 4, y: barY), end = image.pixel(x: Int(linear.maxX) - 4, y: barY)
        XCTAssertGreaterThan(start.r, 240)
        XCTAssertLessThan(start.b, 20)
        XCTAssertGreaterThan(end.b, 240)
        XCTAssertLessThan(end.r, 20)
        // And the ring's left end (where 0 is) is red-ish and its right end blue-ish, in segments
        let round = try XCTUnwrap(hosted.frame("round"))
        let left = image.pixel(x: Int(round.minX) + 3, y: Int(round.midY))
        let right = image.pixel(x: Int(round.maxX) - 4, y: Int(round.midY))
        XCTAssertGreaterThan(Int(left.r), Int(left.b))
        XCTAssertGreaterThan(Int(right.b), Int(right.r))
    } }

    func testAControlGroupSharesItsWidthEquallyInARoundedBox() throws { try MainActor.assumeIsolated {
        // Given three buttons in a 300-point group
        var tapped: [String] = []
        let hosted = HostedContent(
            ControlGroup {
                Button("Cut") { tapped.append("cut") }.accessibilityIdentifier("cut")
                Button("Copy") { tapped.append("copy") }.accessibilityIdentifier("copy")
                Button("Paste") { tapped.append("paste") }.accessibilityIdentifier("paste")
            }
            .frame(width: 300)
            .accessibilityIdentifier("group"))
        let group = try XCTUnwrap(hosted.frame("group"))

        // Then each is a third of the width, the group 44 tall, corner-clipped
        XCTAssertEqual(group.height, 44)
        for (index, id) in ["cut", "copy", "paste"].enumerated() {
            let frame = try XCTUnwrap(hosted.frame(id))
            XCTAssertEqual(frame.midX, group.minX + 50 + 100 * CGFloat(index), accuracy: 0.5, id)
        }
        // And the buttons work
        hosted.tap("copy")
        XCTAssertEqual(tapped, ["copy"])
    } }

    func testAControlGroupInAToolbarIsBarButtonsSideBySide() throws { try MainActor.assumeIsolated {
        // Given a control group as a trailing toolbar item
        let hosted = HostedContent(NavigationStack {
            Text("Document")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        ControlGroup {
                            Button("Undo") {}.accessibilityIdentifier("undo")
                            Button("Redo") {}.accessibilityIdentifier("redo")
                        }
                    }
                }
        })
        let undo = try XCTUnwrap(hosted.frame("undo"))
        let redo = try XCTUnwrap(hosted.frame("redo"))

        // Then the buttons are in the bar, side by side 16 points apart, centred on one line, with no box
        XCTAssertLessThan(undo.maxY, 100)
        XCTAssertEqual(redo.minX, undo.maxX + 16, accuracy: 0.5)
        XCTAssertEqual(redo.midY, undo.midY, accuracy: 0.5)
        let buttons = undo.union(redo)
        let box = hosted.host.window.firstSubview { view in
            view is ShapeLayerView && view.convert(view.bounds, to: nil).intersects(buttons)
        }
        XCTAssertNil(box, "no rounded box behind the buttons")
    } }

    func testAControlGroupInAMenuIsAnInlineRowOfMediumElements() throws { try MainActor.assumeIsolated {
        // Given a menu's content with a control group
        let elements = MenuElements.elements(of: Group {
            ControlGroup {
                Button("Cut") {}
                Button("Copy") {}
            }
            Button("Delete", role: .destructive) {}
        }, environment: EnvironmentValues())

        // Then the group is an inline menu of its buttons, side by side
        let group = try XCTUnwrap(elements.first as? UIMenu)
        XCTAssertEqual(group.preferredElementSize, .medium)
        XCTAssertTrue(group.options.contains(.displayInline))
        XCTAssertEqual(group.children.map(\.title), ["Cut", "Copy"])
        XCTAssertEqual(elements.count, 2)
    } }
}
