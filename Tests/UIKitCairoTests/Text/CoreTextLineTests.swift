import CoreText
import Foundation
import UIKit
import XCTest

/// Core Text's lines and runs measured: widths, indices, offsets, runs, truncation
/// and the framesetter's suggested sizes, from the text system's own measurements.
final class CoreTextLineTests: XCTestCase {
    private let font = UIFont(familyName: "DejaVu Sans", pointSize: 20)
    private var host: HeadlessHost!

    override func setUp() {
        super.setUp()
        // Given a rendering host: its Pango text system lays Core Text out
        host = makeRenderingHost(width: 100, height: 100)
    }

    override func tearDown() {
        host = nil
        super.tearDown()
    }

    private func pair(_ range: CFRange) -> [Int] { [range.location, range.length] }

    private func offsets(_ text: String, font: UIFont? = nil) -> [CGFloat] {
        host.textMeasurer.caretOffsets(of: TextRun(text: text, font: font ?? self.font))
    }

    func testIndicesAndOffsetsFollowTheClustersInUTF16() {
        // Given "añ👍b" (the thumbs-up is two UTF-16 units) in a line
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "añ👍b", attributes: [.font: font]))
        let carets = offsets("añ👍b")

        // Then there are four glyphs over five UTF-16 units, and offsets are the carets
        XCTAssertEqual(CTLineGetGlyphCount(line), 4)
        XCTAssertEqual(pair(CTLineGetStringRange(line)), [0, 5])
        XCTAssertEqual(CTLineGetOffsetForStringIndex(line, 0, nil), 0)
        var secondary: CGFloat = -1
        XCTAssertEqual(CTLineGetOffsetForStringIndex(line, 2, &secondary), carets[2])
        XCTAssertEqual(secondary, carets[2])
        // Inside the surrogate pair: the cluster's start; past the end: the width
        XCTAssertEqual(CTLineGetOffsetForStringIndex(line, 3, nil), carets[2])
        XCTAssertEqual(CTLineGetOffsetForStringIndex(line, 4, nil), carets[3])
        XCTAssertEqual(CTLineGetOffsetForStringIndex(line, 5, nil), carets[4])
        // And a position maps to the nearest caret boundary's UTF-16 index
        XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: -5, y: 0)), 0)
        XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: carets[2] + 1, y: 0)), 2)
        XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: carets[3] - 1, y: 0)), 4)
        XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: 1000, y: 0)), 5)
    }

    func testRunsSplitWhereAttributesChange() {
        // Given "Hi " in 20-point DejaVu Sans and "there" in 10-point bold, red
        let bold = UIFont(familyName: "DejaVu Sans", pointSize: 10, weight: .bold)
        let string = NSMutableAttributedString(string: "Hi ", attributes: [.font: font])
        string.append(NSAttributedString(string: "there", attributes: [.font: bold, .foregroundColor: UIColor.red]))
        let line = CTLineCreateWithAttributedString(string as CFAttributedString)

        // When its runs are read
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]

        // Then there are two, with their glyphs, string ranges and attributes
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual(runs.map { CTRunGetGlyphCount($0) }, [3, 5])
        XCTAssertEqual(runs.map { pair(CTRunGetStringRange($0)) }, [[0, 3], [3, 5]])
        let attributes = CTRunGetAttributes(runs[1]) as! [String: Any]
        XCTAssertEqual(attributes[kCTFontAttributeName as String] as? UIFont, bold)
        XCTAssertEqual(attributes[NSAttributedString.Key.foregroundColor.rawValue] as? UIColor, .red)
        // And the positions and advances of the second run are the line's carets
        var positions = [CGPoint](repeating: .zero, count: 5)
        var advances = [CGSize](repeating: .zero, count: 5)
        var indices = [CFIndex](repeating: 0, count: 5)
        CTRunGetPositions(runs[1], CFRangeMake(0, 0), &positions)
        CTRunGetAdvances(runs[1], CFRangeMake(0, 0), &advances)
        CTRunGetStringIndices(runs[1], CFRangeMake(0, 0), &indices)
        var carets = [CGFloat](repeating: 0, count: 9)
        for index in 0...8 { carets[index] = CTLineGetOffsetForStringIndex(line, index, nil) }
        XCTAssertEqual(positions, (3..<8).map { CGPoint(x: carets[$0], y: 0) })
        XCTAssertEqual(advances, (3..<8).map { CGSize(width: carets[$0 + 1] - carets[$0], height: 0) })
        XCTAssertEqual(indices, [3, 4, 5, 6, 7])
        // And the line's ascent is the larger font's, its width the sum of the runs'
        var ascent: CGFloat = 0
        let width = CTLineGetTypographicBounds(line, &ascent, nil, nil)
        XCTAssertEqual(ascent, CTFontGetAscent(font))
        let runWidths = runs.map { CTRunGetTypographicBounds($0, CFRangeMake(0, 0), nil, nil, nil) }
        XCTAssertEqual(runWidths[0] + runWidths[1], width, accuracy: 1e-9)
        XCTAssertNil(CTRunGetPositionsPtr(runs[0]))
    }

    func testATruncatedLineEndsInAnEllipsisThatFits() {
        // Given a line wider than 100 points
        let string = NSAttributedString(string: "Truncate this sentence", attributes: [.font: font])
        let line = CTLineCreateWithAttributedString(string)
        let token = CTLineCreateWithAttributedString(NSAttributedString(string: "…", attributes: [.font: font]))

        // When truncated at the end, the start and the middle to 100 points
        let end = CTLineCreateTruncatedLine(line, 100, .end, token)!
        let start = CTLineCreateTruncatedLine(line, 100, .start, nil)!
        let middle = CTLineCreateTruncatedLine(line, 100, .middle, token)!

        // Then each keeps as many clusters as fit with the ellipsis, and is at most 100 wide
        for truncated in [end, start, middle] {
            XCTAssertLessThanOrEqual(CTLineGetTypographicBounds(truncated, nil, nil, nil), 100)
        }
        XCTAssertEqual(CTLineGetGlyphCount(end), 8)
        XCTAssertEqual(CTLineGetOffsetForStringIndex(end, 7, nil), offsets("Truncate")[7])
        XCTAssertEqual(CTLineGetTypographicBounds(end, nil, nil, nil), Double(offsets("Truncat…").last!))
        XCTAssertEqual(CTLineGetTypographicBounds(start, nil, nil, nil), Double(offsets("…ntence").last!))
        XCTAssertEqual(CTLineGetGlyphCount(middle), 8)
        XCTAssertEqual(CTLineGetTypographicBounds(middle, nil, nil, nil), Double(offsets("Trun…nce").last!))
        XCTAssertGreaterThan(offsets("Trunc…nce").last!, 100)
        XCTAssertGreaterThan(offsets("…entence").last!, 100)
        // The kept clusters keep their string indices; the ellipsis points at the cut; the
        // truncated line stands for the whole line's characters
        XCTAssertEqual(CTLineGetStringIndexForPosition(middle, CGPoint(x: 1000, y: 0)), 22)
        XCTAssertEqual(pair(CTLineGetStringRange(end)), [0, 22])
        // A line that fits is itself; nothing fits in 5 points
        XCTAssertTrue(CTLineCreateTruncatedLine(line, 1000, .end, token) === line)
        XCTAssertNil(CTLineCreateTruncatedLine(line, 5, .end, token))
    }

    func testTheSuggestedSizeHoldsTheWrappedLines() {
        // Given two paragraphs
        let string = NSAttributedString(string: "The quick brown fox\njumps", attributes: [.font: font])
        let framesetter = CTFramesetterCreateWithAttributedString(string)
        let lineHeight = CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font)

        // When sizes are suggested for an unlimited width, 120 points, and 120 by 30
        var fit = CFRange(location: -1, length: -1)
        let wide = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 0), nil,
                                                                CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), &fit)
        let narrow = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(location: 0, length: 0), nil,
                                                                  CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), nil)
        var shortFit = CFRange(location: 0, length: 0)
        let short = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 0), nil, CGSize(width: 120, height: 30), &shortFit)

        // Then unlimited: two lines, as wide as the first paragraph; all characters fit
        XCTAssertEqual(wide, CGSize(width: offsets("The quick brown fox").last!, height: 2 * lineHeight))
        XCTAssertEqual(pair(fit), [0, 25])
        // At 120 points: "The quick " / "brown fox\n" / "jumps", as wide as the widest without its space
        XCTAssertEqual(narrow, CGSize(width: max(offsets("The quick").last!, offsets("brown fox").last!), height: 3 * lineHeight))
        // And 30 points high holds the first line only
        XCTAssertEqual(short.height, lineHeight)
        XCTAssertEqual(pair(shortFit), [0, 10])
        // And a typesetter suggests the same breaks
        let typesetter = CTFramesetterGetTypesetter(framesetter)
        XCTAssertEqual(CTTypesetterSuggestLineBreak(typesetter, 0, 120), 10)
        XCTAssertEqual(CTTypesetterSuggestLineBreak(typesetter, 10, 120), 10)
        XCTAssertEqual(CTTypesetterSuggestLineBreak(typesetter, 20, 120), 5)
        XCTAssertEqual(pair(CTLineGetStringRange(CTTypesetterCreateLine(typesetter, CFRangeMake(10, 10)))), [10, 10])
    }

    func testImageBoundsAreTheInkFromTheTextPosition() {
        // Given "x" (ink from the baseline to the x-height) and a context whose text position is (5, 7)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "x", attributes: [.font: font]))
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        var withContext = CGRect.null
        _ = renderer.image { context in
            context.cgContext.textPosition = CGPoint(x: 5, y: 7)
            withContext = CTLineGetImageBounds(line, context.cgContext)
        }
        let bounds = CTLineGetImageBounds(line, nil)

        // Then the bounds sit on the baseline, as high as the x-height, inside the advance
        XCTAssertEqual(bounds.minY, 0, accuracy: 0.05)
        XCTAssertEqual(bounds.maxY, CTFontGetXHeight(font), accuracy: 0.05)
        XCTAssertGreaterThan(bounds.minX, 0)
        XCTAssertLessThan(bounds.maxX, CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil)))
        XCTAssertEqual(withContext, bounds.offsetBy(dx: 5, dy: 7))
        // And the typographic bounds run from the descent to the ascent
        XCTAssertEqual(CTLineGetBoundsWithOptions(line, []),
                       CGRect(x: 0, y: -CTFontGetDescent(font), width: CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil)),
                              height: CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font)))
    }
}
