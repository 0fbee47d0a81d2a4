import Foundation
import UIKitCore

/// A bitmap `CGContext` can take a whole layer tree (`CALayer.render(in:)`):
/// the layer-drawing calls go to the Cairo context inside and write back.
extension CairoBitmapBackend: DrawingContext {
    func drawShadow(of path: GraphicsPath, color: CGColor, blurRadius: CGFloat, offset: CGSize) {
        inner.drawShadow(of: path, color: color, blurRadius: blurRadius, offset: offset)
        sync()
    }

    func draw(_ text: TextRun, in rect: CGRect) {
        inner.draw(text, in: rect)
        sync()
    }

    var textMeasurer: TextMeasuring? { inner.textMeasurer }

    func drawMasked(content: () -> Void, mask: () -> Void) {
        inner.drawMasked(content: content, mask: mask)
        sync()
    }

    func drawCrossFade(from old: () -> Void, to new: () -> Void, fraction: CGFloat) {
        inner.drawCrossFade(from: old, to: new, fraction: fraction)
        sync()
    }
}
