import CoreText
import UIKit

// Core Text layout as custom text views and labels use it: a frame drawn in a
// flipped context, a size from the framesetter, lines and runs walked for hit
// testing and link rects, a truncated last line.
final class FixtureColumnView: UIView {
    var attributedText = NSAttributedString(string: "")

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.textMatrix = .identity
        context.translateBy(x: 0, y: bounds.size.height)
        context.scaleBy(x: 1.0, y: -1.0)
        let path = CGMutablePath()
        path.addRect(bounds.insetBy(dx: 8, dy: 8))
        let framesetter = CTFramesetterCreateWithAttributedString(attributedText as CFAttributedString)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, attributedText.length), path, nil)
        let visible = CTFrameGetVisibleStringRange(frame)
        if visible.location + visible.length < attributedText.length {
            drawTruncated(frame, in: context)
        } else {
            CTFrameDraw(frame, context)
        }
    }

    private func drawTruncated(_ frame: CTFrame, in context: CGContext) {
        guard let lines = CTFrameGetLines(frame) as? [CTLine], !lines.isEmpty else { return }
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRange(location: 0, length: 0), &origins)
        let box = CTFrameGetPath(frame).boundingBox
        for (index, line) in lines.enumerated() {
            context.textPosition = CGPoint(x: box.minX + origins[index].x, y: box.minY + origins[index].y)
            if index == lines.count - 1 {
                let token = CTLineCreateWithAttributedString(NSAttributedString(string: "\u{2026}"))
                let truncated = CTLineCreateTruncatedLine(line, Double(box.width), .end, token) ?? line
                CTLineDraw(truncated, context)
            } else {
                CTLineDraw(line, context)
            }
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let framesetter = CTFramesetterCreateWithAttributedString(attributedText)
        var fit = CFRange()
        let suggested = CTFramesetterSuggestFrameSizeWithConstraints(
            framesetter, CFRange(location: 0, length: 0), nil,
            CGSize(width: size.width - 16, height: .greatestFiniteMagnitude), &fit)
        return CGSize(width: ceil(suggested.width) + 16, height: ceil(suggested.height) + 16)
    }

    /// The index of the character under `point` (view coordinates), or nil.
    func characterIndex(at point: CGPoint) -> CFIndex? {
        let framesetter = CTFramesetterCreateWithAttributedString(attributedText)
        let path = CGPath(rect: bounds, transform: nil)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), path, nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
        let flipped = CGPoint(x: point.x, y: bounds.height - point.y)
        for (line, origin) in zip(lines, origins) {
            var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
            let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
            guard flipped.y >= origin.y - descent, flipped.y <= origin.y + ascent, flipped.x <= origin.x + CGFloat(width) else { continue }
            let index = CTLineGetStringIndexForPosition(line, CGPoint(x: flipped.x - origin.x, y: 0))
            return index == kCFNotFound ? nil : index
        }
        return nil
    }

    /// The rects of the runs that carry a link attribute, for drawing highlights.
    func linkRects(in line: CTLine, origin: CGPoint) -> [CGRect] {
        var rects: [CGRect] = []
        for run in CTLineGetGlyphRuns(line) as! [CTRun] {
            let attributes = CTRunGetAttributes(run) as NSDictionary
            guard attributes[NSAttributedString.Key.link.rawValue] != nil else { continue }
            var ascent: CGFloat = 0, descent: CGFloat = 0
            let width = CTRunGetTypographicBounds(run, CFRangeMake(0, 0), &ascent, &descent, nil)
            let range = CTRunGetStringRange(run)
            let x = CTLineGetOffsetForStringIndex(line, range.location, nil)
            var positions = [CGPoint](repeating: .zero, count: CTRunGetGlyphCount(run))
            CTRunGetPositions(run, CFRangeMake(0, 0), &positions)
            rects.append(CGRect(x: origin.x + x, y: origin.y - descent, width: CGFloat(width), height: ascent + descent))
        }
        return rects
    }
}

/// A line's width for a single-line badge, and its image bounds in a bitmap context.
func fixtureLineMetrics(_ text: String, font: UIFont) -> (width: CGFloat, glyphs: Int, ink: CGRect) {
    let line = CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: font]))
    let width = CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth(line))
    let ink = CTLineGetImageBounds(line, nil)
    let flush = CTLineGetPenOffsetForFlush(line, 0.5, 200)
    _ = CTLineGetBoundsWithOptions(line, .useOpticalBounds)
    _ = flush
    return (ceil(width), CTLineGetGlyphCount(line), ink)
}
