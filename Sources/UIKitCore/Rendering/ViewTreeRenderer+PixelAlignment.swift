import Foundation

/// Sharp edges at fractional device scales (1.25, 1.5): backgrounds, clips and
/// borders land on whole device pixels instead of bleeding into a half-covered row.
extension ViewTreeRenderer {
    /// At a fractional device scale, `rect` with its edges moved to whole device
    /// pixels; unchanged at whole scales (where point geometry already lands on
    /// pixels) and under rotations or skews.
    static func pixelAligned(_ rect: CGRect, in context: DrawingContext) -> CGRect {
        let scale = context.deviceScale
        guard scale != scale.rounded(), !rect.isNull, !rect.isInfinite else { return rect }
        let t = context.currentTransform
        guard t.b == 0, t.c == 0, t.a != 0, t.d != 0 else { return rect }
        let device = rect.applying(t).standardized
        let snapped = CGRect(x: device.minX.rounded(), y: device.minY.rounded(),
                             width: device.maxX.rounded() - device.minX.rounded(),
                             height: device.maxY.rounded() - device.minY.rounded())
        return snapped.applying(t.inverted()).standardized
    }

    /// At a fractional device scale, a line width made a whole number of device pixels
    /// (at least one), so a 1-point border at 1.5x is 2 sharp pixels, not 1.5 blurred ones.
    static func pixelAligned(length: CGFloat, in context: DrawingContext) -> CGFloat {
        let scale = context.deviceScale
        let t = context.currentTransform
        guard scale != scale.rounded(), t.b == 0, t.c == 0, abs(t.a) == abs(t.d), t.a != 0 else { return length }
        return max(1, (length * abs(t.a)).rounded()) / abs(t.a)
    }
}
