import Foundation

/// The editable text of a text field or text view: grapheme clusters, a
/// selection and the edits the keyboard makes, with no view attached.
///
/// Positions count grapheme clusters (Swift `Character`s), so Backspace removes
/// "é" whole, composed (U+00E9) or decomposed ("e" + U+0301). Edits re-segment
/// only around the change, so typing into a 1 MB text costs no full rescan.
public struct TextEditingBuffer: Equatable {
    public private(set) var characters: [Character] = []
    /// The selected range; empty means a caret at `selection.lowerBound`.
    public private(set) var selection: Range<Int> = 0..<0
    /// The fixed end of a selection being extended (shift+arrows, drags).
    public private(set) var anchor = 0
    private var cachedText: String? = ""

    public init(_ text: String = "") {
        setText(text)
    }

    public var text: String {
        mutating get {
            if let cachedText { return cachedText }
            let joined = String(characters)
            cachedText = joined
            return joined
        }
    }

    /// The text without caching (for non-mutating contexts).
    public var currentText: String { cachedText ?? String(characters) }

    public var count: Int { characters.count }
    public var isEmpty: Bool { characters.isEmpty }
    public var caret: Int { selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound }
    public var selectedText: String { String(characters[selection]) }

    public mutating func setText(_ text: String) {
        characters = Array(text)
        cachedText = text
        selection = characters.count..<characters.count
        anchor = characters.count
    }

    // MARK: Selection

    /// Puts the caret at `position`, or extends the selection from the anchor to it.
    public mutating func moveCaret(to position: Int, extending: Bool = false) {
        let clamped = min(max(position, 0), characters.count)
        if extending {
            selection = min(anchor, clamped)..<max(anchor, clamped)
        } else {
            anchor = clamped
            selection = clamped..<clamped
        }
    }

    public mutating func select(_ range: Range<Int>) {
        let lower = min(max(range.lowerBound, 0), characters.count)
        let upper = min(max(range.upperBound, lower), characters.count)
        anchor = lower
        selection = lower..<upper
    }

    public mutating func selectAll() { select(0..<characters.count) }

    /// Left / Right: collapse a selection to its edge, else move one cluster.
    public mutating func moveLeft(extending: Bool) {
        if !extending && !selection.isEmpty { moveCaret(to: selection.lowerBound); return }
        moveCaret(to: caret - 1, extending: extending)
    }

    public mutating func moveRight(extending: Bool) {
        if !extending && !selection.isEmpty { moveCaret(to: selection.upperBound); return }
        moveCaret(to: caret + 1, extending: extending)
    }

    public mutating func moveWordLeft(extending: Bool) { moveCaret(to: wordStart(before: caret), extending: extending) }
    public mutating func moveWordRight(extending: Bool) { moveCaret(to: wordEnd(after: caret), extending: extending) }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "'"
    }

    /// The start of the word before `position` (skipping the spaces and punctuation in between).
    public func wordStart(before position: Int) -> Int {
        var index = min(position, characters.count)
        while index > 0 && !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `position`.
    public func wordEnd(after position: Int) -> Int {
        var index = max(position, 0)
        while index < characters.count && !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// The word (or run of non-word characters) around `position`, for double clicks.
    public func wordRange(at position: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        let index = min(max(position, 0), characters.count - 1)
        let kind = Self.isWordCharacter(characters[index])
        var lower = index, upper = index + 1
        while lower > 0 && Self.isWordCharacter(characters[lower - 1]) == kind && characters[lower - 1] != "\n" { lower -= 1 }
        while upper < characters.count && Self.isWordCharacter(characters[upper]) == kind && characters[upper] != "\n" { upper += 1 }
        return lower..<upper
    }

    // MARK: Editing

    /// Replaces `range` with `replacement` and puts the caret after it. Returns the
    /// range the new text occupies. Clusters that merge across the edges (a
    /// combining accent typed after "e") are re-segmented.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with replacement: String) -> Range<Int> {
        let lower = min(max(range.lowerBound, 0), characters.count)
        let upper = min(max(range.upperBound, lower), characters.count)
        // Re-segment one cluster on each side with the new text.
        let left = max(0, lower - 1), right = min(characters.count, upper + 1)
        let leftPart = String(characters[left..<lower]), rightPart = String(characters[upper..<right])
        let segmented = Array(leftPart + replacement + rightPart)
        characters.replaceSubrange(left..<right, with: segmented)
        let rightCount = Array(rightPart).count
        let end = left + segmented.count - min(rightCount, segmented.count)
        let start = min(lower, end)
        cachedText = nil
        anchor = end
        selection = end..<end
        return start..<end
    }

    /// Inserts typed or pasted text over the selection.
    @discardableResult
    public mutating func insert(_ text: String) -> Range<Int> { replace(selection, with: text) }

    /// The range Backspace removes: the selection, else the cluster (or word) before the caret.
    public func rangeForDeleteBackward(byWord: Bool = false) -> Range<Int> {
        if !selection.isEmpty { return selection }
        let start = byWord ? wordStart(before: caret) : max(0, caret - 1)
        return start..<caret
    }

    /// The range Delete removes: the selection, else the cluster (or word) after the caret.
    public func rangeForDeleteForward(byWord: Bool = false) -> Range<Int> {
        if !selection.isEmpty { return selection }
        let end = byWord ? wordEnd(after: caret) : min(characters.count, caret + 1)
        return caret..<end
    }

    /// The UTF-16 range of `range`, for `NSRange`-based delegate calls.
    public func utf16Range(of range: Range<Int>) -> NSRange {
        var location = 0
        for character in characters[0..<range.lowerBound] { location += character.utf16.count }
        var length = 0
        for character in characters[range] { length += character.utf16.count }
        return NSRange(location: location, length: length)
    }

    public static func == (lhs: TextEditingBuffer, rhs: TextEditingBuffer) -> Bool {
        lhs.characters == rhs.characters && lhs.selection == rhs.selection && lhs.anchor == rhs.anchor
    }
}
