import Foundation

/// A piece of styled text to measure or draw: what a `UILabel` hands the text system.
public struct TextRun: Equatable {
    public var text: String
    public var font: UIFont
    public var color: UIColor
    public var alignment: NSTextAlignment
    public var lineBreakMode: NSLineBreakMode
    /// 0 means as many lines as needed, as in UIKit.
    public var numberOfLines: Int
    /// Attributes over parts of `text` (an attributed string's runs), drawn over
    /// the run's own font and colour; empty for plain text.
    public var spans: [TextSpan] = []

    public init(text: String, font: UIFont, color: UIColor = .label, alignment: NSTextAlignment = .natural,
                lineBreakMode: NSLineBreakMode = .byTruncatingTail, numberOfLines: Int = 1) {
        self.text = text; self.font = font; self.color = color; self.alignment = alignment
        self.lineBreakMode = lineBreakMode; self.numberOfLines = numberOfLines
    }
}

/// Measures text the way the drawing backend will draw it.
///
/// The X11 and headless hosts install the Pango implementation; views that are
/// not in a window yet fall back to `EstimatedTextMeasurer`.
public protocol TextMeasuring: AnyObject {
    /// The size of `run` laid out within `maxWidth` (nil: unbounded), in points.
    func size(of run: TextRun, maxWidth: CGFloat?) -> CGSize
    /// The x offset of the caret before each grapheme cluster, plus the end:
    /// `text.count + 1` values for single-line text.
    func caretOffsets(of run: TextRun) -> [CGFloat]
    /// The distance from the top of the laid-out text to its first baseline.
    func firstBaseline(of run: TextRun, maxWidth: CGFloat?) -> CGFloat
    /// The vertical metrics of `font` (an estimate by default, see `TextFontMetrics`).
    func fontMetrics(of font: UIFont) -> TextFontMetrics
}

extension TextMeasuring {
    /// An estimate (0.8 of the line height) for measurers that do not know better.
    public func firstBaseline(of run: TextRun, maxWidth: CGFloat?) -> CGFloat { (run.font.lineHeight * 0.8).rounded() }
}

/// A rough measurer for views outside any window: 0.55 em per character.
public final class EstimatedTextMeasurer: TextMeasuring {
    public init() {}

    public func size(of run: TextRun, maxWidth: CGFloat?) -> CGSize {
        let advance = run.font.pointSize * 0.55
        let width = CGFloat(run.text.count) * advance
        guard let maxWidth, maxWidth > 0, width > maxWidth, run.numberOfLines != 1 else {
            return CGSize(width: width.rounded(.up), height: run.font.lineHeight)
        }
        var lines = (width / maxWidth).rounded(.up)
        if run.numberOfLines > 0 { lines = min(lines, CGFloat(run.numberOfLines)) }
        return CGSize(width: maxWidth, height: lines * run.font.lineHeight)
    }

    public func caretOffsets(of run: TextRun) -> [CGFloat] {
        (0...run.text.count).map { CGFloat($0) * run.font.pointSize * 0.55 }
    }
}
