import Foundation

/// What a view graph is hosted in (`UIHostingController`'s view): it schedules
/// update passes on the window's next frame and knows the hosting controller.
@MainActor
protocol ViewGraphHost: AnyObject {
    /// Asks for an update pass at the next layout (the window's next frame).
    func graphNeedsUpdate()
    var hostingViewController: UIViewController? { get }
}

/// The persistent view graph of one hosting controller: the root node, the dirty
/// nodes waiting for the next update pass, the node whose body is being evaluated
/// (reads of state are recorded against it), effects to run after a pass, and
/// the body-evaluation counters tests and the bench read.
@MainActor
final class ViewGraph {
    weak var host: ViewGraphHost?
    private(set) var root: ViewNode?
    /// Bodies evaluated since the graph was made (internal; `_SwiftUIDiagnostics` exposes it).
    var bodyEvaluations = 0
    var bodyEvaluationsByType: [String: Int] = [:]
    private var evaluationStack: [ViewNode] = []
    private var dirtyNodes: [ViewNode] = []
    private var afterUpdateActions: [() -> Void] = []
    private var warnedAboutUpdateLoop = false
    var structureChanged = false
    /// The transaction of the pending update (its animation animates the next layout).
    var pendingTransaction = Transaction()
    /// The transaction of the pass whose layout is running (nil outside a layout): `transaction(_:)` scopes it.
    var layoutTransaction: Transaction?
    /// Whether an update pass is running (removals then wait for their transition).
    var isInPass = false
    /// Counts the update passes (`ViewNode.createdInPass`).
    private(set) var passNumber = 0
    /// Children inserted into existing parents, and dropped, during the pass (`ViewGraph+Transitions`).
    var passInsertions: [ViewNode] = []
    var passRemovals: [ViewNode] = []
    /// The UIKit views of leaving nodes: containers keep them until their transition ends.
    var leavingViews: Set<ObjectIdentifier> = []
    /// The `matchedGeometryEffect` groups of this graph.
    let matchedGeometry = MatchedGeometryRegistry()
    /// The `onPreferenceChange` observers, asked after each pass (`checkPreferences`).
    var preferenceObservers: [PreferenceObserver] = []
    /// Warnings (also printed on standard error): tests read them.
    private(set) var warnings: [String] = []

    init(host: ViewGraphHost?) { self.host = host }

    /// The node whose body is being evaluated: in this graph, else in any graph on this
    /// thread (a presented screen's body reading this graph's state through a binding).
    var currentNode: ViewNode? { evaluationStack.last ?? ViewGraph.evaluatingNode?.node }

    /// The node whose body is being evaluated in any graph on this thread, scoped to
    /// the evaluation (task-local): a presented screen's body reading its presenter's
    /// `@State` through a binding becomes a reader of it, across graphs.
    @TaskLocal static var evaluatingNode: NodeReference?

    func evaluating<T>(_ node: ViewNode, _ body: () -> T) -> T {
        evaluationStack.append(node)
        defer { evaluationStack.removeLast() }
        return ViewGraph.$evaluatingNode.withValue(NodeReference(node)) { body() }
    }

    /// Sets (or replaces) the root view; the environment is the hosting controller's.
    func setRoot(_ view: any View, environment: EnvironmentValues) {
        if let root, root.viewType == ObjectIdentifier(type(of: view)) {
            root.update(view: view, environment: environment)
        } else {
            root?.remove()
            let node = ViewNode(graph: self, parent: nil, key: .index(0), view: view, environment: environment)
            root = node
            node.update(view: view, environment: environment)
            nodeAppeared(node)
        }
        structureChanged = true
    }

    /// Marks `node` for re-evaluation at the next pass.
    func scheduleUpdate(of node: ViewNode) {
        dirtyNodes.append(node)
        if let transaction = Transaction.current {
            // Completions already pending (an earlier withAnimation in the same turn) still run.
            let earlier = pendingTransaction.completions
            pendingTransaction = transaction
            transaction.completions?.claim()
            if let earlier, earlier !== transaction.completions { afterUpdate { earlier.run() } }
        }
        host?.graphNeedsUpdate()
    }

    nonisolated func invalidateFromObservation(_ node: ViewNode?) {
        // Observation calls this on willSet, possibly off the main thread.
        if Thread.isMainThread {
            MainActor.assumeIsolated { node?.markDirty() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { node?.markDirty() } }
        }
    }

    var needsUpdate: Bool { !dirtyNodes.isEmpty }

    /// One update pass: dirty nodes re-evaluate top-down (an ancestor's evaluation
    /// may already have refreshed a descendant), then effects run. Returns the transaction.
    @discardableResult
    func update() -> Transaction {
        var passes = 0
        while !dirtyNodes.isEmpty {
            passes += 1
            if passes > 100 {
                warn("a view's state keeps changing during updates (every update pass schedules another); updates stopped")
                for node in dirtyNodes { node.isDirty = false }
                dirtyNodes.removeAll()
                break
            }
            let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
            dirtyNodes.removeAll()
            for node in nodes where node.isDirty && node.isAlive && !node.isInLeavingSubtree {
                node.evaluateBody()
            }
        }
        let transaction = pendingTransaction
        pendingTransaction = Transaction()
        return transaction
    }

    /// Starts an update pass: removals wait for their transitions until `endPass`.
    func beginPass() {
        passNumber += 1
        isInPass = true
    }

    func endPass() { isInPass = false }

    /// Runs the effects queued during the pass (onAppear, onChange, task starts, presentations).
    func runEffects() {
        var rounds = 0
        while !afterUpdateActions.isEmpty && rounds < 10 {
            rounds += 1
            let actions = afterUpdateActions
            afterUpdateActions.removeAll()
            for action in actions { action() }
        }
    }

    /// Queues `action` to run after the current update pass and layout (effects:
    /// onAppear, onChange, presenting a sheet). Never runs during body evaluation.
    func afterUpdate(_ action: @escaping () -> Void) {
        afterUpdateActions.append(action)
        host?.graphNeedsUpdate()
    }

    var hasPendingEffects: Bool { !afterUpdateActions.isEmpty }

    func nodeAppeared(_ node: ViewNode) {}

    /// A state write while a body is being evaluated: warned once, applied without a new pass.
    func warnStateWriteDuringUpdate(in node: ViewNode?) {
        guard !warnedAboutUpdateLoop else { return }
        warnedAboutUpdateLoop = true
        let name = node.map { String(describing: type(of: $0.view)) } ?? "a view"
        warn("Modifying state during view update, this will cause undefined behavior (in the body of \(name)); the write does not schedule another update")
    }

    func warn(_ message: String) {
        warnings.append(message)
        FileHandle.standardError.write(Data("SwiftUI: \(message)\n".utf8))
    }
}

/// A weak reference to the node being evaluated (the task-local's value).
final class NodeReference: @unchecked Sendable {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
