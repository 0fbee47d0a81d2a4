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

    func drawProjected(_ rect: CGRect, projection: PlaneProjection, draw: () -> Void) -> Bool {
        let drawn = inner.drawProjected(rect, projection: projection, draw: draw)
        sync()
        return drawn
    }

    func drawTinted(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, draw: () -> Void) {
        inner.drawTinted(red: red, green: green, blue: blue, alpha: alpha, draw: draw)
        sync()
    }

    func drawMasked(content: () -> Void, mask: () -> Void) {
        inner.drawMasked(content: content, mask: mask)
        sync()
    }

    func drawCrossFade(from old: () -> Void, to new: () -> Void, fraction: CGFloat) {
        inner.drawCrossFade(from: old, to: new, fraction: fraction)
        sync()
    }
}
