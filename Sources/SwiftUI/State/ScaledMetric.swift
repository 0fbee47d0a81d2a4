import Foundation

/// A dimension that scales with the user's text size, as SwiftUI's `@ScaledMetric`
/// (an icon 36 points at the default size, relative to `.body` or another text style).
///
/// Where we differ: there is no Dynamic Type setting here (text is always at the
/// default content size category, `.large`), and at that size SwiftUI's scaled
/// value is the value itself; so the wrapped value is the one given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    /// The text style whose scaling the value follows.
    let textStyle: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the current text size (the default size: the value given).
    public var wrappedValue: Value { baseValue }
}
