import CoreFoundation
import Foundation
import UIKitCore

/// One line of laid-out text, as in Core Text: made from an attributed string
/// (`CTLineCreateWithAttributedString`), by a typesetter or a frame, measured and
/// drawn by the same text system as `UILabel` and `NSAttributedString.draw`
/// (Pango in a window or a bitmap context; a rough estimate before any exists).
///
/// Differences: glyphs are grapheme clusters here (one "glyph" per user-perceived
/// character; the text system's glyph ids are not exposed, so there is no
/// `CTRunGetGlyphs`); lines are left-to-right.
public final class CTLine {
    /// The characters the line shows (a truncated line's include the token).
    let text: NSAttributedString
    /// Where the line's characters are in the string it was made from (UTF-16).
    let stringRange: CFRange
    /// The source string index (UTF-16) where each cluster starts, plus the end.
    let sourceIndices: [Int]
    /// Where each cluster of `text` starts, relative to `text` (UTF-16), plus the end.
    let clusterStarts: [Int]
    /// The caret's x before each cluster, plus the end (the line's width).
    let offsets: [CGFloat]
    /// What the text system draws: the line without its paragraph separator.
    let run: TextRun
    let ascent: CGFloat
    let descent: CGFloat
    let leading: CGFloat
    /// From the top of the text system's line to its baseline (where drawing puts it).
    let layoutBaseline: CGFloat
    /// The text system's size of the drawn run (whole points).
    let layoutSize: CGSize
    let measurer: TextMeasuring
    /// The whitespace (and separator) clusters at the end of the line.
    let trailingWhitespaceClusters: Int

    /// A line showing `text`, whose characters start at `location` in the source
    /// string; `sourceIndices` (when given) say where each cluster came from, and
    /// `stringRange` the characters it stands for (a truncated line's: the original's).
    init(text: NSAttributedString, location: Int, sourceIndices: [Int]? = nil, stringRange: CFRange? = nil, measurer: TextMeasuring) {
        self.text = text
        self.measurer = measurer
        let string = text.string
        clusterStarts = CTText.clusterStarts(of: string)
        self.sourceIndices = sourceIndices ?? clusterStarts.map { location + $0 }
        self.stringRange = stringRange ?? CFRange(location: location, length: text.length)
        let characters = Array(string)
        var drawnCount = characters.count
        while drawnCount > 0, CTText.isParagraphSeparator(characters[drawnCount - 1]) { drawnCount -= 1 }
        let drawn = text.attributedSubstring(from: NSRange(location: 0, length: clusterStarts[drawnCount]))
        var run = CTText.lineRun(drawn)
        if drawn.length == 0 { run.font = CTText.font(in: text, at: 0) }
        self.run = run
        var measured = drawnCount == 0 ? [0] : measurer.caretOffsets(of: run)
        if measured.count != drawnCount + 1 {
            // A text system that counts clusters differently: spread its width evenly.
            let width = measurer.size(of: run, maxWidth: nil).width
            measured = (0...drawnCount).map { width * CGFloat($0) / CGFloat(max(drawnCount, 1)) }
        }
        measured += Array(repeating: measured.last ?? 0, count: characters.count - drawnCount)
        offsets = measured
        var fonts = [run.font] + run.spans.compactMap(\.font)
        if drawn.length == 0 { fonts = [run.font] }
        let metrics = fonts.map { measurer.fontMetrics(of: $0) }
        ascent = metrics.map(\.ascender).max() ?? 0
        descent = metrics.map { -$0.descender }.max() ?? 0
        leading = metrics.map(\.leading).max() ?? 0
        layoutBaseline = drawn.length == 0 ? ascent : measurer.firstBaseline(of: run, maxWidth: nil)
        layoutSize = drawn.length == 0 ? .zero : measurer.size(of: run, maxWidth: nil)
        var trailing = 0
        while trailing < characters.count, characters[characters.count - 1 - trailing].isWhitespace { trailing += 1 }
        trailingWhitespaceClusters = trailing
    }

    /// The typographic width: every cluster's advance, trailing whitespace included.
    var width: CGFloat { offsets.last ?? 0 }

    /// The width without trailing whitespace.
    var visibleWidth: CGFloat { offsets[offsets.count - 1 - trailingWhitespaceClusters] }

