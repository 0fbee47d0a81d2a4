import Foundation

/// What a key press asks an editable text view to do (shared by `UITextField`
/// and `UITextView`). Control stands in for Command on Linux (Ctrl+C, Ctrl+A...).
enum TextEditCommand: Equatable {
    case moveLeft(extending: Bool, byWord: Bool)
    case moveRight(extending: Bool, byWord: Bool)
    case moveUp(extending: Bool)
    case moveDown(extending: Bool)
    /// Home / End: line start or end; with Control, the document's.
    case moveToLineStart(extending: Bool, document: Bool)
    case moveToLineEnd(extending: Bool, document: Bool)
    case deleteBackward(byWord: Bool)
    case deleteForward(byWord: Bool)
    case selectAll, copy, cut, paste
    case returnKey

    init?(key: UIKey) {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let control = flags.contains(.control) || flags.contains(.command)
        let alternate = flags.contains(.alternate)
        switch key.keyCode {
        case .keyboardLeftArrow: self = .moveLeft(extending: shift, byWord: control || alternate)
        case .keyboardRightArrow: self = .moveRight(extending: shift, byWord: control || alternate)
        case .keyboardUpArrow: self = .moveUp(extending: shift)
        case .keyboardDownArrow: self = .moveDown(extending: shift)
        case .keyboardHome: self = .moveToLineStart(extending: shift, document: control)
        case .keyboardEnd: self = .moveToLineEnd(extending: shift, document: control)
        case .keyboardDeleteOrBackspace: self = .deleteBackward(byWord: control || alternate)
        case .keyboardDeleteForward: self = .deleteForward(byWord: control || alternate)
        case .keyboardReturnOrEnter: self = .returnKey
        case .keyboardA where control && !shift: self = .selectAll
        case .keyboardC where control && !shift: self = .copy
        case .keyboardX where control && !shift: self = .cut
        case .keyboardV where control && !shift: self = .paste
        default: return nil
        }
    }

    /// Whether the key types text the input method also delivers (so the view
    /// swallows the press and waits for `insertTypedText`).
    static func isTypingKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty else { return false }
        if key.keyCode == .keyboardSpacebar { return true }
        guard let scalar = key.characters.unicodeScalars.first else { return false }
        return !key.characters.isEmpty && scalar.value >= 0x20 && scalar.value != 0x7F
    }
}

/// A view that shows a blinking caret: where it is (bounds coordinates, cut to
/// where the view lets it show; nil when it cannot say) and whether it shows now.
protocol BlinkingCaretDrawing: UIView {
    var blinkingCaretRect: CGRect? { get }
    var isCaretVisible: Bool { get }
}

/// The blinking caret: 0.5 s on, 0.5 s off, on the window's run loop, and only
/// while the view is focused (no timer at all otherwise, so an idle window does no
/// work). Typing or moving the caret shows it solid again.
///
/// The caret is a view of its own over the text, as UIKit's cursor view
/// (`UITextCursorView`): a plain view in the tint colour, a subview of the field
/// once it has shown, drawn over a rasterized ancestor's bitmap rather than into
/// it (`rendersAboveRasterizedAncestor`), so a blink repaints only the caret and
/// a sheet with a focused field keeps its bitmap.
final class CaretBlinker {
    static let halfPeriod: TimeInterval = 0.5
    private(set) var isVisible = true
    private var timer: WindowRunLoop.Timer?
    /// Held as the protocol (not cast to it on every caret move: a protocol cast
    /// scans the binary's conformances the first time).
    private weak var view: (any BlinkingCaretDrawing)?
    /// The caret itself.
    let caretView: UIView = {
        let caret = UIView()
        caret.isUserInteractionEnabled = false
        caret.isHidden = true
        caret.rendersAboveRasterizedAncestor = true
        return caret
    }()

    init(view: any BlinkingCaretDrawing) { self.view = view }

    var isRunning: Bool { timer != nil }

    /// Shows the caret and restarts the blink (focus gained, text or caret changed).
    func restart() {
        timer?.cancel()
        timer = nil
        isVisible = true
        view?.setNeedsDisplay()
        updateCaret()
        schedule()
    }

    func stop() {
        timer?.cancel()
        timer = nil
        isVisible = false
        view?.setNeedsDisplay()
        updateCaret()
    }

    /// Puts the caret view where the owner's caret is, in its tint colour, shown while
    /// the owner shows a caret (call when the caret moves, as layout does).
    func updateCaret() {
        guard let owner = view else { return }
        guard owner.isCaretVisible, let rect = owner.blinkingCaretRect, !rect.isEmpty else {
            caretView.isHidden = true
            return
        }
        if caretView.superview !== owner {
            owner.addSubview(caretView)
        } else if owner.subviews.last !== caretView {
            owner.bringSubviewToFront(caretView)
        }
        if caretView.frame != rect { caretView.frame = rect }
        if caretView.backgroundColor != owner.tintColor { caretView.backgroundColor = owner.tintColor }
        caretView.isHidden = false
    }

    private func schedule() {
        guard let runLoop = view?.window?.runLoop else { return }
        timer = runLoop.schedule(after: Self.halfPeriod) { [weak self] in
            guard let self else { return }
            self.isVisible.toggle()
            // Only the caret view changes: its pixels alone are repainted.
            self.updateCaret()
            self.schedule()
        }
    }
}
