import Foundation

extension UIImage {
    /// Draws the image into `rect` of the current context, as in UIKit: a template
    /// in its tint (`withTintColor`) or black, cap insets kept for resizable images.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, on: context.backend, templateTint: nil, style: DrawingStyle(alpha: alpha, blendMode: blendMode))
    }

    /// The colour a template is filled with: its own tint, else the drawing view's
    /// (image views and buttons pass theirs), else black as UIKit's `draw(in:)`.
    func fillColor(templateTint: UIColor?) -> UIColor? {
        if let tint { return tint }
        return isTemplate ? (templateTint ?? .black) : nil
    }

    /// Draws into `rect` through `backend`; `templateTint` is the view's tint colour.
    func draw(in rect: CGRect, on backend: DrawingBackend, templateTint: UIColor?, style: DrawingStyle = .normal) {
        guard rect.width > 0, rect.height > 0 else { return }
        let color = fillColor(templateTint: templateTint)?.resolvedColor(with: .current)
        switch content {
        case .empty:
            return
        case .symbol(let symbol, let configuration):
            symbol.draw(in: rect, weight: configuration.resolvedWeight, color: color ?? .black, on: backend, style: style)
        case .bitmap(let image):
            let bitmap = color.map { tintedBitmaps.image(for: $0, from: image) } ?? image
            if capInsets == .zero || resizingMode == .tile && capInsets == .zero {
                backend.draw(bitmap, in: rect, quality: bitmap.shouldInterpolate ? .default : .none, style: style)
            } else {
                drawNineParts(bitmap, in: rect, on: backend, style: style)
            }
        }
    }

    /// A resizable image: corners at their size, edges stretched one way, the middle both.
    private func drawNineParts(_ bitmap: CGImage, in rect: CGRect, on backend: DrawingBackend, style: DrawingStyle) {
        let insets = capInsets
        let sourceXs = [0, insets.left * scale, CGFloat(bitmap.width) - insets.right * scale, CGFloat(bitmap.width)]
        let sourceYs = [0, insets.top * scale, CGFloat(bitmap.height) - insets.bottom * scale, CGFloat(bitmap.height)]
        let left = min(insets.left, rect.width / 2), right = min(insets.right, rect.width - left)
        let top = min(insets.top, rect.height / 2), bottom = min(insets.bottom, rect.height - top)
        let targetXs = [rect.minX, rect.minX + left, rect.maxX - right, rect.maxX]
        let targetYs = [rect.minY, rect.minY + top, rect.maxY - bottom, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceXs[column], y: sourceYs[row],
                                    width: sourceXs[column + 1] - sourceXs[column], height: sourceYs[row + 1] - sourceYs[row])
                let target = CGRect(x: targetXs[column], y: targetYs[row],
                                    width: targetXs[column + 1] - targetXs[column], height: targetYs[row + 1] - targetYs[row])
                guard source.width >= 1, source.height >= 1, target.width > 0, target.height > 0,
                      let part = bitmap.cropping(to: source) else { continue }
                backend.draw(part, in: target, quality: .default, style: style)
            }
        }
    }
}

/// Symbols as bitmaps (for `cgImage`): drawn at the image's scale into a bitmap
/// made by the image codec (UIKitImageCodecs), when it is linked in.
enum SymbolRasterizer {
    static func image(of image: UIImage) -> CGImage? {
        let width = Int((image.size.width * image.scale).rounded(.up)), height = Int((image.size.height * image.scale).rounded(.up))
        guard width > 0, height > 0, let codec = ImageCodecs.installed else { return nil }
        return codec.renderBitmap(width: width, height: height) { context in
            context.scaleBy(x: image.scale, y: image.scale)
            image.draw(in: CGRect(origin: .zero, size: image.size), on: context.backend, templateTint: nil)
        }
    }
}

/// Fills `rect` with the current fill colour, as UIKit's C function.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes `rect`'s outline, 1 point wide inside it, as UIKit's C function.
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}
