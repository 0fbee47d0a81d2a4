import Foundation

/// A value chosen by dragging a thumb along a track, as SwiftUI's `Slider` (drawn
/// as iOS's: a 4-point track filled in the accent colour up to a 28-point white
/// thumb). Dragging anywhere on it moves the value (snapped to `step`).
public struct Slider<Label: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label?
    let onEditingChanged: (Bool) -> Void

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label()
        self.onEditingChanged = onEditingChanged
    }

    static var thumb: CGFloat { 28 }

    public var body: some View {
        let span = max(bounds.upperBound - bounds.lowerBound, .leastNonzeroMagnitude)
        let fraction = CGFloat(min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1))
        let value = self.value, bounds = self.bounds, step = self.step, onEditingChanged = self.onEditingChanged
        GeometryReader { proxy in
            let travel = max(proxy.size.width - Self.thumb, 1)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(UIColor.systemFill)).frame(height: 4)
                Capsule().fill(Color.accentColor).frame(width: Self.thumb / 2 + travel * fraction, height: 4)
                Circle().fill(Color.white).frame(width: Self.thumb, height: Self.thumb)
                    .shadow(color: Color(.sRGB, white: 0, opacity: 0.2), radius: 3, y: 2)
                    .offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: Self.thumb)
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    onEditingChanged(true)
                    var new = bounds.lowerBound + Double(min(max((drag.location.x - Self.thumb / 2) / travel, 0), 1)) * span
                    if let step, step > 0 { new = bounds.lowerBound + ((new - bounds.lowerBound) / step).rounded() * step }
                    value.wrappedValue = min(max(new, bounds.lowerBound), bounds.upperBound)
                }
                .onEnded { _ in onEditingChanged(false) })
        }
        .frame(height: Self.thumb)
    }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { EmptyView() }
    }
}
