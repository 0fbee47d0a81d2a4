import Foundation

/// Paragraph attributes of attributed text, as in UIKit (`.paragraphStyle`).
///
/// Differences: `alignment` and `lineBreakMode` are laid out; the spacing and
/// indent values are kept and returned but not applied.
open class NSParagraphStyle: NSObject {
    /// The default style (natural alignment, word wrapping).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0

    public override init() { super.init() }

    /// A mutable copy, as `mutableCopy() as! NSMutableParagraphStyle` gives on iOS.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment; copy.lineBreakMode = lineBreakMode; copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing; copy.firstLineHeadIndent = firstLineHeadIndent
        copy.headIndent = headIndent; copy.tailIndent = tailIndent; copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight; copy.lineHeightMultiple = lineHeightMultiple
        return copy
    }
}

/// A paragraph style you can change, as in UIKit.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
}

/// Underline and strikethrough styles, as in UIKit (pass `.rawValue` or the
/// style itself as the attribute's value). Any non-zero style draws one line.
public struct NSUnderlineStyle: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
