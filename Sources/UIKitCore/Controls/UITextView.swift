import Foundation

/// Multi-line editable text, as in UIKit: wraps at word boundaries, scrolls
/// vertically to keep the caret visible, and edits with the same keys as
/// `UITextField` (Return inserts a line break; Tab and Shift+Tab move focus,
/// as in a web `textarea`).
///
/// Differences from UIKit: it is a plain `UIView` that scrolls its own content
/// (`contentOffset`, wheel included) rather than a `UIScrollView` subclass; text
/// is left-aligned; no attributed text, data detectors or undo.
open class UITextView: UIView {
    /// A bar shown docked at the bottom of the window while this view is first
    /// responder (iOS shows it above the keyboard), as in UIKit.
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryStorage }
        set { inputAccessoryStorage = newValue }
    }
    private var inputAccessoryStorage: UIView?

    public weak var delegate: UITextViewDelegate?

    open var text: String! {
        get { buffer.currentText }
        set {
            buffer.setText(newValue ?? "")
            layoutIsValid = false
            contentOffset.y = 0
            setNeedsDisplay()
        }
    }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { layoutIsValid = false; setNeedsDisplay() } }
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true { didSet { if !isEditable && isFirstResponder { resignFirstResponder() } } }
    open var isSelectable = true
    open var isScrollEnabled = true
    /// Space around the text (UIKit's default inset plus its 5-point line fragment padding).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 5) { didSet { layoutIsValid = false } }
    /// The vertical scroll of the text (points).
    public internal(set) var contentOffset: CGPoint = .zero {
        didSet {
            setNeedsDisplay()
            if contentOffset != oldValue { caretBlinker.updateCaret() }
        }
    }

    var buffer = TextEditingBuffer()
    var cachedLayout = TextViewLayout()
    /// Whether `cachedLayout` is the text's; invalidating it lays the view out again (the caret moves).
    var layoutIsValid = false { didSet { if !layoutIsValid { setNeedsLayout() } } }
    var layoutWidth: CGFloat = -1
    /// The x that Up/Down keep while moving between lines.
    var goalX: CGFloat?
    var isSelectingWithPointer = false
    let fallbackMeasurer = EstimatedTextMeasurer()
    lazy var caretBlinker = CaretBlinker(view: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextView()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        backgroundColor = .systemBackground
    }

    open override var cursor: UIWindow.Cursor? { isSelectable ? .iBeam : nil }

    /// UIKit's: an element whose value is its text.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: text, role: .text)
    }

    /// Multi-line text, editable and focusable when editable; takes the keyboard when activated.
    /// In the Tab chain when editable and selectable.
    override var takesFocusInChain: Bool { isEditable && isSelectable }

    override var accessibleClassStates: AccessibleStates {
        var states = super.accessibleClassStates.union(.multiLine)
        if isEditable { states.formUnion([.editable, .focusable]) }
        return states
    }

    override func performAccessibleClassActivation() -> Bool? { becomeFirstResponder() }

    /// The selection in UTF-16 code units, as in UIKit.
    public var selectedRange: NSRange {
        get { buffer.utf16Range(of: buffer.selection) }
        set {
            // Convert UTF-16 back to clusters.
            var utf16 = 0, lower = buffer.count, upper = buffer.count
            for (index, character) in buffer.characters.enumerated() {
                if utf16 >= newValue.location && lower == buffer.count { lower = index }
                if utf16 >= newValue.location + newValue.length { upper = index; break }
                utf16 += character.utf16.count
            }
            buffer.select(lower..<max(lower, upper))
            selectionDidChange()
        }
    }

    /// The selection in grapheme clusters (our extension).
    public var selectedGraphemeRange: Range<Int> {
        get { buffer.selection }
        set { buffer.select(newValue); selectionDidChange() }
    }

    public var caretIndex: Int { buffer.caret }
    public var hasText: Bool { !buffer.isEmpty }

    /// `UIKeyInput`: inserts `text` at the selection, as typing does (the delegate is asked).
    open func insertText(_ text: String) {
        let cleaned = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if !cleaned.isEmpty { replaceText(in: buffer.selection, with: cleaned) }
    }

    /// `UIKeyInput`: deletes the selection, or the character before the caret.
    open func deleteBackward() {
        let range = buffer.rangeForDeleteBackward()
        if !range.isEmpty { replaceText(in: range, with: "") }
    }

    // MARK: Layout

    var effectiveFont: UIFont { font ?? .systemFont(ofSize: 17) }
    var measurer: TextMeasuring { window?.textMeasurer ?? fallbackMeasurer }
    var lineHeight: CGFloat { measurer.size(of: TextRun(text: "Ag", font: effectiveFont), maxWidth: nil).height }
    var textWidth: CGFloat { max(1, bounds.width - textContainerInset.left - textContainerInset.right) }

    /// The wrapped lines, laid out once per edit or width change.
    var textLayout: TextViewLayout {
        if !layoutIsValid || layoutWidth != textWidth {
            cachedLayout = TextViewLayout(characters: buffer.characters, font: effectiveFont, width: textWidth, measurer: measurer)
            layoutWidth = textWidth
            layoutIsValid = true
        }
        return cachedLayout
    }

    /// The number of laid-out lines (our extension, for tests and sizing).
    public var numberOfLines: Int { textLayout.lines.count }

    public var contentSize: CGSize {
        CGSize(width: bounds.width, height: CGFloat(textLayout.lines.count) * lineHeight + textContainerInset.top + textContainerInset.bottom)
    }

    /// The caret's rectangle in bounds coordinates.
    public var caretRect: CGRect {
        let layout = textLayout
        let line = layout.lineIndex(forCaret: buffer.caret)
        let x = textContainerInset.left + layout.caretX(buffer.caret)
        let y = textContainerInset.top + CGFloat(line) * lineHeight - contentOffset.y
        return CGRect(x: x.rounded() - 1, y: y, width: 2, height: lineHeight)
    }

    func scrollCaretToVisible() {
        guard isScrollEnabled else { return }
        let caret = caretRect
        var offset = contentOffset.y
        if caret.minY < textContainerInset.top { offset += caret.minY - textContainerInset.top }
        if caret.maxY > bounds.height - textContainerInset.bottom { offset += caret.maxY - (bounds.height - textContainerInset.bottom) }
        contentOffset.y = min(max(0, offset), max(0, contentSize.height - bounds.height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentOffset.y = min(contentOffset.y, max(0, contentSize.height - bounds.height))
        caretBlinker.updateCaret()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretBlinker.updateCaret()
    }

    open override func scrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        let limit = max(0, contentSize.height - bounds.height)
        guard isScrollEnabled, limit > 0 else { return super.scrollWheel(event) }
        let step = event.isPrecise ? event.delta.dy : event.delta.dy
        contentOffset.y = min(max(0, contentOffset.y + step), limit)
        return true
    }

    // MARK: Focus

    open override var canBecomeFirstResponder: Bool { isEditable && isSelectable && window != nil }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        return super.resignFirstResponder()
    }

    open override func didBecomeFirstResponder() {
        caretBlinker.restart()
        delegate?.textViewDidBeginEditing(self)
    }

    open override func didResignFirstResponder() {
        caretBlinker.stop()
        delegate?.textViewDidEndEditing(self)
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil && isFirstResponder { _ = resignFirstResponder() }
        layoutIsValid = false
    }

    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.view !== self && recognizer is UIPanGestureRecognizer && isSelectable { return false }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    // MARK: Overrides (the work is in +Editing)

    open override func draw(_ rect: CGRect) { drawText() }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handlePress(presses) { super.pressesBegan(presses, with: event) }
    }

    open override func insertTypedText(_ text: String) -> Bool {
        guard isFirstResponder else { return super.insertTypedText(text) }
        insertText(text)
        return true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchBegan(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchMoved(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { isSelectingWithPointer = false }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isSelectingWithPointer = false }

    public var isCaretVisible: Bool { isFirstResponder && buffer.selection.isEmpty && caretBlinker.isVisible }
}
