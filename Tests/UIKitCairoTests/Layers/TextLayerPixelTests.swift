import Foundation
import UIKit
import XCTest

/// `CATextLayer` drawn headlessly: the same glyphs a label draws, placed by the
/// layer's alignment, wrapping and truncation, in its colours and attributes.
final class TextLayerPixelTests: XCTestCase {
    private let family = "DejaVu Sans"

    private func textLayer(_ string: Any, frame: CGRect, in host: HeadlessHost) -> CATextLayer {
        let layer = CATextLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        layer.string = string
        layer.font = family as NSString
        layer.fontSize = 20
        layer.foregroundColor = UIColor.black.cgColor
        host.window.layer.addSublayer(layer)
        CATransaction.commit()
        return layer
    }

    /// A label whose frame is exactly one line of `font`, so it draws at its top.
    private func label(_ text: String, font: UIFont, x: CGFloat, y: CGFloat, width: CGFloat, in host: HeadlessHost,
                       alignment: NSTextAlignment = .left, lineBreak: NSLineBreakMode = .byClipping) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = .black
        label.textAlignment = alignment
        label.lineBreakMode = lineBreak
        host.window.addSubview(label)
        let height = host.textMeasurer.size(of: TextRun(text: text, font: font), maxWidth: nil).height
        label.frame = CGRect(x: x, y: y, width: width, height: height)
        return label
    }

    func testAPlainStringDrawsTheGlyphsALabelDrawsFromTheTopLeftOfTheBounds() {
        // Given a text layer and a one-line label with the same font, colour and origin, each in its own window
        let layerHost = makeRenderingHost(width: 200, height: 60)
        _ = textLayer("Hello", frame: CGRect(x: 10, y: 10, width: 180, height: 40), in: layerHost)
        let labelHost = makeRenderingHost(width: 200, height: 60)
        _ = label("Hello", font: UIFont(name: family, size: 20)!, x: 10, y: 10, width: 180, in: labelHost)

        // When both are drawn
        let drawn = layerHost.snapshot(), expected = labelHost.snapshot()

        // Then the pixels are the same, and there is ink
        XCTAssertEqual(drawn.crop(xs: 0..<200, ys: 0..<60), expected.crop(xs: 0..<200, ys: 0..<60))
        XCTAssertGreaterThan(drawn.darkPixelCount(xs: 10..<190, ys: 10..<50), 40)
    }

    func testAFontObjectGivesItsFaceButTheLayersFontSize() {
        // Given a layer whose font is a 99-point bold UIFont and whose fontSize is 20
        let layerHost = makeRenderingHost(width: 200, height: 60)
        let layer = textLayer("Bold", frame: CGRect(x: 10, y: 10, width: 180, height: 40), in: layerHost)
        layer.font = UIFont(familyName: family, pointSize: 99, weight: .bold)
        let labelHost = makeRenderingHost(width: 200, height: 60)
        _ = label("Bold", font: UIFont(familyName: family, pointSize: 20, weight: .bold), x: 10, y: 10, width: 180, in: labelHost)

        // Then it draws as a 20-point bold label
        XCTAssertEqual(layerHost.snapshot().crop(xs: 0..<200, ys: 0..<60), labelHost.snapshot().crop(xs: 0..<200, ys: 0..<60))
    }

    func testAlignmentModesPlaceTheLineInTheBounds() {
        // Given three layers 180 points wide, left, centred and right aligned
        let host = makeRenderingHost(width: 200, height: 150)
        let left = textLayer("Wide", frame: CGRect(x: 10, y: 0, width: 180, height: 40), in: host)
        left.alignmentMode = .left
        let center = textLayer("Wide", frame: CGRect(x: 10, y: 50, width: 180, height: 40), in: host)
        center.alignmentMode = .center
        let right = textLayer("Wide", frame: CGRect(x: 10, y: 100, width: 180, height: 40), in: host)
        right.alignmentMode = .right
        let width = host.textMeasurer.size(of: TextRun(text: "Wide", font: UIFont(name: family, size: 20)!), maxWidth: nil).width

        // When drawn
        let image = host.snapshot()

        // Then each line's ink spans the text's width where its alignment puts it
        let leftInk = image.inkColumns(xs: 0..<200, ys: 0..<40)
        let centerInk = image.inkColumns(xs: 0..<200, ys: 50..<90)
        let rightInk = image.inkColumns(xs: 0..<200, ys: 100..<140)
        XCTAssertEqual(leftInk.first.map { $0 - 10 }, centerInk.first.map { $0 - 10 - Int(((180 - width) / 2).rounded(.down)) }, accuracy: 1)
        XCTAssertEqual(rightInk.first.map { $0 - 10 - Int((180 - width).rounded(.down)) }, leftInk.first.map { $0 - 10 }, accuracy: 1)
        XCTAssertLessThanOrEqual(leftInk.first!, 12)
        XCTAssertGreaterThanOrEqual(rightInk.last!, 186)
        XCTAssertLessThan(rightInk.last!, 190)
    }

    func testNaturalAlignmentIsRightInARightToLeftLayout() {
        // Given a natural-aligned layer 180 points wide in a right-to-left window
        let host = makeRenderingHost(width: 200, height: 40)
        host.window.screen.systemLayoutDirection = .rightToLeft
        _ = textLayer("Wide", frame: CGRect(x: 10, y: 0, width: 180, height: 40), in: host)

        // When drawn
        let ink = host.snapshot().inkColumns(xs: 0..<200, ys: 0..<40)

        // Then the line ends at the right edge of the bounds
        XCTAssertGreaterThanOrEqual(ink.last!, 186)
        XCTAssertLessThan(ink.last!, 190)
        XCTAssertGreaterThan(ink.first!, 100)
    }

    func testAnUnwrappedLineIsClippedAtTheBoundsAndAWrappedOneBreaksIntoLines() {
        // Given the same long string in a clipped one-line layer and in a wrapped one, 100 points wide
        let host = makeRenderingHost(width: 300, height: 200)
        let text = "one two three four five"
        _ = textLayer(text, frame: CGRect(x: 0, y: 0, width: 100, height: 80), in: host)
        let wrapped = textLayer(text, frame: CGRect(x: 150, y: 0, width: 100, height: 200), in: host)
        wrapped.isWrapped = true
        let lineHeight = host.textMeasurer.size(of: TextRun(text: "Ag", font: UIFont(name: family, size: 20)!), maxWidth: nil).height

        // When drawn
        let image = host.snapshot()

        // Then the unwrapped line has ink up to the bounds' last column and none past it, on one line
        XCTAssertEqual(image.inkColumns(xs: 0..<150, ys: 0..<200).last, 99)
        XCTAssertLessThan(image.inkRows(xs: 0..<150, ys: 0..<200).last!, Int(lineHeight))
        // And the wrapped text keeps to its width over more than two lines
        let wrappedColumns = image.inkColumns(xs: 150..<300, ys: 0..<200)
        XCTAssertLessThan(wrappedColumns.last!, 250)
        XCTAssertGreaterThan(image.inkRows(xs: 150..<300, ys: 0..<200).last!, Int(lineHeight * 2))
    }

    func testTruncationEndsTheLineWithAnEllipsisAsALabelTruncatesIt() {
        // Given a layer truncating its end and a label truncating its tail, both 100 points wide
        let text = "one two three four five"
        let layerHost = makeRenderingHost(width: 120, height: 40)
        let layer = textLayer(text, frame: CGRect(x: 0, y: 0, width: 100, height: 40), in: layerHost)
        layer.truncationMode = .end
        let labelHost = makeRenderingHost(width: 120, height: 40)
        _ = label(text, font: UIFont(name: family, size: 20)!, x: 0, y: 0, width: 100, in: labelHost, lineBreak: .byTruncatingTail)

        // Then both show the same pixels
        XCTAssertEqual(layerHost.snapshot().crop(xs: 0..<120, ys: 0..<40), labelHost.snapshot().crop(xs: 0..<120, ys: 0..<40))
    }

    func testAnAttributedStringDrawsEachRunInItsColour() {
        // Given "RRRR" in red and "BBBB" in blue, 20-point, in a layer whose own colour is green
        let host = makeRenderingHost(width: 200, height: 40)
        let font = UIFont(name: family, size: 20)!
        let string = NSMutableAttributedString(string: "RRRR", attributes: [.font: font, .foregroundColor: UIColor.red])
        string.append(NSAttributedString(string: "BBBB", attributes: [.font: font, .foregroundColor: UIColor.blue.cgColor]))
        let layer = textLayer(string, frame: CGRect(x: 0, y: 0, width: 200, height: 40), in: host)
        layer.foregroundColor = UIColor.green.cgColor
        let split = Int(host.textMeasurer.size(of: TextRun(text: "RRRR", font: font), maxWidth: nil).width)

        // When drawn
        let image = host.snapshot()

        // Then the first run's ink is red, the second's blue, and none is green
        func count(_ xs: Range<Int>, _ test: (RGBA8) -> Bool) -> Int {
            (0..<40).reduce(0) { sum, y in sum + xs.filter { test(image.pixel(x: $0, y: y)) }.count }
        }
        XCTAssertGreaterThan(count(0..<split) { $0.r > 200 && $0.g < 60 && $0.b < 60 }, 30)
        XCTAssertEqual(count(0..<split) { $0.b > 200 && $0.r < 60 }, 0)
        XCTAssertGreaterThan(count(split..<200) { $0.b > 200 && $0.r < 60 && $0.g < 60 }, 30)
        XCTAssertEqual(count(split..<200) { $0.r > 200 && $0.g < 60 }, 0)
        XCTAssertEqual(count(0..<200) { $0.g > 200 && $0.r < 60 && $0.b < 60 }, 0)
    }

    func testTheDefaultColourIsWhiteAndFontSizeAnimates() {
        // Given a white-on-black layer whose fontSize animates linearly from 10 to 30 over one second
        let host = makeRenderingHost(width: 200, height: 60)
        host.window.backgroundColor = .black
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        layer.string = "Size"
        layer.font = family as NSString
        host.window.layer.addSublayer(layer)
        host.runUntilIdle()
        let animation = CABasicAnimation(keyPath: "fontSize")
        animation.fromValue = 10
        animation.toValue = 30
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "size")

        // When half the animation has run
        host.advance(by: 0.5)
        let halfWay = host.snapshot()

        // Then it looks like a still white 20-point layer
        let still = makeRenderingHost(width: 200, height: 60)
        still.window.backgroundColor = .black
        let reference = CATextLayer()
        reference.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        reference.string = "Size"
        reference.font = family as NSString
        reference.fontSize = 20
        still.window.layer.addSublayer(reference)
        let expected = still.snapshot()
        XCTAssertEqual(halfWay.crop(xs: 0..<200, ys: 0..<60), expected.crop(xs: 0..<200, ys: 0..<60))
        XCTAssertGreaterThan((0..<60).reduce(0) { s, y in s + (0..<200).filter { expected.pixel(x: $0, y: y).r > 200 }.count }, 30)
    }
}

private func XCTAssertEqual(_ a: Int?, _ b: Int?, accuracy: Int, file: StaticString = #filePath, line: UInt = #line) {
    guard let a, let b else { return XCTFail("missing value", file: file, line: line) }
    XCTAssertLessThanOrEqual(abs(a - b), accuracy, "\(a) vs \(b)", file: file, line: line)
}
