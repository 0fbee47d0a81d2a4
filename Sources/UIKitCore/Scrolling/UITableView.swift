import Foundation

/// A vertical list of rows in sections, as in UIKit, with section headers and
/// footers (sticky in the plain style), the grouped and inset-grouped looks,
/// swipe actions and editing (see the `UITableView+…` files).
///
/// Only the visible rows exist as views: cells scrolled out go back to a reuse
/// queue and come out again from `dequeueReusableCell(withIdentifier:for:)`.
/// Row positions are computed, never stored per row for fixed heights, so a
/// 1,000,000-row table costs the same per frame as a 100-row one.
///
/// Differences from UIKit: single selection only; no self-sizing cells; section
/// header and footer heights are all computed on reload (the estimates are kept
/// but not needed); section insertions and deletions are not animated (rows are,
/// see `UITableView+RowAnimations`). Swift
/// cannot tell whether a data source implements `tableView(_:commit:forRowAt:)`
/// without calling it, so a left drag offers Delete on any editable row until
/// the protocol's default `commit` is reached once (then never again); a data
/// source that does not want it returns false from `canEditRowAt`.
open class UITableView: UIScrollView {
    public enum Style: Int { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int { case none, top, middle, bottom }
    public enum RowAnimation: Int { case fade, right, left, top, bottom, none, middle, automatic }
    public enum SeparatorStyle: Int { case none, singleLine }

    /// UIKit's "let the table decide" value: for rows it means `rowHeight` here (no
    /// self-sizing); for section headers and footers, the height of their view or title.
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    open weak var dataSource: UITableViewDataSource? {
        didSet {
            // What was learned of the old data source's methods does not carry over.
            commitProbeHit = true
            dataSourceMoves = nil
            reloadData()
        }
    }

