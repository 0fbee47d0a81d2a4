import Foundation
import UIKit
import XCTest

/// iOS's fills composited over white: `tertiarySystemFill` (118, 118, 128) at 12 %.
private let fillOverWhite = RGBA8(r: 239, g: 239, b: 240)

private func near(_ a: RGBA8, _ b: RGBA8, tolerance: Int = 1) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
}

final class StepperAndSegmentedControlPixelTests: XCTestCase {
    private func dump(_ host: HeadlessHost, _ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["MODAL_KIT_TEST_PNG_DIR"] else { return }
        try? host.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent(name + ".png"))
    }

    func testAStepperIsAGreyCapsuleWithBlackMinusAndPlus() {
        // Given a stepper at (20, 20): halves 47 points wide, glyphs 14 x 2 centred at x 43 and 90, y 36
        let host = formsHost()
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        stepper.value = 5
        host.window.addSubview(stepper)

        // When drawn
        let image = host.snapshot()
        dump(host, "stepper")

        // Then the capsule is tertiarySystemFill over white, the glyphs black, the corners white
        XCTAssertTrue(near(image.pixel(x: 25, y: 28), fillOverWhite), "\(image.pixel(x: 25, y: 28))")
        XCTAssertTrue(near(image.pixel(x: 110, y: 28), fillOverWhite))
        XCTAssertEqual(image.pixel(x: 43, y: 36), RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(image.pixel(x: 37, y: 36), RGBA8(r: 0, g: 0, b: 0))
        XCTAssertTrue(near(image.pixel(x: 43, y: 31), fillOverWhite), "no vertical bar on the minus")
        XCTAssertEqual(image.pixel(x: 90, y: 36), RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(image.pixel(x: 90, y: 30), RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(image.pixel(x: 20, y: 20), RGBA8(r: 255, g: 255, b: 255))
        XCTAssertEqual(image.pixel(x: 113, y: 51), RGBA8(r: 255, g: 255, b: 255))
        // The hairline divider between the halves is darker than the fill.
        XCTAssertLessThan(image.pixel(x: 67, y: 36).r, fillOverWhite.r - 20)
        XCTAssertTrue(near(image.pixel(x: 67, y: 24), fillOverWhite), "the divider is 18 points high")
    }

    func testThePlusGreysOutAtTheMaximumAndThePressedHalfDarkens() {
        // Given a stepper one step below its maximum
        let host = formsHost()
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        stepper.maximumValue = 10
        stepper.value = 9
        host.window.addSubview(stepper)

        // When + is pressed (stepping to the maximum) and held
        host.pointerDown(at: CGPoint(x: 100, y: 36))
        let pressed = host.snapshot()
        host.pointerUp(at: CGPoint(x: 100, y: 36))
        let released = host.snapshot()
        dump(host, "stepper-at-maximum")

        // Then while pressed the + half has a second layer of fill (239 → 225), the − half not
        XCTAssertEqual(stepper.value, 10)
        XCTAssertTrue(near(pressed.pixel(x: 110, y: 28), RGBA8(r: 225, g: 225, b: 226)), "\(pressed.pixel(x: 110, y: 28))")
        XCTAssertTrue(near(pressed.pixel(x: 25, y: 28), fillOverWhite))
        // And at rest the + glyph (centre and arms) is tertiaryLabel (60, 60, 67 at 30 %) over the fill, the − still black
        XCTAssertEqual(released.pixel(x: 90, y: 30), released.pixel(x: 90, y: 36))
        XCTAssertEqual(released.pixel(x: 84, y: 36), released.pixel(x: 90, y: 36))
        let plus = released.pixel(x: 90, y: 36)
        XCTAssertTrue(near(plus, RGBA8(r: 185, g: 185, b: 188), tolerance: 2), "\(plus)")
        XCTAssertEqual(released.pixel(x: 43, y: 36), RGBA8(r: 0, g: 0, b: 0))
    }

    func testASegmentedControlDrawsAWhiteCardUnderTheSelectedSegment() {
        // Given three 100-point segments with the first selected
        let host = formsHost()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        host.window.addSubview(control)

        // When drawn, then the third is clicked and the slide finishes
        let before = host.snapshot()
        dump(host, "segmented-first")
        host.click(at: CGPoint(x: 270, y: 36))
        host.runUntilIdle()
        let after = host.snapshot()
        dump(host, "segmented-third")

        // Then the card (white) sits under the selected segment, the others show the fill
        XCTAssertEqual(before.pixel(x: 26, y: 26), RGBA8(r: 255, g: 255, b: 255))
        XCTAssertTrue(near(before.pixel(x: 226, y: 26), fillOverWhite))
        XCTAssertTrue(near(after.pixel(x: 26, y: 26), fillOverWhite))
        XCTAssertEqual(after.pixel(x: 226, y: 26), RGBA8(r: 255, g: 255, b: 255))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        // The titles are drawn: dark ink in each segment.
        XCTAssertLessThan(after.darkest(xs: 120..<220, ys: 20..<52), 100)
        XCTAssertLessThan(after.darkest(xs: 220..<320, ys: 20..<52), 100)
        // The divider between the two unselected segments shows.
        XCTAssertLessThan(after.pixel(x: 119, y: 36).r, fillOverWhite.r - 20)
    }
}
