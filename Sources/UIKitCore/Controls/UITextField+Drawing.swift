import Foundation

/// How a text field looks: border, selection, text (or placeholder, or bullets)
/// and clear button; the caret is a view of its own over them (`CaretBlinker`).
///
/// `.roundedRect` is iOS's: white (dark grey in dark mode), 5-point corners, a
/// light grey 1-point border.
/// The caret is 2 points wide in the tint colour; the selection is the tint
/// colour at 20 %. Only the visible part of a long text is handed to the text system.
extension UITextField {
    static let caretWidth: CGFloat = 2
    static let roundedRectBorderColor = UIColor.dynamic(light: UIColor(white: 0.8, alpha: 1), dark: UIColor(rgb: 0x48484A))
    /// The rounded field's fill: white, a raised grey in dark mode (UIKit's tertiary background).
    static let roundedRectFillColor = UIColor.tertiarySystemBackground

    func drawField() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBorder(context)
        let textArea = editingRect(forBounds: bounds)
        let lineHeight = self.lineHeight
        let lineTop = (textArea.midY - lineHeight / 2).rounded()
        context.saveGState()
        context.clip(to: textArea.insetBy(dx: -Self.caretWidth, dy: 0))
        if buffer.isEmpty {
            if let placeholder, !placeholder.isEmpty {
                let run = TextRun(text: placeholder, font: effectiveFont, color: .placeholderText,
                                  alignment: resolvedTextAlignment(textAlignment), lineBreakMode: .byTruncatingTail)
                context.backend.draw(run, in: CGRect(x: textArea.minX, y: lineTop, width: textArea.width, height: lineHeight))
            }
        } else {
            drawSelection(context, lineTop: lineTop, lineHeight: lineHeight)
            drawText(context, in: textArea, lineTop: lineTop, lineHeight: lineHeight)
        }
        context.restoreGState()
        if isClearButtonShown { drawClearButton(context) }
        // No focus ring: as on iOS, the caret (and the keyboard) show that a field is being edited.
    }

    private func caretRect(lineTop: CGFloat, lineHeight: CGFloat) -> CGRect {
        CGRect(x: caretX - Self.caretWidth / 2, y: lineTop, width: Self.caretWidth, height: lineHeight)
    }

    /// Where the caret is shown (bounds coordinates), within the text area and a caret's
    /// width beside it: what a blink repaints (our extension).
    public var blinkingCaretRect: CGRect? {
        let lineHeight = self.lineHeight
        let textArea = editingRect(forBounds: bounds)
        let caret = caretRect(lineTop: (textArea.midY - lineHeight / 2).rounded(), lineHeight: lineHeight)
        let shown = caret.intersection(textArea.insetBy(dx: -Self.caretWidth, dy: 0))
        return shown.isNull ? nil : shown
    }

    /// The caret's x in bounds coordinates.
    public var caretX: CGFloat {
        let offsets = caretOffsets
        return (textOriginX + offsets[min(buffer.caret, offsets.count - 1)]).rounded()
    }

    private func drawBorder(_ context: CGContext) {
        let frame = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            return
        case .roundedRect:
            let path = GraphicsPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            if backgroundColor == nil { context.backend.fill(path, color: Self.roundedRectFillColor) }
            context.backend.stroke(path, color: Self.roundedRectBorderColor, lineWidth: 1)
        case .line, .bezel:
            context.backend.stroke(GraphicsPath(rect: frame.insetBy(dx: 0.5, dy: 0.5)),
                                   color: borderStyle == .line ? .label : .systemGray, lineWidth: 1)
        }
    }

    private func drawSelection(_ context: CGContext, lineTop: CGFloat, lineHeight: CGFloat) {
        let selection = buffer.selection
        guard !selection.isEmpty, isFirstResponder else { return }
        let offsets = caretOffsets
        let start = textOriginX + offsets[selection.lowerBound]
        let end = textOriginX + offsets[selection.upperBound]
        context.setFillColor(tintColor.withAlphaComponent(0.2).cgColor)
        context.fill(CGRect(x: start, y: lineTop, width: end - start, height: lineHeight))
    }

    private func drawText(_ context: CGContext, in textArea: CGRect, lineTop: CGFloat, lineHeight: CGFloat) {
        validateMetrics()
        let origin = textOriginX
        let color = isEnabled ? (textColor ?? .label) : (textColor ?? .label).withAlphaComponent(0.4)
        let characters = displayCharacters
        let range: Range<Int>
        if metrics.isExact {
            range = 0..<characters.count
        } else {
            range = metrics.visibleRange(minX: textArea.minX - origin, maxX: textArea.maxX - origin)
        }
        guard !range.isEmpty else { return }
        let offsets = metrics.offsets
        let x = origin + offsets[range.lowerBound]
        let width = offsets[range.upperBound] - offsets[range.lowerBound] + 2
        let run = TextRun(text: String(characters[range]), font: effectiveFont, color: color,
                          alignment: .left, lineBreakMode: .byClipping)
        context.backend.draw(run, in: CGRect(x: x, y: lineTop, width: width, height: lineHeight))
    }

    /// iOS's clear button: a grey disc (16 points) with a white ×.
    private func drawClearButton(_ context: CGContext) {
        let rect = clearButtonRect(forBounds: bounds)
        let disc = CGRect(x: rect.midX - 8, y: rect.midY - 8, width: 16, height: 16)
        context.backend.fill(GraphicsPath(ovalIn: disc), color: .systemGray2)
        var cross = GraphicsPath()
        let d: CGFloat = 3.5
        cross.move(to: CGPoint(x: disc.midX - d, y: disc.midY - d))
        cross.line(to: CGPoint(x: disc.midX + d, y: disc.midY + d))
        cross.move(to: CGPoint(x: disc.midX + d, y: disc.midY - d))
        cross.line(to: CGPoint(x: disc.midX - d, y: disc.midY + d))
        context.backend.stroke(cross, color: Self.roundedRectFillColor, lineWidth: 1.5)
    }
}

extension UITextField: BlinkingCaretDrawing {}