    /// The scroll view's delegate. UIKit redeclares it as `UITableViewDelegate?`;
    /// Swift cannot change a stored property's type in a subclass, so assign your
    /// `UITableViewDelegate` here as usual (`tableView.delegate = self`) and the
    /// table finds its table methods by a cast.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            reloadData()
        }
    }

    /// Height of every row unless the delegate implements `heightForRowAt`; default 44.
    open var rowHeight: CGFloat = 44 { didSet { if rowHeight != oldValue { invalidateRowLayout() } } }
    /// The height assumed for variable-height rows not measured yet; `automaticDimension` uses `rowHeight`.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// Inset of the row separators; UIKit's default left inset is 16 points on a phone.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    open var allowsSelection = true
    /// Height of every section header unless the delegate gives one; the default,
    /// `automaticDimension`, sizes each header from its view or title.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRowLayout() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRowLayout() } }
    /// Kept for UIKit code; every header is measured on reload, so it is not needed.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Extra space above each section header (plain style), as iOS 15's property; 0 here.
    open var sectionHeaderTopPadding: CGFloat = 0 { didSet { invalidateRowLayout() } }
    /// A view above the first row, as in UIKit: its frame's height is kept, its
    /// width follows the table's; the rows start below it.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the last row, as in UIKit (an empty `UIView()` ends the list
    /// where its rows end).
    open var tableFooterView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }

    // MARK: State shared by the extensions

    weak var tableDelegate: UITableViewDelegate?
    let rowLayout = TableRowLayout()
    var needsReload = true
    /// Visible cells by global row index.
    var visibleCellsByRow: [Int: UITableViewCell] = [:]
    var reuseQueues: [String: [UITableViewCell]] = [:]
    var registeredCells: [String: UITableViewCell.Type] = [:]
    /// Cells this table ever made from a registered class (tests read it).
    var createdCellCount = 0
    var selectedRow: IndexPath?
    var press: TablePress?
    /// Set to false by the delegate's default `heightForRowAt` when probed.
    var delegateHeightProbe = true
    /// Section header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Set to false by the data source's default `commit` (it has none of its own).
    var commitProbeHit = true
    /// Set to false by the data source's default `moveRowAt` when probed.
    var moveProbeHit = true
    /// Whether the data source's `moveRowAt` is its own (probed with a no-op move).
    var dataSourceMoves: Bool?
    /// The row whose swipe actions are open or being dragged open.
    var swipe: RowSwipe?
    /// Editing mode (see `UITableView+Editing`).
    var editingStorage = false
    /// A row being dragged by its reorder handle.
    var reorder: RowReorder?
    /// The width the section headers and footers were measured at (their text wraps to it).
    var sectionsMeasuredWidth: CGFloat = -1
    /// Nesting of `performBatchUpdates` / `beginUpdates`.
    var batchDepth = 0
    /// The animated row update being collected (see `UITableView+RowAnimations`).
    var pendingRowAnimation: RowUpdateAnimation?
    /// Cells of deleted rows still animating out (kept out of the reuse queue).
    var leavingCells: [UITableViewCell] = []
    /// Whether rows can be selected while editing (default false, as in UIKit).
    open var allowsSelectionDuringEditing = false

    /// A list of list items (its cells).
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(role: .list) }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTableView()
    }

    /// A plain table, as `init(frame: .zero, style: .plain)` makes (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTableView()
    }

    private func setUpTableView() {
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        setUpSwipeRecognizer()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Data

    /// Forgets every row and asks the data source again before the next frame;
    /// the selection is cleared, as in UIKit.
    open func reloadData() {
        needsReload = true
        selectedRow = nil
        cancelRowPress()
        setNeedsLayout()
    }

    /// Asks the data source for these rows' cells again (and the delegate for
    /// their heights). The animation is ignored.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadIfNeeded()
        let rows = indexPaths.compactMap { rowLayout.globalIndex(of: $0) }
        guard let first = rows.min() else { return }
        rowLayout.invalidateHeights(from: first)
        for row in rows {
            if let cell = visibleCellsByRow.removeValue(forKey: row) { enqueue(cell, row: row) }
        }
        setNeedsLayout()
    }

    public var numberOfSections: Int {
        reloadIfNeeded()
        return rowLayout.sectionRowCounts.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return rowLayout.sectionRowCounts.indices.contains(section) ? rowLayout.sectionRowCounts[section] : 0
    }

    /// Reads the data source's counts and decides how rows are measured.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (row, cell) in visibleCellsByRow { enqueue(cell, row: row) }
        visibleCellsByRow.removeAll()
        removeAllSectionViews()
        closeSwipe(animated: false)
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts = (0..<sections).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        }
        rowLayout.reset(sectionRowCounts: counts, heights: .fixed(rowHeight))
        rowLayout.reset(sectionRowCounts: counts, heights: rowHeights())
        measureSections()
    }

    func invalidateRowLayout() {
        needsReload = true
        setNeedsLayout()
    }

    /// Fixed unless the delegate has its own `heightForRowAt` (found by calling
    /// it once: the protocol's default implementation reports itself).
    private func rowHeights() -> TableRowLayout.Heights {
        guard let delegate = tableDelegate, rowLayout.rowCount > 0 else { return .fixed(rowHeight) }
        delegateHeightProbe = true
        _ = delegate.tableView(self, heightForRowAt: rowLayout.indexPath(ofRow: 0))
        guard delegateHeightProbe else { return .fixed(rowHeight) }
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : rowHeight
        return .variable(estimate: estimate) { [unowned self] row in
            guard let delegate = self.tableDelegate else { return self.rowHeight }
            let height = delegate.tableView(self, heightForRowAt: self.rowLayout.indexPath(ofRow: row))
            return height == UITableView.automaticDimension ? self.rowHeight : height
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        reloadIfNeeded()
        if bounds.width != sectionsMeasuredWidth { measureSections() }
        // Measuring rows can change the content height, and the height the offset.
        for _ in 0..<4 {
            tileCells()
            tileSectionViews()
            let size = CGSize(width: bounds.width, height: contentHeight)
            if size == contentSize { break }
            contentSize = size
        }
        layoutHeaderAndFooter()
        super.layoutSubviews()
    }

    // MARK: Touches (see UITableView+Selection)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if swipePressBegan(at: point) || editingPressBegan(at: point) { return }
        rowPressBegan(touch)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if reorder != nil { return reorderMoved(to: touch.location(in: self)) }
        rowPressMoved(touch)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if reorder != nil { return reorderEnded() }
        swipePressEnded(at: touch.location(in: self))
        rowPressReleased(touch)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        reorderCancelled()
        swipe?.pressedAction = nil
        cancelRowPress()
    }

    /// The scroll pan yields to a sideways row swipe and to a reorder drag; a
    /// scroll closes open swipe actions.
    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let swipeRecognizer, recognizer === swipeRecognizer {
            let (start, translation) = recognizerStart(swipeRecognizer)
            return swipeWouldBegin(from: start, translation: translation)
        }
        if recognizer === panGestureRecognizer {
            if reorder != nil { return false }
            let (start, translation) = recognizerStart(panGestureRecognizer)
            if swipeWouldBegin(from: start, translation: translation) { return false }
            if swipe != nil { closeSwipe(animated: true) }
        }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    // MARK: Geometry

    /// The row under `point` (table coordinates, i.e. content coordinates), or nil
    /// (also on a section header or footer).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        let columns = rowColumn
        guard point.x >= columns.minX, point.x < columns.maxX,
              let row = rowLayout.row(atY: point.y - headerHeight) else { return nil }
        return rowLayout.indexPath(ofRow: row)
    }

    /// The row's frame in table (content) coordinates; `.zero` for an invalid index
    /// path. Inset-grouped rows are 20 points in from each side, as on an iPhone.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard let row = rowLayout.globalIndex(of: indexPath) else { return .zero }
        return frameOfRow(row)
    }

    /// A row's frame by global index.
    func frameOfRow(_ row: Int) -> CGRect {
        let columns = rowColumn
        return CGRect(x: columns.minX, y: headerHeight + rowLayout.top(ofRow: row), width: columns.width,
                      height: rowLayout.height(ofRow: row))
    }

    /// The horizontal span of the rows: the full width, or inset for `.insetGrouped`.
    var rowColumn: (minX: CGFloat, maxX: CGFloat, width: CGFloat) {
        let margin = style == .insetGrouped ? TableSectionMetrics.insetGroupedMargin : 0
        let width = max(0, bounds.width - 2 * margin)
        return (margin, margin + width, width)
    }

    /// Scrolls so the row shows at `position` (`.none`: just enough to show it).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rect != .zero || rowLayout.globalIndex(of: indexPath) != nil else { return }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY < y + inset.top { y = rect.minY - inset.top }
            else if rect.maxY > y + inset.top + visibleHeight { y = rect.maxY - inset.top - visibleHeight }
        }
        contentSize = CGSize(width: bounds.width, height: contentHeight)
        setContentOffset(clampedToRange(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }
}
