import Observation

/// One view position in the graph. It owns what persists across body evaluations:
/// the `@State` storage, the environment the view got, the subscriptions to its
/// observed objects, and for primitives the UIKit-backed `LayoutElement` that is
/// updated in place. Its identity is its place in the parent (`ChildKey`) plus the
/// view's type; when either changes the parent makes a new node.
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    private(set) weak var parent: ViewNode?
    let depth: Int
    let key: ChildKey
    private(set) var view: any View
    let viewType: ObjectIdentifier
    /// The environment this node got from its parent (a modifier may change it for its children).
    private(set) var environment: EnvironmentValues
    /// What this node's children get (`environment` unless a modifier changed it).
    var childEnvironment: EnvironmentValues
    private(set) var children: [ViewNode] = []
    /// Storage of dynamic properties (`@State`, `@StateObject`, ...) by their path in the view.
    var dynamicStorage: [String: AnyObject] = [:]
    /// The UIKit-backed element of a primitive that has one (Text, stacks, modifiers with layout).
    var element: LayoutElement?
    /// Per-node objects primitives keep (coordinators, effect state), by name.
    var storage: [String: AnyObject] = [:]
    /// Environment values the body read, with the value read (to re-evaluate when they change).
    var environmentReads: [AnyKeyPath: (value: Any, read: (EnvironmentValues) -> Any)] = [:]
    /// The state locations this node's body read during its last evaluation.
    var dependencies: [ObjectIdentifier: StateDependency] = [:]
    /// Objects whose change marks the node dirty (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`).
    var objectSubscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    /// Run when the node leaves the graph (onDisappear, task cancellation, dismissing what it presented).
    var removalActions: [() -> Void] = []
    var isDirty = false
    private(set) var isAlive = true
    /// Children dropped in an animated pass that stay on screen until their removal
    /// transition ends (`ViewGraph+Transitions`); not laid out, not updated.
    var leavingChildren: [ViewNode] = []
    /// Whether this node was dropped by its parent and waits for its removal transition.
    var isLeaving = false
    /// The update pass that made the node (an insertion inside a new subtree is not one).
    let createdInPass: Int
    private var hasEvaluated = false

    init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.key = key
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.environment = environment
        self.childEnvironment = environment
        self.createdInPass = graph.passNumber
    }

    /// Whether this node or an ancestor is leaving (see `leavingChildren`).
    var isInLeavingSubtree: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.isLeaving { return true }
            node = current.parent
        }
        return false
    }

    /// Updates the node to show `newView` with `newEnvironment`: a primitive always
    /// reconciles its children (cheap, no bodies); a composite view evaluates its body
    /// only when it is new, dirty, its value changed, or an environment value it read changed.
    func update(view newView: any View, environment newEnvironment: EnvironmentValues) {
        let valueChanged = !hasEvaluated || !ViewComparison.isEqual(view, newView)
        let environmentChanged = environmentReadsChanged(newEnvironment)
        view = newView
        environment = newEnvironment
        childEnvironment = newEnvironment
        if let primitive = Self.primitive(of: newView) {
            hasEvaluated = true
            isDirty = false
            primitive.update(node: self)
        } else if valueChanged || environmentChanged || isDirty {
            evaluateBody()
        }
    }

    /// Evaluates the body (dynamic properties installed first, reads recorded) and reconciles the child.
    func evaluateBody() {
        hasEvaluated = true
        isDirty = false
        for dependency in dependencies.values { dependency.location?.removeReader(self) }
        dependencies.removeAll()
        // A primitive that read state in its update (a presentation modifier's binding,
        // through `readingState`, or a representable's update) updates again when that state changes.
        if let primitive = Self.primitive(of: view) {
            primitive.update(node: self)
            return
        }
        environmentReads.removeAll()
        DynamicProperties.install(in: view, node: self)
        graph.bodyEvaluations += 1
        graph.bodyEvaluationsByType[String(describing: type(of: view)), default: 0] += 1
        let body = graph.evaluating(self) {
            withObservationTracking {
                Self.body(of: view)
            } onChange: { [weak self, weak graph] in
                graph?.invalidateFromObservation(self)
            }
        }
        updateChildren([(.body, body)])
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    /// How a view draws itself if it is primitive: built-in primitives, shapes, representables.
    static func primitive(of view: any View) -> (any PrimitiveView)? {
        if let primitive = view as? any PrimitiveView { return primitive }
        if let shape = view as? any Shape { return shapePrimitive(shape) }
        if let representable = view as? any UIViewRepresentable { return representablePrimitive(representable) }
        if let representable = view as? any UIViewControllerRepresentable { return controllerRepresentablePrimitive(representable) }
        return nil
    }

    private func environmentReadsChanged(_ newEnvironment: EnvironmentValues) -> Bool {
        for read in environmentReads.values {
            if !ViewComparison.isEqualValue(read.value, read.read(newEnvironment)) { return true }
        }
        return false
    }

    func recordEnvironmentRead(_ keyPath: AnyKeyPath, value: Any, read: @escaping (EnvironmentValues) -> Any) {
        guard graph.currentNode === self else { return }
        environmentReads[keyPath] = (value, read)
    }

    // MARK: Children

    /// Reconciles the children with `views` by key and type: matching children are
    /// updated in place, others made; children no longer there are removed (state dropped).
    func updateChildren(_ views: [(ChildKey, any View)]) {
        var old: [ChildKey: ViewNode] = [:]
        for child in children { old[child.key] = child }
        var result: [ViewNode] = []
        result.reserveCapacity(views.count)
        var madeAny = false
        for (key, childView) in views {
            let resolvedKey = ExplicitIdentity.key(of: childView) ?? key
            let childType = ObjectIdentifier(type(of: childView))
            if let existing = old[resolvedKey], existing.viewType == childType {
                old[resolvedKey] = nil
                existing.update(view: childView, environment: childEnvironment)
                result.append(existing)
            } else {
                let node = ViewNode(graph: graph, parent: self, key: resolvedKey, view: childView, environment: childEnvironment)
                node.update(view: childView, environment: childEnvironment)
                result.append(node)
                graph.nodeAppeared(node)
                graph.childInserted(node, into: self)
                madeAny = true
            }
        }
        let removed = old.values
        children = result
        for node in removed { graph.childRemoved(node, from: self) }
        // A new or dropped child changes the views of the nearest container above (which
        // may not update in this pass: the change can be in a composite's body).
        graph.structureChanged = graph.structureChanged || !removed.isEmpty || madeAny
    }

    /// Updates (or makes) the one child with `key`, keeping the others: how lazy
    /// containers (List) build only the rows they show.
    @discardableResult
    func updateChild(key: ChildKey, view childView: any View) -> ViewNode {
        let childType = ObjectIdentifier(type(of: childView))
        if let index = children.firstIndex(where: { $0.key == key }) {
            let existing = children[index]
            if existing.viewType == childType {
                existing.update(view: childView, environment: childEnvironment)
                return existing
            }
            children.remove(at: index)
            existing.remove()
        }
        let node = ViewNode(graph: graph, parent: self, key: key, view: childView, environment: childEnvironment)
        children.append(node)
        node.update(view: childView, environment: childEnvironment)
        return node
    }

    /// Removes the children `keep` rejects (their state is dropped).
    func removeChildren(where shouldRemove: (ViewNode) -> Bool) {
        let removed = children.filter(shouldRemove)
        guard !removed.isEmpty else { return }
        children.removeAll(where: shouldRemove)
        for node in removed { node.remove() }
    }

    /// Drops all children.
    func setChildren(_ nodes: [ViewNode]) {
        let removed = children.filter { child in !nodes.contains { $0 === child } }
        children = nodes
        for node in removed { node.remove() }
    }

    /// Takes the node and its subtree out of the graph: removal actions run (children first).
    func remove() {
        guard isAlive else { return }
        for child in children { child.remove() }
        for child in leavingChildren { graph.finishLeaving(child) }
        isAlive = false
        for dependency in dependencies.values { dependency.location?.removeReader(self) }
        dependencies.removeAll()
        objectSubscriptions.removeAll()
        let actions = removalActions
        removalActions.removeAll()
        for action in actions { action() }
        element?.view.removeFromSuperview()
        graph.structureChanged = true
    }

    // MARK: Elements

    /// The layout elements this node contributes to its parent's layout: its own
    /// element, or its children's (builder blocks, ForEach and Group are transparent).
    var elements: [LayoutElement] {
        if let element { return [element] }
        return childElements
    }

    /// How many children take part in layout (nil: all); the rest (toolbar items) are shown elsewhere.
    var layoutChildCount: Int?

    var childElements: [LayoutElement] {
        let laidOut = layoutChildCount.map { Array(children.prefix($0)) } ?? children
        if laidOut.count == 1 { return laidOut[0].elements }
        return laidOut.flatMap { $0.elements }
    }

    /// The element of `type`, reused if this node already has one (the UIKit view is kept).
    func element<E: LayoutElement>(_ type: E.Type, make: () -> E) -> E {
        if let existing = element as? E { return existing }
        element?.view.removeFromSuperview()
        let made = make()
        made.node = self
        element = made
        return made
    }

    /// A per-node object kept across updates (made once).
    func stored<T: AnyObject>(_ name: String, make: () -> T) -> T {
        if let existing = storage[name] as? T { return existing }
        let made = make()
        storage[name] = made
        return made
    }

    /// The view controller content of this node presents from: the nearest view
    /// controller of its UIKit view, else the graph's hosting controller.
    var nearestViewController: UIViewController? {
        var node: ViewNode? = self
        while let current = node {
            // From the superview: a node whose view is a controller's root view (a stack's
            // navigation controller) presents from the controller around it.
            if let view = current.element?.view.superview, let controller = view.nearestViewController { return controller }
            node = current.parent
        }
        return graph.host?.hostingViewController
    }

    func markDirty() {
        guard isAlive, !isDirty else { return }
        isDirty = true
        graph.scheduleUpdate(of: self)
    }
}

extension UIView {
    /// The view controller whose view contains this view (walking up the superviews).
    var nearestViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
