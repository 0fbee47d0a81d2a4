import Foundation

/// A single line of editable text, as in UIKit.
///
/// Typed text arrives composed from the X input method (`insertTypedText`), so
/// dead keys and compose sequences give "é", "ø", "å". Editing keys, the mouse,
/// the clipboard (X11 CLIPBOARD) and Tab focus are in `UITextField+Editing`;
/// drawing in `UITextField+Drawing`. Differences from UIKit: no attributed
/// text, no undo, no input accessory or on-screen keyboard; selection is exposed
/// as `selectedGraphemeRange` (clusters) besides `selectedRange` (UTF-16).
open class UITextField: UIControl {
    /// A bar shown docked at the bottom of the window while this view is first
    /// responder (iOS shows it above the keyboard), as in UIKit.
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryStorage }
        set { inputAccessoryStorage = newValue }
    }
    private var inputAccessoryStorage: UIView?

    public enum BorderStyle: Int { case none, line, bezel, roundedRect }
    public enum ViewMode: Int { case never, whileEditing, unlessEditing, always }

    public weak var delegate: UITextFieldDelegate?

    /// The text; never nil once read (an empty field gives ""), as in UIKit.
    /// Setting it sends no control event, as in UIKit.
    open var text: String? {
        get { buffer.currentText }
        set {
            buffer.setText(newValue ?? "")
            textStorageDidChange(replacing: nil, insertedCount: 0)
        }
    }
    open var placeholder: String? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateMetrics() } }
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// Shows "•" for every character and refuses copy and cut, as in UIKit.
    open var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { invalidateMetrics() } } }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
    open var clearsOnBeginEditing = false
    public private(set) var isEditing = false

    var buffer = TextEditingBuffer()
    let metrics = TextLineMetrics()
    var metricsAreValid = false
    var measuredWith: ObjectIdentifier?
    let fallbackMeasurer = EstimatedTextMeasurer()
    lazy var caretBlinker = CaretBlinker(view: self)
    /// Horizontal scroll of the text inside `editingRect` (points).
    public internal(set) var textScrollOffset: CGFloat = 0 {
        didSet { if textScrollOffset != oldValue { caretBlinker.updateCaret() } }
    }
    var isTrackingClearButton = false
    var selectionDragAnchor: Int?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextField()
    }

    private func setUpTextField() {
        isOpaque = false
    }

    open override var cursor: UIWindow.Cursor? { isEnabled ? .iBeam : .arrow }

    /// UIKit's: an entry whose value is its text (never a secure field's) and
    /// whose name falls back to the placeholder.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = placeholder
        defaults.value = isSecureTextEntry ? nil : text
        defaults.role = .entry
        return defaults
    }

    /// Password text when secure; a single editable line that takes the keyboard when activated.
    override var accessibleClassRole: AccessibleRole? { isSecureTextEntry ? .passwordText : nil }

    override var accessibleClassStates: AccessibleStates {
        var states = super.accessibleClassStates.union([.singleLine, .focusable])
        if isEnabled { states.insert(.editable) }
        return states
    }

    override func performAccessibleClassActivation() -> Bool? { becomeFirstResponder() }

    // MARK: Selection

    /// The selection in grapheme clusters (our extension; empty = caret).
    public var selectedGraphemeRange: Range<Int> {
        get { buffer.selection }
        set {
            buffer.select(newValue)
            selectionDidChange()
        }
    }

    /// The caret's position in grapheme clusters (the moving end of a selection).
    public var caretIndex: Int { buffer.caret }

    /// The selection in UTF-16 code units, as `UITextView.selectedRange` is in UIKit.
    public var selectedRange: NSRange { buffer.utf16Range(of: buffer.selection) }

    public var hasText: Bool { !buffer.isEmpty }

    /// `UIKeyInput`: inserts `text` at the selection, as typing does (the delegate
    /// is asked and `.editingChanged` sent; line breaks become spaces).
    open func insertText(_ text: String) {
        let line = Self.singleLine(text)
        if !line.isEmpty { replaceText(in: buffer.selection, with: line) }
    }

    /// `UIKeyInput`: deletes the selection, or the character before the caret.
    open func deleteBackward() {
        let range = buffer.rangeForDeleteBackward()
        if !range.isEmpty { replaceText(in: range, with: "") }
    }

    // MARK: Geometry (UIKit's overridable rects)

    static let roundedRectInset: CGFloat = 7
    static let clearButtonSize: CGFloat = 22

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var inset: CGFloat = 0
        switch borderStyle {
        case .roundedRect: inset = Self.roundedRectInset
        case .line, .bezel: inset = 4
        case .none: inset = 0
        }
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if isClearButtonShown { rect.size.width -= Self.clearButtonSize }
        return rect
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        let right: CGFloat = borderStyle == .none ? 0 : 4
        return CGRect(x: bounds.maxX - right - size, y: (bounds.midY - size / 2).rounded(), width: size, height: size)
    }

    /// Whether the ⓧ button shows now: per `clearButtonMode`, and only over text.
    public var isClearButtonShown: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// As UIKit: the wider of the text and the placeholder plus the text insets
    /// (and the clear button when it shows), and 34 points tall with a rounded border.
    open override var intrinsicContentSize: CGSize {
        let inset: CGFloat
        switch borderStyle {
        case .roundedRect: inset = Self.roundedRectInset
        case .line, .bezel: inset = 4
        case .none: inset = 0
        }
        let placeholderWidth = placeholder.map { measurer.size(of: TextRun(text: $0, font: effectiveFont), maxWidth: nil).width } ?? 0
        let clear = isClearButtonShown ? Self.clearButtonSize : 0
        return CGSize(width: (max(metricsWidth, placeholderWidth) + 2 * inset + clear).rounded(.up),
                      height: borderStyle == .roundedRect ? 34 : lineHeight + 4)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(metricsWidth + 2 * Self.roundedRectInset, 100), height: intrinsicContentSize.height)
    }

    // MARK: Text measurement

    var effectiveFont: UIFont { font ?? .systemFont(ofSize: 17) }
    var measurer: TextMeasuring { window?.textMeasurer ?? fallbackMeasurer }
    var lineHeight: CGFloat { measurer.size(of: TextRun(text: "Ag", font: effectiveFont), maxWidth: nil).height }

    /// What is drawn: the text, or a bullet per cluster when secure.
    var displayCharacters: [Character] {
        isSecureTextEntry ? [Character](repeating: "\u{2022}", count: buffer.count) : buffer.characters
    }

    func invalidateMetrics() {
        metricsAreValid = false
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Caret offsets of the current text, measured at most once per edit.
    var caretOffsets: [CGFloat] {
        validateMetrics()
        return metrics.offsets
    }

    var metricsWidth: CGFloat {
        validateMetrics()
        return metrics.width
    }

    func validateMetrics() {
        let current = ObjectIdentifier(measurer)
        if metricsAreValid && measuredWith == current { return }
        metrics.measure(displayCharacters, font: effectiveFont, measurer: measurer)
        measuredWith = current
        metricsAreValid = true
    }

    /// After the characters changed: re-measure (only the edit when possible) and keep the caret visible.
    func textStorageDidChange(replacing range: Range<Int>?, insertedCount: Int) {
        if let range, metricsAreValid, measuredWith == ObjectIdentifier(measurer) {
            metrics.update(displayCharacters, replacing: range, insertedCount: insertedCount, font: effectiveFont, measurer: measurer)
        } else {
            metricsAreValid = false
        }
        scrollCaretToVisible()
        setNeedsDisplay()
    }

    // MARK: Scrolling

    /// Where x = 0 of the text sits in bounds coordinates (alignment and scrolling applied).
    var textOriginX: CGFloat {
        let rect = editingRect(forBounds: bounds)
        let width = metricsWidth
        if width < rect.width {
            switch resolvedTextAlignment(textAlignment) {
            case .center: return rect.minX + ((rect.width - width) / 2).rounded()
            case .right: return rect.maxX - width - 1
            default: return rect.minX
            }
        }
        return rect.minX - textScrollOffset
    }

    /// Scrolls horizontally so the caret is inside the editing rect.
    func scrollCaretToVisible() {
        let rect = editingRect(forBounds: bounds)
        let width = metricsWidth
        let visible = max(1, rect.width - 2)
        guard width > visible else { textScrollOffset = 0; return }
        let caretX = caretOffsets[min(buffer.caret, caretOffsets.count - 1)]
        if caretX - textScrollOffset > visible { textScrollOffset = caretX - visible }
        if caretX < textScrollOffset { textScrollOffset = caretX }
        textScrollOffset = min(max(0, textScrollOffset), width - visible)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollCaretToVisible()
        caretBlinker.updateCaret()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretBlinker.updateCaret()
    }

    // MARK: Focus

    open override var canBecomeFirstResponder: Bool { isEnabled && window != nil }
    open override var canBecomeFocused: Bool { allowsKeyboardFocus && isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        return super.resignFirstResponder()
    }

    open override func didBecomeFirstResponder() {
        isEditing = true
        if clearsOnBeginEditing && hasText {
            buffer.setText("")
            textStorageDidChange(replacing: nil, insertedCount: 0)
        }
        caretBlinker.restart()
        scrollCaretToVisible()
        stateDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    open override func didResignFirstResponder() {
        isEditing = false
        caretBlinker.stop()
        textScrollOffset = 0
        selectionDragAnchor = nil
        stateDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// A field leaving its window stops editing (and its caret timer).
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil && isFirstResponder { _ = resignFirstResponder() }
        metricsAreValid = false
    }

    /// Drags that start in the field select text: pans of enclosing views (a
    /// sheet, a scroll view) do not begin from here (as UIKit's text
    /// interactions win over a sheet's pan).
    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.view !== self && recognizer is UIPanGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    // MARK: Overrides (the work is in the +Editing and +Drawing extensions)

    open override func draw(_ rect: CGRect) { drawField() }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handlePress(presses) { super.pressesBegan(presses, with: event) }
    }

    open override func insertTypedText(_ text: String) -> Bool {
        handleTypedText(text) || super.insertTypedText(text)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchBegan(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchMoved(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchEnded(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchCancelled() }

    /// Whether the caret is drawn now (focused, no selection, blink phase on).
    public var isCaretVisible: Bool { isFirstResponder && buffer.selection.isEmpty && caretBlinker.isVisible }
}
