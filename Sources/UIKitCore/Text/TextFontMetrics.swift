import Foundation

/// A font's vertical metrics in points, as the text system reports them: what
/// `UIFont.ascender`, `descender`, `leading`, `capHeight` and `xHeight` (and Core
/// Text's `CTFontGetAscent` and friends) return.
public struct TextFontMetrics: Equatable {
    /// From the baseline up to the top of the tallest glyphs (positive).
    public var ascender: CGFloat
    /// From the baseline down to the bottom of the deepest glyphs (negative, as UIKit's).
    public var descender: CGFloat
    /// The line gap the font asks for beyond ascender and descender.
    public var leading: CGFloat
    /// The height of a flat capital ("H") above the baseline.
    public var capHeight: CGFloat
    /// The height of a flat lowercase letter ("x") above the baseline.
    public var xHeight: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender; self.descender = descender; self.leading = leading
        self.capHeight = capHeight; self.xHeight = xHeight
    }

    /// Proportions of DejaVu Sans (the system family), for measurers that read no font files.
    public static func estimated(pointSize: CGFloat) -> TextFontMetrics {
        TextFontMetrics(ascender: pointSize * 0.928, descender: -pointSize * 0.236, leading: 0,
                        capHeight: pointSize * 0.729, xHeight: pointSize * 0.547)
    }
}

extension TextMeasuring {
    /// An estimate from the point size (see `TextFontMetrics.estimated`).
    public func fontMetrics(of font: UIFont) -> TextFontMetrics { .estimated(pointSize: font.pointSize) }
}
