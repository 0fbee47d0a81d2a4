import Foundation

/// Read-only text, as in UIKit, laid out and drawn by the host's text system
/// (Pango in a window and headlessly), so any UTF-8 text renders.
open class UILabel: UIView {
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    open var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
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

    private func textDidChange() {
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    /// The run the text system measures and draws.
    public var textRun: TextRun {
        TextRun(text: text ?? "", font: font, color: isEnabled ? textColor : textColor.withAlphaComponent(0.4),
                alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    private var measurer: TextMeasuring { window?.textMeasurer ?? EstimatedTextMeasurer() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let limit: CGFloat? = size.width > 0 && size.width < .greatestFiniteMagnitude / 2 ? size.width : nil
        let measured = measurer.size(of: textRun, maxWidth: numberOfLines == 1 ? nil : limit)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

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
