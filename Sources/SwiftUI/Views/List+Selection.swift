import Foundation

/// A List's selection binding, type-erased: what is selected and how a tap selects.
struct ListSelection {
    let selected: () -> Set<AnyHashable>
    let select: (AnyHashable) -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        selected = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        select = { value in if let typed = value.base as? Value { binding.wrappedValue = typed } }
    }

    /// A set selection: a tap outside edit mode selects that row alone, as on iOS.
    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        selected = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        select = { value in if let typed = value.base as? Value { binding.wrappedValue = [typed] } }
    }
}

extension List {
    /// A list whose rows select into `selection` (a row's `tag`, its `NavigationLink`'s
    /// value, or its `ForEach` element's id), as SwiftUI's `List(selection:content:)`.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(selection)
    }

    /// A list with a set selection (a tap selects that row alone; the first selected row shows highlighted).
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(selection)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = ListSelection(selection)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = ListSelection(selection)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = ListSelection(selection)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = ListSelection(selection)
    }
}

/// What a list keeps of its selection between updates.
final class ListSelectionState {
    var selection: ListSelection?
}

/// A `NavigationLink`'s value (in a selecting List a value link selects it).
protocol NavigationLinkValueProviding { var linkValue: AnyHashable? { get } }
extension NavigationLink: NavigationLinkValueProviding { var linkValue: AnyHashable? { value } }

extension ListElement {
    var selectionState: ListSelectionState? { node?.stored("selection") { ListSelectionState() } }

    /// The value a tap on the row selects: its tag, else its link's value, else its ForEach id.
    func selectionValue(at indexPath: IndexPath) -> AnyHashable? {
        guard let (key, make) = sections[safe: indexPath.section]?.row(indexPath.row) else { return nil }
        let view: Any = rowNodes[key]?.view ?? make()
        if let tagged = TagSupport.tagged(in: view) { return tagged.tagValue }
        if let link = Self.linkValue(in: view) { return link }
        if case .id(let id) = key, let parts = id.base as? [AnyHashable], parts.count == 2 { return parts[1] }
        return nil
    }

    private static func linkValue(in view: Any, depth: Int = 0) -> AnyHashable? {
        if let link = view as? NavigationLinkValueProviding { return link.linkValue }
        guard depth < 8, let content = Mirror(reflecting: view).children.first(where: { $0.label == "content" })?.value else { return nil }
        return linkValue(in: content, depth: depth + 1)
    }

    /// Whether a tap on the row selects it (the list has a selection and the row a value).
    func rowSelects(at indexPath: IndexPath) -> Bool {
        selectionState?.selection != nil && selectionValue(at: indexPath) != nil
    }

    /// Writes the row's value to the selection; in a collapsed split view's column the
    /// next column is pushed, as on iPhone.
    func selectRow(at indexPath: IndexPath) {
        guard let selection = selectionState?.selection, let value = selectionValue(at: indexPath) else { return }
        selection.select(value)
        if let node, let presenter = node.environment.splitCompactPresenter { presenter.showNextColumn(from: node.environment) }
    }

    /// Shows the selected row (the first, for a set) highlighted.
    func showSelection(_ selected: Set<AnyHashable>) {
        var target: IndexPath?
        if !selected.isEmpty {
            search: for section in sections.indices {
                for row in 0..<sections[section].rowCount {
                    let indexPath = IndexPath(row: row, section: section)
                    if let value = selectionValue(at: indexPath), selected.contains(value) {
                        target = indexPath
                        break search
                    }
                }
            }
        }
        if table.indexPathForSelectedRow != target { table.selectRow(at: target, animated: false, scrollPosition: .none) }
    }
}
