import Foundation
import UIKit
import XCTest

final class TextRenderingTests: XCTestCase {
    /// Renders `text` in a black label with a white background at `frame` on a 300x120 window.
    private func render(_ text: String, frame: CGRect = CGRect(x: 20, y: 40, width: 240, height: 40),
                        scale: CGFloat = 1, configure: (UILabel) -> Void = { _ in }) -> PixelBuffer {
        let host = makeRenderingHost(width: 300, height: 120, scale: scale)
        let label = UILabel(frame: frame)
        label.text = text
        label.textColor = .black
        label.font = .systemFont(ofSize: 20)
        configure(label)
        host.window.addSubview(label)
        return host.snapshot()
    }

    private func assertTextInsideOnly(_ text: String, scale: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        // Given a label at (20, 40, 240, 40)
        // When rendered
        let image = render(text, scale: scale)
        let s = Int(scale)

        // Then there is ink inside its frame and none outside it
        let inside = image.darkPixelCount(xs: (20 * s)..<(260 * s), ys: (40 * s)..<(80 * s))
        let everywhere = image.darkPixelCount(xs: 0..<image.width, ys: 0..<image.height)
        XCTAssertGreaterThan(inside, 40 * s * s, "\(text): ink inside", file: file, line: line)
        XCTAssertEqual(everywhere, inside, "\(text): ink outside the label", file: file, line: line)
    }

    func testLatinTextIsDrawnInsideTheLabel() {
        assertTextInsideOnly("Hello, world", scale: 1)
        assertTextInsideOnly("Hello, world", scale: 2)
    }

    func testFrenchTextIsDrawnInsideTheLabel() {
        assertTextInsideOnly("Étape à ç", scale: 1)
        assertTextInsideOnly("Étape à ç", scale: 2)
    }

    func testDanishTextIsDrawnInsideTheLabel() {
        assertTextInsideOnly("Træk-ned ø å", scale: 1)
        assertTextInsideOnly("Træk-ned ø å", scale: 2)
    }

    func testTextIsVerticallyCentredInTheLabel() {
        // Given "Hx" in a 40-point-tall label at y 40
        // When rendered
        let image = render("Hx")

        // Then the ink's middle is near the label's middle (y 60)
        let rows = image.inkRows(xs: 20..<260, ys: 0..<120)
        let middle = (rows.first! + rows.last!) / 2
        XCTAssertTrue((55...65).contains(middle), "ink rows \(rows.first!)...\(rows.last!)")
    }

    func testTheLabelUsesItsTextColour() {
        // Given red text
        let image = render("HHHH") { $0.textColor = .red }

        // When the ink is inspected
        let stems = image.inkColumns(xs: 20..<260, ys: 40..<80, threshold: 250)
        let solid = stems.compactMap { x in (40..<80).first { y in image.pixel(x: x, y: y) == pureRed } }

        // Then fully covered pixels are pure red
        XCTAssertFalse(stems.isEmpty)
        XCTAssertFalse(solid.isEmpty, "no fully red pixel in the stems")
    }

    // MARK: Not tofu

    /// The ink of a single character drawn at (20, 40) in 40-point text.
    private func glyph(_ character: String) -> (pixels: [RGBA8], columns: [Int], rows: [Int]) {
        let image = render(character, frame: CGRect(x: 20, y: 20, width: 80, height: 80)) { $0.font = .systemFont(ofSize: 40) }
        return (image.crop(xs: 20..<100, ys: 20..<100), image.inkColumns(xs: 0..<300, ys: 0..<120),
                image.inkRows(xs: 0..<300, ys: 0..<120))
    }

    func testSlashedOIsARealGlyphNotAMissingGlyphBox() {
        // Given "o", "ø", and a private-use character no font has (drawn as a hex box)
        let o = glyph("o"), slashed = glyph("ø"), missing = glyph("\u{E0FF}")

        // When their ink is compared
        // Then "ø" differs from "o" and from the box, and sits on the x-height like "o"
        // (a hex box is as tall as a capital, starting well above "o")
        XCTAssertNotEqual(slashed.pixels, o.pixels)
        XCTAssertNotEqual(slashed.pixels, missing.pixels)
        XCTAssertLessThanOrEqual(abs(slashed.rows.first! - o.rows.first!), 3,
                                 "ø ink top \(slashed.rows.first!), o top \(o.rows.first!)")
        XCTAssertLessThanOrEqual(abs(slashed.columns.count - o.columns.count), 6,
                                 "ø ink is \(slashed.columns.count) wide, o \(o.columns.count)")
        XCTAssertLessThan(missing.rows.first!, o.rows.first! - 5,
                          "the missing-glyph box should start above the x-height: \(missing.rows.first!) vs \(o.rows.first!)")
    }

