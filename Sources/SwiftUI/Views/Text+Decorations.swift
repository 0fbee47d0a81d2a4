import Foundation

extension Text {
    /// How a line over text is drawn, as SwiftUI's `Text.LineStyle`: its pattern and colour.
    public struct LineStyle: Hashable {
        /// The dash pattern of a strikethrough or underline.
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The UIKit attributes this line style sets (`.underlineStyle` or `.strikethroughStyle` and its colour).
        /// Pango draws solid lines only: a pattern draws as a solid line (a documented difference).
        func attributes(style: NSAttributedString.Key, color colorKey: NSAttributedString.Key) -> [NSAttributedString.Key: Any] {
            var result: [NSAttributedString.Key: Any] = [style: NSUnderlineStyle.single.rawValue]
            if let color { result[colorKey] = color.uiColor }
            return result
        }
    }

    /// Text with a line through it (or, `isActive` false, without), as SwiftUI's;
    /// `color` nil draws it in the text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy.strikethroughStyle = .some(isActive ? LineStyle(color: color) : nil)
        return copy
    }
    /// Text with a patterned line through it (iOS 16); patterns draw solid here.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        var copy = self
        copy.strikethroughStyle = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
        return copy
    }
    /// Text with a line under it (or, `isActive` false, without), as SwiftUI's.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy.underlineStyle = .some(isActive ? LineStyle(color: color) : nil)
        return copy
    }
    /// Text with a patterned line under it (iOS 16); patterns draw solid here.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        var copy = self
        copy.underlineStyle = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
        return copy
    }
}

private struct TextStrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private struct TextUnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }

extension EnvironmentValues {
    /// The strikethrough `View.strikethrough(_:pattern:color:)` gives the text inside.
    var textStrikethrough: Text.LineStyle? { get { self[TextStrikethroughKey.self] } set { self[TextStrikethroughKey.self] = newValue } }
    /// The underline `View.underline(_:pattern:color:)` gives the text inside.
    var textUnderline: Text.LineStyle? { get { self[TextUnderlineKey.self] } set { self[TextUnderlineKey.self] = newValue } }
}

extension View {
    /// A line through every `Text` inside (iOS 16's modifier); a `Text`'s own
    /// `strikethrough` wins. `isActive` false removes one set further out.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textStrikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
    /// A line under every `Text` inside (iOS 16's modifier); a `Text`'s own `underline` wins.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textUnderline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
}
