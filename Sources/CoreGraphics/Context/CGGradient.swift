import Foundation

/// Colours at locations from 0 to 1, drawn along a line or between two circles
/// by `CGContext.drawLinearGradient` / `drawRadialGradient`, as in Core Graphics.
///
/// `colors` is a `[CGColor]`, or Apple's `CFArray` (`[CGColor] as CFArray`, see
/// `CFTypes.swift`). Difference: colours are drawn as sRGB.
public final class CGGradient {
    /// The colour stops, sorted by location.
    public let stops: [(location: CGFloat, color: CGColor)]
    public let colorSpace: CGColorSpace?

    /// Colours spread evenly when `locations` is nil, else at those locations
    /// (as many as colours); nil when there are no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let count = colors.count
        let places: [CGFloat] = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
            ?? (0..<count).map { count == 1 ? 0 : CGFloat($0) / CGFloat(count - 1) }
        stops = zip(places, colors).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
        colorSpace = space
    }

    /// Colours given as `count` groups of components (the space's colour
    /// components, then alpha) at `locations` (evenly spread when nil).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, space.model == .rgb || space.model == .monochrome else { return nil }
        let width = space.numberOfComponents + 1
        let colors = (0..<count).map { CGColor(space: space, components: Array(UnsafeBufferPointer(start: components + $0 * width, count: width))) }
        let places: [CGFloat] = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
            ?? (0..<count).map { count == 1 ? 0 : CGFloat($0) / CGFloat(count - 1) }
        stops = zip(places, colors).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
        colorSpace = space
    }
}

/// Where a gradient is drawn: along a line (the colour is constant on lines
/// perpendicular to it) or between two circles.
public enum GradientGeometry: Equatable {
    case linear(start: CGPoint, end: CGPoint)
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
}
