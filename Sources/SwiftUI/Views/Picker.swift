import Foundation

/// A choice among tagged options, as SwiftUI's `Picker`. Options are the content's
/// views with their `.tag(_:)` (or, in a `ForEach`, its ids). Styles: `.menu`
/// (iOS's default, also `.automatic` in a `Form`: the label, the chosen option in
/// grey; a click opens a `UIMenu` of the options below it, the chosen one
/// checked), `.segmented` (a row of
/// segments), `.inline` (a row per option with a checkmark),
/// `.navigationLink` (pushes the options as a list in a NavigationStack), `.wheel`
/// (a `UIPickerView` wheel of the options' texts, see `WheelPickerControlView`).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.pickerStyle) private var style
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.self) private var environment

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The options: (tag, view), in order.
    var options: [(tag: AnyHashable?, view: any View)] {
        var builder = ListRowsBuilder()
        builder.add(content, path: "p")
        return builder.sections.flatMap { section in
            (0..<section.rowCount).compactMap { section.row($0) }.map { row in
                let view = row.make()
                if let tagged = TagSupport.tagged(in: view) { return (tagged.tagValue, view) }
                if case .id(let key) = row.key, let pair = key.base as? [AnyHashable], pair.count == 2 { return (pair[1], view) }
                return (nil, view)
            }
        }
    }

    public var body: some View {
        let options = self.options
        let selected = selection.wrappedValue
        let choose: (AnyHashable?) -> Void = { tag in
            if let value = tag?.base as? SelectionValue { selection.wrappedValue = value }
        }
        switch style {
        case .segmented:
            HStack(spacing: 2) {
                ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                    let isSelected = option.tag == AnyHashable(selected)
                    Button(action: { choose(option.tag) }) {
                        AnyView(option.view).font(.subheadline.weight(isSelected ? .semibold : .regular))
                            .frame(maxWidth: .infinity, minHeight: 28)
                            .background(isSelected ? Color(UIColor.systemBackground) : Color.clear)
                            .cornerRadius(7)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(2)
            .background(Color(UIColor.tertiarySystemFill))
            .cornerRadius(9)
        case .inline:
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                    Button(action: { choose(option.tag) }) {
                        HStack {
                            AnyView(option.view).foregroundColor(.primary)
                            Spacer()
                            if option.tag == AnyHashable(selected) { Image(systemName: "checkmark") }
                        }
                        .frame(minHeight: 44)
                    }
                }
            }
        case .menu:
            let current = options.first { $0.tag == AnyHashable(selected) }
            let picker = self
            MenuButton(label: HStack {
                if !labelsHidden {
                    label.foregroundColor(.primary)
                    Spacer()
                }
                if let current { AnyView(current.view).foregroundColor(.secondary) }
                Image(systemName: "chevron.up.chevron.down").foregroundColor(.secondary)
            }, primaryAction: nil) { _ in
                UIMenu(options: .singleSelection, children: picker.menuActions())
            }
        case .wheel:
            WheelPickerControlView(titles: options.map { TagSupport.text(in: $0.view) ?? String(describing: $0.tag?.base ?? "") },
                                   tags: options.map(\.tag), selected: AnyHashable(selected), choose: choose,
                                   label: TagSupport.text(in: label))
        case .navigationLink:
            let current = options.first { $0.tag == AnyHashable(selected) }
            NavigationLink(destination: PickerOptionsScreen(options: options, selected: AnyHashable(selected), choose: choose)) {
                HStack {
                    label
                    Spacer()
                    if let current { AnyView(current.view).foregroundColor(.secondary) }
                }
            }
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The options pushed by a `.navigationLink` picker.
struct PickerOptionsScreen: View {
    let options: [(tag: AnyHashable?, view: any View)]
    let selected: AnyHashable
    let choose: (AnyHashable?) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                Button(action: { choose(option.tag); dismiss() }) {
                    HStack {
                        AnyView(option.view).foregroundColor(.primary)
                        Spacer()
                        if option.tag == selected { Image(systemName: "checkmark") }
                    }
                }
            }
        }
    }
}

extension Picker {
    /// The options as actions, the selected one `.on`; choosing one sets the selection.
    func menuActions() -> [UIAction] {
        let selection = self.selection
        let selected = AnyHashable(selection.wrappedValue)
        return options.map { option in
            let text = TagSupport.text(in: option.view) ?? String(describing: option.tag?.base ?? "")
            return UIAction(title: text, image: MenuElements.image(in: option.view), state: option.tag == selected ? .on : .off) { _ in
                if let value = option.tag?.base as? SelectionValue { selection.wrappedValue = value }
            }
        }
    }
}

/// How pickers look (`.pickerStyle(.segmented)`).
public enum PickerStyleKind: Hashable { case menu, segmented, inline, navigationLink, wheel }

public protocol PickerStyle { var kind: PickerStyleKind { get } }
public struct MenuPickerStyle: PickerStyle { public var kind: PickerStyleKind { .menu } }
public struct SegmentedPickerStyle: PickerStyle { public var kind: PickerStyleKind { .segmented } }
public struct InlinePickerStyle: PickerStyle { public var kind: PickerStyleKind { .inline } }
public struct WheelPickerStyle: PickerStyle { public var kind: PickerStyleKind { .wheel } }
public struct NavigationLinkPickerStyle: PickerStyle { public var kind: PickerStyleKind { .navigationLink } }
public struct DefaultPickerStyle: PickerStyle { public var kind: PickerStyleKind { .menu } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind { get { self[PickerStyleKey.self] } set { self[PickerStyleKey.self] = newValue } }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyle, style.kind) }

    /// Tags the view with `tag` (a Picker's option value).
    public func tag<V: Hashable>(_ tag: V) -> some View { TagModifier(content: self, tagValue: AnyHashable(tag)) }
}

protocol TaggedView {
    var tagValue: AnyHashable { get }
    var text: String? { get }
}

struct TagModifier<Content: View>: View, PrimitiveView, TaggedView {
    typealias Body = Never
    let content: Content
    let tagValue: AnyHashable
    var text: String? { TagSupport.text(in: content) }
    func update(node: ViewNode) { node.updateChildren([(.index(0), content)]) }
}

enum TagSupport {
    /// The tag of a view, looking through modifiers applied after `.tag(_:)` (as SwiftUI's traits pass through them).
    static func tagged(in view: Any, depth: Int = 0) -> TaggedView? {
        if let tagged = view as? TaggedView { return tagged }
        guard depth < 8, let content = Mirror(reflecting: view).children.first(where: { $0.label == "content" })?.value else { return nil }
        return tagged(in: content, depth: depth + 1)
    }

    /// The text of an option (its Text, through modifiers).
    static func text(in view: Any, depth: Int = 0) -> String? {
        if let text = view as? Text { return text.string }
        guard depth < 8, let content = Mirror(reflecting: view).children.first(where: { $0.label == "content" })?.value else { return nil }
        return text(in: content, depth: depth + 1)
    }
}
