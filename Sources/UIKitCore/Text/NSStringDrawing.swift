import Foundation

/// How `boundingRect(with:options:...)` and `draw(with:options:...)` lay out
/// text, as in UIKit.
public struct NSStringDrawingOptions: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out as many lines as the size allows, wrapping at its width (without
    /// it, the text is one line measured from its baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted (the font's line height already includes its leading).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted (sizes are typographic, not of the ink).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// End the last line that fits with an ellipsis when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scale factors for string drawing, as in UIKit. Accepted; text is never
/// shrunk, so `actualScaleFactor` is 1.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rect the last drawing or measuring with this context covered.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

/// The text system behind string drawing: the current context's (the window's or
/// the bitmap's, so a measurement is what drawing will do), else the main screen's
/// window's, else the rough estimate (no window and no context yet).
enum StringDrawing {
    static var measurer: TextMeasuring {
        if let context = UIGraphicsGetCurrentContext()?.backend as? DrawingContext, let measurer = context.textMeasurer { return measurer }
        return UIScreen.main.hostWindow?.textMeasurer ?? EstimatedTextMeasurer()
    }

    /// UIKit's defaults for text drawn without attributes: 12-point Helvetica, black.
    static var defaultFont: UIFont { UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12) }

    static func run(_ text: String, attributes: [NSAttributedString.Key: Any]?) -> TextRun {
        run(NSAttributedString(string: text, attributes: attributes ?? [:]))
    }

    static func run(_ string: NSAttributedString) -> TextRun {
        TextRun(attributedString: string, font: defaultFont, color: .black, alignment: .natural,
                lineBreakMode: .byWordWrapping, numberOfLines: 0)
    }

    /// The size of `run` on its own lines (unlimited width).
    static func size(of run: TextRun) -> CGSize { measurer.size(of: run, maxWidth: nil) }

    static func boundingRect(of run: TextRun, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let measurer = self.measurer
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width: CGFloat? = size.width > 0 && size.width < .greatestFiniteMagnitude / 2 ? size.width : nil
            var measured = measurer.size(of: run, maxWidth: width)
            if size.height > 0, size.height < .greatestFiniteMagnitude / 2, measured.height > size.height {
                // As many whole lines as fit (at least one).
                let line = measurer.size(of: TextRun(text: "Ag", font: run.font), maxWidth: nil).height
                var limited = run
                limited.numberOfLines = max(1, Int((size.height / max(line, 1)).rounded(.down)))
                limited.lineBreakMode = .byTruncatingTail
                measured = measurer.size(of: limited, maxWidth: width)
            }
            rect = CGRect(origin: .zero, size: measured)
        } else {
            // One line, its origin at the baseline (the rect starts above it).
            var line = run
            line.numberOfLines = 1
            line.lineBreakMode = .byClipping
            let measured = measurer.size(of: line, maxWidth: nil)
            let baseline = measurer.firstBaseline(of: line, maxWidth: nil)
            rect = CGRect(x: 0, y: -baseline, width: measured.width, height: measured.height)
        }
        context?.totalBounds = rect
        return rect
    }

    static func draw(_ run: TextRun, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), !run.text.isEmpty else { return }
        let size = measurer.size(of: run, maxWidth: nil)
        var unlimited = run
        unlimited.lineBreakMode = .byClipping
        context.backend.draw(unlimited, in: CGRect(origin: point, size: CGSize(width: size.width + 1, height: size.height)))
    }

    static func draw(_ run: TextRun, in rect: CGRect, options: NSStringDrawingOptions = .usesLineFragmentOrigin) {
        guard let context = UIGraphicsGetCurrentContext(), !run.text.isEmpty, rect.width > 0 else { return }
        var laid = run
        if !options.contains(.usesLineFragmentOrigin) {
            // One line whose baseline is at the rect's origin.
            laid.numberOfLines = 1
            if laid.lineBreakMode == .byWordWrapping || laid.lineBreakMode == .byCharWrapping { laid.lineBreakMode = .byClipping }
            let baseline = measurer.firstBaseline(of: laid, maxWidth: nil)
            let height = measurer.size(of: laid, maxWidth: rect.width).height
            context.backend.draw(laid, in: CGRect(x: rect.minX, y: rect.minY - baseline, width: rect.width, height: height))
            return
        }
        let line = measurer.size(of: TextRun(text: "Ag", font: run.font), maxWidth: nil).height
        if options.contains(.truncatesLastVisibleLine) || laid.lineBreakMode.truncates {
            laid.numberOfLines = max(1, Int((rect.height / max(line, 1)).rounded(.down)))
            if !laid.lineBreakMode.truncates { laid.lineBreakMode = .byTruncatingTail }
        }
        context.saveGState()
        context.clip(to: rect)
        context.backend.draw(laid, in: rect)
        context.restoreGState()
    }
}

private extension NSLineBreakMode {
    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}

/// UIKit's string drawing on `NSString`: drawn into the current context
/// (`UIGraphicsGetCurrentContext()`: a view's `draw(_:)`, an image renderer, an
/// image context) with the attributes' font and colour (12-point Helvetica and
/// black without them), laid out by the same text system as labels.
///
/// Differences: sizes are whole points (Pango's logical extents rounded up,
/// where UIKit returns fractions callers usually round up); text is never
/// shrunk (`NSStringDrawingContext.minimumScaleFactor`).
extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: StringDrawing.run(self as String, attributes: attributes))
    }

    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.run(self as String, attributes: attributes), at: point)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.run(self as String, attributes: attributes), in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        StringDrawing.draw(StringDrawing.run(self as String, attributes: attributes), in: rect, options: options)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(of: StringDrawing.run(self as String, attributes: attributes), size: size, options: options, context: context)
    }
}

/// The same string drawing on Swift strings (UIKit's `NSString` methods reach
/// `String` through bridging on Apple platforms).
extension StringProtocol {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attributes)
    }

    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attributes)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSString(string: String(self)).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// UIKit's drawing of attributed strings, with each run's attributes.
extension NSAttributedString {
    public func size() -> CGSize { StringDrawing.size(of: StringDrawing.run(self)) }
    public func draw(at point: CGPoint) { StringDrawing.draw(StringDrawing.run(self), at: point) }
    public func draw(in rect: CGRect) { StringDrawing.draw(StringDrawing.run(self), in: rect) }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(StringDrawing.run(self), in: rect, options: options)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(of: StringDrawing.run(self), size: size, options: options, context: context)
    }
}
