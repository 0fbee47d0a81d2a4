import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own
    /// coordinate space (its bounds), as Core Animation's `render(in:)`:
    /// backgrounds, borders, shadows, contents, shapes, gradients, masks and
    /// views' `draw(_:)` included. The usual way to snapshot a view into an
    /// image context. Differences: running animations show as they are now
    /// (Core Animation renders the model); a context that is neither a view's
    /// nor an image renderer's nor a bitmap context draws nothing.
    public func render(in ctx: CGContext) {
        guard let drawing = ctx.backend as? DrawingContext else { return }
        ViewTreeRenderer().drawContents(of: self, in: drawing)
    }
}
