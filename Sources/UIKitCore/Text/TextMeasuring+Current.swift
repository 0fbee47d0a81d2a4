import Foundation

extension TextRun {
    /// The text system string drawing measures with now: the current context's
    /// (a view's `draw(_:)`, an image renderer, a bitmap context), else the main
    /// screen's window's, else the rough estimate. Core Text lays out with it, so
    /// a line measured and then drawn in the same place agree.
    public static var currentMeasurer: TextMeasuring { StringDrawing.measurer }
}

/// Ink extents for text systems that know where glyphs put paint.
public protocol TextInkMeasuring: TextMeasuring {
    /// The bounds of the ink of `run` laid out on one line, in points, from the
    /// line's start on its baseline (y down, as the rest of UIKit).
    func inkBounds(ofLine run: TextRun) -> CGRect
}
