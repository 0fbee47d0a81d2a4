import CCairo
import CPango
import Foundation
import UIKitCore

/// Measures and draws text with Pango, the same way in a window and headlessly.
///
/// Font options are fixed (greyscale antialiasing, no hinting, unhinted metrics)
/// so layout does not depend on the device scale and renders are repeatable.
public final class PangoTextSystem: TextMeasuring {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let fontOptions: OpaquePointer
    private var sizeCache: [SizeKey: CGSize] = [:]

    private struct SizeKey: Hashable {
        let text: String, font: UIFont, alignment: Int, lineBreak: Int, lines: Int, maxWidth: CGFloat?
    }

    public init() {
        fontMap = pango_cairo_font_map_new()!
        context = pango_font_map_create_context(fontMap)
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, fontOptions)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        cairo_font_options_destroy(fontOptions)
    }

    // MARK: Measuring

    public func size(of run: TextRun, maxWidth: CGFloat?) -> CGSize {
        let key = SizeKey(text: run.text, font: run.font, alignment: run.alignment.rawValue,
                          lineBreak: run.lineBreakMode.rawValue, lines: run.numberOfLines, maxWidth: maxWidth)
        if let cached = sizeCache[key] { return cached }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, run: run, width: maxWidth)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let size = CGSize(width: (CGFloat(logical.width) / CGFloat(PANGO_SCALE)).rounded(.up),
                          height: (CGFloat(logical.height) / CGFloat(PANGO_SCALE)).rounded(.up))
        if sizeCache.count > 4096 { sizeCache.removeAll() }
        sizeCache[key] = size
        return size
    }

    /// Pango's baseline of the first line, from the top of the layout.
    public func firstBaseline(of run: TextRun, maxWidth: CGFloat?) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, run: run, width: maxWidth)
        return CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
    }

    public func caretOffsets(of run: TextRun) -> [CGFloat] {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var singleLine = run
        singleLine.numberOfLines = 1
        singleLine.lineBreakMode = .byClipping
        configure(layout, run: singleLine, width: nil)
        var offsets: [CGFloat] = []
        var byteIndex: Int32 = 0
        for character in run.text {
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout, byteIndex, &position)
            offsets.append(CGFloat(position.x) / CGFloat(PANGO_SCALE))
            byteIndex += Int32(String(character).utf8.count)
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        offsets.append(CGFloat(logical.width) / CGFloat(PANGO_SCALE))
        return offsets
    }

    // MARK: Drawing

    func draw(_ run: TextRun, in rect: CGRect, on cairo: OpaquePointer) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let pangoContext = pango_layout_get_context(layout)
        pango_cairo_context_set_font_options(pangoContext, fontOptions)
        pango_layout_context_changed(layout)
        configure(layout, run: run, width: rect.width)
        cairo_save(cairo)
        if run.lineBreakMode == .byClipping || run.numberOfLines == 0 {
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cairo)
        }
        let color = run.color.resolvedColor(with: .current)
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_move_to(cairo, Double(rect.minX), Double(rect.minY))
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }

    // MARK: Layout set-up

    private func configure(_ layout: OpaquePointer, run: TextRun, width: CGFloat?) {
        let raw = layout
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, run.font.familyName)
        pango_font_description_set_absolute_size(description, Double(run.font.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(run.font.weight.numericWeight)))
        pango_font_description_set_style(description, run.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(raw, description)
        pango_layout_set_text(raw, run.text, -1)

        let limited = width.map { $0 > 0 && $0.isFinite } ?? false
        if limited, let width {
            pango_layout_set_width(raw, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
        } else {
            pango_layout_set_width(raw, -1)
        }
        switch run.lineBreakMode {
        case .byCharWrapping: pango_layout_set_wrap(raw, PANGO_WRAP_CHAR)
        default: pango_layout_set_wrap(raw, PANGO_WRAP_WORD_CHAR)
        }
        if run.numberOfLines == 1 {
            pango_layout_set_single_paragraph_mode(raw, 1)
        }
        var ellipsize = PANGO_ELLIPSIZE_NONE
        if limited {
            switch run.lineBreakMode {
            case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
            case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
            case .byWordWrapping, .byCharWrapping: ellipsize = run.numberOfLines > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE
            case .byClipping: ellipsize = PANGO_ELLIPSIZE_NONE
            }
        }
        // Unlimited lines wrap freely (Pango would stop at one line when ellipsizing).
        if run.numberOfLines == 0 { ellipsize = PANGO_ELLIPSIZE_NONE }
        pango_layout_set_ellipsize(raw, ellipsize)
        pango_layout_set_height(raw, run.numberOfLines > 0 ? -Int32(run.numberOfLines) : -1)
        switch run.alignment {
        case .center: pango_layout_set_alignment(raw, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(raw, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(raw, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(raw, 1)
        case .left, .natural: pango_layout_set_alignment(raw, PANGO_ALIGN_LEFT)
        }
    }
}