    /// The glyph runs: the stretches of `text` whose attributes are the same
    /// (made on each call: a run holds its line).
    var runs: [CTRun] {
        var runs: [CTRun] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let first = clusterIndex(atOrBefore: range.location)
            let last = clusterIndex(atOrBefore: range.location + range.length)
            guard last > first else { return }
            var keyed: [String: Any] = [:]
            for (key, value) in attributes { keyed[key.rawValue] = value }
            if keyed[kCTFontAttributeName as String] == nil { keyed[kCTFontAttributeName as String] = CTText.defaultFont }
            runs.append(CTRun(line: self, clusters: first..<last, attributes: keyed))
        }
        return runs
    }

    /// The cluster that starts at or before `offset` (relative to `text`).
    func clusterIndex(atOrBefore offset: Int) -> Int {
        var low = 0, high = clusterStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if clusterStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Draws the line with its baseline's start at the origin of the current user
    /// space, which Core Text takes as y-up (glyphs rise towards +y).
    func drawAtOrigin(in context: CGContext) {
        guard run.text.isEmpty == false, let drawing = context.backend as? DrawingContext else { return }
        context.saveGState()
        context.concatenate(CGAffineTransform(scaleX: 1, y: -1))
        // A line made before any text system existed (the estimate) is placed by the context's.
        let measurer = drawing.textMeasurer ?? self.measurer
        let baseline = measurer === self.measurer ? layoutBaseline : measurer.firstBaseline(of: run, maxWidth: nil)
        let size = measurer === self.measurer ? layoutSize : measurer.size(of: run, maxWidth: nil)
        var origin = CGPoint(x: 0, y: -baseline)
        // When the glyph space is the base space moved (upright, unrotated), move the
        // text instead: the text system rounds glyphs in user space, so text drawn at
        // the same place as UIKit's string drawing then gets the same pixels.
        let ctm = context.ctm
        if ctm.b == 0, ctm.c == 0, ctm.a > 0, ctm.d > 0 {
            let shift = CGPoint(x: ctm.tx / ctm.a, y: ctm.ty / ctm.d)
            context.concatenate(CGAffineTransform(translationX: -shift.x, y: -shift.y))
            origin.x += shift.x
            origin.y += shift.y
        }
        drawing.draw(run, in: CGRect(origin: origin, size: CGSize(width: size.width + 1, height: size.height)))
        context.restoreGState()
    }

    /// Moves `context` to the text position and through the text matrix, as Core
    /// Graphics places glyphs, around `body`.
    static func inTextSpace(of context: CGContext, _ body: () -> Void) {
        context.saveGState()
        let position = context.textPosition
        context.concatenate(CGAffineTransform(translationX: position.x, y: position.y))
        context.concatenate(context.textMatrix)
        body()
        context.restoreGState()
    }
}

/// Makes a line of the whole of `attrString` (paragraph separators do not break it), as in Core Text.
public func CTLineCreateWithAttributedString(_ attrString: NSAttributedString) -> CTLine {
    CTLine(text: NSAttributedString(attributedString: attrString), location: 0, measurer: TextRun.currentMeasurer)
}

/// The line's typographic width, with its ascent, descent (positive) and leading:
/// the largest of the line's fonts', as in Core Text.
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    ascent?.pointee = line.ascent
    descent?.pointee = line.descent
    leading?.pointee = line.leading
    return Double(line.width)
}

/// The width of the whitespace at the end of the line, as in Core Text.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double { Double(line.width - line.visibleWidth) }

/// The number of glyphs in the line (here one per grapheme cluster; see `CTLine`).
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.clusterStarts.count - 1 }

/// The line's glyph runs, in order (an array of `CTRun`), as in Core Text.
public func CTLineGetGlyphRuns(_ line: CTLine) -> NSArray { NSArray(array: line.runs) }

/// Where the line's characters are in the string it was made from, as in Core Text.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange { line.stringRange }

/// The x offset of the caret before the character at `charIndex` (a UTF-16 index
/// into the source string; inside a cluster, the cluster's start), as in Core Text.
/// `secondaryOffset` gets the same offset (lines are left-to-right here).
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    var cluster = 0
    for (index, source) in line.sourceIndices.enumerated() where source <= charIndex { cluster = index }
    let offset = line.offsets[cluster]
    secondaryOffset?.pointee = offset
    return offset
}

/// The string index (UTF-16, in the source string) of the caret boundary nearest
/// to `position.x`, as in Core Text (`y` is ignored).
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    var best = 0
    for (index, offset) in line.offsets.enumerated() where abs(offset - position.x) < abs(line.offsets[best] - position.x) {
        best = index
    }
    return line.sourceIndices[best]
}

/// How far to move the line's pen to flush it within `flushWidth`: 0 flushes left,
/// 1 right, 0.5 centres (trailing whitespace hangs), as in Core Text.
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    let factor = min(max(flushFactor, 0), 1)
    return max(0, (flushWidth - Double(line.visibleWidth)) * Double(factor))
}

/// Draws the line in `context` with its baseline's start at the context's text
/// position, through its text matrix, as in Core Text: Core Text's user space is
/// y-up, so in a context with UIKit's y-down user space the text is upside down
/// unless the context is flipped first (`translateBy(x: 0, y: height)`,
/// `scaleBy(x: 1, y: -1)`), as on Apple platforms. The text position is not moved.
/// Differences: `kCTForegroundColorFromContextAttributeName` is not read (runs without
/// a colour are black).
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    CTLine.inTextSpace(of: context) { line.drawAtOrigin(in: context) }
}
