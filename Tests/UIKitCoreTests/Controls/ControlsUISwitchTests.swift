import Foundation
import XCTest
@testable import UIKitCore

final class ControlsUISwitchTests: XCTestCase {
    private func makeSwitch(in driver: ControlsDriver) -> (UISwitch, ControlEventLog) {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        driver.window.addSubview(toggle)
        let log = ControlEventLog()
        log.observe(toggle, ["valueChanged", "primaryActionTriggered"])
        return (toggle, log)
    }

    func testASwitchIs51By31() {
        XCTAssertEqual(UISwitch().bounds.size, CGSize(width: 51, height: 31))
    }

    func testAClickTogglesAndSendsValueChangedOnce() {
        // Given an off switch
        let driver = ControlsDriver()
        let (toggle, log) = makeSwitch(in: driver)

        // When clicked once
        driver.click(CGPoint(x: 125, y: 115))

        // Then it is on, with one valueChanged (then primaryActionTriggered)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(log.names, ["valueChanged", "primaryActionTriggered"])

        // When clicked again, then it is off and a second valueChanged came
        driver.runUntilIdle()
        driver.click(CGPoint(x: 125, y: 115))
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(log.names.filter { $0 == "valueChanged" }.count, 2)
    }

    func testSetOnSendsNoEvent() {
        let driver = ControlsDriver()
        let (toggle, log) = makeSwitch(in: driver)

        toggle.setOn(true, animated: true)

        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(log.names, [])
    }

    func testTheKnobSlidesOverAQuarterSecond() {
        // Given an off switch (knob centre x 15.5, on: 35.5)
        let driver = ControlsDriver()
        let (toggle, _) = makeSwitch(in: driver)
        XCTAssertEqual(toggle.knobView.center.x, 15.5)

        // When clicked and 0.125 s pass (half of the ease-in-out)
        driver.click(CGPoint(x: 125, y: 115))
        let start = driver.now - 0.05
        _ = start
        driver.advance(by: 0.125)
        let midway = toggle.knobView.layer.presented.center.x
        driver.runUntilIdle()

        // Then the knob is between the ends mid-way and at 35.5 at the end, the track green
        XCTAssertGreaterThan(midway, 16)
        XCTAssertLessThan(midway, 35)
        XCTAssertEqual(toggle.knobView.layer.presented.center.x, 35.5)
        XCTAssertEqual(toggle.trackView.layer.presented.backgroundColor, UIColor.systemGreen.cgColor)
    }

    func testDraggingTheKnobRightTurnsItOnWithOneValueChanged() {
        // Given an off switch
        let driver = ControlsDriver()
        let (toggle, log) = makeSwitch(in: driver)

        // When the knob is dragged from the left end to the right end
        driver.drag(from: CGPoint(x: 112, y: 115), to: CGPoint(x: 145, y: 115), duration: 0.2)

        // Then it is on, with exactly one valueChanged
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(log.names.filter { $0 == "valueChanged" }.count, 1)
    }

    func testDraggingBackToWhereItStartedChangesNothing() {
        let driver = ControlsDriver()
        let (toggle, log) = makeSwitch(in: driver)

        driver.down(CGPoint(x: 112, y: 115))
        driver.advance(by: 0.05)
        driver.move(CGPoint(x: 145, y: 115))
        driver.advance(by: 0.05)
        driver.move(CGPoint(x: 110, y: 115))
        driver.up(CGPoint(x: 110, y: 115))

        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(log.names, [])
    }
}
