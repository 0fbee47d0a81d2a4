import Foundation

/// Text fields, text views and labels through the Text and EditableText
/// interfaces. A secure field shows one bullet per character, as on screen and
/// as GTK's password entries do; its text never leaves the field.
extension UIResponder {
    public var accessibleText: AccessibleText? {
        switch self {
        case let field as UITextField:
            return Self.text(field.displayCharacters, selection: field.buffer.selection, caret: field.buffer.caret,
                             editable: field.isEnabled, secure: field.isSecureTextEntry)
        case let textView as UITextView:
            return Self.text(textView.buffer.characters, selection: textView.buffer.selection, caret: textView.buffer.caret,
                             editable: textView.isEditable, secure: false)
        case let label as UILabel:
            let string = label.text ?? ""
            let count = string.unicodeScalars.count
            return AccessibleText(string: string, caretOffset: count, selection: nil, isEditable: false, isSecure: false)
        default:
            return nil
        }
    }

    public func replaceAccessibleText(in range: Range<Int>, with text: String) -> Bool {
        switch self {
        case let field as UITextField:
            guard field.isEnabled else { return false }
            let clusters = Self.clusterRange(range, in: field.buffer.characters)
            field.replaceText(in: clusters, with: UITextField.singleLine(text))
            return true
        case let textView as UITextView:
            guard textView.isEditable else { return false }
            textView.replaceText(in: Self.clusterRange(range, in: textView.buffer.characters), with: text)
            return true
        default:
            return false
        }
    }

    public func selectAccessibleText(_ range: Range<Int>) -> Bool {
        switch self {
        case let field as UITextField:
            field.selectedGraphemeRange = Self.clusterRange(range, in: field.buffer.characters)
            return true
        case let textView as UITextView:
            textView.selectedGraphemeRange = Self.clusterRange(range, in: textView.buffer.characters)
            return true
        default:
            return false
        }
    }

    private static func text(_ characters: [Character], selection: Range<Int>, caret: Int,
                             editable: Bool, secure: Bool) -> AccessibleText {
        let offsets = scalarOffsets(characters)
        let lower = offsets[min(selection.lowerBound, characters.count)]
        let upper = offsets[min(selection.upperBound, characters.count)]
        return AccessibleText(string: String(characters), caretOffset: offsets[min(caret, characters.count)],
                              selection: lower < upper ? lower..<upper : nil, isEditable: editable, isSecure: secure)
    }

    /// Where each cluster boundary falls in Unicode scalars (count + 1 entries).
    static func scalarOffsets(_ characters: [Character]) -> [Int] {
        var offsets = [0]
        offsets.reserveCapacity(characters.count + 1)
        for character in characters { offsets.append(offsets.last! + character.unicodeScalars.count) }
        return offsets
    }

    /// A range of Unicode scalars as the clusters that hold it.
    static func clusterRange(_ range: Range<Int>, in characters: [Character]) -> Range<Int> {
        let offsets = scalarOffsets(characters)
        func cluster(atScalar scalar: Int, roundingUp: Bool) -> Int {
            let clamped = min(max(0, scalar), offsets.last!)
            if let exact = offsets.firstIndex(of: clamped) { return exact }
            let below = (offsets.lastIndex { $0 < clamped }) ?? 0
            return roundingUp ? below + 1 : below
        }
        let lower = cluster(atScalar: range.lowerBound, roundingUp: false)
        return lower..<max(lower, cluster(atScalar: range.upperBound, roundingUp: true))
    }
}
