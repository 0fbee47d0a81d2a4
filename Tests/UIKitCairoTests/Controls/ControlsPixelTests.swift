import Foundation
import UIKit
import XCTest

/// A headless host with a white window.
func formsHost(width: CGFloat = 390, height: CGFloat = 300) -> HeadlessHost {
    let host = HeadlessHost(size: CGSize(width: width, height: height), scale: 1)
    host.window.backgroundColor = .white
    return host
}

extension PixelBuffer {
    /// Pixels in the region matching `predicate`.
    func count(xs: Range<Int>, ys: Range<Int>, where predicate: (RGBA8) -> Bool) -> Int {
        var count = 0
        for y in ys { for x in xs where predicate(pixel(x: x, y: y)) { count += 1 } }
        return count
    }

    /// The darkest value (min of r, g, b) in the region.
    func darkest(xs: Range<Int>, ys: Range<Int>) -> UInt8 {
        var darkest: UInt8 = 255
        for y in ys { for x in xs { let p = pixel(x: x, y: y); darkest = min(darkest, min(p.r, p.g, p.b)) } }
        return darkest
    }
}

final class ControlsPixelTests: XCTestCase {
    func testAFilledButtonIsDarkerWhilePressed() {
        // Given a filled button with a pure red base colour
        let host = formsHost()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.baseBackgroundColor = UIColor(rgb: 0xFF0000)
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        host.window.addSubview(button)

        // When drawn at rest and while the pointer holds it
        let normal = host.snapshot().pixel(x: 30, y: 40)
        host.pointerDown(at: CGPoint(x: 80, y: 42))
        let pressed = host.snapshot().pixel(x: 30, y: 40)
        host.pointerUp(at: CGPoint(x: 80, y: 42))
        let released = host.snapshot().pixel(x: 30, y: 40)

        // Then the fill is (255, 0, 0), then 20 % darker (204, 0, 0), then red again
        XCTAssertEqual(normal, RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(pressed, RGBA8(r: 204, g: 0, b: 0))
        XCTAssertEqual(released, normal)
    }

    func testASystemButtonsTitleFadesWhilePressed() {
        // Given a system button titled "Edit"
        let host = formsHost()
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        host.window.addSubview(button)

        // When drawn at rest and pressed
        let normal = host.snapshot()
        host.pointerDown(at: CGPoint(x: 80, y: 42))
        let pressed = host.snapshot()

        // Then the title's ink is systemBlue-dark at rest and at most 20 % as strong pressed
        let restInk = 255 - Int(normal.darkest(xs: 20..<140, ys: 20..<64))
        let pressedInk = 255 - Int(pressed.darkest(xs: 20..<140, ys: 20..<64))
        XCTAssertGreaterThan(restInk, 200)
        XCTAssertGreaterThan(pressedInk, 0)
        XCTAssertLessThanOrEqual(pressedInk, restInk / 5 + 1)
    }

    func testASwitchIsGreyWhenOffAndGreenWhenOn() {
        let host = formsHost()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        host.window.addSubview(toggle)

        let off = host.snapshot().pixel(x: 62, y: 35)
        host.click(at: CGPoint(x: 45, y: 35))
        host.runUntilIdle()
        let on = host.snapshot().pixel(x: 30, y: 35)

        XCTAssertEqual(off, RGBA8(r: 0xE9, g: 0xE9, b: 0xEA))
        XCTAssertEqual(on, RGBA8(r: 0x34, g: 0xC7, b: 0x59))
        XCTAssertTrue(toggle.isOn)
    }

    func testTheCaretIsATintColumnThatBlinks() {
        // Given a focused empty rounded-rect field (text starts at x = 27)
        let host = formsHost()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
        field.becomeFirstResponder()

        // When drawn now and just after half a second
        let on = host.snapshot()
        host.advance(by: 0.51)
        let off = host.snapshot()

        // Then the 2-point caret at x = 26...27 is systemBlue, then gone
        XCTAssertEqual(on.pixel(x: 26, y: 37), RGBA8(r: 0, g: 0x7A, b: 0xFF))
        XCTAssertEqual(on.pixel(x: 27, y: 37), RGBA8(r: 0, g: 0x7A, b: 0xFF))
        XCTAssertEqual(off.pixel(x: 26, y: 37), RGBA8(r: 255, g: 255, b: 255))
    }

    func testTypedAccentsMoveTheCaretByTheirPangoWidths() {
        // Given a focused field measured by Pango
        let host = formsHost()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        host.window.addSubview(field)
        field.becomeFirstResponder()

        // When "é", "ø", "å" are typed
        host.type("é")
        let one = field.caretX
        host.type("øå")
        let offsets = host.textMeasurer.caretOffsets(of: TextRun(text: "éøå", font: .systemFont(ofSize: 17)))

        // Then the caret sits at Pango's offsets, and the glyphs are drawn there
        XCTAssertEqual(field.text, "éøå")
        XCTAssertEqual(one, offsets[1].rounded())
        XCTAssertEqual(field.caretX, offsets[3].rounded())
        XCTAssertGreaterThan(host.snapshot().darkPixelCountForForms(xs: 20..<Int(20 + offsets[3]), ys: 20..<54), 20)
    }

    func testASecureFieldDrawsTheSamePixelsAsBullets() {
        // Given a secure field with "abc" and a plain one with three bullets
        let host = formsHost()
        let secure = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        secure.isSecureTextEntry = true
        secure.text = "abc"
        let bullets = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 34))
        bullets.text = "\u{2022}\u{2022}\u{2022}"
        host.window.addSubview(secure)
        host.window.addSubview(bullets)

        // When drawn
        let image = host.snapshot()

        // Then both rows are identical and not blank
        XCTAssertEqual(image.crop(forms: 20..<220, ys: 20..<54), image.crop(forms: 20..<220, ys: 80..<114))
        XCTAssertGreaterThan(image.darkPixelCountForForms(xs: 20..<220, ys: 20..<54), 10)
    }

    func testPastingOneMegabyteWithPangoWorks() {
        // Given a focused field and 1,000,000 characters on the clipboard
        let host = formsHost()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.clipboardText = String(repeating: "Lorem ipsum ", count: 83_334)

        // When pasted, a letter typed, and the window drawn
        host.key(.character("v"), modifiers: .control)
        host.type("é")
        let image = host.snapshot()

        // Then every character is there and the visible end of the text is drawn
        XCTAssertEqual(field.text?.count, 1_000_009)
        XCTAssertEqual(field.caretIndex, 1_000_009)
        XCTAssertGreaterThan(image.darkPixelCountForForms(xs: 20..<220, ys: 20..<54), 50)
        XCTAssertGreaterThan(field.textScrollOffset, 1_000_000)
    }
}

extension PixelBuffer {
    func darkPixelCountForForms(xs: Range<Int>, ys: Range<Int>) -> Int {
        count(xs: xs, ys: ys) { min($0.r, $0.g, $0.b) < 160 }
    }

    func crop(forms xs: Range<Int>, ys: Range<Int>) -> [RGBA8] {
        ys.flatMap { y in xs.map { x in pixel(x: x, y: y) } }
    }
}
