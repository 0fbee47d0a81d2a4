import CPango
import Foundation
import UIKitCore

/// An attributed run's spans as Pango attributes: font, colours (resolved for
/// the current traits), letter spacing, underline and strikethrough over byte ranges.
extension PangoTextSystem {
    func applySpans(_ spans: [TextSpan], to layout: OpaquePointer) {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        let length = Int(strlen(pango_layout_get_text(layout)))
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ span: TextSpan) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(min(span.bytes.lowerBound, length))
            attribute.pointee.end_index = guint(min(span.bytes.upperBound, length))
            pango_attr_list_insert(list, attribute)
        }
        func rgb(_ color: UIColor) -> (UInt16, UInt16, UInt16, UInt16) {
            let resolved = color.resolvedColor(with: .current)
            func channel(_ value: CGFloat) -> UInt16 { UInt16(max(0, min(65535, (value * 65535).rounded()))) }
            return (channel(resolved.red), channel(resolved.green), channel(resolved.blue), channel(resolved.alpha))
        }
        for span in spans {
            if let font = span.font {
                let description = pango_font_description_new()!
                pango_font_description_set_family(description, font.familyName)
                pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
                pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.numericWeight)))
                pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
                insert(pango_attr_font_desc_new(description), span)
                pango_font_description_free(description)
            }
            if let color = span.color {
                let (r, g, b, a) = rgb(color)
                insert(pango_attr_foreground_new(r, g, b), span)
                insert(pango_attr_foreground_alpha_new(a), span)
            }
            if let color = span.backgroundColor {
                let (r, g, b, a) = rgb(color)
                insert(pango_attr_background_new(r, g, b), span)
                insert(pango_attr_background_alpha_new(a), span)
            }
            if let kern = span.kern { insert(pango_attr_letter_spacing_new(Int32((kern * CGFloat(PANGO_SCALE)).rounded())), span) }
            if span.underline {
                insert(pango_attr_underline_new(span.underlineIsDouble ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE), span)
                if let color = span.underlineColor {
                    let (r, g, b, _) = rgb(color)
                    insert(pango_attr_underline_color_new(r, g, b), span)
                }
            }
            if span.strikethrough {
                insert(pango_attr_strikethrough_new(1), span)
                if let color = span.strikethroughColor {
                    let (r, g, b, _) = rgb(color)
                    insert(pango_attr_strikethrough_color_new(r, g, b), span)
                }
            }
        }
        pango_layout_set_attributes(layout, list)
    }
}
