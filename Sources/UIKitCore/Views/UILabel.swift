import Foundation

/// Read-only text, as in UIKit, laid out and drawn by the host's text system
/// (Pango in a window and headlessly), so any UTF-8 text renders.
open class UILabel: UIView {
    open var text: String? {
        didSet {
            // Plain text replaces the attributed text, as in UIKit.
            if !isSettingAttributedText { styledText = nil }
            if text != oldValue { textDidChange() }
        }
    }
    /// The styled text, as UIKit's: its string becomes `text`; its fonts, colours, kerning,
    /// underlines and strikethroughs are drawn over the label's font and colour
    /// (`TextRun(attributedString:)`). Setting `text` drops the attributes.
    open var attributedText: NSAttributedString? {
        get { styledText ?? text.map { NSAttributedString(string: $0) } }
        set {
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
            styledText = newValue
            textDidChange()
        }
    }
    private var styledText: NSAttributedString?
    private var isSettingAttributedText = false
    /// The font, as in UIKit (implicitly unwrapped there too): setting nil
    /// restores the default, the 17-point system font.
    open var font: UIFont! {
        get { labelFont }
        set { labelFont = newValue ?? .systemFont(ofSize: 17); textDidChange() }
    }
    /// The text colour, as in UIKit: setting nil restores the default, `.label`.
    open var textColor: UIColor! {
        get { labelTextColor }
        set { labelTextColor = newValue ?? .label; setNeedsDisplay() }
    }
    private var labelFont: UIFont = .systemFont(ofSize: 17)
    private var labelTextColor: UIColor = .label
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// 0 means no limit, as in UIKit; default 1.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    /// UIKit's: an element named by its text, static text (not enabled when disabled).
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: isEnabled ? .staticText : [.staticText, .notEnabled])
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    private func setUpLabel() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The width a multi-line label wraps at for its intrinsic size, as in UIKit;
    /// 0 (the default) wraps at the width layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }

    private func textDidChange() {
        superview?.setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Whether the intrinsic height depends on the width layout gives the label.
    var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
    private var measuredLayoutWidth: CGFloat = 0

    open override func boundsDidChange(sizeChanged: Bool) {
        super.boundsDidChange(sizeChanged: sizeChanged)
        if sizeChanged && wrapsToLayoutWidth && bounds.width != measuredLayoutWidth && !translatesAutoresizingMaskIntoConstraints {
            invalidateIntrinsicContentSize()
        }
    }

    /// The run the text system measures and draws.
    public var textRun: TextRun {
        let color: UIColor = isEnabled ? textColor : textColor.withAlphaComponent(0.4)
        if let styledText {
            return TextRun(attributedString: styledText, font: font, color: color, alignment: resolvedTextAlignment(textAlignment),
                           lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
        }
        return TextRun(text: text ?? "", font: font, color: color,
                       alignment: resolvedTextAlignment(textAlignment), lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    private var measurer: TextMeasuring { window?.textMeasurer ?? EstimatedTextMeasurer() }

    /// Where the first and last baselines of the (vertically centred) text fall.
    var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
        guard let text, !text.isEmpty else { return nil }
        let run = textRun
        let height = intrinsicContentSize.height
        let firstBaseline = measurer.firstBaseline(of: run, maxWidth: nil)
        let lineHeight = measurer.size(of: TextRun(text: "Ag", font: font), maxWidth: nil).height
        return (-height / 2 + firstBaseline, height / 2 - (lineHeight - firstBaseline))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let limit: CGFloat? = size.width > 0 && size.width < .greatestFiniteMagnitude / 2 ? size.width : nil
        let measured = measurer.size(of: textRun, maxWidth: numberOfLines == 1 ? nil : limit)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The text's size on one line, or wrapped at `preferredMaxLayoutWidth`, or
    /// (multi-line, automatic width) at the width layout gave the label.
    open override var intrinsicContentSize: CGSize {
        intrinsicContentSize(forLayoutWidth: nil)
    }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        var limit = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                limit = preferredMaxLayoutWidth
            } else if let width, width > 0 {
                limit = width
            } else if !translatesAutoresizingMaskIntoConstraints && bounds.width > 0 {
                limit = bounds.width
                measuredLayoutWidth = bounds.width
            }
        }
        return sizeThatFits(CGSize(width: limit, height: .greatestFiniteMagnitude))
    }

    override func defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { UILayoutPriority(251) }

    /// Text is vertically centred in the bounds, as UIKit does.
    open override func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let run = textRun
        let height = min(measurer.size(of: run, maxWidth: bounds.width).height, bounds.height)
        let box = CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(),
                         width: bounds.width, height: height)
        context.backend.draw(run, in: box)
    }
}

extension UILabel: TextBaselineProviding {
    var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? { textBaselineOffsets }
}
