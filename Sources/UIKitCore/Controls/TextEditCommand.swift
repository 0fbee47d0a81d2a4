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

/// The blinking caret's clock: 0.5 s on, 0.5 s off, on the window's run loop,
/// and only while the view is focused (no timer at all otherwise, so an idle
/// window does no work). Typing or moving the caret shows it solid again.
/// A view that draws a blinking caret: where (bounds coordinates, everything a blink
/// repaints), or nil when it cannot say.
protocol BlinkingCaretDrawing: UIView {
    var blinkingCaretRect: CGRect? { get }
}

final class CaretBlinker {
    static let halfPeriod: TimeInterval = 0.5
    private(set) var isVisible = true
    private var timer: WindowRunLoop.Timer?
    private weak var view: UIView?

    init(view: UIView) { self.view = view }

    var isRunning: Bool { timer != nil }

    /// Shows the caret and restarts the blink (focus gained, text or caret changed).
    func restart() {
        timer?.cancel()
        timer = nil
        isVisible = true
        view?.setNeedsDisplay()
        schedule()
    }

    func stop() {
        timer?.cancel()
        timer = nil
        isVisible = false
        view?.setNeedsDisplay()
    }

    private func schedule() {
        guard let runLoop = view?.window?.runLoop else { return }
        timer = runLoop.schedule(after: Self.halfPeriod) { [weak self] in
            guard let self else { return }
            self.isVisible.toggle()
            // Only the caret's sliver changes: repaint just that (see `UIView+Invalidation`).
            if let view = self.view, let caret = (view as? BlinkingCaretDrawing)?.blinkingCaretRect {
                view.setNeedsDisplay(caret)
            } else {
                self.view?.setNeedsDisplay()
            }
            self.schedule()
        }
    }
}
