import CGio
import Foundation
import UIKitCore

/// `org.a11y.atspi.Text` and `org.a11y.atspi.EditableText`. Offsets are
/// characters (Unicode scalars). A secure field reads as bullets and refuses
/// copy and cut, so its text never reaches the bus or the clipboard.
extension AccessibilityBridge {
    func textProperty(_ name: String, node: AccessibleNode) -> OpaquePointer? {
        guard let text = node.accessibleText else { return nil }
        switch name {
        case "CharacterCount": return Variant.int32(text.characterCount)
        case "CaretOffset": return Variant.int32(text.caretOffset)
        default: return nil
        }
    }

    func textMethod(_ method: String, node: AccessibleNode, parameters: OpaquePointer) -> BridgeReply {
        guard let text = node.accessibleText else { return .unknownObject }
        let count = text.characterCount
        func clamp(_ offset: Int) -> Int { offset < 0 ? count : min(offset, count) }
        switch method {
        case "GetText":
            let start = clamp(Variant.int32(of: parameters, 0)), end = clamp(Variant.int32(of: parameters, 1))
            return .value(Variant.tuple([Variant.string(text.substring(start..<max(start, end)))]))
        case "GetCharacterAtOffset":
            let offset = Variant.int32(of: parameters, 0)
            let scalar = offset >= 0 && offset < count ? Array(text.string.unicodeScalars)[offset].value : 0
            return .value(Variant.tuple([Variant.int32(Int(scalar))]))
        case "GetStringAtOffset":
            let granularity = TextSegment.Granularity(stringGranularity: Variant.uint32(of: parameters, 1))
            return segmentReply(TextSegment.at(Variant.int32(of: parameters, 0), in: text.string, granularity), text)
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let offset = Variant.int32(of: parameters, 0)
            let granularity = TextSegment.Granularity(boundary: Variant.uint32(of: parameters, 1))
            let at = TextSegment.at(offset, in: text.string, granularity)
            let range: Range<Int>
            switch method {
            case "GetTextBeforeOffset": range = TextSegment.at(at.lowerBound - 1, in: text.string, granularity)
            case "GetTextAfterOffset": range = TextSegment.at(at.upperBound, in: text.string, granularity)
            default: range = at
            }
            return segmentReply(range, text)
        case "SetCaretOffset":
            let offset = clamp(Variant.int32(of: parameters, 0))
            return .value(Variant.tuple([Variant.bool(node.selectAccessibleText(offset..<offset))]))
        case "GetNSelections":
            return .value(Variant.tuple([Variant.int32(text.selection == nil ? 0 : 1)]))
        case "GetSelection":
            let selection = text.selection ?? text.caretOffset..<text.caretOffset
            return .value(Variant.tuple([Variant.int32(selection.lowerBound), Variant.int32(selection.upperBound)]))
        case "AddSelection", "SetSelection":
            let first = method == "SetSelection" ? 1 : 0
            let start = clamp(Variant.int32(of: parameters, first)), end = clamp(Variant.int32(of: parameters, first + 1))
            return .value(Variant.tuple([Variant.bool(node.selectAccessibleText(min(start, end)..<max(start, end)))]))
        case "RemoveSelection":
            return .value(Variant.tuple([Variant.bool(node.selectAccessibleText(text.caretOffset..<text.caretOffset))]))
        case "GetAttributes", "GetAttributeRun":
            return .value(Variant.tuple([Variant.stringDictionary([]), Variant.int32(0), Variant.int32(count)]))
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .value(Variant.tuple([Variant.stringDictionary([])]))
        case "GetAttributeValue":
            return .value(Variant.tuple([Variant.string("")]))
        case "GetCharacterExtents", "GetRangeExtents":
            // The text's own box (per-character boxes are not measured here).
            let type = CoordinateType(rawValue: Variant.uint32(of: parameters, method == "GetRangeExtents" ? 2 : 1)) ?? .screen
            let rect = extents(of: node, in: type)
            return .value(Variant.tuple([Variant.int32(Int(rect.minX)), Variant.int32(Int(rect.minY)),
                                         Variant.int32(Int(rect.width)), Variant.int32(Int(rect.height))]))
        case "GetOffsetAtPoint":
            return .value(Variant.tuple([Variant.int32(-1)]))
        default:
            return .unknownMethod
        }
    }