    func testRingAIsARealGlyph() {
        // Given "a" and "å"
        let a = glyph("a"), ring = glyph("å")

        // When their ink is compared
        // Then "å" has ink above "a" (the ring) and the same width
        XCTAssertLessThan(ring.rows.first!, a.rows.first! - 4, "å top \(ring.rows.first!), a top \(a.rows.first!)")
        XCTAssertEqual(ring.rows.last, a.rows.last)
        XCTAssertLessThanOrEqual(abs(ring.columns.count - a.columns.count), 2)
    }

    func testCedillaAndGraveAccentAreRealGlyphs() {
        // Given "c"/"ç" and "a"/"à"
        let c = glyph("c"), cedilla = glyph("ç"), a = glyph("a"), grave = glyph("à")

        // When their ink is compared
        // Then the cedilla hangs below the baseline and the grave sits above
        XCTAssertGreaterThan(cedilla.rows.last!, c.rows.last! + 4)
        XCTAssertLessThan(grave.rows.first!, a.rows.first! - 4)
    }

    // MARK: Truncation

    func testALongSingleLineLabelIsTruncatedWithinItsBounds() {
        // Given a 100-point-wide single-line label with a long text
        let long = "Træk-ned for at lukke dette ark, og prøv igen senere"
        let image = render(long, frame: CGRect(x: 20, y: 40, width: 100, height: 40))

        // When rendered
        let columns = image.inkColumns(xs: 0..<300, ys: 0..<120)

        // Then the ink stays within x 20..<120 and reaches near its end (the ellipsis)
        XCTAssertGreaterThanOrEqual(columns.first!, 20)
        XCTAssertLessThan(columns.last!, 120)
        XCTAssertGreaterThan(columns.last!, 100)
    }

    func testTruncationEndsWithAnEllipsis() {
        // Given the same long text truncated, and the text cut without truncation ("by clipping")
        let long = "Træk-ned for at lukke dette ark, og prøv igen senere"
        let truncated = render(long, frame: CGRect(x: 20, y: 40, width: 100, height: 40))
        let clipped = render(long, frame: CGRect(x: 20, y: 40, width: 100, height: 40)) { $0.lineBreakMode = .byClipping }

        // When their last 20 points are compared
        // Then they differ (three dots instead of letters), and the clipped one stays inside too
        XCTAssertNotEqual(truncated.crop(xs: 100..<120, ys: 40..<80), clipped.crop(xs: 100..<120, ys: 40..<80))
        XCTAssertLessThan(clipped.inkColumns(xs: 0..<300, ys: 0..<120).last!, 120)
    }

    func testASizedToFitLabelIsNotTruncatedAtScale1Or2() {
        for scale: CGFloat in [1, 2] {
            // Given a label sized to fit its text, and the same text in a label far wider than needed
            let text = "Glisser vers le bas · Træk-ned for at lukke"
            let host = makeRenderingHost(width: 500, height: 120, scale: scale)
            let fitted = UILabel(frame: CGRect(x: 10, y: 10, width: 10, height: 30))
            fitted.text = text
            host.window.addSubview(fitted)
            fitted.sizeToFit()
            let wide = UILabel(frame: CGRect(x: 10, y: 60, width: 480, height: fitted.bounds.height))
            wide.text = text
            host.window.addSubview(wide)

            // When both are rendered
            let image = host.snapshot()
            let s = Int(scale), w = Int(fitted.bounds.width), h = Int(fitted.bounds.height)

            // Then the fitted one shows exactly the same pixels (no ellipsis)
            XCTAssertGreaterThan(w, 200)
            let fittedPixels = image.crop(xs: (10 * s)..<((10 + w) * s), ys: (10 * s)..<((10 + h) * s))
            let widePixels = image.crop(xs: (10 * s)..<((10 + w) * s), ys: (60 * s)..<((60 + h) * s))
            let differing = zip(fittedPixels, widePixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "scale \(scale): \(differing) pixels differ in a \(w)x\(h) label")
        }
    }

    func testTwoLinesWrapInsideTheLabel() {
        // Given a two-line label 120 points wide and 60 tall
        let image = render("Étape une, étape deux, étape trois", frame: CGRect(x: 20, y: 20, width: 120, height: 60)) {
            $0.numberOfLines = 2
        }

        // When rendered
        let rows = image.inkRows(xs: 0..<300, ys: 0..<120)
        let columns = image.inkColumns(xs: 0..<300, ys: 0..<120)

        // Then the ink spans two lines (taller than 30 points) and stays in the frame
        XCTAssertGreaterThan(rows.last! - rows.first!, 30)
        XCTAssertGreaterThanOrEqual(rows.first!, 20)
        XCTAssertLessThan(rows.last!, 80)
        XCTAssertLessThan(columns.last!, 140)
    }
}
