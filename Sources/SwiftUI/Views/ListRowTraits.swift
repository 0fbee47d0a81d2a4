import Foundation

/// What a List row's modifiers ask of its table row, read from the row's view
/// value without evaluating any body: swipe actions, whether it may be deleted
/// or moved, its background, separator and insets.
struct ListRowTraits {
    var leadingSwipe: SwipeActionsSpec?
    var trailingSwipe: SwipeActionsSpec?
    var deleteDisabled = false
    var moveDisabled = false
    var background: (any View)?
    var separatorHidden = false
    var insets: EdgeInsets?
    /// A `NavigationLink` row: it stays selected while its destination is shown.
    var pushesNavigation = false

    /// The traits of a row view: its trait modifiers, looked for through the
    /// modifiers around them (any view that wraps a `content` view); the outermost wins.
    @MainActor
    static func of(_ view: Any) -> ListRowTraits {
        var traits = ListRowTraits()
        collect(view, into: &traits, depth: 0)
        return traits
    }

    @MainActor
    static func collect(_ view: Any, into traits: inout ListRowTraits, depth: Int) {
        guard depth < 16 else { return }
        if let source = view as? ListRowTraitsSource {
            source.collectRowTraits(into: &traits, depth: depth + 1)
            return
        }
        // Another modifier (accessibility, padding, ...): look at the view it wraps.
        guard view is any View, !(view is any PrimitiveView && Mirror(reflecting: view).children.isEmpty) else { return }
        if let content = Mirror(reflecting: view).children.first(where: { $0.label == "content" })?.value, content is any View {
            collect(content, into: &traits, depth: depth + 1)
        }
    }
}

/// A row's `swipeActions(edge:allowsFullSwipe:content:)`: the buttons' builder result.
struct SwipeActionsSpec {
    var allowsFullSwipe: Bool
    var content: Any
}

@MainActor
protocol ListRowTraitsSource {
    func collectRowTraits(into traits: inout ListRowTraits, depth: Int)
}

/// A modifier that sets a row trait and otherwise shows its content unchanged.
struct ListRowTraitModifier<Content: View>: View, PrimitiveView, ListRowTraitsSource {
    typealias Body = Never
    let content: Content
    let apply: (inout ListRowTraits) -> Void

    func update(node: ViewNode) { node.updateChildren([(.index(0), content)]) }

    func collectRowTraits(into traits: inout ListRowTraits, depth: Int) {
        // Inner modifiers first, so the outermost one has the last word.
        ListRowTraits.collect(content, into: &traits, depth: depth)
        apply(&traits)
    }
}

extension NavigationLink: ListRowTraitsSource {
    func collectRowTraits(into traits: inout ListRowTraits, depth: Int) { traits.pushesNavigation = true }
}

extension EnvironmentWriter: ListRowTraitsSource {
    func collectRowTraits(into traits: inout ListRowTraits, depth: Int) {
        ListRowTraits.collect(content, into: &traits, depth: depth)
    }
}

extension ModifiedContent: ListRowTraitsSource {
    func collectRowTraits(into traits: inout ListRowTraits, depth: Int) {
        ListRowTraits.collect(content, into: &traits, depth: depth)
    }
}

/// Which edge of a row swipe actions are on.
public enum HorizontalEdge: Hashable, Sendable {
    case leading, trailing
}

extension View {
    /// Buttons revealed by swiping the row in a `List`, as SwiftUI's: `.trailing`
    /// (the default) by a left swipe, `.leading` by a right one. A button's role
    /// `.destructive` makes it red, `.tint(_:)` colours it; with `allowsFullSwipe`
    /// a full swipe runs the first button. Trailing actions replace the Delete
    /// that `onDelete` gives, as on iOS.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let spec = SwipeActionsSpec(allowsFullSwipe: allowsFullSwipe, content: content())
        return ListRowTraitModifier(content: self) { traits in
            if edge == .leading { traits.leadingSwipe = spec } else { traits.trailingSwipe = spec }
        }
    }

    /// Whether the row can be deleted by `onDelete` (swipe or edit mode), as SwiftUI's `deleteDisabled`.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        ListRowTraitModifier(content: self) { $0.deleteDisabled = isDisabled }
    }

    /// Whether the row can be moved by `onMove`, as SwiftUI's `moveDisabled`.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        ListRowTraitModifier(content: self) { $0.moveDisabled = isDisabled }
    }

    /// The row's background in a `List`. A `Color` fills the row; other views are
    /// not drawn behind rows here (a documented difference).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background: (any View)? = view
        return ListRowTraitModifier(content: self) { $0.background = background }
    }

    /// The row's insets in a `List` (nil: iOS's 16 points on each side, 11 above and below).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowTraitModifier(content: self) { $0.insets = insets }
    }

    /// `.hidden` hides the separator below the row in a `List` (edges are not told apart here).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitModifier(content: self) { $0.separatorHidden = visibility == .hidden }
    }
}
