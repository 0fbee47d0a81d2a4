import CPango
import Foundation
import UIKitCore

extension PangoTextSystem {
    /// The face's metrics as Pango lays it out (the same font options as measuring):
    /// ascender and descender from the font's metrics, the leading as the line
    /// height beyond them, cap and x heights from the ink of "H" and "x" above the baseline.
    public func fontMetrics(of font: UIFont) -> TextFontMetrics {
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.familyName)
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.numericWeight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        let scale = CGFloat(PANGO_SCALE)
        guard let metrics = pango_context_get_metrics(context, description, nil) else { return .estimated(pointSize: font.pointSize) }
        defer { pango_font_metrics_unref(metrics) }
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        let height = CGFloat(pango_font_metrics_get_height(metrics)) / scale
        return TextFontMetrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
                               capHeight: inkHeight(of: "H", description: description),
                               xHeight: inkHeight(of: "x", description: description))
    }

    /// How far the ink of `glyph` rises above the baseline, in points.
    private func inkHeight(of glyph: String, description: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, glyph, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return CGFloat(pango_layout_get_baseline(layout) - ink.y) / CGFloat(PANGO_SCALE)
    }
}
