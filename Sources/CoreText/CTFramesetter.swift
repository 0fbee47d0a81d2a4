import CoreFoundation
import Foundation
import UIKitCore

/// Lays an attributed string out in frames, as Core Text's framesetter: lines
/// from its typesetter (`CTTypesetter`), stacked from the top of the frame's
/// path, each one's baseline below the last by the descent, leading and ascent
/// of the lines (plus the paragraph style's `lineSpacing`, and `paragraphSpacing`
/// after a paragraph), placed by the paragraph's alignment.
///
/// Differences: a frame fills its path's bounding box (Core Text flows text
/// into any shape); justified text is laid out flush left.
public final class CTFramesetter {
    let typesetter: CTTypesetter

    init(typesetter: CTTypesetter) { self.typesetter = typesetter }

    /// A laid-out line and where its origin is, from the bottom left of the box (y-up).
    struct PlacedLine {
        var line: CTLine
        var origin: CGPoint
    }

    /// The lines of `range` that fit in `size` (an unlimited height or width when
    /// greater than any text), and the UTF-16 range they cover.
    func layout(_ range: Range<Int>, in size: CGSize) -> (lines: [PlacedLine], visible: Range<Int>, height: CGFloat) {
        let string = typesetter.string
        var lines: [PlacedLine] = []
        var cluster = typesetter.cluster(atOrBefore: range.lowerBound)
        let endCluster = typesetter.cluster(atOrBefore: range.upperBound)
        var baseline: CGFloat = 0
        var bottom: CGFloat = 0
        var previous: CTLine?
        var paragraphStart = cluster == 0 || CTText.isParagraphSeparator(typesetter.characters[cluster - 1])
        while cluster < endCluster {
            let start = typesetter.clusterStarts[cluster]
            let style = CTText.paragraphStyle(in: string, at: start)
            let indent = paragraphStart ? (style?.firstLineHeadIndent ?? 0) : (style?.headIndent ?? 0)
            let end = min(typesetter.lineEnd(from: cluster, width: max(size.width - indent, 0)), endCluster)
            let line = typesetter.line(clusters: cluster..<end)
            if let previous {
                var gap = previous.descent + previous.leading + line.ascent + (style?.lineSpacing ?? 0)
                if paragraphStart { gap += CTText.paragraphStyle(in: string, at: previous.stringRange.location)?.paragraphSpacing ?? 0 }
                baseline += gap
            } else {
                baseline = line.ascent
            }
            guard baseline + line.descent <= size.height + 0.001 else { break }
            let x = indent + Self.flushOffset(of: line, alignment: style?.alignment ?? .natural, width: size.width - indent)
            lines.append(PlacedLine(line: line, origin: CGPoint(x: x, y: baseline)))
            bottom = baseline + line.descent
            previous = line
            paragraphStart = CTText.isParagraphSeparator(typesetter.characters[end - 1])
            cluster = end
        }
        // Origins so far are distances down from the top; Core Text's are y-up from the bottom.
        lines = lines.map { PlacedLine(line: $0.line, origin: CGPoint(x: $0.origin.x, y: size.height - $0.origin.y)) }
        let visibleEnd = lines.last.map { $0.line.stringRange.location + $0.line.stringRange.length } ?? range.lowerBound
        return (lines, range.lowerBound..<visibleEnd, bottom)
    }

    /// The pen offset for `alignment` in `width` (trailing whitespace hangs).
    static func flushOffset(of line: CTLine, alignment: NSTextAlignment, width: CGFloat) -> CGFloat {
        guard width < .greatestFiniteMagnitude / 2 else { return 0 }
        switch alignment {
        case .center: return max(0, (width - line.visibleWidth) / 2)
        case .right: return max(0, width - line.visibleWidth)
        default: return 0
        }
    }
}

/// A framesetter for `attrString`, laid out by the current text system (see `CTLine`), as in Core Text.
public func CTFramesetterCreateWithAttributedString(_ attrString: NSAttributedString) -> CTFramesetter {
    CTFramesetter(typesetter: CTTypesetterCreateWithAttributedString(attrString))
}

/// The framesetter's typesetter, as in Core Text.
public func CTFramesetterGetTypesetter(_ framesetter: CTFramesetter) -> CTTypesetter { framesetter.typesetter }

/// A frame of the characters in `stringRange` (length 0: to the end) laid out in
/// `path`'s bounding box from its top, as in Core Text. `frameAttributes` is not read.
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: NSDictionary?) -> CTFrame {
    let range = CTText.resolved(stringRange, length: framesetter.typesetter.string.length)
    let box = path.boundingBox
    let laid = framesetter.layout(range, in: box.size)
    return CTFrame(path: path, lines: laid.lines, stringRange: range, visibleRange: laid.visible, attributes: frameAttributes)
}

/// The size the characters in `stringRange` (length 0: to the end) need within
/// `constraints` (`.greatestFiniteMagnitude`: unlimited), as in Core Text: the
/// widest line without its trailing whitespace by the top of the first line to
/// the bottom of the last that fits; `fitRange` gets the characters that fit.
/// Sizes are fractional, as in Core Text (callers round up). `frameAttributes` is not read.
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ stringRange: CFRange,
                                                         _ frameAttributes: NSDictionary?, _ constraints: CGSize,
                                                         _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    let range = CTText.resolved(stringRange, length: framesetter.typesetter.string.length)
    let unlimited = CGFloat.greatestFiniteMagnitude
    let bounds = CGSize(width: constraints.width > 0 ? constraints.width : unlimited,
                        height: constraints.height > 0 ? constraints.height : unlimited)
    let laid = framesetter.layout(range, in: bounds)
    fitRange?.pointee = CFRange(location: laid.visible.lowerBound, length: laid.visible.count)
    let width = laid.lines.map { $0.origin.x + $0.line.visibleWidth }.max() ?? 0
    return CGSize(width: width, height: laid.height)
}
