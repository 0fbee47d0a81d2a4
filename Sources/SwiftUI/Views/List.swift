import Foundation

/// A scrolling list of rows, as SwiftUI's `List` on iOS: a `UITableView`
/// (inset-grouped by default) whose cells show SwiftUI rows. It is lazy: a row's
/// view and body are made only when its cell is shown, so a 1,000-row list
/// evaluates only the visible rows' bodies; the table view is kept across
/// updates, so its scroll offset survives them. Shown rows keep their state.
///
/// `Section`s are table sections with real headers and footers (`List+Sections`);
/// `onDelete`/`onMove`, `swipeActions` and the edit mode work through the
/// table's swipe and editing (`List+Editing`). Only `Button` and
/// `NavigationLink` rows highlight when clicked, as on iOS.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// `List(selection:)`'s binding (`List+Selection`).
    var selection: ListSelection?

    func update(node: ViewNode) {
        node.childEnvironment.isInListRow = true
        let style = node.environment.listStyle.tableStyle
        // The table's style is fixed when it is made: a new style makes a new table.
        if let current = node.element as? ListElement, current.table.style != style { node.element = nil }
        let element = node.element(ListElement.self) {
            ListElement(view: ListTableView(frame: .zero, style: style))
        }
        var builder = ListRowsBuilder()
        let disclosure = node.stored("disclosure") { ListDisclosureContext() }
        disclosure.listNode = node
        builder.disclosure = disclosure
        builder.add(content, path: "r")
        element.setSections(builder.sections, node: node)
        let editing = node.readingState { node.environment.editMode?.wrappedValue.isEditing ?? false }
        if element.table.isEditing != editing { element.table.setEditing(editing, animated: true) }
        RefreshControlBinding.sync(element.table, refresh: node.environment.refresh)
        element.selectionState?.selection = selection
        if let selection { element.showSelection(node.readingState { selection.selected() }) }
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A list of rows made from `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// How lists look (`.listStyle(.plain)`); `.insetGrouped` is iOS's default
/// (`.automatic`), `.sidebar` draws as inset-grouped, as on an iPhone.
public struct ListStyleKind: Equatable {
    let name: String
    static let insetGrouped = ListStyleKind(name: "insetGrouped")
    static let grouped = ListStyleKind(name: "grouped")
    static let plain = ListStyleKind(name: "plain")

    /// The table style that draws it.
    var tableStyle: UITableView.Style {
        switch name {
        case "plain": return .plain
        case "grouped": return .grouped
        default: return .insetGrouped
        }
    }
}

public protocol ListStyle { var kind: ListStyleKind { get } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .insetGrouped } }
public struct GroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .grouped } }
public struct PlainListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .plain } }
public struct InsetListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .insetGrouped } }
public struct SidebarListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .insetGrouped } }
public struct DefaultListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .insetGrouped } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }

extension EnvironmentValues {
    var listStyle: ListStyleKind { get { self[ListStyleKey.self] } set { self[ListStyleKey.self] = newValue } }
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyle, style.kind) }
}

/// The table behind a List: its data source and delegate make row nodes on demand.
@MainActor
final class ListElement: LayoutElement, UITableViewDataSource, UITableViewDelegate {
    var sections: [ListSectionModel] = []
    private var keys: [[ChildKey]]?
    var rowNodes: [ChildKey: ViewNode] = [:]
    /// Rows whose node was made after the table measured them.
    private var rowsBuiltUnmeasured: [IndexPath] = []
    /// Header and footer nodes of the sections (see `List+Sections`).
    var supplementaryNodes: [ChildKey: ViewNode] = [:]
    private static let reuseIdentifier = "SwiftUIRow"
    /// Set by a swipe or edit-mode delete: the row's removal animates (`List+Updates`).
    var animatesNextRowChange = false
    /// Set when the user dragged a row to its new place: the table shows it there already.
    var rowsMovedByUser = false

    var table: UITableView { view as! UITableView }

    override init(view: UIView) {
        super.init(view: view)
        table.register(HostingCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        table.register(HostingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerFooterIdentifier)
        table.dataSource = self
        table.delegate = self
    }

    /// Takes the new rows: built rows are updated in place (their bodies re-run only
    /// if their values changed), rows gone are removed, the table reloads only when
    /// the rows' identities changed.
    func setSections(_ newSections: [ListSectionModel], node: ViewNode) {
        let structureSame = sameStructure(newSections)
        let oldSections = sections
        sections = newSections
        if !structureSame {
            var alive: Set<ChildKey> = []
            for section in newSections {
                for row in 0..<section.rowCount { if let key = section.row(row)?.key { alive.insert(key) } }
            }
            for section in newSections { alive.formUnion(supplementaryKeys(of: section)) }
            node.removeChildren { !alive.contains($0.key) }
            rowNodes = rowNodes.filter { alive.contains($0.key) }
            supplementaryNodes = supplementaryNodes.filter { alive.contains($0.key) }
            keys = nil
            let transaction = node.graph.pendingTransaction
            let animated = (transaction.animation != nil && !transaction.disablesAnimations) || animatesNextRowChange
            animatesNextRowChange = false
            showRowChanges(from: oldSections, animated: animated && !rowsMovedByUser)
            rowsMovedByUser = false
        }
        for (sectionIndex, section) in newSections.enumerated() {
            for row in 0..<section.rowCount {
                guard let (key, make) = section.row(row), rowNodes[key] != nil else { continue }
                _ = sectionIndex
                rowNodes[key] = node.updateChild(key: key, view: node.readingState(make))
            }
        }
        updateSupplementaryNodes(node: node)
        if !structureSame { rowsBuiltUnmeasured = [] }
        for cell in table.visibleCells {
            guard let cell = cell as? HostingCell, let indexPath = table.indexPath(for: cell) else { continue }
            applyTraits(to: cell, at: indexPath)
            cell.layoutRow()
        }
    }

    /// Whether the rows' keys are as before (computed from ids, no bodies).
    private func sameStructure(_ newSections: [ListSectionModel]) -> Bool {
        guard newSections.count == sections.count else { return false }
        for (old, new) in zip(sections, newSections) {
            guard old.rowCount == new.rowCount, old.key == new.key else { return false }
            for row in 0..<new.rowCount where old.row(row)?.key != new.row(row)?.key { return false }
        }
        return true
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func layoutContents() { remeasureVisibleRows() }

    /// As on iOS, a list that starts at the top of the safe area extends under
    /// what covers it there (a large title's area): its table insets its rows by
    /// it, so they scroll up under the collapsing title.
    override func place(in frame: CGRect) {
        var extended = frame
        if let superview = view.superview, let host = SafeAreaIgnoringElement.hostingView(of: superview) {
            let top = host.safeAreaInsets.top
            let inHost = superview.convert(frame, to: host)
            if top > 0, abs(inHost.minY - top) < 0.5 {
                extended.origin.y -= top
                extended.size.height += top
            }
        }
        super.place(in: extended)
    }

    // MARK: Data source

    nonisolated func numberOfSections(in tableView: UITableView) -> Int {
        MainActor.assumeIsolated { sections.count }
    }

    nonisolated func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        MainActor.assumeIsolated { section < sections.count ? sections[section].rowCount : 0 }
    }

    nonisolated func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        MainActor.assumeIsolated {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath) as! HostingCell
            if let node = rowNode(at: indexPath) { cell.show(node) }
            applyTraits(to: cell, at: indexPath)
            return cell
        }
    }

    nonisolated func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        MainActor.assumeIsolated {
            // Only rows already built are measured (the others would need their bodies).
            guard let key = sections[safe: indexPath.section]?.row(indexPath.row)?.key, let node = rowNodes[key],
                  let element = node.elements.first else { return GroupedMetrics.minimumRowHeight }
            let insets = rowTraits(at: indexPath).insets ?? HostingCell.defaultInsets
            let inset = tableView.style == .insetGrouped ? GroupedMetrics.horizontalInset : 0
            let width = max(tableView.bounds.width - 2 * inset - insets.leading - insets.trailing, 0)
            let size = element.sizeThatFits(ProposedViewSize(width: width, height: nil))
            return max(size.height + insets.top + insets.bottom, GroupedMetrics.minimumRowHeight)
        }
    }

    /// The node of a row, made (with its body evaluated) the first time it is shown.
    func rowNode(at indexPath: IndexPath) -> ViewNode? {
        guard let listNode = node, let (key, make) = sections[safe: indexPath.section]?.row(indexPath.row) else { return nil }
        if let existing = rowNodes[key] { return existing }
        // State a row's closure reads (a ForEach's) updates the list again when it changes.
        let made = listNode.updateChild(key: key, view: listNode.readingState(make))
        rowNodes[key] = made
        rowsBuiltUnmeasured.append(indexPath)
        if rowsBuiltUnmeasured.count == 1 {
            // After this layout pass (not inside it): measure the new rows.
            _ = table.window?.runLoop.schedule(after: 0) { [weak self] in self?.measureBuiltRows() }
        }
        listNode.graph.host?.graphNeedsUpdate()
        return made
    }

    var builtRowCount: Int { rowNodes.count }

    /// Rows the table is about to measure itself (they need no second measuring).
    func forgetUnmeasured(_ paths: [IndexPath]) {
        rowsBuiltUnmeasured.removeAll { paths.contains($0) }
    }

    /// Rows built since the table measured them (at the 44-point estimate) are measured again.
    private func measureBuiltRows() {
        let built = rowsBuiltUnmeasured.filter { $0.section < table.numberOfSections && $0.row < table.numberOfRows(inSection: $0.section) }
        rowsBuiltUnmeasured = []
        guard !built.isEmpty else { return }
        table.reloadRows(at: built, with: .none)
    }
}

/// A table cell showing a SwiftUI row's view in its content view, leading-aligned
/// and vertically centred with iOS's row insets (or the row's `listRowInsets`).
///
/// A row that is a `Button` or a `NavigationLink` is selected as a whole, as on
/// iOS: its button stops taking touches itself, the table highlights the row and
/// runs the button's action when it is selected.
final class HostingCell: UITableViewCell {
    private weak var rowNode: ViewNode?
    /// The row's button when the whole row is one (see the type's comment).
    private(set) weak var rowButton: ButtonControl?
    var rowInsets: EdgeInsets = HostingCell.defaultInsets { didSet { setNeedsLayout() } }
    /// Whether a `listRowBackground` colour is showing (to undo on reuse).
    var showsRowBackground = false

    /// iOS's list row insets: 16 points on each side, 11 above and below.
    static let defaultInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    @MainActor
    func show(_ node: ViewNode) {
        rowNode = node
        let views = node.elements.map(\.view)
        for subview in contentView.subviews where !views.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for view in views where view.superview !== contentView { contentView.addSubview(view) }
        rowButton?.isUserInteractionEnabled = true
        rowButton = views.count == 1 ? views[0] as? ButtonControl : nil
        rowButton?.isUserInteractionEnabled = false
        setNeedsLayout()
    }

    @MainActor
    func layoutRow() {
        guard let node = rowNode else { return }
        let bounds = contentView.bounds
        let insets = rowInsets
        let width = max(bounds.width - insets.leading - insets.trailing, 0)
        let elements = node.elements
        let stack = StackLayout(axis: .vertical, alignment: 0, spacing: 0)
        let size = stack.sizeThatFits(ProposedViewSize(width: width, height: nil), subviews: elements)
        stack.placeSubviews(in: CGRect(x: insets.leading, y: (bounds.height - size.height) / 2, width: width, height: size.height),
                            proposal: ProposedViewSize(width: width, height: size.height), subviews: elements)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        MainActor.assumeIsolated { layoutRow() }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// The List's table: when its screen comes back (a pushed `NavigationLink`
/// destination popped), the selected row fades out, as iOS deselects it.
final class ListTableView: UITableView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, let selected = indexPathForSelectedRow { deselectRow(at: selected, animated: true) }
    }
}
