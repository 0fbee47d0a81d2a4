import Foundation

/// Which parts of a lazy stack's or grid's sections stay pinned to the scroll view's
/// visible edge while their section scrolls, as SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A grid that grows down, its columns described by `GridItem`s, as SwiftUI's
/// `LazyVGrid`: children fill the columns row by row (`LazyGridLayout` has the
/// sizes). `spacing` is between rows, each item's own spacing between columns.
///
/// Differences: it builds and lays out every child, on screen or not (SwiftUI's makes
/// cells as they scroll into view); identity and state are kept per child exactly
/// as in a stack. `pinnedViews` keeps section headers (footers) at the top (bottom)
/// of the enclosing scroll view while their section is visible.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func update(node: ViewNode) {
        let layout = LazyGridLayout(axis: .vertical, items: columns,
                                    alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        LazyContainerSupport.update(node: node, content: content, layout: layout, pinnedViews: pinnedViews, axis: .vertical)
    }
}

/// A grid that grows to the right, its rows described by `GridItem`s, as SwiftUI's
/// `LazyHGrid`: children fill the rows column by column. `spacing` is between
/// columns, each item's own spacing between rows. Differences as `LazyVGrid`'s.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func update(node: ViewNode) {
        let layout = LazyGridLayout(axis: .horizontal, items: rows,
                                    alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        LazyContainerSupport.update(node: node, content: content, layout: layout, pinnedViews: pinnedViews, axis: .horizontal)
    }
}

@MainActor
enum LazyContainerSupport {
    /// A lazy stack's or grid's node: a container element (as a stack's) whose
    /// sections are transparent, their headers and footers marked for the layout.
    static func update(node: ViewNode, content: some View, layout: LayoutAlgorithm, pinnedViews: PinnedScrollableViews, axis: Axis) {
        let element = node.element(LazyContainerElement.self) { LazyContainerElement(algorithm: layout) }
        element.algorithm = layout
        element.pinnedViews = pinnedViews
        element.axis = axis
        node.childEnvironment.isInLazyContainer = true
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

private struct LazyContainerKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Inside a lazy stack or grid: a `Section` is transparent, its header and footer
    /// marked (they span a grid's columns and can be pinned).
    var isInLazyContainer: Bool {
        get { self[LazyContainerKey.self] }
        set { self[LazyContainerKey.self] = newValue }
    }
}
