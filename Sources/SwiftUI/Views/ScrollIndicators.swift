import Foundation

/// Whether scroll views show their indicators, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let shows: Bool
    public static let automatic = ScrollIndicatorVisibility(shows: true)
    public static let visible = ScrollIndicatorVisibility(shows: true)
    /// Hidden (SwiftUI still shows them for some input devices; here they are hidden).
    public static let hidden = ScrollIndicatorVisibility(shows: false)
    public static let never = ScrollIndicatorVisibility(shows: false)
}

struct ScrollIndicatorsValue: Equatable {
    var vertical = ScrollIndicatorVisibility.automatic
    var horizontal = ScrollIndicatorVisibility.automatic
}

private struct ScrollIndicatorsKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorsValue()
}

extension EnvironmentValues {
    var scrollIndicators: ScrollIndicatorsValue {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }
}

extension View {
    /// The visibility of the indicators of the scroll views in this view (`ScrollView`;
    /// iOS 16).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollIndicators) { value in
            if axes.contains(.vertical) { value.vertical = visibility }
            if axes.contains(.horizontal) { value.horizontal = visibility }
        }
    }
}
