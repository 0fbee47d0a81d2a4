import Foundation

/// Progress, as SwiftUI's `ProgressView`: a determinate bar (tinted fill on a grey
/// track, 4 points high) or, without a value, UIKit's spinner turning on the window's clock.
public struct ProgressView<Label: View>: View {
    let value: Double?
    let total: Double
    let label: Label?

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            if let value {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(UIColor.systemFill))
                        Capsule().fill(Color.accentColor)
                            .frame(width: proxy.size.width * CGFloat(min(max(value / max(total, .leastNonzeroMagnitude), 0), 1)))
                    }
                }
                .frame(height: 4)
            } else {
                ProgressSpinner()
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    public init() { value = nil; total = 1; label = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map(Double.init); self.total = Double(total); label = nil
    }
}

extension ProgressView where Label == Text {
    public init(_ titleKey: LocalizedStringKey) { value = nil; total = 1; label = Text(titleKey) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.value = value.map(Double.init); self.total = Double(total); label = Text(titleKey)
    }
}
