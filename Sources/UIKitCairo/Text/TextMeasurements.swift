import CPango
import Foundation
import UIKitCore

/// A run and the width it is laid out in: what a measurement is kept under.
/// Keyed by a digest of the text, never the text itself.
struct TextMeasureKey: Hashable {
    let text: TextDigest, font: UIFont, alignment: Int, lineBreak: Int, lines: Int
    /// An attributed run's spans (empty for plain text).
    let spans: [TextSpan]
    /// The wrap and ellipsis width in Pango units; nil when unlimited.
    private(set) var width: Int32?

    init(_ run: TextRun, width: Int32?) {
        text = TextDigest(run.text); font = run.font; alignment = run.alignment.rawValue
        lineBreak = run.lineBreakMode.rawValue; lines = run.numberOfLines; spans = run.spans
        self.width = width
    }

    /// The same run, unlimited.
    var unlimited: TextMeasureKey {
        var key = self
        key.width = nil
        return key
    }

    /// The Pango width a layout is given for `points` (nil: unlimited, as Pango takes
    /// a zero, negative or infinite width).
    static func pangoWidth(_ points: CGFloat?) -> Int32? {
        guard let points, points > 0, points.isFinite else { return nil }
        return Int32(clamping: Int((points * CGFloat(PANGO_SCALE)).rounded(.down)))
    }
}

/// What Pango found laying out a run.
struct TextMeasurement {
    /// The logical size, rounded up to whole points.
    let size: CGSize
    /// The logical width in Pango units, unrounded.
    let logicalWidth: Int32
    let lineCount: Int
    /// The first line's baseline from the top, in points.
    let baseline: CGFloat
    /// Every line runs left to right (so a left-aligned line starts at x = 0 whatever
    /// the layout's width).
    let isLeftToRight: Bool

    init(of layout: OpaquePointer) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = CGFloat(PANGO_SCALE)
        size = CGSize(width: (CGFloat(logical.width) / unit).rounded(.up), height: (CGFloat(logical.height) / unit).rounded(.up))
        logicalWidth = logical.width
        lineCount = Int(pango_layout_get_line_count(layout))
        baseline = CGFloat(pango_layout_get_baseline(layout)) / unit
        var leftToRight = true
        var line = pango_layout_get_lines_readonly(layout)
        while let node = line {
            if let layoutLine = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self),
               pango_layout_line_get_resolved_direction(layoutLine) != PANGO_DIRECTION_LTR {
                leftToRight = false
            }
            line = node.pointee.next
        }
        isLeftToRight = leftToRight
    }

    /// Whether the run, laid out unlimited as measured here, is laid out the same
    /// within `width` (Pango units): it fits, so no line wraps or is ellipsized, and
    /// it has no more lines than the run allows (beyond them a limited layout would
    /// ellipsize; an unlimited one never does).
    func fitsUnchanged(within width: Int32, lineLimit: Int) -> Bool {
        logicalWidth <= width && (lineLimit == 0 || lineCount <= lineLimit)
    }
}

/// Measurements kept across frames, and the layouts this frame's measuring shaped,
/// kept until drawing takes them (or the frame ends).
///
/// A label is measured before it is drawn, usually unlimited first (its intrinsic
/// size), then within its bounds (vertical centring), then shaped again to draw.
/// Here the second is answered from the first when the text fits (the same lines, so
/// the same size), and drawing at scale 1 takes the layout measuring made: one
/// shaping instead of three. Layouts not taken are freed when the frame ends, so no
/// text outlives the frame it was measured in.
final class TextMeasurements {
    private var measured: [TextMeasureKey: TextMeasurement] = [:]
    private var layouts: [TextMeasureKey: OpaquePointer] = [:]
    private let measurementCapacity = 4096, layoutCapacity = 512

    /// Measurements answered from the unlimited one, and layouts handed to drawing
    /// (tests and the benchmark).
    private(set) var answeredFromUnlimited = 0
    private(set) var layoutsHandedToDrawing = 0

    deinit { freeLayouts() }

    /// The measurement of `key`: kept, or answered from the unlimited measurement when
    /// the run fits unchanged, or made with `layOut` (whose layout is kept for drawing).
    func measurement(for key: TextMeasureKey, justified: Bool, layOut: () -> OpaquePointer) -> TextMeasurement {
        if let kept = measured[key] { return kept }
        if let width = key.width, !justified, let unlimited = measured[key.unlimited],
           unlimited.fitsUnchanged(within: width, lineLimit: key.lines) {
            answeredFromUnlimited += 1
            remember(unlimited, for: key)
            return unlimited
        }
        let layout = layOut()
        let measurement = TextMeasurement(of: layout)
        remember(measurement, for: key)
        if layouts[key] == nil, layouts.count < layoutCapacity {
            layouts[key] = layout
        } else {
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        return measurement
    }

    /// The measurement kept for `key`, if any (tests).
    func kept(_ key: TextMeasureKey) -> TextMeasurement? { measured[key] }

    /// A layout measuring shaped this frame that draws `key` exactly as a new one
    /// would at scale 1: the one made for the same width, or, for left-aligned text
    /// that runs left to right and fits unchanged, the unlimited one. The caller owns it.
    func takeLayout(for key: TextMeasureKey, leftAligned: Bool) -> OpaquePointer? {
        if let exact = layouts.removeValue(forKey: key) {
            layoutsHandedToDrawing += 1
            return exact
        }
        guard let width = key.width, leftAligned, let unlimited = measured[key.unlimited], unlimited.isLeftToRight,
              unlimited.fitsUnchanged(within: width, lineLimit: key.lines),
              let layout = layouts.removeValue(forKey: key.unlimited) else { return nil }
        layoutsHandedToDrawing += 1
        return layout
    }

    /// The texts of the layouts kept for drawing now (tests: what is held in memory).
    var layoutTexts: [String] {
        layouts.values.map { pango_layout_get_text($0).map { String(cString: $0) } ?? "" }
    }

    /// The frame ended: the layouts drawing did not take are freed.
    func endFrame() { freeLayouts() }

    private func remember(_ measurement: TextMeasurement, for key: TextMeasureKey) {
        if measured.count >= measurementCapacity { measured.removeAll(keepingCapacity: true) }
        measured[key] = measurement
    }

    private func freeLayouts() {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts.removeAll(keepingCapacity: true)
    }
}
