import Foundation

/// Read-only text, as SwiftUI's `Text`: a `UILabel` (wrapping by default, in the
/// environment's font and foreground colour).
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let string: String
    var font: Font?
    var color: Color?
    var isBold = false
    var isItalic = false
    var weight: Font.Weight?
    /// Extra space between characters (`kerning(_:)`, `tracking(_:)`), in points.
    var kerningAmount: CGFloat?
    var trackingAmount: CGFloat?
    /// `strikethrough(_:color:)` and `underline(_:color:)` (`Text+Decorations`): nil when
    /// the text sets none (the environment's applies), `.some(nil)` when it turned it off.
    var strikethroughStyle: LineStyle??
    var underlineStyle: LineStyle??

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.key
    }
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    /// A date or number formatted by a format style.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        string = format.format(input)
    }

    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.color = color; return copy }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        copy.color = style.flatColor(in: EnvironmentValues()).map { Color($0) }
        return copy
    }
    public func bold() -> Text { var copy = self; copy.isBold = true; return copy }
    public func bold(_ isActive: Bool) -> Text { var copy = self; copy.isBold = isActive; return copy }
    public func italic() -> Text { var copy = self; copy.isItalic = true; return copy }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var copy = self; copy.weight = weight; return copy }
    /// Spacing between pairs of characters, in points (negative tightens), as SwiftUI's.
    /// Pango has one letter spacing: kerning adds it as tracking does (a difference:
    /// SwiftUI's kerning leaves ligatures and the last character's trailing space alone).
    public func kerning(_ kerning: CGFloat) -> Text { var copy = self; copy.kerningAmount = kerning; return copy }
    /// Extra space after each character, in points, as SwiftUI's; with `kerning(_:)` too,
    /// tracking wins. Drawn with Pango's letter spacing.
    public func tracking(_ tracking: CGFloat) -> Text { var copy = self; copy.trackingAmount = tracking; return copy }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined = Text(verbatim: lhs.string + rhs.string)
        joined.font = lhs.font; joined.color = lhs.color; joined.isBold = lhs.isBold; joined.isItalic = lhs.isItalic
        joined.strikethroughStyle = lhs.strikethroughStyle; joined.underlineStyle = lhs.underlineStyle
        return joined
    }

    /// The UIKit font the text uses in `environment`.
    func resolvedFont(in environment: EnvironmentValues) -> UIFont {
        var font = self.font ?? environment.font ?? .body
        if isBold || environment.isBold { font = font.bold() }
        if let weight { font = font.weight(weight) }
        if isItalic { font = font.italic() }
        return font.uiFont
    }

    func update(node: ViewNode) {
        let element = node.element(TextElement.self) { TextElement(view: UILabel()) }
        let label = element.label
        let environment = node.environment
        let spacing = trackingAmount ?? environment.textTracking ?? kerningAmount ?? environment.textKerning
        element.show(string, letterSpacing: spacing,
                     strikethrough: strikethroughStyle ?? environment.textStrikethrough,
                     underline: underlineStyle ?? environment.textUnderline)
        let font = resolvedFont(in: environment)
        if label.font != font { label.font = font }
        let color = color?.uiColor ?? environment.foregroundColor?.uiColor ?? .label
        if label.textColor != color { label.textColor = color }
        let lines = environment.lineLimit ?? 0
        if label.numberOfLines != lines { label.numberOfLines = lines }
        let alignment: NSTextAlignment
        switch environment.multilineTextAlignment {
        case .leading: alignment = .natural
        case .center: alignment = .center
        case .trailing: alignment = .right
        }
        if label.textAlignment != alignment { label.textAlignment = alignment }
        label.isEnabled = environment.isEnabled
    }
}

/// A label's layout: its text measured at the proposed width (wrapping), never
/// wider than proposed (it truncates instead).
@MainActor
final class TextElement: LayoutElement {
    var label: UILabel { view as! UILabel }
    private var shownSpacing: CGFloat?
    private var shownLines: [Text.LineStyle?] = [nil, nil]

    /// Shows `string`, with `letterSpacing` as the attributed text's kerning and the
    /// strikethrough and underline as its line attributes when set.
    func show(_ string: String, letterSpacing: CGFloat?, strikethrough: Text.LineStyle? = nil, underline: Text.LineStyle? = nil) {
        let spacing = letterSpacing == 0 ? nil : letterSpacing
        let lines = [strikethrough, underline]
        guard label.text != string || spacing != shownSpacing || lines != shownLines else { return }
        shownSpacing = spacing
        shownLines = lines
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let spacing { attributes[.kern] = spacing }
        if let strikethrough { attributes.merge(strikethrough.attributes(style: .strikethroughStyle, color: .strikethroughColor)) { $1 } }
        if let underline { attributes.merge(underline.attributes(style: .underlineStyle, color: .underlineColor)) { $1 } }
        if attributes.isEmpty {
            label.text = string
        } else {
            label.attributedText = NSAttributedString(string: string, attributes: attributes)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let limit = width.map { max($0, 1) } ?? .greatestFiniteMagnitude
        let measured = label.sizeThatFits(CGSize(width: limit, height: .greatestFiniteMagnitude))
        guard let width else { return measured }
        return CGSize(width: min(measured.width, width), height: measured.height)
    }
}

extension Text {
    /// How a date is shown by `Text(_:style:)`.
    public enum DateStyle: Hashable { case date, time, relative, offset, timer }

    /// A date shown in `style`, in the process's locale as `DateFormatter` formats it.
    /// The relative styles (`.relative`, `.offset`, `.timer`) need the current time,
    /// which view code here never reads: they show the date and time (a documented difference).
    public init(_ date: Date, style: DateStyle) {
        switch style {
        case .date:
            let formatter = DateFormatter()
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            string = formatter.string(from: date)
        case .time:
            let formatter = DateFormatter()
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            string = formatter.string(from: date)
        case .relative, .offset, .timer:
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            string = formatter.string(from: date)
        }
    }
}

private struct TextKerningKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct TextTrackingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The kerning `View.kerning(_:)` gives the text inside.
    var textKerning: CGFloat? { get { self[TextKerningKey.self] } set { self[TextKerningKey.self] = newValue } }
    /// The tracking `View.tracking(_:)` gives the text inside.
    var textTracking: CGFloat? { get { self[TextTrackingKey.self] } set { self[TextTrackingKey.self] = newValue } }
}

extension View {
    /// Kerning for the text in this view that sets none itself (iOS 16's modifier).
    public func kerning(_ kerning: CGFloat) -> some View { environment(\.textKerning, kerning) }
    /// Tracking for the text in this view that sets none itself (iOS 16's modifier).
    public func tracking(_ tracking: CGFloat) -> some View { environment(\.textTracking, tracking) }
}
