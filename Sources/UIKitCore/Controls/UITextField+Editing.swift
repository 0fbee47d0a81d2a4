import Foundation

/// Editing a text field: keys, typed text, the clipboard and the mouse.
///
/// Keys (Control stands in for Command): ←/→ move by cluster, with Control by
/// word, with Shift extend the selection; ↑/Home to the start, ↓/End to the end
/// (as on the Mac); Backspace/Delete remove a cluster (Control: a word);
/// Ctrl+A selects all; Ctrl+C/X/V copy, cut and paste through
/// `window.host.clipboardText` (the X11 CLIPBOARD); Return asks the delegate's
/// `textFieldShouldReturn` and, if allowed, sends `.editingDidEndOnExit` (which
/// ends editing when it has an action, as in UIKit) then `.primaryActionTriggered`;
/// Tab / Shift+Tab move focus; Escape and other keys go up the responder chain.
extension UITextField {
    /// Handles a key press while focused; false passes it up the responder chain.
    func handlePress(_ presses: Set<UIPress>) -> Bool {
        guard let key = presses.first?.key, isFirstResponder else { return false }
        if handleFocusNavigationKey(key) { return true }
        if let command = TextEditCommand(key: key) {
            perform(command)
            return true
        }
        return TextEditCommand.isTypingKey(key)
    }

    /// Typed text while focused; returns whether it was consumed.
    func handleTypedText(_ text: String) -> Bool {
        guard isFirstResponder else { return false }
        let line = Self.singleLine(text)
        if !line.isEmpty { replaceText(in: buffer.selection, with: line) }
        return true
    }

    /// UITextField keeps one line: pasted or typed line breaks become spaces, tabs stay out.
    static func singleLine(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character == "\r\n" || character == "\n" || character == "\r" { result.append(" ") } else if character != "\t" && character != "\u{7F}" { result.append(character) }
        }
        return result
    }

    func perform(_ command: TextEditCommand) {
        switch command {
        case .moveLeft(let extending, let byWord):
            if byWord { buffer.moveWordLeft(extending: extending) } else { buffer.moveLeft(extending: extending) }
            selectionDidChange()
        case .moveRight(let extending, let byWord):
            if byWord { buffer.moveWordRight(extending: extending) } else { buffer.moveRight(extending: extending) }
            selectionDidChange()
        case .moveUp(let extending), .moveToLineStart(let extending, _):
            buffer.moveCaret(to: 0, extending: extending)
            selectionDidChange()
        case .moveDown(let extending), .moveToLineEnd(let extending, _):
            buffer.moveCaret(to: buffer.count, extending: extending)
            selectionDidChange()
        case .deleteBackward(let byWord):
            let range = buffer.rangeForDeleteBackward(byWord: byWord)
            if !range.isEmpty { replaceText(in: range, with: "") }
        case .deleteForward(let byWord):
            let range = buffer.rangeForDeleteForward(byWord: byWord)
            if !range.isEmpty { replaceText(in: range, with: "") }
        case .selectAll:
            buffer.selectAll()
            selectionDidChange()
        case .copy:
            copySelection()
        case .cut:
            guard !isSecureTextEntry, !buffer.selection.isEmpty else { return }
            copySelection()
            replaceText(in: buffer.selection, with: "")
        case .paste:
            guard let pasted = window?.sceneHost?.clipboardText, !pasted.isEmpty else { return }
            let line = Self.singleLine(pasted)
            if !line.isEmpty { replaceText(in: buffer.selection, with: line) }
        case .returnKey:
            handleReturn()
        }
    }

    /// Ctrl+C: the selection to the clipboard (never from a secure field, as in UIKit).
    func copySelection() {
        guard !isSecureTextEntry, !buffer.selection.isEmpty, let host = window?.sceneHost else { return }
        host.clipboardText = buffer.selectedText
    }

    func handleReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if endsEditing && isFirstResponder { resignFirstResponder() }
    }

    /// Replaces `range` (clusters) with `replacement` as the user's edit: the delegate
    /// may refuse it; then the text changes, the selection is reported and
    /// `.editingChanged` is sent, as in UIKit.
    func replaceText(in range: Range<Int>, with replacement: String) {
        if let delegate {
            let nsRange = buffer.utf16Range(of: range)
            guard delegate.textField(self, shouldChangeCharactersIn: nsRange, replacementString: replacement) else { return }
        }
        let oldCount = buffer.count
        let inserted = buffer.replace(range, with: replacement)
        // The buffer may re-segment one cluster on each side; tell the metrics what changed.
        let changedStart = max(0, min(range.lowerBound, inserted.lowerBound) - 1)
        let changedOldEnd = min(oldCount, range.upperBound + 1)
        let changedNewEnd = min(buffer.count, changedOldEnd + buffer.count - oldCount)
        textStorageDidChange(replacing: changedStart..<changedOldEnd, insertedCount: max(0, changedNewEnd - changedStart))
        caretBlinker.restart()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
    }

    func selectionDidChange() {
        scrollCaretToVisible()
        if isFirstResponder { caretBlinker.restart() } else { setNeedsDisplay() }
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Mouse

    /// The cluster boundary under `point` (bounds coordinates).
    func characterIndex(at point: CGPoint) -> Int {
        validateMetrics()
        return metrics.index(nearestTo: point.x - textOriginX)
    }

    func trackTouchBegan(_ touches: Set<UITouch>) {
        guard isEnabled, let touch = touches.first else { return }
        let point = touch.location(in: self)
        validateMetrics()
        if isClearButtonShown && clearButtonRect(forBounds: bounds).contains(point) {
            isTrackingClearButton = true
            return
        }
        if !isFirstResponder && !becomeFirstResponder() { return }
        let index = characterIndex(at: point)
        switch touch.tapCount {
        case 2: buffer.select(buffer.wordRange(at: index))
        case 3...: buffer.selectAll()
        default: buffer.moveCaret(to: index, extending: false)
        }
        selectionDragAnchor = buffer.selection.lowerBound
        selectionDidChange()
    }

    func trackTouchMoved(_ touches: Set<UITouch>) {
        guard let touch = touches.first, !isTrackingClearButton, selectionDragAnchor != nil, isFirstResponder else { return }
        buffer.moveCaret(to: characterIndex(at: touch.location(in: self)), extending: true)
        selectionDidChange()
    }

    func trackTouchEnded(_ touches: Set<UITouch>) {
        selectionDragAnchor = nil
        guard isTrackingClearButton, let touch = touches.first else { return }
        isTrackingClearButton = false
        guard clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) else { return }
        clearButtonClicked()
    }

    func trackTouchCancelled() {
        selectionDragAnchor = nil
        isTrackingClearButton = false
    }

    /// The ⓧ button: asks `textFieldShouldClear`, empties the field (beginning
    /// editing if needed) and sends `.editingChanged`.
    func clearButtonClicked() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        replaceText(in: 0..<buffer.count, with: "")
    }
}
