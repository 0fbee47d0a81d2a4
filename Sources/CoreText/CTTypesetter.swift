import CoreFoundation
import Foundation
import UIKitCore

/// Breaks an attributed string into lines, as Core Text's typesetter: each
/// paragraph is measured once by the text system, lines break after whitespace
/// (a word longer than the width breaks between clusters) and after paragraph
/// separators, which stay on the line they end, as in Core Text.
///
/// Differences: break opportunities are whitespace and separators only (not the
/// full Unicode line-breaking rules: no breaks after hyphens or between ideographs).
public final class CTTypesetter {
    let string: NSAttributedString
    let measurer: TextMeasuring
    /// Where each cluster starts (UTF-16), plus the end.
    let clusterStarts: [Int]
    /// Each cluster's x from its paragraph's start, plus the end.
    let positions: [CGFloat]
    let characters: [Character]

    init(string: NSAttributedString, measurer: TextMeasuring) {
        self.string = string
        self.measurer = measurer
        characters = Array(string.string)
        clusterStarts = CTText.clusterStarts(of: string.string)
        var positions: [CGFloat] = []
        var start = 0
        while start < characters.count {
            var end = start
            while end < characters.count, !CTText.isParagraphSeparator(characters[end]) { end += 1 }
            let paragraph = string.attributedSubstring(from: NSRange(location: clusterStarts[start],
                                                                     length: clusterStarts[end] - clusterStarts[start]))
            var offsets = end > start ? measurer.caretOffsets(of: CTText.lineRun(paragraph)) : [0]
            if offsets.count != end - start + 1 {
                let width = measurer.size(of: CTText.lineRun(paragraph), maxWidth: nil).width
                offsets = (0...(end - start)).map { width * CGFloat($0) / CGFloat(max(end - start, 1)) }
            }
            positions += offsets.dropLast()
            if end < characters.count {
                // The separator: no width, at the paragraph's end.
                positions.append(offsets.last ?? 0)
                end += 1
            } else {
                positions.append(offsets.last ?? 0)
            }
            start = end
        }
        if characters.isEmpty { positions = [0] }
        self.positions = positions
    }

    /// The cluster that starts at or before the UTF-16 offset `offset`.
    func cluster(atOrBefore offset: Int) -> Int {
        var low = 0, high = clusterStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if clusterStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The cluster after the last one of the line that starts at cluster `first`
    /// and is at most `width` wide (trailing whitespace may overhang).
    func lineEnd(from first: Int, width: CGFloat) -> Int {
        let count = characters.count
        guard first < count else { return count }
        let origin = positions[first]
        var lastBreak: Int?
        var index = first
        while index < count {
            let character = characters[index]
            if CTText.isParagraphSeparator(character) { return index + 1 }
            if character.isWhitespace {
                lastBreak = index + 1
            } else if positions[index + 1] - origin > width {
                if let lastBreak { return lastBreak }
                return max(index, first + 1)
            }
            index += 1
        }
        return count
    }

    /// A line of the clusters `range` (indices into this typesetter's clusters).
    func line(clusters range: Range<Int>) -> CTLine {
        let start = clusterStarts[range.lowerBound]
        let text = string.attributedSubstring(from: NSRange(location: start, length: clusterStarts[range.upperBound] - start))
        return CTLine(text: text, location: start, measurer: measurer)
    }
}

/// A typesetter for `string`, laid out by the current text system (see `CTLine`), as in Core Text.
public func CTTypesetterCreateWithAttributedString(_ string: NSAttributedString) -> CTTypesetter {
    CTTypesetter(string: NSAttributedString(attributedString: string), measurer: TextRun.currentMeasurer)
}

/// How many UTF-16 units from `startIndex` fit on a line `width` wide, breaking
/// after whitespace or a paragraph separator (between clusters when a word is
/// wider than the line), as in Core Text.
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    let first = typesetter.cluster(atOrBefore: max(0, startIndex))
    let end = typesetter.lineEnd(from: first, width: CGFloat(width))
    return typesetter.clusterStarts[end] - typesetter.clusterStarts[first]
}

/// How many UTF-16 units from `startIndex` fit on a line `width` wide, breaking
/// between any clusters, as in Core Text.
public func CTTypesetterSuggestClusterBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    let first = typesetter.cluster(atOrBefore: max(0, startIndex))
    var end = first
    while end < typesetter.characters.count {
        if CTText.isParagraphSeparator(typesetter.characters[end]) { end += 1; break }
        if end > first, typesetter.positions[end + 1] - typesetter.positions[first] > CGFloat(width) { break }
        end += 1
    }
    return typesetter.clusterStarts[end] - typesetter.clusterStarts[first]
}

/// A line of the characters in `stringRange` (length 0: to the end), as in Core Text.
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    let range = CTText.resolved(stringRange, length: typesetter.string.length)
    return typesetter.line(clusters: typesetter.cluster(atOrBefore: range.lowerBound)..<typesetter.cluster(atOrBefore: range.upperBound))
}
