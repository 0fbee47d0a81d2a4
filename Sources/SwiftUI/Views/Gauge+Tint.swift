import Foundation

/// A `Gradient` is a shape style, as in SwiftUI (iOS 16): as a tint, gauges draw it
/// along their track; elsewhere its first stop is the flat colour.
extension Gradient: ShapeStyle {}

private struct TintGradientKey: EnvironmentKey { static let defaultValue: Gradient? = nil }

extension EnvironmentValues {
    /// The gradient given to `tint(_:)` (gauges draw it along their track).
    var tintGradient: Gradient? { get { self[TintGradientKey.self] } set { self[TintGradientKey.self] = newValue } }
}

extension View {
    /// The tint as any shape style (iOS 16's `tint(_:)`): a colour tints as
    /// `tint(_: Color?)` does; a gradient tints with its first stop and gauges draw
    /// it along their track (`Gradient`, or a `LinearGradient`'s stops).
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let gradient = (tint as? Gradient) ?? (tint as? LinearGradient)?.gradient
        let flat: Color? = gradient?.stops.first?.color ?? tint.flatMap { $0.flatColor(in: EnvironmentValues()) }.map { Color($0) }
        return environment(\.tint, flat).environment(\.tintGradient, gradient)
    }
}

extension Gradient {
    /// The colour at `location` (0...1) between the stops, interpolated in RGB.
    func color(at location: Double) -> UIColor {
        let stops = self.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        let position = CGFloat(location)
        if position <= first.location { return first.color.uiColor }
        if position >= last.location { return last.color.uiColor }
        for (lower, upper) in zip(stops, stops.dropFirst()) where position <= upper.location {
            let span = upper.location - lower.location
            let t = span > 0 ? (position - lower.location) / span : 0
            let a = lower.color.uiColor.resolvedColor(with: .current), b = upper.color.uiColor.resolvedColor(with: .current)
            return UIColor(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                           blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
        }
        return last.color.uiColor
    }
}

/// A gauge's track in the tint gradient: the arc (or bar) as short segments, each
/// in the gradient's colour at its place along the gauge.
struct GradientRing: View {
    let gradient: Gradient
    let span: Double
    /// Segments per full turn.
    static let segmentsPerTurn = 72

    var body: some View {
        let count = max(Int(Double(Self.segmentsPerTurn) * span / 360), 1)
        ZStack {
            ForEach(0..<count, id: \.self) { index in
                let from = Double(index) / Double(count), to = Double(index + 1) / Double(count)
                GaugeRing(from: from, to: to, span: span).fill(Color(gradient.color(at: (from + to) / 2)))
            }
        }
    }
}
