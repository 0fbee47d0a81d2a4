import Foundation

/// How glyphs are painted, as in Core Graphics.
public enum CGTextDrawingMode: Int32 {
    case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}

/// The text settings of a context, kept apart from the graphics state (Core
/// Graphics does not save the text matrix with `saveGState`).
struct CGTextSettings {
    var matrix = CGAffineTransform.identity
    var position = CGPoint.zero
    var font: CGFont?
    var fontSize: CGFloat = 0
    var characterSpacing: CGFloat = 0
    var drawingMode = CGTextDrawingMode.fill
}

/// Core Graphics' text state, kept and returned as set, so code that prepares a
/// context for Core Text (`textMatrix = .identity`, then a flip) compiles and
/// reads back what it set. Core Text's `CTLineDraw`, `CTRunDraw` and `CTFrameDraw`
/// draw at the text position through the text matrix. Differences: nothing here
/// draws glyphs by itself (`setFont`, `setTextDrawingMode` are kept, not used);
/// UIKit's string drawing (`NSString` and `NSAttributedString` `draw(at:)`/`draw(in:)`)
/// ignores these settings, as in UIKit.
extension CGContext {
    /// The transform from text space to user space (identity by default).
    public var textMatrix: CGAffineTransform {
        get { textSettings.matrix }
        set { textSettings.matrix = newValue }
    }

    /// Where the next glyph would be drawn, in text space.
    public var textPosition: CGPoint {
        get { textSettings.position }
        set { textSettings.position = newValue }
    }

    public func setFont(_ font: CGFont) { textSettings.font = font }
    public func setFontSize(_ size: CGFloat) { textSettings.fontSize = size }
    public func setCharacterSpacing(_ spacing: CGFloat) { textSettings.characterSpacing = spacing }
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { textSettings.drawingMode = mode }
}
