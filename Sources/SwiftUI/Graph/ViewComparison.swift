/// Whether a view's new value differs from its old one (SwiftUI compares views
/// field by field): Equatable views with `==`; otherwise each stored property,
/// Equatable ones with `==`, bindings by their current value, objects by
/// identity, state wrappers as equal (the node owns their storage); anything
/// else (closures) counts as changed.
enum ViewComparison {
    static func isEqual(_ lhs: any View, _ rhs: any View) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let lhs = lhs as? any Equatable { return equatable(lhs, rhs) }
        return fieldsEqual(lhs, rhs, depth: 0)
    }

    static func isEqualValue(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? any Equatable { return equatable(lhs, rhs) }
        if Mirror(reflecting: lhs).displayStyle == .class { return (lhs as AnyObject) === (rhs as AnyObject) }
        return false
    }

    /// Whether two values are equal field by field, as views are compared (a publisher `onReceive` got).
    static func isEqualFields(_ lhs: Any, _ rhs: Any) -> Bool {
        type(of: lhs) == type(of: rhs) && fieldsEqual(lhs, rhs, depth: 0)
    }

    private static func equatable<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }

    private static func fieldsEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        if depth > 4 { return false }
        if lhs is DynamicPropertyMarker { return (lhs as! DynamicPropertyMarker).isSameSource(as: rhs) }
        if let lhs = lhs as? any Equatable { return equatable(lhs, rhs) }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .struct, .tuple, .optional, .enum:
            let leftChildren = Array(left.children)
            let rightChildren = Array(right.children)
            guard leftChildren.count == rightChildren.count else { return false }
            if left.displayStyle == .enum && leftChildren.isEmpty { return String(describing: lhs) == String(describing: rhs) }
            for (l, r) in zip(leftChildren, rightChildren) {
                guard l.label == r.label, fieldsEqual(l.value, r.value, depth: depth + 1) else { return false }
            }
            return true
        default:
            // Functions and other opaque values cannot be compared.
            return false
        }
    }
}

/// Dynamic property wrappers compare as SwiftUI's do: state is the node's (equal),
/// a binding by its value, an observed object by identity.
protocol DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool
}
