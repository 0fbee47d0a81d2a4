import CoreFoundation
import Foundation
import UIKitCore

/// A stretch of a line whose characters share their attributes, as Core Text's
/// glyph run: its glyphs (one per grapheme cluster here, see `CTLine`), their
/// positions and advances from the line's origin, the string indices they came
/// from, and the attributes (keyed by `String`: `CTRunGetAttributes(run) as! [String: Any]`
/// or `(... as NSDictionary)[kCTFontAttributeName]`; every run has a font, as in Core Text).
public final class CTRun {
    let line: CTLine
    /// The run's clusters, as indices into its line's.
    let clusters: Range<Int>
    let attributes: [String: Any]

    init(line: CTLine, clusters: Range<Int>, attributes: [String: Any]) {
        self.line = line; self.clusters = clusters; self.attributes = attributes
    }

    /// `range` of the run's glyphs (length 0: to the end), as indices into the line's clusters.
    func glyphs(in range: CFRange) -> Range<Int> {
        let local = CTText.resolved(range, length: clusters.count)
        return (clusters.lowerBound + local.lowerBound)..<(clusters.lowerBound + local.upperBound)
    }
}

/// The status bits of a run, as in Core Text (runs are left-to-right here: none set).
public struct CTRunStatus: OptionSet, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let rightToLeft = CTRunStatus(rawValue: 1 << 0)
    public static let nonMonotonic = CTRunStatus(rawValue: 1 << 1)
    public static let hasNonIdentityMatrix = CTRunStatus(rawValue: 1 << 2)
}

/// The number of glyphs in the run (one per grapheme cluster here), as in Core Text.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.clusters.count }

/// The run's attributes (Core Text's names as `String` keys), as in Core Text.
public func CTRunGetAttributes(_ run: CTRun) -> NSDictionary { NSDictionary(dictionary: run.attributes) }

/// The run's status (always empty here: left-to-right, in order, no text matrix).
public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus { [] }

/// The characters the run came from (UTF-16, in the source string), as in Core Text.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    let start = run.line.sourceIndices[run.clusters.lowerBound]
    return CFRange(location: start, length: run.line.sourceIndices[run.clusters.upperBound] - start)
}

/// The positions of the glyphs in `range` from the line's origin (y 0: on the baseline), as in Core Text.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (slot, glyph) in run.glyphs(in: range).enumerated() { buffer[slot] = CGPoint(x: run.line.offsets[glyph], y: 0) }
}

/// The advances of the glyphs in `range`, as in Core Text.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    for (slot, glyph) in run.glyphs(in: range).enumerated() {
        buffer[slot] = CGSize(width: run.line.offsets[glyph + 1] - run.line.offsets[glyph], height: 0)
    }
}

/// The source string index (UTF-16) of each glyph in `range`, as in Core Text.
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    for (slot, glyph) in run.glyphs(in: range).enumerated() { buffer[slot] = run.line.sourceIndices[glyph] }
}

/// Nil, as Core Text may answer: call `CTRunGetPositions` for a copy.
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }
/// Nil, as Core Text may answer: call `CTRunGetAdvances` for a copy.
public func CTRunGetAdvancesPtr(_ run: CTRun) -> UnsafePointer<CGSize>? { nil }
/// Nil, as Core Text may answer: call `CTRunGetStringIndices` for a copy.
public func CTRunGetStringIndicesPtr(_ run: CTRun) -> UnsafePointer<CFIndex>? { nil }

/// The run's text matrix (identity here), as in Core Text.
public func CTRunGetTextMatrix(_ run: CTRun) -> CGAffineTransform { .identity }

/// The width of the glyphs in `range`, with the ascent, descent (positive) and
/// leading of the run's font, as in Core Text.
public func CTRunGetTypographicBounds(_ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                      _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    let glyphs = run.glyphs(in: range)
    let font = run.attributes[kCTFontAttributeName as String] as? UIFont ?? CTText.defaultFont
    let metrics = run.line.measurer.fontMetrics(of: font)
    ascent?.pointee = metrics.ascender
    descent?.pointee = -metrics.descender
    leading?.pointee = metrics.leading
    return Double(run.line.offsets[glyphs.upperBound] - run.line.offsets[glyphs.lowerBound])
}

/// Draws the glyphs in `range` where they sit in their line, the line's origin at
/// the context's text position, as `CTLineDraw` does.
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
    let glyphs = run.glyphs(in: range)
    guard !glyphs.isEmpty else { return }
    let line = run.line
    let start = line.clusterStarts[glyphs.lowerBound]
    let part = line.text.attributedSubstring(from: NSRange(location: start, length: line.clusterStarts[glyphs.upperBound] - start))
    let piece = CTLine(text: part, location: 0, measurer: line.measurer)
    CTLine.inTextSpace(of: context) {
        context.translateBy(x: line.offsets[glyphs.lowerBound], y: 0)
        piece.drawAtOrigin(in: context)
    }
}
