import Foundation

/// Caret offsets of one line of editable text, measured once per edit.
///
/// Up to `exactLimit` clusters the whole line is measured by the text system
/// (`TextMeasuring.caretOffsets`), so carets sit exactly where Pango draws
/// glyphs, kerning included. Longer lines (a 1 MB paste) use per-cluster
/// advances measured once per distinct cluster and cached, and are drawn in
/// visible slices positioned by the same offsets, so carets and glyphs still
/// agree (kerning between clusters is then ignored). An edit re-measures only
/// the changed clusters; the prefix sums are one linear pass.
final class TextLineMetrics {
    static let exactLimit = 2000

    private(set) var offsets: [CGFloat] = [0]
    private(set) var isExact = true
    private var advances: [CGFloat] = []
    private var advanceCache: [Character: CGFloat] = [:]
    private var font: UIFont?
    private weak var measurer: TextMeasuring?

    var width: CGFloat { offsets.last ?? 0 }

    /// Measures `characters` from scratch.
    func measure(_ characters: [Character], font: UIFont, measurer: TextMeasuring) {
        if self.font != font || self.measurer !== measurer { advanceCache.removeAll() }
        self.font = font
        self.measurer = measurer
        if characters.count <= Self.exactLimit {
            isExact = true
            advances.removeAll()
            let run = TextRun(text: String(characters), font: font, lineBreakMode: .byClipping)
            let measured = measurer.caretOffsets(of: run)
            offsets = measured.count == characters.count + 1 ? measured : Self.fallbackOffsets(characters, font: font)
        } else {
            isExact = false
            advances = characters.map { advance(of: $0) }
            rebuildOffsets()
        }
    }

    /// Updates after `range` of the old characters became `replacement` count clusters of `characters`.
    func update(_ characters: [Character], replacing range: Range<Int>, insertedCount: Int, font: UIFont, measurer: TextMeasuring) {
        guard !isExact, self.font == font, self.measurer === measurer,
              characters.count > Self.exactLimit, advances.count - range.count + insertedCount == characters.count else {
            measure(characters, font: font, measurer: measurer)
            return
        }
        let inserted = characters[range.lowerBound..<(range.lowerBound + insertedCount)].map { advance(of: $0) }
        advances.replaceSubrange(range, with: inserted)
        rebuildOffsets()
    }

    private func rebuildOffsets() {
        var result = [CGFloat](repeating: 0, count: advances.count + 1)
        advances.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                var x: CGFloat = 0
                for index in 0..<source.count {
                    x += source[index]
                    target[index + 1] = x
                }
            }
        }
        offsets = result
    }

    private func advance(of character: Character) -> CGFloat {
        if let cached = advanceCache[character] { return cached }
        guard let font, let measurer else { return 0 }
        let offsets = measurer.caretOffsets(of: TextRun(text: String(character), font: font, lineBreakMode: .byClipping))
        let width = offsets.last ?? 0
        advanceCache[character] = width
        return width
    }

    private static func fallbackOffsets(_ characters: [Character], font: UIFont) -> [CGFloat] {
        (0...characters.count).map { CGFloat($0) * font.pointSize * 0.55 }
    }

    /// The cluster boundary nearest to `x` (text coordinates).
    func index(nearestTo x: CGFloat) -> Int {
        guard offsets.count > 1 else { return 0 }
        var low = 0, high = offsets.count - 1
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] < x { low = mid + 1 } else { high = mid }
        }
        if low > 0 && abs(offsets[low - 1] - x) <= abs(offsets[low] - x) { return low - 1 }
        return low
    }

    /// The clusters visible between `minX` and `maxX`, for slice drawing.
    func visibleRange(minX: CGFloat, maxX: CGFloat) -> Range<Int> {
        let count = offsets.count - 1
        guard count > 0 else { return 0..<0 }
        let start = max(0, index(nearestTo: minX) - 1)
        let end = min(count, index(nearestTo: maxX) + 1)
        return start..<max(start, end)
    }
}
