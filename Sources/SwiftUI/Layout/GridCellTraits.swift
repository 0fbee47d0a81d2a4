import Foundation

/// What `Grid` and the lazy containers read from a child's element, set by the
/// cell modifiers (`gridCellColumns(_:)`, `gridColumnAlignment(_:)`,
/// `gridCellAnchor(_:)`, `gridCellUnsizedAxes(_:)`) and by `Section` inside a lazy
/// stack or grid (its header's and footer's role).
struct GridCellTraits {
    /// How many columns of a `Grid` the cell spans (at least 1).
    var columns = 1
    /// The horizontal alignment of every cell in this cell's `Grid` column.
    var columnAlignment: HorizontalAlignment?
    /// Where the cell sits in its area, overriding the grid's and row's alignment.
    var anchor: UnitPoint?
    /// Axes along which the cell neither sizes its row or column nor asks for more
    /// than the others give it: it gets the size the rest of the grid decided.
    var unsizedAxes: Axis.Set = []
    /// Set on a section's header or footer in a lazy stack or grid.
    var sectionRole: SectionRole?
    /// Set on the first row of a section in a lazy grid: it starts a new line.
    var startsSection = false

    enum SectionRole { case header, footer }
}
