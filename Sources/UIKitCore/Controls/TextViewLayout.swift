import Foundation

/// The lines of a text view: paragraphs split at "\n", wrapped at word
/// boundaries (or anywhere in a word longer than the width), each with the
/// caret offsets of its clusters relative to its own start.
struct TextViewLayout {
    struct Line {
        /// Clusters of the line, without the "\n" that ends a paragraph.
        var range: Range<Int>
        /// `range.count + 1` caret offsets from the line's left edge.
        var offsets: [CGFloat]
        var width: CGFloat { offsets.last ?? 0 }
    }

    private(set) var lines: [Line] = [Line(range: 0..<0, offsets: [0])]

    init() {}

    init(characters: [Character], font: UIFont, width: CGFloat, measurer: TextMeasuring) {
        lines = []
        let metrics = TextLineMetrics()
        var start = 0
        while start <= characters.count {
            let end = characters[start...].firstIndex(of: "\n") ?? characters.count
            let paragraph = Array(characters[start..<end])
            metrics.measure(paragraph, font: font, measurer: measurer)
            wrap(paragraph, offsets: metrics.offsets, base: start, width: width)
            start = end + 1
        }
        if lines.isEmpty { lines = [Line(range: 0..<0, offsets: [0])] }
    }

    private mutating func wrap(_ paragraph: [Character], offsets: [CGFloat], base: Int, width: CGFloat) {
        var lineStart = 0
        var lastBreak: Int?
        var index = 0
        while index < paragraph.count {
            if paragraph[index] == " " { lastBreak = index + 1 }
            let lineWidth = offsets[index + 1] - offsets[lineStart]
            if lineWidth > width && index > lineStart && paragraph[index] != " " {
                let breakAt = (lastBreak.map { $0 > lineStart ? $0 : nil } ?? nil) ?? index
                append(lineStart..<breakAt, offsets: offsets, base: base)
                lineStart = breakAt
                lastBreak = nil
                index = breakAt
                continue
            }
            index += 1
        }
        append(lineStart..<paragraph.count, offsets: offsets, base: base)
    }

    private mutating func append(_ range: Range<Int>, offsets: [CGFloat], base: Int) {
        let origin = offsets[range.lowerBound]
        let relative = offsets[range.lowerBound...range.upperBound].map { $0 - origin }
        lines.append(Line(range: (base + range.lowerBound)..<(base + range.upperBound), offsets: Array(relative)))
    }

    /// The line showing the caret at `position` (at a wrap point, the later line).
    func lineIndex(forCaret position: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].range.lowerBound <= position { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The caret's x from the line's left edge.
    func caretX(_ position: Int) -> CGFloat {
        let line = lines[lineIndex(forCaret: position)]
        let local = min(max(position - line.range.lowerBound, 0), line.offsets.count - 1)
        return line.offsets[local]
    }

    /// The cluster boundary on `lineIndex` nearest to `x`.
    func position(onLine lineIndex: Int, x: CGFloat) -> Int {
        let line = lines[min(max(lineIndex, 0), lines.count - 1)]
        var best = 0
        for (index, offset) in line.offsets.enumerated() where abs(offset - x) < abs(line.offsets[best] - x) { best = index }
        return line.range.lowerBound + best
    }
}
