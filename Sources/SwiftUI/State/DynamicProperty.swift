/// A stored property of a view that the graph gives storage before `body` runs
/// (`@State`, `@Binding`, `@Environment`, `@StateObject`, ...), as in SwiftUI.
/// Your own `DynamicProperty` structs may contain these; `update()` is called
/// before each body evaluation.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// What the graph calls on each dynamic property of a view before its body: install
/// the node's storage (found with `Mirror` over the view's stored properties).
protocol InstallableProperty {
    func install(in node: ViewNode, path: String)
}

@MainActor
enum DynamicProperties {
    /// Installs the node's storage into every dynamic property of `view` (nested
    /// `DynamicProperty` structs included), keyed by the property's path.
    static func install(in view: Any, node: ViewNode, prefix: String = "") {
        for child in Mirror(reflecting: view).children {
            guard let label = child.label else { continue }
            let path = prefix.isEmpty ? label : prefix + "." + label
            if let installable = child.value as? InstallableProperty {
                installable.install(in: node, path: path)
            } else if child.value is DynamicProperty || child.value is any ViewModifier {
                // A custom DynamicProperty's, or a ViewModifier's (ModifiedContent), own wrappers.
                install(in: child.value, node: node, prefix: path)
            }
        }
    }
}
