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
    let context: OpaquePointer
    let fontOptions: OpaquePointer
    /// Sizes and baselines kept per run and width, and the layouts measuring shaped
    /// this frame, handed to drawing (see `TextMeasurements`).
    let measurements = TextMeasurements()
    /// Pango contexts for drawing, per device transform (linear part).
    private var drawingContexts: [[CGFloat]: OpaquePointer] = [:]
    /// Shaped and rasterized text per drawing view (see `TextLayoutCache`).
    let cache = TextLayoutCache()

    /// Whether shaped and rasterized text is reused across frames (on by default;
    /// off shapes and draws every run afresh, for comparisons: the pixels are the same).
    public var cachesText: Bool {
        get { cache.isEnabled }
        set { cache.isEnabled = newValue }
    }

    /// Runs shaped (Pango layouts made for drawing) and glyph masks rasterized since
    /// creation, and runs drawn from cached ones (tests and the benchmark).
    public var statistics: (shaped: Int, rasterized: Int, layoutHits: Int, maskHits: Int) {
        (cache.layoutsShaped, cache.masksRasterized, cache.layoutHits, cache.maskHits)
    }

    /// Measurements within a width answered from the unlimited one, and layouts
    /// drawing took from measuring instead of shaping anew (tests and the benchmark).
    public var measuringReuse: (answeredFromUnlimited: Int, layoutsHandedToDrawing: Int) {
        (measurements.answeredFromUnlimited, measurements.layoutsHandedToDrawing)
    }

    /// The texts of every cached layout now, and of those measuring shaped this frame
    /// (tests: what the text system holds in memory), and how many views hold cached text.
    public var cachedTexts: [String] { cache.cachedTexts + measurements.layoutTexts }
    public var cachingViewCount: Int { cache.ownerCount }

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
        for drawing in drawingContexts.values { g_object_unref(UnsafeMutableRawPointer(drawing)) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        cairo_font_options_destroy(fontOptions)
    }

    // MARK: Measuring

    public func size(of run: TextRun, maxWidth: CGFloat?) -> CGSize {
        measurement(of: run, maxWidth: maxWidth).size
    }

    /// Pango's baseline of the first line, from the top of the layout.
    public func firstBaseline(of run: TextRun, maxWidth: CGFloat?) -> CGFloat {
        measurement(of: run, maxWidth: maxWidth).baseline
    }

    private func measurement(of run: TextRun, maxWidth: CGFloat?) -> TextMeasurement {
        let key = TextMeasureKey(run, width: TextMeasureKey.pangoWidth(maxWidth))
        return measurements.measurement(for: key, justified: run.alignment == .justified) {
            let layout = pango_layout_new(context)!
            configure(layout, run: run, width: maxWidth)
            return layout
        }
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

    /// Draws `run` in `rect` (user space of `cairo`): from the drawing view's cached
    /// layout, and, when the device transform is an axis-aligned scale, from its
    /// cached glyph mask (see `PangoTextSystem+Raster`).
    func draw(_ run: TextRun, in rect: CGRect, on cairo: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let linear = [CGFloat(m.xx), CGFloat(m.yx), CGFloat(m.xy), CGFloat(m.yy)]
        let key = TextLayoutCache.Key(digest: TextDigest(run.text), font: run.font, alignment: run.alignment.rawValue,
                                      lineBreak: run.lineBreakMode.rawValue, lines: run.numberOfLines,
                                      spans: run.spans, width: rect.width, matrix: linear)
        let entry = cache.entry(for: key) {
            measuredLayout(run, width: rect.width, matrix: linear) ?? makeLayout(run, width: rect.width, matrix: linear)
        }
        cairo_save(cairo)
        if run.lineBreakMode == .byClipping || run.numberOfLines == 0 {
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cairo)
        }
        // Dynamic colours resolve for the drawing view's traits (dark mode) here, at
        // every draw: the cached layout and mask hold no colour.
        let color = run.color.resolvedColor(with: .current)
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        // A mask holds coverage only: runs with colours of their own are drawn from the layout.
        if cache.isEnabled, run.spans.allSatisfy({ $0.color == nil && $0.backgroundColor == nil && $0.underlineColor == nil && $0.strikethroughColor == nil }), m.yx == 0, m.xy == 0, m.xx > 0, m.yy > 0, Self.clipIsWholePixels(cairo, m),
           drawMask(of: entry, at: rect.origin, matrix: m, on: cairo) {
            // Drawn from the mask.
        } else {
            cairo_move_to(cairo, Double(rect.minX), Double(rect.minY))
            pango_cairo_show_layout(cairo, entry.layout)
        }
        cairo_restore(cairo)
    }

    /// The layout measuring shaped for `run` in this frame, when it draws at `width`
    /// under `matrix` exactly as a new one would: at scale 1 (the measuring context's
    /// fonts are the identity's), when text is cached (the uncached path stays the
    /// plain reference).
    private func measuredLayout(_ run: TextRun, width: CGFloat, matrix: [CGFloat]) -> OpaquePointer? {
        guard cache.isEnabled, matrix == [1, 0, 0, 1] else { return nil }
        let key = TextMeasureKey(run, width: TextMeasureKey.pangoWidth(width))
        return measurements.takeLayout(for: key, leftAligned: run.alignment == .left || run.alignment == .natural)
    }

    /// A new layout for `run` on the drawing context of `matrix` (shaping happens here).
    private func makeLayout(_ run: TextRun, width: CGFloat, matrix: [CGFloat]) -> OpaquePointer {
        let (context, isTransient) = drawingContext(for: matrix)
        let layout = pango_layout_new(context)!
        // The layout keeps its own reference to a context that is not kept here.
        if isTransient { g_object_unref(UnsafeMutableRawPointer(context)) }
        configure(layout, run: run, width: width)
        return layout
    }

    /// A Pango context whose fonts render for a device transform with `matrix`
    /// as its linear part (what `pango_cairo_create_layout` would set up), with
    /// the system's font options. A few are kept; others are made per layout.
    private func drawingContext(for matrix: [CGFloat]) -> (OpaquePointer, isTransient: Bool) {
        if let existing = drawingContexts[matrix] { return (existing, false) }
        let made = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_font_options(made, fontOptions)
        var pangoMatrix = PangoMatrix(xx: Double(matrix[0]), xy: Double(matrix[2]), yx: Double(matrix[1]), yy: Double(matrix[3]),
                                      x0: 0, y0: 0)
        pango_context_set_matrix(made, &pangoMatrix)
        guard drawingContexts.count < 8 else { return (made, true) }
        drawingContexts[matrix] = made
        return (made, false)
    }

    /// Called by the renderer at the end of every frame: drops the cached text of
    /// views that no longer exist.
    func endFrame() {
        cache.sweep()
        measurements.endFrame()
    }

    // MARK: Layout set-up

    func configure(_ layout: OpaquePointer, run: TextRun, width: CGFloat?) {
        let raw = layout
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, run.font.familyName)
        pango_font_description_set_absolute_size(description, Double(run.font.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(run.font.weight.numericWeight)))
        pango_font_description_set_style(description, run.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(raw, description)
        pango_layout_set_text(raw, run.text, -1)

        // Pango counts a line's trailing letter spacing (`NSKern`) when it breaks lines but
        // not in its extents, so text measured unlimited would wrap in the width it
        // measured: the wrap width allows for it.
        let trailingSpacing = run.spans.compactMap(\.kern).map { max($0, 0) }.max() ?? 0
        let pangoWidth = TextMeasureKey.pangoWidth(width.map { $0 + trailingSpacing })
        let limited = pangoWidth != nil
        pango_layout_set_width(raw, pangoWidth ?? -1)
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
        // Spans first: the lines counted to truncate are the attributed text's.
        if !run.spans.isEmpty { applySpans(run.spans, to: raw) }
        limitLines(of: raw, run: run)
    }

    /// UIKit's `numberOfLines` counts every line of the text; Pango's negative height
    /// counts lines per paragraph. Where the paragraphs together make more lines than
    /// the limit, the text is cut where the first hidden line starts and, unless the
    /// label clips, ends in an ellipsis, as UIKit truncates the last visible line.
    private func limitLines(of layout: OpaquePointer, run: TextRun) {
        let limit = run.numberOfLines
        guard limit > 1, Int(pango_layout_get_line_count(layout)) > limit else { return }
        let bytes = Array(run.text.utf8)
        var attempts = 0
        while Int(pango_layout_get_line_count(layout)) > limit, attempts < 4 {
            attempts += 1
            guard let hidden = pango_layout_get_line_readonly(layout, Int32(limit)) else { return }
            var end = min(Int(hidden.pointee.start_index), bytes.count)
            if attempts > 1 { end = Self.previousCharacterBoundary(in: bytes, before: end) }
            var kept = String(decoding: bytes[..<end], as: UTF8.self)
            while let last = kept.last, last.isNewline { kept.removeLast() }
            if run.lineBreakMode != .byClipping { kept += "\u{2026}" }
            pango_layout_set_text(layout, kept, -1)
        }
    }

    /// The start of the UTF-8 character before `index` in `bytes`.
    private static func previousCharacterBoundary(in bytes: [UInt8], before index: Int) -> Int {
        var i = max(index - 1, 0)
        while i > 0, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        return i
    }
}
