import Foundation

/// The default style (`.automatic`): tinted text, as iOS draws a plain button.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}
    var builtIn: _BuiltInButtonStyle { .init(kind: .automatic) }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// `.plain`: the label in the foreground colour, dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}
    var builtIn: _BuiltInButtonStyle { .init(kind: .plain) }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// `.borderless`: tinted text, no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}
    var builtIn: _BuiltInButtonStyle { .init(kind: .borderless) }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// `.bordered`: a tinted fill at 15% behind padded text.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}
    var builtIn: _BuiltInButtonStyle { .init(kind: .bordered) }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// `.borderedProminent`: filled with the tint, white text.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}
    var builtIn: _BuiltInButtonStyle { .init(kind: .borderedProminent) }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
