import Foundation

/// The reachable accessible tree at one moment, reduced to what screen readers
/// are told about when it changes (our extension). The bridge keeps the last
/// one and turns `changes(to:)` into AT-SPI events, so every change, whoever
/// made it, is reported once and in tree order.
public struct AccessibilitySnapshot: Equatable {
    /// One object as it was.
    public struct Node: Equatable {
        public var role: AccessibleRole
        public var name: String
        public var description: String
        public var states: AccessibleStates
        public var children: [Int]
        /// What the Text interface showed (bullets for a secure field).
        public var text: String?
        public var value: Double?
    }

    public private(set) var nodes: [Int: Node] = [:]
    /// The root's id, then every node in depth-first order.
    public private(set) var order: [Int] = []
    /// The first node with the focused state, in tree order.
    public private(set) var focusedID: Int?

    public init() {}

    /// Walks everything reachable from `root`.
    public init(root: AccessibleNode) {
        var stack: [AccessibleNode] = [root]
        while let node = stack.popLast() {
            let id = node.accessibleID
            guard nodes[id] == nil else { continue }
            let children = node.accessibleChildren
            let states = node.accessibleStates
            nodes[id] = Node(role: node.accessibleRole, name: node.accessibleName, description: node.accessibleDescription,
                             states: states, children: children.map(\.accessibleID),
                             text: node.accessibleText?.string, value: node.accessibleValue?.current)
            order.append(id)
            if focusedID == nil && states.contains(.focused) { focusedID = id }
            stack += children.reversed()
        }
    }

    /// What changed from this snapshot to `new`, in the order a screen reader
    /// should hear it: removals, additions, then per object name, description,
    /// states, text and value, and last the focus.
    public func changes(to new: AccessibilitySnapshot) -> [AccessibilityChange] {
        var changes: [AccessibilityChange] = []
        for id in new.order {
            guard let now = new.nodes[id], let before = nodes[id] else { continue }
            if before.children != now.children {
                for (index, child) in before.children.enumerated().reversed() where !now.children.contains(child) {
                    changes.append(.childRemoved(parent: id, index: index, child: child))
                }
                for (index, child) in now.children.enumerated() where !before.children.contains(child) {
                    changes.append(.childAdded(parent: id, index: index, child: child))
                }
            }
            if before.name != now.name { changes.append(.nameChanged(id, now.name)) }
            if before.description != now.description { changes.append(.descriptionChanged(id, now.description)) }
            for (state, _) in AccessibleStates.named where state != .focused {
                let wasOn = before.states.contains(state), isOn = now.states.contains(state)
                if wasOn != isOn { changes.append(.stateChanged(id, state, isOn)) }
            }
            if let old = before.text, let text = now.text, old != text { changes += Self.textChanges(id, from: old, to: text) }
            if before.value != now.value, let value = now.value { changes.append(.valueChanged(id, value)) }
        }
        if new.focusedID != focusedID {
            if let old = focusedID, new.nodes[old] != nil { changes.append(.stateChanged(old, .focused, false)) }
            if let id = new.focusedID { changes.append(.focused(id)) }
        }
        return changes
    }

    /// The smallest removal and insertion that turn `old` into `new` (Unicode scalars).
    static func textChanges(_ id: Int, from old: String, to new: String) -> [AccessibilityChange] {
        let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var changes: [AccessibilityChange] = []
        if a.count - suffix > prefix { changes.append(.textRemoved(id, offset: prefix, text: string(a[prefix..<(a.count - suffix)]))) }
        if b.count - suffix > prefix { changes.append(.textInserted(id, offset: prefix, text: string(b[prefix..<(b.count - suffix)]))) }
        return changes
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

/// One thing a screen reader is told (AT-SPI's events), by object id.
public enum AccessibilityChange: Equatable {
    case childAdded(parent: Int, index: Int, child: Int)
    case childRemoved(parent: Int, index: Int, child: Int)
    case nameChanged(Int, String)
    case descriptionChanged(Int, String)
    case stateChanged(Int, AccessibleStates, Bool)
    case textInserted(Int, offset: Int, text: String)
    case textRemoved(Int, offset: Int, text: String)
    case valueChanged(Int, Double)
    /// Keyboard focus moved to this object.
    case focused(Int)
}
