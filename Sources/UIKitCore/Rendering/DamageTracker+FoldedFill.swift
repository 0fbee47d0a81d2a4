import Foundation

/// A plain view that draws nothing but a translucent background (a dimming view) is
/// drawn as one fill of its background with its alpha folded in
/// (`ViewTreeRenderer.drawBody`). Its pixels depend only on that colour's 8-bit
/// levels: Cairo makes a premultiplied 16-bit colour of it (`_cairo_color_compute_shorts`)
/// and pixman composites a solid of the top 8 bits of each channel into an 8-bit
/// picture (`color_to_uint32`), as the X server does for the compositor's fill. So
/// its look counts those levels, not the alpha: a dimming view that fades by less
/// than a level while a sheet is dragged damages nothing, and a frame of the drag
/// repaints what the sheet moved instead of the window (`CompositePlan`'s steps
/// compare their fills the same way).
extension DamageTracker {
    /// The 8-bit premultiplied levels (red, green, blue, alpha packed in 32 bits) of
    /// `view`'s folded background fill, or nil when the view is not drawn that way.
    static func foldedFillLevels(of view: UIView, state: LayerState, hasShadow: Bool) -> UInt32? {
        let layer = view.layer
        guard state.alpha < 0.999, !hasShadow, !layer.shouldRasterize, layer.mask == nil,
              type(of: view) == UIView.self, type(of: layer) == CALayer.self, layer.sublayerList.isEmpty,
              state.borderWidth <= 0, layer.contents == nil, !layer.drawsContent else { return nil }
        guard let background = state.backgroundUIColor, background.alpha > 0 else { return 0 }
        let c = background.withAlphaComponent(background.alpha * state.alpha).cgColor.rgbaComponents
        return cairoFillLevels(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    /// The top 8 bits of each channel of Cairo's premultiplied 16-bit colour for
    /// `cairo_set_source_rgba(red, green, blue, alpha)` (each clamped to 0...1).
    static func cairoFillLevels(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        let a = clamp(alpha)
        func level(_ v: Double) -> UInt32 { UInt32(min(65535, (clamp(v) * 65535 + 0.5).rounded(.down))) >> 8 }
        return level(clamp(red) * a) << 24 | level(clamp(green) * a) << 16 | level(clamp(blue) * a) << 8 | level(a)
    }
}
