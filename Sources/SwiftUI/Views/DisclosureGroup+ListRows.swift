import Foundation

/// What a List keeps for the disclosure groups among its rows: the expansion of
/// the groups without a binding (by row path), and the list's node (to read
/// bindings as its own state and to update when a group toggles).
@MainActor
final class ListDisclosureContext {
    private var expanded: Set<String> = []
    weak var listNode: ViewNode?

    /// The group at `path`'s expansion, its own binding's or the list's store's.
    func expansion(at path: String, binding: Binding<Bool>?) -> Binding<Bool> {
        if let binding { return binding }
        return Binding(get: { [weak self] in self?.expanded.contains(path) ?? false }, set: { [weak self] value in
            guard let self else { return }
            if value { expanded.insert(path) } else { expanded.remove(path) }
            listNode?.markDirty()
        })
    }

    /// Reads `binding` as the list's state (so the list updates when it changes).
    func read(_ binding: Binding<Bool>) -> Bool {
        listNode?.readingState { binding.wrappedValue } ?? binding.wrappedValue
    }
}

/// A disclosure group's label as a List row: the label, the accent chevron
/// trailing (turned down when expanded); the whole row toggles it.
struct DisclosureRowLabel<Label: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>

    var body: some View {
        let expanded = isExpanded.wrappedValue
        Button(action: { withAnimation(.easeInOut(duration: 0.25)) { isExpanded.wrappedValue.toggle() } }) {
            HStack(spacing: 8) {
                label.foregroundColor(.primary).frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right")
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundColor(.accentColor)
                    .rotationEffect(.degrees(expanded ? 90 : 0))
                    .accessibilityHidden(true)
            }
        }
    }
}

/// A row shown inside an expanded disclosure group: indented 20 points a level.
/// Its `content` is the row view, so the row's traits (swipe actions...) are found.
struct IndentedRow: View {
    let content: any View
    let level: Int
    var body: some View {
        AnyView(content).padding(.leading, 20 * CGFloat(level))
    }
}

extension DisclosureGroup: ListRowSource {
    /// In a List, as on iOS: the label is a row and, while expanded, each content view is a row under it.
    func collectRows(into builder: inout ListRowsBuilder, path: String) {
        guard let context = builder.disclosure else {
            return builder.append(.single(key: .id(AnyHashable(path)), view: self))
        }
        let binding = context.expansion(at: path, binding: isExpandedBinding)
        builder.append(.single(key: .id(AnyHashable(path)), view: DisclosureRowLabel(label: label, isExpanded: binding)))
        guard context.read(binding) else { return }
        var inner = ListRowsBuilder()
        inner.disclosure = context
        inner.add(content(), path: path + ".c")
        builder.appendIndented(inner)
    }
}

extension ListRowsBuilder {
    /// Appends `inner`'s rows (their sections flattened), each indented one level more.
    mutating func appendIndented(_ inner: ListRowsBuilder) {
        for section in inner.sections {
            for segment in section.segments {
                switch segment {
                case .single(let key, let view):
                    append(.single(key: key, view: IndentedRow.wrapping(view)))
                case .lazy(let count, let key, let make, let editing):
                    append(.lazy(count: count, key: key, make: { IndentedRow.wrapping(make($0)) }, editing: editing))
                }
            }
        }
    }
}

extension IndentedRow {
    /// `view` one level deeper (an indented row's level grows).
    static func wrapping(_ view: any View) -> any View {
        if let row = view as? IndentedRow { return IndentedRow(content: row.content, level: row.level + 1) }
        return IndentedRow(content: view, level: 1)
    }
}

extension OutlineNode: ListRowSource {
    /// In a List each element is a row; an element with children a disclosure row
    /// whose children follow as rows while it is expanded.
    func collectRows(into builder: inout ListRowsBuilder, path: String) {
        guard let nested = element[keyPath: children], let context = builder.disclosure else {
            return builder.append(.single(key: .id(AnyHashable(path)), view: self))
        }
        let binding = context.expansion(at: path, binding: nil)
        builder.append(.single(key: .id(AnyHashable(path)), view: DisclosureRowLabel(label: content(element), isExpanded: binding)))
        guard context.read(binding) else { return }
        var inner = ListRowsBuilder()
        inner.disclosure = context
        for child in nested {
            OutlineNode(element: child, id: id, children: children, content: content)
                .collectRows(into: &inner, path: path + "/\(child[keyPath: id])")
        }
        builder.appendIndented(inner)
    }
}
