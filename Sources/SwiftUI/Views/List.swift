import Foundation

/// A scrolling list of rows, as SwiftUI's `List` on iOS: a `UITableView`
/// (inset-grouped by default) whose cells show SwiftUI rows. It is lazy: a row's
/// view and body are made only when its cell is shown, so a 1,000-row list
/// evaluates only the visible rows' bodies; the table view is kept across
/// updates, so its scroll offset survives them. Shown rows keep their state.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    func update(node: ViewNode) {
        let style = node.environment.listStyle
        let element = node.element(ListElement.self) {
            ListElement(view: UITableView(frame: .zero, style: style == .plain ? .plain : .insetGrouped))
        }
        var builder = ListRowsBuilder()
        builder.add(content, path: "r")
        element.setSections(builder.sections, node: node)
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

/// How lists look (`.listStyle(.plain)`); `.insetGrouped` is iOS's default.
public struct ListStyleKind: Equatable {
    let name: String
    static let insetGrouped = ListStyleKind(name: "insetGrouped")
    static let plain = ListStyleKind(name: "plain")
}

public protocol ListStyle { var kind: ListStyleKind { get } }
public struct InsetGroupedListStyle: ListStyle { public var kind: ListStyleKind { .insetGrouped } }
public struct GroupedListStyle: ListStyle { public var kind: ListStyleKind { .insetGrouped } }
public struct PlainListStyle: ListStyle { public var kind: ListStyleKind { .plain } }
public struct DefaultListStyle: ListStyle { public var kind: ListStyleKind { .insetGrouped } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
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
    private var sections: [ListSectionModel] = []
    private var keys: [[ChildKey]]?
    private var rowNodes: [ChildKey: ViewNode] = [:]
    private static let reuseIdentifier = "SwiftUIRow"

    var table: UITableView { view as! UITableView }

    override init(view: UIView) {
        super.init(view: view)
        table.register(HostingCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        table.dataSource = self
        table.delegate = self
    }

    /// Takes the new rows: built rows are updated in place (their bodies re-run only
    /// if their values changed), rows gone are removed, the table reloads only when
    /// the rows' identities changed.
    func setSections(_ newSections: [ListSectionModel], node: ViewNode) {
        let structureSame = sameStructure(newSections)
        sections = newSections
        if !structureSame {
            var alive: Set<ChildKey> = []
            for section in newSections {
                for row in 0..<section.rowCount { if let key = section.row(row)?.key { alive.insert(key) } }
            }
            node.removeChildren { !alive.contains($0.key) }
            rowNodes = rowNodes.filter { alive.contains($0.key) }
            keys = nil
            table.reloadData()
        }
        for (sectionIndex, section) in newSections.enumerated() {
            for row in 0..<section.rowCount {
                guard let (key, make) = section.row(row), rowNodes[key] != nil else { continue }
                _ = sectionIndex
                rowNodes[key] = node.updateChild(key: key, view: make())
            }
        }
        for cell in table.visibleCells { (cell as? HostingCell)?.layoutRow() }
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

    override func layoutContents() {}

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
            return cell
        }
    }

    nonisolated func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        MainActor.assumeIsolated {
            // Only rows already built are measured (the others would need their bodies).
            guard let key = sections[safe: indexPath.section]?.row(indexPath.row)?.key, let node = rowNodes[key],
                  let element = node.elements.first else { return GroupedMetrics.minimumRowHeight }
            let width = max(tableView.bounds.width - 2 * GroupedMetrics.horizontalInset - 32, 0)
            let size = element.sizeThatFits(ProposedViewSize(width: width, height: nil))
            return max(size.height + 22, GroupedMetrics.minimumRowHeight)
        }
    }

    /// The node of a row, made (with its body evaluated) the first time it is shown.
    private func rowNode(at indexPath: IndexPath) -> ViewNode? {
        guard let listNode = node, let (key, make) = sections[safe: indexPath.section]?.row(indexPath.row) else { return nil }
        if let existing = rowNodes[key] { return existing }
        let made = listNode.updateChild(key: key, view: make())
        rowNodes[key] = made
        listNode.graph.host?.graphNeedsUpdate()
        return made
    }

    var builtRowCount: Int { rowNodes.count }
}

/// A table cell showing a SwiftUI row's view in its content view, leading-aligned
/// and vertically centred with iOS's row insets.
final class HostingCell: UITableViewCell {
    private weak var rowNode: ViewNode?

    @MainActor
    func show(_ node: ViewNode) {
        rowNode = node
        let views = node.elements.map(\.view)
        for subview in contentView.subviews where !views.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for view in views where view.superview !== contentView { contentView.addSubview(view) }
        setNeedsLayout()
    }

    @MainActor
    func layoutRow() {
        guard let node = rowNode else { return }
        let bounds = contentView.bounds
        let width = max(bounds.width - 32, 0)
        let elements = node.elements
        let stack = StackLayout(axis: .vertical, alignment: 0, spacing: 0)
        let size = stack.sizeThatFits(ProposedViewSize(width: width, height: nil), subviews: elements)
        stack.placeSubviews(in: CGRect(x: 16, y: (bounds.height - size.height) / 2, width: width, height: size.height),
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
