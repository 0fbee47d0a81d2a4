import Foundation

/// A value within a range shown as a bar or a ring, as SwiftUI's `Gauge`: the
/// value's fraction of `bounds` (clamped to 0...1), a label, and optional current,
/// minimum and maximum value labels, drawn by the environment's `gaugeStyle`
/// (`.automatic` is `.linearCapacity` on iOS). The filled part is in the tint.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style

    init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// `value`'s fraction of `bounds`, 0 when the bounds are empty, clamped to 0...1.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, value.isFinite else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }

    public var body: some View {
        style.makeBody(GaugeStyleConfiguration(
            value: fraction,
            label: .init(AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) }))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with labels for marked values (iOS 16): the marks are accepted and not drawn
    /// by our styles (a difference; on iOS only some watch styles draw them).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge {
    /// A gauge with bounds labels and labels for marked values (iOS 16; the marks are not drawn).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

/// What a `GaugeStyle` draws: the value as a fraction of the bounds and the labels.
public struct GaugeStyleConfiguration {
    /// A label of the gauge (type-erased, as SwiftUI's).
    public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }
    public typealias CurrentValueLabel = Label
    public typealias MinimumValueLabel = Label
    public typealias MaximumValueLabel = Label
    /// The value's fraction of the bounds, 0...1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// How gauges draw, as SwiftUI's `GaugeStyle`; `.gaugeStyle(_:)` sets it for the gauges inside.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A gauge style, type-erased for the environment.
struct AnyGaugeStyle {
    let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(LinearCapacityGaugeStyle()) }
}

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle { get { self[GaugeStyleKey.self] } set { self[GaugeStyleKey.self] = newValue } }
}

extension View {
    /// Sets how the gauges inside draw.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { environment(\.gaugeStyle, AnyGaugeStyle(style)) }
}
