import CPango
import Foundation
import UIKitCore

extension PangoTextSystem: TextInkMeasuring {
    /// Pango's ink rectangle of `run` on one line, moved so the line's first
    /// baseline is at y = 0 (what Core Text's image bounds measure from).
    public func inkBounds(ofLine run: TextRun) -> CGRect {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var singleLine = run
        singleLine.numberOfLines = 1
        singleLine.lineBreakMode = .byClipping
        configure(layout, run: singleLine, width: nil)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = CGFloat(PANGO_SCALE)
        let baseline = CGFloat(pango_layout_get_baseline(layout))
        guard ink.width > 0, ink.height > 0 else { return .zero }
        return CGRect(x: CGFloat(ink.x) / unit, y: (CGFloat(ink.y) - baseline) / unit,
                      width: CGFloat(ink.width) / unit, height: CGFloat(ink.height) / unit)
    }
}
