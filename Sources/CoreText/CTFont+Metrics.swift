import Foundation
import UIKitCore

// A font's vertical metrics, as in Core Text, from the text system that draws it
// (Pango in a window or a bitmap context; an estimate before any host exists):
// the same numbers as `UIFont.ascender` and friends.

/// From the baseline to the top of the tallest glyphs, as in Core Text.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }

/// From the baseline to the bottom of the deepest glyphs, positive, as in Core Text
/// (UIKit's `descender` is the same distance, negative).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }

/// The font's line gap, as in Core Text.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }

/// The height of capital letters above the baseline, as in Core Text.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }

/// The height of lowercase letters above the baseline, as in Core Text.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }

/// Style traits of a font, as in Core Text (only bold and italic are read from a font here).
public struct CTFontSymbolicTraits: OptionSet, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = CTFontSymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = CTFontSymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = CTFontSymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = CTFontSymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = CTFontSymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = CTFontSymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = CTFontSymbolicTraits(rawValue: 1 << 12)
    public static let traitColorGlyphs = CTFontSymbolicTraits(rawValue: 1 << 13)
    public static let traitComposite = CTFontSymbolicTraits(rawValue: 1 << 14)
    public static let italicTrait = traitItalic
    public static let boldTrait = traitBold
}

/// Whether the font is bold (semibold or heavier) and italic, as in Core Text.
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits {
    var traits: CTFontSymbolicTraits = []
    if font.isItalic { traits.insert(.traitItalic) }
    if font.weight >= .semibold { traits.insert(.traitBold) }
    return traits
}

/// A copy of `font` (at `size`; 0 keeps it) with the traits in `symTraitMask` set as
/// in `symTraitValue`, as in Core Text: bold and italic change the weight and slant;
/// nil when the mask asks for a trait the family cannot give here (any other).
public func CTFontCreateCopyWithSymbolicTraits(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                               _ symTraitValue: CTFontSymbolicTraits, _ symTraitMask: CTFontSymbolicTraits) -> CTFont? {
    guard symTraitMask.subtracting([.traitBold, .traitItalic]).isEmpty else { return nil }
    var weight = font.weight
    var italic = font.isItalic
    if symTraitMask.contains(.traitBold) {
        weight = symTraitValue.contains(.traitBold) ? max(font.weight, .bold) : (font.weight >= .semibold ? .regular : font.weight)
    }
    if symTraitMask.contains(.traitItalic) { italic = symTraitValue.contains(.traitItalic) }
    return UIFont(familyName: font.familyName, pointSize: size > 0 ? size : font.pointSize, weight: weight, isItalic: italic)
}
