import Foundation

/// A tree of data shown as nested disclosure groups, as SwiftUI's `OutlineGroup`:
/// each element is a row made by `content`; an element whose `children` are
/// non-nil is a `DisclosureGroup` (collapsed at first) with its children inside,
/// recursively; nil children make a leaf. In a `List` each top-level element is a row.
///
/// Where we differ: the type has three parameters (`Data`, `ID`, `Leaf`), where
/// Apple's has five; code that does not spell the type compiles the same.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    public var body: some View { rows }

    /// One view per top-level element (the List takes each as a row).
    var rows: ForEach<Data, ID, OutlineNode<Data, ID, Leaf>> {
        let (id, children, content) = (self.id, self.children, self.content)
        return ForEach(data, id: id) { element in
            OutlineNode(element: element, id: id, children: children, content: content)
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup {
    /// A tree from one root element.
    public init<Element>(_ root: Element, id: KeyPath<Element, ID>, children: KeyPath<Element, Data?>,
                         @ViewBuilder content: @escaping (Element) -> Leaf) where Data == [Element] {
        self.init([root], id: id, children: children, content: content)
    }
    /// A tree from one identifiable root element.
    public init<Element: Identifiable>(_ root: Element, children: KeyPath<Element, Data?>,
                                       @ViewBuilder content: @escaping (Element) -> Leaf) where Data == [Element], ID == Element.ID {
        self.init([root], id: \.id, children: children, content: content)
    }
}

extension OutlineGroup: ListRowSource {
    /// In a List each element is a row, those with children disclosure rows (`DisclosureGroup+ListRows`).
    func collectRows(into builder: inout ListRowsBuilder, path: String) {
        guard builder.disclosure != nil else { return rows.collectRows(into: &builder, path: path) }
        for element in data {
            OutlineNode(element: element, id: id, children: children, content: content)
                .collectRows(into: &builder, path: path + "/\(element[keyPath: id])")
        }
    }
}

/// One element of an outline: a leaf row or a disclosure group over its children.
public struct OutlineNode<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public var body: some View {
        if let nested = element[keyPath: children] {
            DisclosureGroup {
                ForEach(nested, id: id) { child in
                    OutlineNode(element: child, id: id, children: children, content: content)
                }
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree of data: each top-level element a row, elements with
    /// children disclosure groups (as `OutlineGroup`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A list of a tree of data identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent> {
        content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}
