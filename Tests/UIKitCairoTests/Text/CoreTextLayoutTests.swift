import CoreText
import Foundation
import UIKit
import XCTest

/// A view that draws in `draw(_:)` with a closure (the Core Text or the UIKit way).
private final class DrawingView: UIView {
    var drawing: (CGContext, CGRect) -> Void = { _, _ in }
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawing(context, bounds)
    }
}

/// Core Text's lines, frames and runs: laid out and drawn by the same text system
/// as UIKit's string drawing, in Core Text's y-up space.
final class CoreTextLayoutTests: XCTestCase {
    private let font = UIFont(familyName: "DejaVu Sans", pointSize: 20)

    private func render(width: CGFloat = 300, height: CGFloat = 200, _ drawing: @escaping (CGContext, CGRect) -> Void) -> PixelBuffer {
        let host = makeRenderingHost(width: width, height: height)
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        view.drawing = drawing
        host.window.addSubview(view)
        return host.snapshot()
    }

    /// Public code's set-up before Core Text draws in a UIKit view.
    private func flip(_ context: CGContext, _ bounds: CGRect) {
        context.textMatrix = .identity
        context.translateBy(x: 0, y: bounds.height)
        context.scaleBy(x: 1, y: -1)
    }

    func testALineDrawnInAFlippedContextIsTheStringDrawnAtItsBaseline() {
        // Given "Hello, Core Text" in 20-point DejaVu Sans and its line
        let host = makeRenderingHost(width: 10, height: 10)
        let string = NSAttributedString(string: "Hello, Core Text", attributes: [.font: font])
        let line = CTLineCreateWithAttributedString(string as CFAttributedString)
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)

        // When one view draws the line at baseline (12, 50) (UIKit's y) in a flipped context,
        // and another draws the attributed string with its top `ascent` above that baseline
        let coreText = render { context, bounds in
            self.flip(context, bounds)
            context.textPosition = CGPoint(x: 12, y: bounds.height - 50)
            CTLineDraw(line, context)
        }
        let uikit = render { _, _ in string.draw(at: CGPoint(x: 12, y: 50 - ascent)) }

