import Foundation
import UIKit
import XCTest

/// Text drawn into bitmap contexts (`UIGraphicsImageRenderer`, image contexts,
/// `CGContext(data:...)`) with UIKit's string drawing, and its measurements.
final class StringDrawingTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    private let font = UIFont(name: "DejaVu Sans", size: 20)!

    private func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// A window of `size` showing a black label with `text` at the top left, one line high.
    private func labelSnapshot(_ text: String, size: CGSize, scale: CGFloat) -> PixelBuffer {
        let host = makeRenderingHost(width: size.width, height: size.height, scale: scale)
        host.renderer.text.cachesText = false
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = .black
        label.lineBreakMode = .byClipping
        host.window.addSubview(label)
        label.frame = CGRect(origin: .zero, size: CGSize(width: size.width, height: host.textMeasurer.size(of: TextRun(text: text, font: font), maxWidth: nil).height))
        return host.snapshot()
    }

    func testAStringDrawnAtAPointInARendererIsTheTextALabelDraws() throws {
        for scale: CGFloat in [1, 2] {
            // Given a renderer filled white, drawing "Hi" at its origin in black 20-point text
            let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format(scale: scale)).image { context in
                UIColor.white.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 60, height: 30))
                "Hi".draw(at: .zero, withAttributes: [.font: font, .foregroundColor: UIColor.black])
            }

            // Then its pixels are a window's with a label showing the same text there
            let pixels = try XCTUnwrap(image.cgImage).pixelBuffer
            let expected = labelSnapshot("Hi", size: CGSize(width: 60, height: 30), scale: scale)
            XCTAssertEqual(pixels.crop(xs: 0..<pixels.width, ys: 0..<pixels.height),
                           expected.crop(xs: 0..<expected.width, ys: 0..<expected.height), "scale \(scale)")
            XCTAssertGreaterThan(pixels.darkPixelCount(xs: 0..<pixels.width, ys: 0..<pixels.height), Int(20 * scale * scale))
        }
    }

    func testTheSizeOfAStringIsWhatTheTextSystemMeasures() {
        // Given the main screen's window's text system
        let host = makeRenderingHost(width: 100, height: 100)
        UIScreen.makeCurrent(host.window.screen)

        // When a string and an attributed string measure themselves
        let size = "Measure me".size(withAttributes: [.font: font])
        let attributed = NSAttributedString(string: "Measure me", attributes: [.font: font]).size()

        // Then both are the layout's size
        let expected = host.textMeasurer.size(of: TextRun(text: "Measure me", font: font), maxWidth: nil)
        XCTAssertEqual(size, expected)
        XCTAssertEqual(attributed, expected)
        XCTAssertGreaterThan(size.width, 80)
    }

    func testABoundingRectWrapsAtTheWidthWithLineFragmentOriginAndIsOneLineFromTheBaselineWithout() {
        let host = makeRenderingHost(width: 100, height: 100)
        UIScreen.makeCurrent(host.window.screen)
        let text = "one two three four five six"
        let line = host.textMeasurer.size(of: TextRun(text: "Ag", font: font), maxWidth: nil).height

        // When bounded by 100 points of width, with and without line fragments
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        let single = (text as NSString).boundingRect(with: CGSize(width: 100, height: 1000), options: [],
                                                     attributes: [.font: font], context: nil)
        let twoLines = text.boundingRect(with: CGSize(width: 100, height: line * 2 + 5),
                                         options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)

        // Then the wrapped rect starts at zero, keeps to the width and spans several lines
        let expected = host.textMeasurer.size(of: TextRun(text: text, font: font, lineBreakMode: .byWordWrapping, numberOfLines: 0), maxWidth: 100)
        XCTAssertEqual(wrapped, CGRect(origin: .zero, size: expected))
        XCTAssertLessThanOrEqual(wrapped.width, 100)
        XCTAssertGreaterThan(wrapped.height, line * 2)
        // And the single line is the whole text, above its baseline
        let baseline = host.textMeasurer.firstBaseline(of: TextRun(text: text, font: font, lineBreakMode: .byClipping), maxWidth: nil)
        XCTAssertEqual(single.minY, -baseline)
        XCTAssertEqual(single.height, line)
        XCTAssertGreaterThan(single.width, 200)
        // And a height limit keeps whole lines: two of them
        let two = host.textMeasurer.size(of: TextRun(text: text, font: font, lineBreakMode: .byTruncatingTail, numberOfLines: 2), maxWidth: 100)
        XCTAssertEqual(twoLines.size, two)
        XCTAssertLessThan(twoLines.height, wrapped.height)
    }

    func testAnAttributedStringDrawnInARectWrapsInsideItInItsRunsColours() throws {
        // Given red wrapped text drawn in a 100-point-wide rect of a 200x200 renderer
        let text = NSAttributedString(string: "one two three four five six", attributes: [.font: font, .foregroundColor: UIColor.red])
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200), format: format(scale: 1)).image { _ in
            text.draw(in: CGRect(x: 10, y: 10, width: 100, height: 200))
        }
        let pixels = try XCTUnwrap(image.cgImage).pixelBuffer
        let line = Int(PangoTextSystem.offscreen.size(of: TextRun(text: "Ag", font: font), maxWidth: nil).height)
        let height = Int(PangoTextSystem.offscreen.size(of: TextRun(text: text.string, font: font, lineBreakMode: .byWordWrapping,
                                                                     numberOfLines: 0), maxWidth: 100).height)

        // Then red ink lies inside the rect over more than two lines, and nothing else is drawn
        var columns: [Int] = [], rows: [Int] = [], other = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let p = pixels.pixel(x: x, y: y)
                guard p.a > 0 else { continue }
                if p.r >= p.g && p.r >= p.b && p.g == p.b { columns.append(x); rows.append(y) } else { other += 1 }
            }
        }
        XCTAssertEqual(other, 0)
        XCTAssertGreaterThanOrEqual(columns.min()!, 10)
        XCTAssertLessThan(columns.max()!, 110)
        XCTAssertGreaterThanOrEqual(rows.min()!, 10)
        XCTAssertGreaterThan(height, line * 2)
        XCTAssertGreaterThan(rows.max()!, 10 + height - line)
        XCTAssertLessThan(rows.max()!, 10 + height)
    }

    func testTextInAnImageContextAndAnImageDrawnUnderIt() throws {
        // Given a blue image drawn into an older image context, then white text over it
        let blue = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format(scale: 1)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 30))
        }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 60, height: 30), false, 1)
        blue.draw(in: CGRect(x: 0, y: 0, width: 60, height: 30))
        ("Hi" as NSString).draw(in: CGRect(x: 0, y: 0, width: 60, height: 30), withAttributes: [.font: font, .foregroundColor: UIColor.white])
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        // Then the corners stay blue and the glyphs are white-ish on blue
        let pixels = try XCTUnwrap(image.cgImage).pixelBuffer
        XCTAssertEqual(pixels.pixel(x: 59, y: 29), pureBlue)
        let white = (0..<30).reduce(0) { s, y in s + (0..<60).filter { pixels.pixel(x: $0, y: y) == RGBA8(r: 255, g: 255, b: 255) }.count }
        XCTAssertGreaterThan(white, 10)
    }

    func testTextInABareBitmapContextIsUpsideDownAsCoreGraphicsSpaceIsBottomUp() throws {
        // Given a bitmap context (bottom-up) and a renderer (top-down), each drawing "T" at (0, 0)
        let context = try XCTUnwrap(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                              space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        UIGraphicsPushContext(context)
        "T".draw(at: .zero, withAttributes: [.font: font, .foregroundColor: UIColor.black])
        UIGraphicsPopContext()
        let flipped = try XCTUnwrap(context.makeImage()).pixelBuffer
        let upright = try XCTUnwrap(UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format(scale: 1)).image { _ in
            "T".draw(at: .zero, withAttributes: [.font: font, .foregroundColor: UIColor.black])
        }.cgImage).pixelBuffer

        // Then the bitmap's rows are the renderer's mirrored top to bottom
        func inked(_ buffer: PixelBuffer) -> [Int] { (0..<40).filter { y in (0..<40).contains { buffer.pixel(x: $0, y: y).a > 0 } } }
        let uprightRows = inked(upright), flippedRows = inked(flipped)
        XCTAssertFalse(uprightRows.isEmpty)
        XCTAssertEqual(flippedRows, uprightRows.map { 39 - $0 }.reversed())
    }
}