    private func segmentReply(_ range: Range<Int>, _ text: AccessibleText) -> BridgeReply {
        .value(Variant.tuple([Variant.string(text.substring(range)), Variant.int32(range.lowerBound), Variant.int32(range.upperBound)]))
    }

    func editableTextMethod(_ method: String, node: AccessibleNode, parameters: OpaquePointer) -> BridgeReply {
        guard let text = node.accessibleText, text.isEditable else { return .value(Variant.tuple([Variant.bool(false)])) }
        let count = text.characterCount
        func clamp(_ offset: Int) -> Int { offset < 0 ? count : min(offset, count) }
        func range(_ first: Int) -> Range<Int> {
            let start = clamp(Variant.int32(of: parameters, first)), end = clamp(Variant.int32(of: parameters, first + 1))
            return min(start, end)..<max(start, end)
        }
        var done = false
        switch method {
        case "SetTextContents":
            done = node.replaceAccessibleText(in: 0..<count, with: Variant.string(of: parameters, 0))
        case "InsertText":
            let position = clamp(Variant.int32(of: parameters, 0))
            var inserted = Variant.string(of: parameters, 1)
            let length = Variant.int32(of: parameters, 2)
            if length >= 0 && length < inserted.unicodeScalars.count {
                inserted = AccessibleText(string: inserted, caretOffset: 0, selection: nil, isEditable: false, isSecure: false)
                    .substring(0..<length)
            }
            done = node.replaceAccessibleText(in: position..<position, with: inserted)
        case "DeleteText":
            done = node.replaceAccessibleText(in: range(0), with: "")
        case "CopyText":
            if !text.isSecure { window.host?.clipboardText = text.substring(range(0)) }
            window.setNeedsDisplay()
            return .value(nil)
        case "CutText":
            guard !text.isSecure else { break }
            let cut = range(0)
            window.host?.clipboardText = text.substring(cut)
            done = node.replaceAccessibleText(in: cut, with: "")
        case "PasteText":
            let position = clamp(Variant.int32(of: parameters, 0))
            if let pasted = window.host?.clipboardText { done = node.replaceAccessibleText(in: position..<position, with: pasted) }
        default:
            return .unknownMethod
        }
        window.setNeedsDisplay()
        return .value(Variant.tuple([Variant.bool(done)]))
    }
}

/// Characters, words and lines of a text, for the Text interface's "at offset" questions.
enum TextSegment {
    enum Granularity {
        case character, word, line

        /// `AtspiTextGranularity` (char, word, sentence, line, paragraph).
        init(stringGranularity value: UInt32) { self = value == 0 ? .character : (value == 1 ? .word : .line) }
        /// `AtspiTextBoundaryType` (char, word start/end, sentence start/end, line start/end).
        init(boundary value: UInt32) { self = value == 0 ? .character : (value <= 2 ? .word : .line) }
    }

    /// The segment holding `offset` (empty at the ends).
    static func at(_ offset: Int, in string: String, _ granularity: Granularity) -> Range<Int> {
        let scalars = Array(string.unicodeScalars)
        guard offset >= 0, offset < scalars.count else {
            let end = min(max(offset, 0), scalars.count)
            return end..<end
        }
        switch granularity {
        case .character:
            return offset..<(offset + 1)
        case .word:
            let isWord = { (scalar: Unicode.Scalar) in scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
            let inWord = isWord(scalars[offset])
            var lower = offset, upper = offset
            while lower > 0 && isWord(scalars[lower - 1]) == inWord { lower -= 1 }
            while upper < scalars.count && isWord(scalars[upper]) == inWord { upper += 1 }
            // A word includes the spaces after it, as AT-SPI's word-start boundary does.
            while inWord && upper < scalars.count && scalars[upper] == " " { upper += 1 }
            return lower..<upper
        case .line:
            var lower = offset, upper = offset
            while lower > 0 && scalars[lower - 1] != "\n" { lower -= 1 }
            while upper < scalars.count && scalars[upper] != "\n" { upper += 1 }
            return lower..<min(scalars.count, upper + 1)
        }
    }
}
