/// Views made from a collection, as SwiftUI's `ForEach`: each element's view is
/// identified by its id, so inserting, removing or moving elements keeps the
/// others' state and UIKit views.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    var deleteAction: ((IndexSet) -> Void)?
    var moveAction: ((IndexSet, Int) -> Void)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        idOf = { $0[keyPath: id] }
    }

    func update(node: ViewNode) {
        // State the rows' closure reads updates this ForEach again when it changes.
        let rows = node.readingState { data.map { element in (ChildKey.id(AnyHashable(idOf(element))), content(element) as any View) } }
        node.updateChildren(rows)
    }

    /// The element count and a view for one element (List and Form make rows lazily from these).
    var count: Int { data.count }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range: each index is its own id.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach {
    /// `ForEach($items) { $item in ... }`: a binding to each element.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == IndexedBindings<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(IndexedBindings(base: data), id: \.id, content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == IndexedBindings<C> {
        self.init(IndexedBindings(base: data), id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}

/// The bindings to a collection's elements (`ForEach($items)`).
public struct IndexedBindings<Base: MutableCollection & RandomAccessCollection>: RandomAccessCollection {
    let base: Binding<Base>
    let indices: [Base.Index]

    init(base: Binding<Base>) {
        self.base = base
        indices = Array(base.wrappedValue.indices)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { indices.count }
    public subscript(position: Int) -> Binding<Base.Element> {
        let index = indices[position]
        let base = self.base
        let captured = base.wrappedValue[index]
        return Binding(get: {
            let current = base.wrappedValue
            return current.indices.contains(index) ? current[index] : captured
        }, set: { base.wrappedValue[index] = $0 })
    }
}
