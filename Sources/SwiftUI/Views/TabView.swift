import Foundation

/// Screens switched by a tab bar, as SwiftUI's `TabView`: the selected tab's
/// content above a bar of its `tabItem`s (icon over title, the selected one in the
/// accent colour, the others grey) on the bar material's colour. Each tab keeps
/// its state while another is shown (tabs are kept in the graph, hidden).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var internalSelection = 0

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The tabs: (tag, content view, tab item label), in order.
    var tabs: [(tag: AnyHashable, view: any View, item: (any View)?, badge: Text?)] {
        var builder = ListRowsBuilder()
        builder.add(content, path: "t")
        var result: [(tag: AnyHashable, view: any View, item: (any View)?, badge: Text?)] = []
        for section in builder.sections {
            for row in 0..<section.rowCount {
                guard let made = section.row(row)?.make() else { continue }
                let tag = TagSupport.tagged(in: made)?.tagValue ?? AnyHashable(result.count)
                result.append((tag, made, TabItemSupport.item(in: made), BadgeSupport.badge(in: made)))
            }
        }
        return result
    }

    public var body: some View {
        let tabs = self.tabs
        let selected: AnyHashable = selection.map { AnyHashable($0.wrappedValue) } ?? AnyHashable(internalSelection)
        let select: (AnyHashable, Int) -> Void = { tag, index in
            if let selection, let value = tag.base as? SelectionValue { selection.wrappedValue = value } else { internalSelection = index }
        }
        VStack(spacing: 0) {
            ZStack {
                ForEach(Array(tabs.enumerated()), id: \.offset) { index, tab in
                    AnyView(tab.view).opacity(tab.tag == selected ? 1 : 0).allowsHitTesting(tab.tag == selected)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Divider()
            HStack(spacing: 0) {
                ForEach(Array(tabs.enumerated()), id: \.offset) { index, tab in
                    Button(action: { select(tab.tag, index) }) {
                        VStack(spacing: 2) {
                            if let item = tab.item { AnyView(item) }
                        }
                        .font(.caption2)
                        .frame(maxWidth: .infinity, minHeight: 49)
                        .overlay(alignment: .top) {
                            // `.badge(_:)`: its leading edge 6 points right of the centre, 1 point down.
                            HStack(spacing: 0) {
                                Color.clear.frame(maxWidth: .infinity, maxHeight: 0)
                                Group { if let badge = tab.badge { TabBadge(text: badge) } }
                                    .padding(.leading, 6)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                            }
                            .padding(.top, 1)
                            .allowsHitTesting(false)
                        }
                    }
                    .buttonStyle(.plain)
                    .foregroundColor(tab.tag == selected ? .accentColor : Color(UIColor.systemGray))
                }
            }
            .background(Color(UIColor.secondarySystemBackground))
        }
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// `.tabItem { Label(...) }`: the tab's label in its TabView's bar (a Label shows icon over title).
struct TabItemModifier<Content: View, Item: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let item: Item
    func update(node: ViewNode) { node.updateChildren([(.index(0), content)]) }
}

protocol TabItemProviding { var tabItemView: any View { get } }

extension TabItemModifier: TabItemProviding {
    var tabItemView: any View {
        if let label = item as? any TabItemLabel { return label.stacked }
        return item
    }
}

/// A Label in a tab bar: the icon above the title.
protocol TabItemLabel { var stacked: any View { get } }
extension SwiftUI.Label: TabItemLabel {
    var stacked: any View {
        VStack(spacing: 2) {
            icon.font(.title3)
            title
        }
    }
}

enum TabItemSupport {
    static func item(in view: Any, depth: Int = 0) -> (any View)? {
        if let provider = view as? TabItemProviding { return provider.tabItemView }
        guard depth < 8, let content = Mirror(reflecting: view).children.first(where: { $0.label == "content" })?.value else { return nil }
        return item(in: content, depth: depth + 1)
    }
}

extension View {
    /// The label of this view's tab in a TabView.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { TabItemModifier(content: self, item: label()) }
}
