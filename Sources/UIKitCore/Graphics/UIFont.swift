import Foundation

/// A font: family, size in points and weight, as in UIKit.
///
/// UIKit's system font is San Francisco; on Linux we use the fontconfig family
/// `systemFamilyName` (DejaVu Sans, shipped by Debian's fonts-dejavu-core), so
/// text metrics differ slightly from iOS.
public final class UIFont: Hashable, CustomStringConvertible {
    public struct Weight: Hashable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The CSS / fontconfig numeric weight (100...900).
        public var numericWeight: Int {
            switch rawValue {
            case ..<(-0.7): return 100
            case ..<(-0.5): return 200
            case ..<(-0.2): return 300
            case ..<0.1: return 400
            case ..<0.26: return 500
            case ..<0.35: return 600
            case ..<0.5: return 700
            case ..<0.6: return 800
            default: return 900
            }
        }
    }

    /// Text styles of Dynamic Type at the default ("Large") content size.
    public enum TextStyle: String {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }

    public static let systemFamilyName = "DejaVu Sans"

    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool

    public init(familyName: String, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.familyName = familyName
        self.pointSize = max(pointSize, 0)
        self.weight = weight
        self.isItalic = isItalic
    }

    /// UIKit's `UIFont(name:size:)`; any fontconfig family name is accepted, and a
    /// PostScript-style "Family-Style" name ("Lato-Bold", "DejaVu Sans-BoldItalic",
    /// what `fontName` gives) picks that family, weight and slant.
    public convenience init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        let (family, style) = UIFontNameStyle.parse(name)
        self.init(familyName: family, pointSize: size, weight: style.weight, isItalic: style.isItalic)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size, isItalic: true)
    }

    /// Sizes and weights from Apple's Human Interface Guidelines (Dynamic Type, "Large").
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        switch style {
        case .largeTitle: return systemFont(ofSize: 34)
        case .title1: return systemFont(ofSize: 28)
        case .title2: return systemFont(ofSize: 22)
        case .title3: return systemFont(ofSize: 20)
        case .headline: return systemFont(ofSize: 17, weight: .semibold)
        case .body: return systemFont(ofSize: 17)
        case .callout: return systemFont(ofSize: 16)
        case .subheadline: return systemFont(ofSize: 15)
        case .footnote: return systemFont(ofSize: 13)
        case .caption1: return systemFont(ofSize: 12)
        case .caption2: return systemFont(ofSize: 11)
        }
    }

    public static var systemFontSize: CGFloat { 17 }

    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: size, weight: weight, isItalic: isItalic)
    }

    /// Line height that the text system uses for this font (ascent + descent + leading).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// A Pango font description string, e.g. `"DejaVu Sans Bold 17px"`.
    public var fontDescription: String {
        let style = isItalic ? " Italic" : ""
        return "\(familyName)\(style) \(pointSize)px"
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize
            && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName); hasher.combine(pointSize); hasher.combine(weight); hasher.combine(isItalic)
    }

    public var description: String { "UIFont(\(familyName), \(pointSize)pt, weight \(weight.numericWeight))" }
}
