import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// The `--trace` events of the form flow, per the contract's table.
final class DemoTraceTests: XCTestCase {
    private var demo: DemoHarness!

    override func setUp() { demo = DemoHarness() }
    override func tearDown() { demo = nil }

    private func rect(_ value: Any?, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        guard let numbers = value as? [Double], numbers.count == 4 else {
            XCTFail("not [x, y, w, h]: \(String(describing: value))", file: file, line: line)
            return .null
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    func testEveryLineIsOneJSONObjectWithEventAndTime() {
        demo.openRow(0)
        demo.clickBarButton("Cancel")

        XCTAssertFalse(demo.traceLines.isEmpty)
        for line in demo.traceLines {
            XCTAssertFalse(line.contains("\n"))
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            XCTAssertNotNil(object?["event"] as? String, line)
            XCTAssertNotNil(object?["t"] as? Double, line)
        }
        let times = demo.traceEvents.map { $0["t"] as! Double }
        XCTAssertEqual(times, times.sorted(), "time never goes back")
    }

    func testPresentedListsTheCardAndItsElementsInWindowPoints() throws {
        // When a row opens the edit sheet
        demo.openRow(2)

        // Then one `presented` event describes the card and its fields
        let presented = demo.events(named: "presented")
        XCTAssertEqual(presented.count, 1)
        let event = try XCTUnwrap(presented.first)
        XCTAssertEqual(event["controller"] as? String, "NoteFormViewController")
        XCTAssertEqual(event["style"] as? String, "pageSheet")
        let card = rect(event["frame"])
        XCTAssertEqual(card, demo.editSheet!.presentationController!.presentedView!.convert(
            demo.editSheet!.presentationController!.presentedView!.bounds, to: nil))
        XCTAssertEqual(card.width, 390)
        XCTAssertEqual(card.maxY, 844)
        let elements = try XCTUnwrap(event["elements"] as? [String: Any])
        for identifier in ["title", "body", "save", "cancel"] {
            let frame = rect(elements[identifier])
            XCTAssertTrue(card.contains(frame), "\(identifier) \(frame) lies inside the card \(card)")
            XCTAssertEqual(frame, demo.frame(of: identifier), identifier)
        }
        let bar = demo.editSheet!.navigationBar
        let barBottom = bar.convert(bar.bounds, to: nil).maxY
        XCTAssertEqual(rect(elements["title"]), CGRect(x: 16, y: barBottom + 20, width: 358, height: 44))
        XCTAssertEqual(rect(elements["cancel"]).midY, bar.convert(bar.bounds, to: nil).midY, accuracy: 1)
    }

    func testTheLockedDragKeepEditingCancelAndDiscardFlowInOrder() throws {
        // Given an edited sheet
        demo.openRow(2)
        demo.typeAtEnd(" (edited)")
        demo.traceLines.removeAll()

        // When dragged down (refused), Keep Editing
        demo.dragSheet(by: 300)
        let discardFrame = demo.frame(of: "Discard Changes")
        let keepFrame = demo.frame(of: "Keep Editing")
        demo.click("Keep Editing")

        // And then Cancel and Discard Changes
        demo.clickBarButton("Cancel")
        demo.click("Discard Changes")

        // Then the events follow in this order (a confirmed Discard finishes as the user's dismissal)
        let names = demo.traceNames.filter { $0 != "scroll" }
        XCTAssertEqual(names, [
            "didAttemptToDismiss", "alert", "presented", "alertAction", "dismissed",
            "alert", "presented", "alertAction", "dismissed",
            "willDismiss", "didDismiss", "dismissed",
        ], names.joined(separator: " "))

        let attempt = try XCTUnwrap(demo.events(named: "didAttemptToDismiss").first)
        XCTAssertEqual(attempt["controller"] as? String, "NoteFormViewController")
        XCTAssertEqual(attempt["source"] as? String, "drag")

        let alert = try XCTUnwrap(demo.events(named: "alert").first)
        XCTAssertEqual(alert["title"] as? String, "Discard changes?")
        XCTAssertEqual(alert["style"] as? String, "actionSheet")
        XCTAssertEqual(alert["actions"] as? [String], ["Discard Changes", "Keep Editing"])
        let elements = try XCTUnwrap(alert["elements"] as? [String: Any])
        XCTAssertEqual(rect(elements["Discard Changes"]), discardFrame)
        XCTAssertEqual(rect(elements["Keep Editing"]), keepFrame)
        XCTAssertEqual(keepFrame.maxY, 836, "the cancel card sits 8 points above the bottom")
        XCTAssertLessThan(discardFrame.maxY, keepFrame.minY)

        XCTAssertEqual(demo.events(named: "alertAction").map { $0["title"] as? String }, ["Keep Editing", "Discard Changes"])
        XCTAssertEqual(demo.events(named: "dismissed").map { $0["controller"] as? String },
                       ["UIAlertController", "UIAlertController", "NoteFormViewController"])
    }

    func testASlowShortDragSnapsBackWithDismissCancelled() {
        // Given an unedited sheet
        demo.openRow(0)
        demo.traceLines.removeAll()

        // When dragged 60 points slowly and held before release
        let start = CGPoint(x: 120, y: demo.cardTop + 22)
        demo.host.drag(from: start, to: CGPoint(x: 120, y: start.y + 60), duration: 0.8, pauseBeforeRelease: 0.1)
        demo.host.runUntilIdle()

        // Then it snapped back and said so (WillDismiss came when the interactive dismissal began, as in UIKit)
        XCTAssertNotNil(demo.editSheet)
        XCTAssertEqual(demo.traceNames.filter { $0 != "scroll" }, ["shouldDismiss", "willDismiss", "dismissCancelled"])
        XCTAssertEqual(demo.events(named: "dismissCancelled").first?["controller"] as? String, "NoteFormViewController")
    }

    func testAFlickDismissesWithWillDidDismissAndDismissed() {
        demo.openRow(0)
        demo.traceLines.removeAll()

        demo.dragSheet(by: 200, duration: 0.1)

        XCTAssertNil(demo.editSheet)
        XCTAssertEqual(demo.traceNames.filter { $0 != "scroll" }, ["shouldDismiss", "willDismiss", "didDismiss", "dismissed"])
        for event in demo.traceEvents {
            XCTAssertEqual(event["controller"] as? String, "NoteFormViewController")
        }
    }

    func testSavedCarriesThePath() throws {
        demo.openRow(0)
        demo.typeAtEnd("!")
        demo.traceLines.removeAll()

        demo.clickBarButton("Save")

        let saved = demo.events(named: "saved")
        XCTAssertEqual(saved.count, 1)
        XCTAssertEqual(saved.first?["path"] as? String, demo.directory.path("notes.json").path)
        XCTAssertEqual(demo.traceNames.filter { $0 != "scroll" }, ["saved", "dismissed"])
    }

    func testScrollEventsComeAtMostOncePerFrameForTheList() throws {
        // When the list is dragged up 200 points over 0.25 s (15 frames) and glides
        demo.host.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.25)
        demo.host.runUntilIdle()

        // Then there are scroll events for "list", never two at one time, ending at the final offset
        let scrolls = demo.events(named: "scroll")
        XCTAssertGreaterThan(scrolls.count, 10)
        XCTAssertEqual(Set(scrolls.map { $0["view"] as? String }), ["list"])
        let times = scrolls.map { $0["t"] as! Double }
        XCTAssertEqual(Set(times).count, times.count, "at most one per frame: \(times)")
        let last = try XCTUnwrap(scrolls.last?["offset"] as? [Double])
        XCTAssertEqual(last, [0, Double(demo.list.tableView.contentOffset.y)])
        XCTAssertGreaterThan(last[1], 200)
    }

    func testWheelNotchesWithinOneFrameGiveOneScrollEvent() {
        // Given nothing traced yet
        demo.traceLines.removeAll()

        // When three wheel notches arrive within one frame, and the frame runs
        for _ in 0..<3 { demo.host.scroll(by: CGVector(dx: 0, dy: 40), at: CGPoint(x: 195, y: 400)) }
        demo.host.advance(by: 1.0 / 60)

        // Then that frame reported one scroll event for the list
        XCTAssertEqual(demo.events(named: "scroll").count, 1)
        XCTAssertEqual(demo.events(named: "scroll").first?["view"] as? String, "list")

        // And the rest of the motion at most one per frame
        demo.host.runUntilIdle()
        let times = demo.events(named: "scroll").map { $0["t"] as! Double }
        XCTAssertEqual(Set(times).count, times.count)
        XCTAssertGreaterThan(demo.list.tableView.contentOffset.y, 0)
    }
}
