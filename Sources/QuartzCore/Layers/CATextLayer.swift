import Foundation

/// A layer that draws a string, as in Core Animation: plain (`String`) or
/// attributed (`NSAttributedString`), in `font` at `fontSize`, coloured
/// `foregroundColor`, placed by `alignmentMode`, wrapped (`isWrapped`) or
/// truncated (`truncationMode`) to the bounds, from the top of the bounds.
///
/// The text is drawn between the layer's contents and its sublayers. It is laid
/// out and rendered by the window's text system (Pango), at the window's scale;
/// `contentsScale` is kept for code that sets it, as Core Animation needs it for
/// crisp text, but changes nothing here.
///
/// `font` takes what Core Animation takes: a font object (a `UIFont`, which is
/// what `CTFont` and `UIFont` are on Apple platforms, or a `CGFont`) or a font
/// name (`String`/`NSString`); for a font object only its face is used, the size
/// is always `fontSize`. Nil (the default) is Helvetica, here the fontconfig
/// family of that name. Attributes of an attributed string (font, foreground
/// colour, kern, underline, strikethrough) win over the layer's properties.
/// `fontSize` and `foregroundColor` animate.
open class CATextLayer: CALayer {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    /// The text: a `String` (or `NSString`) or an `NSAttributedString`; anything
    /// else draws nothing.
    open var string: Any? { didSet { setNeedsRedraw() } }

    /// The font: a font object or a font name (see the type's notes); nil is Helvetica.
    open var font: AnyObject? { didSet { setNeedsRedraw() } }

    /// The size of the text in points, 36 by default as in Core Animation.
    open var fontSize: CGFloat {
        get { modelState.extras["fontSize"]?.number ?? 36 }
        set { setExtra("fontSize", .number(newValue)) }
    }

    /// The colour of a plain string, opaque white by default as in Core Animation.
    open var foregroundColor: CGColor? {
        get { if case .color(let color)? = modelState.extras["foregroundColor"] { return color }; return .white }
        set { setExtra("foregroundColor", .color(newValue)) }
    }

    /// Whether the text wraps at the width of the bounds (false: one line per paragraph).
    open var isWrapped = false { didSet { setNeedsRedraw() } }

    /// How text that does not fit the bounds is cut (none by default: it is clipped).
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { setNeedsRedraw() } }

    /// Where lines sit horizontally in the bounds (`.natural`: left for
    /// left-to-right text, as Core Animation).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsRedraw() } }

    /// Accepted; glyph positions are never quantized here.
    open var allowsFontSubpixelQuantization = false

    open override func presentation() -> Self? { presentationCopy { CATextLayer(layer: $0) } }
}

/// How a text layer aligns its lines, as in Core Animation.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit, as in Core Animation.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
}

/// What a text layer draws, read from a presented state (the renderer turns it
/// into a laid-out run; Core Animation knows no fonts of UIKit's).
package struct TextLayerDrawing {
    package var string: Any?
    package var font: AnyObject?
    package var fontSize: CGFloat
    package var foregroundColor: CGColor?
    package var isWrapped: Bool
    package var truncationMode: CATextLayerTruncationMode
    package var alignmentMode: CATextLayerAlignmentMode

    package init(_ layer: CATextLayer, state: LayerState) {
        string = layer.string
        font = layer.font
        fontSize = state.extras["fontSize"]?.number ?? 36
        if case .color(let color)? = state.extras["foregroundColor"] { foregroundColor = color } else { foregroundColor = .white }
        isWrapped = layer.isWrapped
        truncationMode = layer.truncationMode
        alignmentMode = layer.alignmentMode
    }
}
