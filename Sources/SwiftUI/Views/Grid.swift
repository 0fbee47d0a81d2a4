import Foundation

/// A table of views, as SwiftUI's `Grid` (iOS 16): each `GridRow` child is a row of
/// cells, one per column (or `gridCellColumns(_:)` columns); any other child is a row
/// of its own across all the columns. Columns are as wide as their widest cell and
/// rows as tall as their tallest, the proposed space shared between flexible columns
/// (rows) as a stack shares it (`GridLayout`). Cells sit in their area by the grid's
/// `alignment`, a row's own vertical alignment, their column's `gridColumnAlignment`
/// or their own `gridCellAnchor`. Spacing defaults to 8 points both ways.
///
/// Not lazy: every cell is built (as SwiftUI's). Difference: a cell spanning several
/// columns does not widen them, and a row across the grid wider than the columns
/// widens every column equally.
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func update(node: ViewNode) {
        StackSupport.update(node: node, content: content,
                            layout: GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`: its children are the row's cells;
/// `alignment` overrides the grid's vertical alignment for them. Outside a grid it
/// lays its children out as an `HStack` would.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func update(node: ViewNode) {
        let element = node.element(GridRowElement.self) { GridRowElement(view: ContainerView()) }
        element.alignment = alignment
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

/// A grid row's element: its cells' views are its view's subviews; the grid sets
/// the cells' frames (in the row) before placing the row.
@MainActor
final class GridRowElement: LayoutElement {
    var alignment: VerticalAlignment?
    private(set) var cells: [LayoutElement] = []
    /// The cells' frames in the row, from the grid's layout (nil outside a grid).
    var cellFrames: [ObjectIdentifier: CGRect]?

    override func syncSubviews() {
        cells = node?.childElements ?? []
        setSubviewElements(cells)
    }

    private var standalone: StackLayout { StackLayout(axis: .horizontal, alignment: (alignment ?? .center).fraction, spacing: nil) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        standalone.sizeThatFits(proposal, subviews: cells)
    }

    override func layoutContents() {
        guard let cellFrames else {
            let bounds = CGRect(origin: .zero, size: view.bounds.size)
            return standalone.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: cells)
        }
        for cell in cells { cell.place(in: cellFrames[ObjectIdentifier(cell)] ?? .zero) }
    }
}

extension View {
    /// Makes the cell span `count` columns of its `Grid` row (1 by default).
    public func gridCellColumns(_ count: Int) -> some View {
        ElementPropertiesModifier(content: self) { $0.gridCell.columns = max(count, 1) }
    }

    /// Aligns every cell of this cell's `Grid` column horizontally by `guide` (the
    /// first cell in the column that sets it wins, as in SwiftUI).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        ElementPropertiesModifier(content: self) { $0.gridCell.columnAlignment = guide }
    }

    /// Places the cell in its `Grid` area at `anchor` (its own anchor point there),
    /// overriding the grid's, row's and column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        ElementPropertiesModifier(content: self) { $0.gridCell.anchor = anchor }
    }

    /// Makes the cell take the size the other cells give its column (`.horizontal`)
    /// or row (`.vertical`) instead of sizing them: a flexible view (a `Divider`, a
    /// `Color`) then does not make the grid take all the space offered.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        ElementPropertiesModifier(content: self) { $0.gridCell.unsizedAxes = axes }
    }
}
