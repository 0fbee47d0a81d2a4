/// The rows of a List, found without evaluating any row's body: a `ForEach` is a
/// lazy run of rows (its count and a way to make row `i`), a `Section` starts a
/// table section, builder blocks, groups and conditionals are looked through;
/// any other view is one row.
enum ListRowSegment {
    case single(key: ChildKey, view: any View)
    case lazy(count: Int, key: (Int) -> ChildKey, make: (Int) -> any View, editing: ListRowEditing)

    var count: Int {
        switch self {
        case .single: return 1
        case .lazy(let count, _, _, _): return count
        }
    }

    /// The ForEach's `onDelete`/`onMove` actions (none for a single row).
    var editing: ListRowEditing {
        if case .lazy(_, _, _, let editing) = self { return editing }
        return ListRowEditing()
    }
}

/// A ForEach's `onDelete` and `onMove` actions, by offsets into its data.
struct ListRowEditing {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}

struct ListSectionModel {
    var key: ChildKey
    /// The `Section` view this section came from (nil: loose rows grouped implicitly).
    var view: (any View)?
    var segments: [ListRowSegment] = []
    var rowCount: Int { segments.reduce(0) { $0 + $1.count } }

    /// The key and view maker of row `row`.
    func row(_ row: Int) -> (key: ChildKey, make: () -> any View)? {
        var offset = row
        for segment in segments {
            if offset < segment.count {
                switch segment {
                case .single(let key, let view): return (key, { view })
                case .lazy(_, let key, let make, _): return (key(offset), { make(offset) })
                }
            }
            offset -= segment.count
        }
        return nil
    }

    /// The segment holding row `row` and the row's offset in it.
    func locate(_ row: Int) -> (segment: Int, offset: Int)? {
        var offset = row
        for (index, segment) in segments.enumerated() {
            if offset < segment.count { return (index, offset) }
            offset -= segment.count
        }
        return nil
    }
}

@MainActor
protocol ListRowSource {
    func collectRows(into builder: inout ListRowsBuilder, path: String)
}

/// Collects sections and rows from a List's content.
@MainActor
struct ListRowsBuilder {
    private(set) var sections: [ListSectionModel] = []
    /// Set by a List: disclosure groups among its rows become rows (`DisclosureGroup+ListRows`).
    var disclosure: ListDisclosureContext?
    private var implicitOpen = false

    mutating func add(_ view: any View, path: String) {
        if let source = view as? ListRowSource {
            source.collectRows(into: &self, path: path)
        } else {
            append(.single(key: .id(AnyHashable(path)), view: view))
        }
    }

    mutating func append(_ segment: ListRowSegment) {
        if !implicitOpen {
            sections.append(ListSectionModel(key: .id(AnyHashable("implicit-\(sections.count)"))))
            implicitOpen = true
        }
        sections[sections.count - 1].segments.append(segment)
    }

    mutating func beginSection(key: String, view: any View) {
        sections.append(ListSectionModel(key: .id(AnyHashable(key)), view: view))
        implicitOpen = true
    }

    mutating func endSection() { implicitOpen = false }
}

extension ForEach: ListRowSource {
    func collectRows(into builder: inout ListRowsBuilder, path: String) {
        let data = self.data
        let idOf = self.idOf
        let content = self.content
        let indices = Array(data.indices)
        builder.append(.lazy(count: indices.count,
                             key: { .id(AnyHashable([AnyHashable(path), AnyHashable(idOf(data[indices[$0]]))])) },
                             make: { content(data[indices[$0]]) },
                             editing: ListRowEditing(delete: deleteAction, move: moveAction)))
    }
}

extension TupleView: ListRowSource {
    func collectRows(into builder: inout ListRowsBuilder, path: String) {
        var index = 0
        for view in repeat each value {
            builder.add(view, path: path + ".\(index)")
            index += 1
        }
    }
}

extension Group: ListRowSource where Content: View {
    func collectRows(into builder: inout ListRowsBuilder, path: String) { builder.add(content, path: path + ".g") }
}

extension Optional: ListRowSource where Wrapped: View {
    func collectRows(into builder: inout ListRowsBuilder, path: String) {
        if let view = self { builder.add(view, path: path + ".some") }
    }
}

extension _ConditionalContent: ListRowSource {
    func collectRows(into builder: inout ListRowsBuilder, path: String) {
        switch storage {
        case .trueContent(let view): builder.add(view, path: path + ".t")
        case .falseContent(let view): builder.add(view, path: path + ".f")
        }
    }
}

extension EmptyView: ListRowSource {
    func collectRows(into builder: inout ListRowsBuilder, path: String) {}
}

extension Section: ListRowSource {
    func collectRows(into builder: inout ListRowsBuilder, path: String) {
        builder.beginSection(key: path, view: self)
        builder.add(content, path: path + ".s")
        builder.endSection()
    }
}
