/// Where a `@State` value lives: owned by its view's node, read by bodies (which
/// become its readers) and written by bindings and actions (which mark the readers dirty).
@MainActor
class StateLocationBase {
    weak var graph: ViewGraph?
    private var readers: [ObjectIdentifier: WeakNode] = [:]

    init(graph: ViewGraph?) { self.graph = graph }

    /// Records the node being evaluated (if any) as a reader; else a modifier node
    /// reading a binding in its update (`ViewNode.readingState`), also when that node
    /// is in another graph (a sheet's or a navigation screen's content bound to state
    /// owned by the view that presents it).
    func recordRead() {
        guard let node = graph?.currentNode ?? StateReader.current?.node else { return }
        let id = ObjectIdentifier(node)
        if readers[id] == nil { readers[id] = WeakNode(node) }
        if node.dependencies[ObjectIdentifier(self)] == nil { node.dependencies[ObjectIdentifier(self)] = StateDependency(self) }
    }

    func removeReader(_ node: ViewNode) { readers[ObjectIdentifier(node)] = nil }

    /// A write: readers re-evaluate at the next pass (a write during body evaluation is warned about).
    func didChange() {
        guard let graph else { return }
        if let evaluating = ViewGraph.evaluatingNode?.node {
            // Warned in the graph being evaluated (where the loop would be).
            evaluating.graph.warnStateWriteDuringUpdate(in: evaluating)
            return
        }
        for reader in readers.values { reader.node?.markDirty() }
    }

    var readerCount: Int { readers.values.filter { $0.node != nil }.count }
}

@MainActor
final class StateLocation<Value>: StateLocationBase {
    private var storedValue: Value

    init(value: Value, graph: ViewGraph?) {
        storedValue = value
        super.init(graph: graph)
    }

    var value: Value {
        get {
            recordRead()
            return storedValue
        }
        set {
            if let old = storedValue as? any Equatable, ViewComparison.isEqualValue(old, newValue) {
                storedValue = newValue
                return
            }
            storedValue = newValue
            didChange()
        }
    }
}

struct WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}

struct StateDependency {
    weak var location: StateLocationBase?
    init(_ location: StateLocationBase) { self.location = location }
}

/// The modifier node reading state outside a body evaluation (task-local, scoped to
/// the `readingState` call, like `Transaction.current`).
final class StateReader: @unchecked Sendable {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
    @TaskLocal static var current: StateReader?
}