        // Then the line's metrics are the font's, and the pixels are the same, byte for byte
        let metrics = host.textMeasurer.fontMetrics(of: font)
        XCTAssertEqual(ascent, metrics.ascender)
        XCTAssertEqual(descent, -metrics.descender)
        XCTAssertEqual(leading, metrics.leading)
        XCTAssertEqual(CGFloat(width), host.textMeasurer.caretOffsets(of: TextRun(text: "Hello, Core Text", font: font)).last)
        XCTAssertEqual(CTLineGetGlyphCount(line), 16)
        XCTAssertGreaterThan(coreText.darkPixelCount(xs: 0..<300, ys: 30..<56), 150)
        XCTAssertEqual(coreText.inkRows(xs: 0..<60, ys: 0..<200).last, 49) // "Hell" sits on the baseline
        XCTAssertEqual(differingPixels(coreText, uikit), 0)
    }

    func testAnUnflippedContextDrawsTheLineUpsideDownAsOnApplePlatforms() {
        // Given a line drawn without the flip, its baseline at y 50
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Tg", attributes: [.font: font]))

        // When drawn
        let pixels = render { context, _ in
            context.textPosition = CGPoint(x: 10, y: 50)
            CTLineDraw(line, context)
        }

        // Then it is mirrored about the baseline (as Core Text draws in a y-down context):
        // the "g"'s tail rises above y 50 and the capital's top hangs about 14.6 points below
        let rows = pixels.inkRows(xs: 0..<300, ys: 0..<200)
        XCTAssertEqual(rows.first, 46)
        XCTAssertEqual(rows.last, 64)
    }

    func testAFrameDrawsTheLinesTheStringDrawingWrapsToTheSamePixels() {
        // Given a paragraph that wraps in a 180-point-wide rect, framed by Core Text
        let text = "The quick brown fox jumps over the lazy dog"
        let string = NSAttributedString(string: text, attributes: [.font: font])
        let rect = CGRect(x: 20, y: 10, width: 180, height: 160)

        // When one view draws the frame (a path of the rect, in the flipped space) and
        // another draws the string in the same rect
        var lineCount = 0
        var ranges: [[Int]] = []
        var origins: [CGPoint] = []
        let coreText = render { context, bounds in
            self.flip(context, bounds)
            let framesetter = CTFramesetterCreateWithAttributedString(string as CFAttributedString)
            let path = CGMutablePath()
            path.addRect(CGRect(x: rect.minX, y: bounds.height - rect.maxY, width: rect.width, height: rect.height))
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), path, nil)
            lineCount = (CTFrameGetLines(frame) as! [CTLine]).count
            ranges = (CTFrameGetLines(frame) as! [CTLine]).map { CTLineGetStringRange($0) }.map { [$0.location, $0.length] }
            origins = [CGPoint](repeating: .zero, count: lineCount)
            CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
            CTFrameDraw(frame, context)
        }
        let uikit = render { _, _ in string.draw(in: rect) }

        // Then it makes the same three lines, broken after the spaces, 23.28 points apart
        // (ascent 18.56 + descent 4.72) from the top of the rect, pixel for pixel
        XCTAssertEqual(lineCount, 3)
        XCTAssertEqual(ranges, [[0, 16], [16, 15], [31, 12]])
        XCTAssertEqual(origins, [CGPoint(x: 0, y: 141.435546875), CGPoint(x: 0, y: 118.154296875), CGPoint(x: 0, y: 94.873046875)])
        XCTAssertGreaterThan(coreText.darkPixelCount(xs: 0..<300, ys: 0..<200), 600)
        XCTAssertEqual(differingPixels(coreText, uikit), 0)
    }

    func testACentredFrameWithLineSpacingDrawsWhereTheParagraphStyleSays() {
        // Given centred text with 6 points between lines, in a 200-point-wide rect
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 6
        let string = NSAttributedString(string: "Centre these words please", attributes: [.font: font, .paragraphStyle: style])
        var origins: [CGPoint] = []
        var widths: [CGFloat] = []

        // When it is framed in a 200 by 100 box
        let pixels = render { context, bounds in
            self.flip(context, bounds)
            let framesetter = CTFramesetterCreateWithAttributedString(string)
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: CGRect(x: 50, y: 50, width: 200, height: 100), transform: nil), nil)
            // As label libraries read them: through [AnyObject]
            let lines = CTFrameGetLines(frame) as [AnyObject] as? [CTLine] ?? []
            origins = [CGPoint](repeating: .zero, count: lines.count)
            CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
            widths = lines.map { CGFloat(CTLineGetTypographicBounds($0, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth($0)) }
            CTFrameDraw(frame, context)
        }

        // Then the two lines are centred without their trailing space, 23.28 + 6 points apart
        XCTAssertEqual(origins.count, 2)
        XCTAssertEqual(origins.map(\.x), widths.map { (200 - $0) / 2 })
        XCTAssertEqual(origins[0].y - origins[1].y, 23.28125 + 6, accuracy: 1e-9)
        // And the ink of the first line is centred in the box (x 50...250) within a pixel
        let firstLineRows = 50..<(200 - 50 - Int(origins[1].y) - 5)
        let columns = pixels.inkColumns(xs: 0..<300, ys: firstLineRows)
        XCTAssertEqual(Double(columns.first! + columns.last!) / 2, 150, accuracy: 1.5)
    }

    func testTheSuggestedSizeRoundedUpIsTheStringDrawingsBoundingSize() {
        // Given a paragraph measured by Core Text and by UIKit within 180 points
        let host = makeRenderingHost(width: 10, height: 10)
        let string = NSAttributedString(string: "The quick brown fox jumps over the lazy dog", attributes: [.font: font])
        let suggested = CTFramesetterSuggestFrameSizeWithConstraints(CTFramesetterCreateWithAttributedString(string), CFRangeMake(0, 0), nil,
                                                                     CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude), nil)
        let bounding = string.boundingRect(with: CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                           context: nil)

        // Then they agree once Core Text's fractions are rounded up, as labels do
        XCTAssertEqual(CGSize(width: ceil(suggested.width), height: ceil(suggested.height)), bounding.size)
        XCTAssertEqual(suggested.height, 3 * 23.28125, accuracy: 1e-9)
        withExtendedLifetime(host) {}
    }

    /// How many pixels of the two renders differ.
    private func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        zip(a.crop(xs: 0..<a.width, ys: 0..<a.height), b.crop(xs: 0..<b.width, ys: 0..<b.height)).filter { $0 != $1 }.count
    }
}
