import Foundation

/// Editing and drawing a text view: the keys of `UITextField` plus Up/Down
/// between lines (keeping the caret's x), Home/End on the line, Ctrl+Home/End
/// for the whole text, and Return for a line break.
extension UITextView {
    func handlePress(_ presses: Set<UIPress>) -> Bool {
        guard let key = presses.first?.key, isFirstResponder else { return false }
        if handleFocusNavigationKey(key) { return true }
        if let command = TextEditCommand(key: key) {
            perform(command)
            return true
        }
        return TextEditCommand.isTypingKey(key)
    }

    func perform(_ command: TextEditCommand) {
        let layout = textLayout
        var keepsGoal = false
        switch command {
        case .moveLeft(let extending, let byWord):
            if byWord { buffer.moveWordLeft(extending: extending) } else { buffer.moveLeft(extending: extending) }
        case .moveRight(let extending, let byWord):
            if byWord { buffer.moveWordRight(extending: extending) } else { buffer.moveRight(extending: extending) }
        case .moveUp(let extending), .moveDown(let extending):
            let down: Bool
            if case .moveDown = command { down = true } else { down = false }
            let line = layout.lineIndex(forCaret: buffer.caret)
            let x = goalX ?? layout.caretX(buffer.caret)
            let target = line + (down ? 1 : -1)
            let position = target < 0 ? 0 : (target >= layout.lines.count ? buffer.count : layout.position(onLine: target, x: x))
            buffer.moveCaret(to: position, extending: extending)
            goalX = x
            keepsGoal = true
        case .moveToLineStart(let extending, let document):
            let line = layout.lines[layout.lineIndex(forCaret: buffer.caret)]
            buffer.moveCaret(to: document ? 0 : line.range.lowerBound, extending: extending)
        case .moveToLineEnd(let extending, let document):
            let line = layout.lines[layout.lineIndex(forCaret: buffer.caret)]
            buffer.moveCaret(to: document ? buffer.count : line.range.upperBound, extending: extending)
        case .deleteBackward(let byWord):
            let range = buffer.rangeForDeleteBackward(byWord: byWord)
            if !range.isEmpty { replaceText(in: range, with: "") }
            return
        case .deleteForward(let byWord):
            let range = buffer.rangeForDeleteForward(byWord: byWord)
            if !range.isEmpty { replaceText(in: range, with: "") }
            return
        case .selectAll:
            buffer.selectAll()
        case .copy:
            if !buffer.selection.isEmpty { window?.sceneHost?.clipboardText = buffer.selectedText }
            return
        case .cut:
            guard !buffer.selection.isEmpty else { return }
            window?.sceneHost?.clipboardText = buffer.selectedText
            replaceText(in: buffer.selection, with: "")
            return
        case .paste:
            guard let pasted = window?.sceneHost?.clipboardText, !pasted.isEmpty else { return }
            replaceText(in: buffer.selection, with: pasted.replacingOccurrences(of: "\r\n", with: "\n"))
            return
        case .returnKey:
            replaceText(in: buffer.selection, with: "\n")
            return
        }
        if !keepsGoal { goalX = nil }
        selectionDidChange()
    }

    /// The user's edit: the delegate may refuse it; then `textViewDidChange`, as in UIKit.
    func replaceText(in range: Range<Int>, with replacement: String) {
        guard isEditable else { return }
        if let delegate {
            guard delegate.textView(self, shouldChangeTextIn: buffer.utf16Range(of: range), replacementText: replacement) else { return }
        }
        buffer.replace(range, with: replacement)
        layoutIsValid = false
        goalX = nil
        scrollCaretToVisible()
        caretBlinker.restart()
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
    }

    func selectionDidChange() {
        scrollCaretToVisible()
        if isFirstResponder { caretBlinker.restart() } else { setNeedsDisplay() }
        delegate?.textViewDidChangeSelection(self)
    }

    // MARK: Mouse

    func position(at point: CGPoint) -> Int {
        let layout = textLayout
        let line = Int(((point.y + contentOffset.y - textContainerInset.top) / lineHeight).rounded(.down))
        if line < 0 { return 0 }
        if line >= layout.lines.count { return buffer.count }
        return layout.position(onLine: line, x: point.x - textContainerInset.left)
    }

    func trackTouchBegan(_ touches: Set<UITouch>) {
        guard isSelectable, let touch = touches.first else { return }
        if !isFirstResponder && !becomeFirstResponder() { return }
        let index = position(at: touch.location(in: self))
        switch touch.tapCount {
        case 2: buffer.select(buffer.wordRange(at: index))
        case 3...: buffer.selectAll()
        default: buffer.moveCaret(to: index)
        }
        goalX = nil
        isSelectingWithPointer = true
        selectionDidChange()
    }

    func trackTouchMoved(_ touches: Set<UITouch>) {
        guard isSelectingWithPointer, let touch = touches.first else { return }
        buffer.moveCaret(to: position(at: touch.location(in: self)), extending: true)
        selectionDidChange()
    }

    // MARK: Drawing

    func drawText() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textLayout
        let height = lineHeight
        let color = textColor ?? .label
        context.saveGState()
        context.clip(to: bounds)
        let first = max(0, Int((contentOffset.y - textContainerInset.top) / height))
        let last = min(layout.lines.count - 1, Int((contentOffset.y + bounds.height) / height) + 1)
        let selection = buffer.selection
        if first <= last {
            for index in first...last {
                let line = layout.lines[index]
                let y = textContainerInset.top + CGFloat(index) * height - contentOffset.y
                if isFirstResponder && !selection.isEmpty && selection.overlaps(line.range.lowerBound..<(line.range.upperBound + 1)) {
                    let start = line.offsets[max(selection.lowerBound, line.range.lowerBound) - line.range.lowerBound]
                    let endIndex = min(selection.upperBound, line.range.upperBound) - line.range.lowerBound
                    let end = line.offsets[endIndex] + (selection.upperBound > line.range.upperBound ? 4 : 0)
                    context.setFillColor(tintColor.withAlphaComponent(0.2).cgColor)
                    context.fill(CGRect(x: textContainerInset.left + start, y: y, width: end - start, height: height))
                }
                guard !line.range.isEmpty else { continue }
                let run = TextRun(text: String(buffer.characters[line.range]), font: effectiveFont, color: color,
                                  alignment: .left, lineBreakMode: .byClipping)
                context.backend.draw(run, in: CGRect(x: textContainerInset.left, y: y, width: line.width + 2, height: height))
            }
        }
        context.restoreGState()
        // No focus ring: as on iOS, the caret shows that the text view is being edited.
    }
}

extension UITextView: BlinkingCaretDrawing {
    /// Where the caret is shown (bounds coordinates, inside the bounds): what a blink
    /// repaints (our extension).
    public var blinkingCaretRect: CGRect? {
        let shown = caretRect.intersection(bounds)
        return shown.isNull ? nil : shown
    }
}
