import CoreFoundation
import Foundation
import UIKitCore

/// What Core Text needs of an attributed string: its grapheme clusters (Core Text
/// indexes by UTF-16 unit, the text system by cluster) and the text run the text
/// system lays out for a part of it, with Core Text's defaults (12-point Helvetica, black).
enum CTText {
    /// Core Text's font for text without one.
    static var defaultFont: UIFont { UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12) }

    /// The UTF-16 offset where each cluster of `string` starts, plus the end.
    static func clusterStarts(of string: String) -> [Int] {
        var starts = [0]
        var offset = 0
        for character in string {
            offset += character.utf16.count
            starts.append(offset)
        }
        return starts
    }

    /// Whether `character` ends a paragraph (Core Text breaks the line after it).
    static func isParagraphSeparator(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2029}" || character == "\u{2028}"
    }

    /// The one-line run of `string` (no alignment, clipped: Core Text places lines itself).
    static func lineRun(_ string: NSAttributedString) -> TextRun {
        var run = TextRun(attributedString: string, font: defaultFont, color: .black, alignment: .left,
                          lineBreakMode: .byClipping, numberOfLines: 1)
        if string.length == 0 { run.font = defaultFont }
        run.alignment = .left
        run.lineBreakMode = .byClipping
        run.numberOfLines = 1
        return run
    }

    /// The font at UTF-16 offset `index` of `string` (Core Text's default when none).
    static func font(in string: NSAttributedString, at index: Int) -> UIFont {
        guard index >= 0, index < string.length else { return defaultFont }
        return string.attribute(.font, at: index, effectiveRange: nil) as? UIFont ?? defaultFont
    }

    /// The paragraph style at UTF-16 offset `index` of `string`, if any.
    static func paragraphStyle(in string: NSAttributedString, at index: Int) -> NSParagraphStyle? {
        guard index >= 0, index < string.length else { return nil }
        return string.attribute(.paragraphStyle, at: index, effectiveRange: nil) as? NSParagraphStyle
    }

    /// `range` of a string `length` long, as Core Text reads ranges: length 0 means to the end.
    static func resolved(_ range: CFRange, length: Int) -> Range<Int> {
        let start = min(max(range.location, 0), length)
        let end = range.length <= 0 ? length : min(start + range.length, length)
        return start..<max(start, end)
    }
}
