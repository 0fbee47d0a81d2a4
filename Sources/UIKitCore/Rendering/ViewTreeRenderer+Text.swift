import Foundation

/// `CATextLayer`: its string laid out by the backend's text system in the
/// layer's bounds, from the top, clipped to the bounds (Core Animation draws
/// it into the layer's backing store, which is the size of the bounds).
extension ViewTreeRenderer {
    func drawText(of layer: CATextLayer, state: LayerState, in context: DrawingContext) {
        let drawing = TextLayerDrawing(layer, state: state)
        let bounds = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        guard bounds.width > 0, bounds.height > 0, let base = Self.textRun(for: drawing) else { return }
        let measurer = context.textMeasurer ?? EstimatedTextMeasurer()
        context.saveState()
        context.clip(to: GraphicsPath(rect: bounds))
        if drawing.isWrapped {
            var run = base
            let lineHeight = measurer.size(of: TextRun(text: "Ag", font: run.font), maxWidth: nil).height
            if drawing.truncationMode == .none {
                run.numberOfLines = 0
                run.lineBreakMode = .byWordWrapping
            } else {
                run.numberOfLines = max(1, Int((bounds.height / max(lineHeight, 1)).rounded(.down)))
                run.lineBreakMode = Self.lineBreak(for: drawing.truncationMode)
            }
            let height = measurer.size(of: run, maxWidth: bounds.width).height
            context.draw(run, in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(height, lineHeight)))
        } else {
            // One line per paragraph, each cut at the width when it truncates.
            var y = bounds.minY
            for var line in Self.paragraphs(of: base) {
                guard y < bounds.maxY else { break }
                line.numberOfLines = 1
                let natural = measurer.size(of: line, maxWidth: nil)
                var box = CGRect(x: bounds.minX, y: y, width: bounds.width, height: natural.height)
                if drawing.truncationMode != .none && natural.width > bounds.width {
                    line.lineBreakMode = Self.lineBreak(for: drawing.truncationMode)
                } else {
                    // Unlimited (nothing wraps), placed by the alignment in the bounds.
                    line.lineBreakMode = .byClipping
                    let slack = bounds.width - natural.width
                    switch line.alignment {
                    case .center: box.origin.x += slack / 2
                    case .right: box.origin.x += slack
                    default: break
                    }
                    box.size.width = natural.width + 1
                    line.alignment = .left
                }
                context.draw(line, in: box)
                y += natural.height
            }
        }
        context.restoreState()
    }

    /// The run a text layer draws: a plain string in the layer's font, size and
    /// colour; an attributed string over UIKit's defaults for attributed text
    /// (12-point Helvetica, black), as Core Animation ignores the layer's
    /// `font`, `fontSize` and `foregroundColor` for attributed strings.
    static func textRun(for drawing: TextLayerDrawing) -> TextRun? {
        var alignment = textAlignment(for: drawing.alignmentMode)
        // Natural follows the layout direction of the view drawing the layer.
        if alignment == .natural && UITraitCollection.current.layoutDirection == .rightToLeft { alignment = .right }
        if let attributed = drawing.string as? NSAttributedString {
            guard attributed.length > 0 else { return nil }
            let font = UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)
            var run = TextRun(attributedString: attributed, font: font, color: .black, alignment: alignment)
            run.alignment = alignment
            return run
        }
        let text: String
        if let string = drawing.string as? String { text = string } else if let string = drawing.string as? NSString { text = string as String } else { return nil }
        guard !text.isEmpty, let color = drawing.foregroundColor, color.alpha > 0 else { return nil }
        return TextRun(text: text, font: font(for: drawing.font, size: drawing.fontSize), color: UIColor(cgColor: color),
                       alignment: alignment, lineBreakMode: .byWordWrapping, numberOfLines: 0)
    }

    /// A text layer's `font` (a `UIFont`, a `CGFont` or a name) at `size`.
    static func font(for value: AnyObject?, size: CGFloat) -> UIFont {
        let size = max(size, 0.1)
        if let font = value as? UIFont { return font.withSize(size) }
        if let font = value as? CGFont, let name = font.fullName { return UIFont(name: name as String, size: size) ?? .systemFont(ofSize: size) }
        if let name = value as? NSString { return UIFont(name: name as String, size: size) ?? .systemFont(ofSize: size) }
        return UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size)
    }

    static func textAlignment(for mode: CATextLayerAlignmentMode) -> NSTextAlignment {
        switch mode {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }

    static func lineBreak(for mode: CATextLayerTruncationMode) -> NSLineBreakMode {
        switch mode {
        case .start: return .byTruncatingHead
        case .middle: return .byTruncatingMiddle
        case .end: return .byTruncatingTail
        default: return .byClipping
        }
    }

    /// The run cut at its line breaks, each piece keeping its spans.
    static func paragraphs(of run: TextRun) -> [TextRun] {
        let bytes = Array(run.text.utf8)
        var pieces: [TextRun] = []
        var start = 0
        func cut(_ end: Int) {
            var piece = run
            piece.text = String(decoding: bytes[start..<end], as: UTF8.self)
            piece.spans = run.spans.compactMap { span in
                let lower = max(span.bytes.lowerBound, start), upper = min(span.bytes.upperBound, end)
                guard lower < upper else { return nil }
                var moved = span
                moved.bytes = (lower - start)..<(upper - start)
                return moved
            }
            pieces.append(piece)
        }
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            cut(index)
            start = index + 1
        }
        cut(bytes.count)
        return pieces
    }

    /// What a rasterized ancestor's bitmap depends on in a text layer.
    static func combineText(of layer: CATextLayer, into hasher: inout Hasher) {
        if let attributed = layer.string as? NSAttributedString { hasher.combine(attributed) } else { hasher.combine(String(describing: layer.string)) }
        hasher.combine(layer.font.map { String(describing: $0) })
        hasher.combine(layer.isWrapped)
        hasher.combine(layer.truncationMode)
        hasher.combine(layer.alignmentMode)
    }
}
