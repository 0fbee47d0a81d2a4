import Foundation

extension GraphicsContext {
    /// Text resolved for drawing, as SwiftUI's `GraphicsContext.ResolvedText`: its
    /// font and colour come from the `Text`, else the canvas's environment.
    public struct ResolvedText {
        let string: String
        let font: UIFont
        let kerning: CGFloat?
        /// What the text is painted with (its colour; gradients paint their first colour).
        public var shading: Shading

        func attributed(color: CGColor) -> NSAttributedString {
            var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor(cgColor: color)]
            if let kerning { attributes[.kern] = kerning }
            return NSAttributedString(string: string, attributes: attributes)
        }

        /// The size the text takes, wrapping to `size.width`.
        public func measure(in size: CGSize) -> CGSize {
            let bounds = attributed(color: CGColor(gray: 0, alpha: 1))
                .boundingRect(with: size, options: [.usesLineFragmentOrigin], context: nil)
            return CGSize(width: bounds.width.rounded(.up), height: bounds.height.rounded(.up))
        }

        /// The distance from the top to the first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { font.ascender }

        /// The distance from the top to the last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            measure(in: size).height - font.lineHeight + font.ascender
        }
    }

    /// An image resolved for drawing, as SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: UIImage?
        let isTemplate: Bool
        /// Its size in points (zero when the image was not found).
        public var size: CGSize { image?.size ?? .zero }
        /// Its baseline: the bottom of the image.
        public var baseline: CGFloat { size.height }
        /// What a template image (symbols) is painted with; nil keeps its own colours.
        public var shading: Shading?
    }

    /// `text` with the environment's font and foreground colour where it sets none.
    public func resolve(_ text: Text) -> ResolvedText {
        let color = text.color ?? environment.foregroundColor
        return ResolvedText(string: text.string, font: text.resolvedFont(in: environment),
                            kerning: text.trackingAmount ?? text.kerningAmount,
                            shading: color.map { .color($0) } ?? .foreground)
    }

    /// `image` resolved with the environment's font (symbols' size).
    public func resolve(_ image: Image) -> ResolvedImage {
        let uiImage = image.resolvedImage(font: (environment.font ?? .body).uiFont)
        let isTemplate = image.renderingTemplate ?? (uiImage?.renderingMode == .alwaysTemplate || image.isSystem)
        return ResolvedImage(image: uiImage, isTemplate: isTemplate, shading: isTemplate ? .foreground : nil)
    }

    /// The flat colour a text or template image is painted with.
    private func flatColor(_ shading: Shading) -> CGColor {
        switch shading.kind {
        case .color(let color): return filtered(color.uiColor.cgColor)
        case .style(let style): return filtered((style.flatColor(in: environment) ?? .label).cgColor)
        case .linear(let gradient, _, _, _), .radial(let gradient, _, _, _, _), .conic(let gradient, _, _, _):
            return filtered((gradient.stops.first?.color.uiColor ?? .label).cgColor)
        }
    }

    // MARK: Text

    /// Draws `text` with its `anchor` (a point of its box) at `point`, on one line.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        drawText(text, in: CGRect(origin: origin, size: size))
    }

    /// Draws `text` wrapped in `rect`, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) { drawText(text, in: rect) }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    private func drawText(_ text: ResolvedText, in rect: CGRect) {
        cgContext.saveGState()
        applyState()
        UIGraphicsPushContext(cgContext)
        text.attributed(color: flatColor(text.shading))
            .draw(with: rect, options: [.usesLineFragmentOrigin], context: nil)
        UIGraphicsPopContext()
        cgContext.restoreGState()
    }

    // MARK: Images

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                               width: size.width, height: size.height))
    }

    /// Draws `image` stretched to `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard var uiImage = image.image else { return }
        if image.isTemplate, let shading = image.shading {
            uiImage = uiImage.withTintColor(UIColor(cgColor: flatColor(shading)), renderingMode: .alwaysTemplate)
        }
        cgContext.saveGState()
        applyState()
        cgContext.setShouldAntialias(style.isAntialiased)
        UIGraphicsPushContext(cgContext)
        uiImage.draw(in: rect)
        UIGraphicsPopContext()
        cgContext.restoreGState()
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }
}
