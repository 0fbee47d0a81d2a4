import CoreFoundation
import Foundation
import UIKitCore

/// What `CTLineGetBoundsWithOptions` measures, as in Core Text.
public struct CTLineBoundsOptions: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Leave the leading out of the height.
    public static let excludeTypographicLeading = CTLineBoundsOptions(rawValue: 1 << 0)
    /// Accepted (no baseline shifts here).
    public static let excludeTypographicShifts = CTLineBoundsOptions(rawValue: 1 << 1)
    /// Accepted (no hanging punctuation here).
    public static let useHangingPunctuation = CTLineBoundsOptions(rawValue: 1 << 2)
    /// The bounds of the glyphs' ink (as `CTLineGetImageBounds` without a context).
    public static let useGlyphPathBounds = CTLineBoundsOptions(rawValue: 1 << 3)
    /// Accepted (optical bounds are the typographic ones here).
    public static let useOpticalBounds = CTLineBoundsOptions(rawValue: 1 << 4)
    /// Accepted.
    public static let includeLanguageExtents = CTLineBoundsOptions(rawValue: 1 << 5)
}

extension CTLine {
    /// The ink of the drawn characters, y-up from the line's origin (nil when the
    /// text system does not report ink).
    var inkBounds: CGRect? {
        guard !run.text.isEmpty else { return .zero }
        guard let ink = measurer as? TextInkMeasuring else { return nil }
        let bounds = ink.inkBounds(ofLine: run)
        guard !bounds.isEmpty else { return .zero }
        // The text system measures y-down from the baseline; Core Text is y-up.
        return CGRect(x: bounds.minX, y: -bounds.maxY, width: bounds.width, height: bounds.height)
    }

    var typographicBounds: CGRect { CGRect(x: 0, y: -descent, width: width, height: ascent + descent + leading) }
}

/// The bounds of the line's ink (glyph outlines), y-up from the line's origin, moved
/// by the context's text position when a context is given, as in Core Text. Text
/// systems that report no ink (the estimate before any window) give the typographic bounds.
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    let bounds = line.inkBounds ?? line.typographicBounds
    guard let context else { return bounds }
    return bounds.offsetBy(dx: context.textPosition.x, dy: context.textPosition.y)
}

/// The line's bounds from its origin, y-up, as in Core Text: by default the
/// typographic ones (x 0, y -descent, the width, ascent + descent + leading).
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
    if options.contains(.useGlyphPathBounds) { return line.inkBounds ?? line.typographicBounds }
    var bounds = line.typographicBounds
    if options.contains(.excludeTypographicLeading) { bounds.size.height -= line.leading }
    return bounds
}
