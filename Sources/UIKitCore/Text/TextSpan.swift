import Foundation

/// Attributes over a part of a `TextRun`'s text (one run of an attributed
/// string): what differs there from the run's own font and colour.
public struct TextSpan: Hashable {
    /// The part of the text, in UTF-8 bytes (what the text system indexes by).
    public var bytes: Range<Int>
    public var font: UIFont?
    public var color: UIColor?
    public var backgroundColor: UIColor?
    /// Extra space after each character, in points.
    public var kern: CGFloat?
    public var underline: Bool
    public var strikethrough: Bool
    /// The underline's colour (`NSAttributedString.Key.underlineColor`); nil draws it in the text's colour.
    public var underlineColor: UIColor?
    /// The strikethrough line's colour (`.strikethroughColor`); nil draws it in the text's colour.
    public var strikethroughColor: UIColor?
    /// A double underline (`NSUnderlineStyle.double`).
    public var underlineIsDouble = false

    public init(bytes: Range<Int>, font: UIFont? = nil, color: UIColor? = nil, backgroundColor: UIColor? = nil,
                kern: CGFloat? = nil, underline: Bool = false, strikethrough: Bool = false) {
        self.bytes = bytes; self.font = font; self.color = color; self.backgroundColor = backgroundColor
        self.kern = kern; self.underline = underline; self.strikethrough = strikethrough
    }

    /// Whether the span changes only how text looks, not where it goes.
    var isEmpty: Bool { font == nil && color == nil && backgroundColor == nil && kern == nil && !underline && !strikethrough }
}

extension TextRun {
    /// The run of an attributed string: its text, with each attribute run as a
    /// span over `font` and `color` (UIKit's defaults for attributed text are the
    /// 12-point Helvetica and black; callers pass their own). The first
    /// paragraph style found sets the alignment and line break mode.
    public init(attributedString: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural,
                lineBreakMode: NSLineBreakMode = .byWordWrapping, numberOfLines: Int = 0) {
        let text = attributedString.string
        self.init(text: text, font: font, color: color, alignment: alignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
        let utf16 = text.utf16
        var paragraphSeen = false
        attributedString.enumerateAttributes(in: NSRange(location: 0, length: utf16.count), options: []) { attributes, range, _ in
            guard let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
                  let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex) else { return }
            let lower = text.utf8.distance(from: text.utf8.startIndex, to: start)
            let upper = text.utf8.distance(from: text.utf8.startIndex, to: end)
            var span = TextSpan(bytes: lower..<upper)
            span.font = attributes[.font] as? UIFont
            // Core Text's colour key (kCTForegroundColorAttributeName, a CGColor) counts too, as on Apple platforms.
            span.color = Self.color(attributes[.foregroundColor] ?? attributes[NSAttributedString.Key("CTForegroundColor")])
            span.backgroundColor = Self.color(attributes[.backgroundColor])
            span.kern = (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? (attributes[.kern] as? CGFloat)
            span.underline = Self.styleIsSet(attributes[.underlineStyle])
            span.strikethrough = Self.styleIsSet(attributes[.strikethroughStyle])
            span.underlineIsDouble = span.underline && Self.styleIsDouble(attributes[.underlineStyle])
            if span.underline { span.underlineColor = Self.color(attributes[.underlineColor]) }
            if span.strikethrough { span.strikethroughColor = Self.color(attributes[.strikethroughColor]) }
            if !paragraphSeen, let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                paragraphSeen = true
                self.alignment = paragraph.alignment
                self.lineBreakMode = paragraph.lineBreakMode
            }
            if !span.isEmpty, lower < upper { spans.append(span) }
        }
        // A font or colour over the whole text is the run's own (so an ellipsis, a
        // caret or a line height measured for the run uses it).
        let whole = 0..<text.utf8.count
        if let first = spans.first, first.bytes == whole {
            if let font = first.font { self.font = font; spans[0].font = nil }
            if let color = first.color { self.color = color; spans[0].color = nil }
            if spans[0].isEmpty { spans.removeFirst() }
        }
    }

    private static func color(_ value: Any?) -> UIColor? {
        if let color = value as? UIColor { return color }
        if let color = value as? CGColor { return UIColor(cgColor: color) }
        return nil
    }

    private static func styleIsDouble(_ value: Any?) -> Bool {
        let raw = (value as? NSUnderlineStyle)?.rawValue ?? (value as? NSNumber)?.intValue ?? (value as? Int) ?? 0
        return raw & 0x0F == NSUnderlineStyle.double.rawValue
    }

    private static func styleIsSet(_ value: Any?) -> Bool {
        if let style = value as? NSUnderlineStyle { return style.rawValue != 0 }
        if let number = value as? NSNumber { return number.intValue != 0 }
        if let number = value as? Int { return number != 0 }
        return false
    }
}
