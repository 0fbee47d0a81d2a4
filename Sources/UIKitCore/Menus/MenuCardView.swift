import Foundation

/// The card an open menu shows, as iOS 16 draws it: a rounded (13-point)
/// card of a thick material (what is behind it blurred, then nearly white;
/// near black in dark mode) with a soft shadow, its rows 44 points high
/// separated by hairlines, inline groups set apart by an 8-point grey band.
/// At least 250 points wide, as wide as the widest row needs up to 320
/// (and the window's width less its margins); taller content scrolls.
final class MenuCardView: UIView {
    static let cornerRadius: CGFloat = 13
    static let minimumWidth: CGFloat = 250
    static let maximumWidth: CGFloat = 320
    static let groupSeparatorHeight: CGFloat = 8
    static let material = UIBlurEffect.Style.systemThickMaterial
    static let groupSeparatorColor = UIColor.dynamic(light: UIColor(white: 0, alpha: 0.08), dark: UIColor(white: 0, alpha: 0.3))

    let background = UIVisualEffectView(effect: UIBlurEffect(style: MenuCardView.material))
    let scrollView = MenuScrollView()
    private(set) var rows: [MenuRowView] = []
    private var separators: [(view: UIView, afterRow: Int, thick: Bool)] = []
    private(set) var highlightIndex: Int?
    /// A row was clicked.
    var onChoose: ((MenuRowView) -> Void)?
    /// Actions shown as tiles (`MenuTiles`), with their group's element size.
    var tiledActions: [ObjectIdentifier: UIMenu.ElementSize] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        accessibilityIdentifier = "menu"
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 8)
        for view in [background, scrollView] as [UIView] {
            view.layer.cornerRadius = Self.cornerRadius
            view.clipsToBounds = true
            addSubview(view)
        }
        scrollView.showsVerticalScrollIndicator = true
        scrollView.alwaysBounceVertical = false
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    /// Shows `sections`; the highlight is cleared.
    func show(_ sections: [[MenuItem]]) {
        for view in scrollView.subviews where view is MenuRowView || separators.contains(where: { $0.view === view }) {
            view.removeFromSuperview()
        }
        rows = []
        separators = []
        highlightIndex = nil
        let checkable = sections.joined().contains {
            if case .action(let action, let group) = $0 { return action.state != .off || group != nil }
            return false
        }
        for (index, section) in sections.enumerated() {
            if index > 0 { addSeparator(afterRow: rows.count - 1, thick: true) }
            var previousIsTile = false
            for (position, item) in section.enumerated() {
                let tileSize: UIMenu.ElementSize? = {
                    if case .action(let action, _) = item { return tiledActions[ObjectIdentifier(action)] }
                    return nil
                }()
                // Tiles in a row are split by their own vertical hairlines, not horizontal ones.
                if position > 0 && !(previousIsTile && tileSize != nil) { addSeparator(afterRow: rows.count - 1, thick: false) }
                let row = MenuRowView(item: item)
                row.tileSize = tileSize
                row.drawsLeadingHairline = previousIsTile && tileSize != nil
                previousIsTile = tileSize != nil
                row.indentsTitle = checkable
                row.addAction(UIAction { [weak self, weak row] _ in
                    guard let self, let row else { return }
                    self.onChoose?(row)
                }, for: .touchUpInside)
                row.onHover = { [weak self] row, hovered in self?.rowHovered(row, hovered) }
                scrollView.addSubview(row)
                rows.append(row)
            }
        }
        setNeedsLayout()
    }

    private func addSeparator(afterRow row: Int, thick: Bool) {
        let view = UIView()
        view.backgroundColor = thick ? Self.groupSeparatorColor : .separator
        view.isUserInteractionEnabled = false
        scrollView.addSubview(view)
        separators.append((view, row, thick))
    }

    /// The card's content height (rows and separators; a run of tiles takes one row's height).
    var contentHeight: CGFloat {
        let tiled = tileRuns()
        let tileRowsHeight = tiled.reduce(0) { $0 + rows[$1.lowerBound].preferredHeight }
        let plainHeight = rows.indices.filter { index in !tiled.contains { $0.contains(index) } }.reduce(0) { $0 + rows[$1].preferredHeight }
        return plainHeight + tileRowsHeight + separators.reduce(0) { $0 + ($1.thick ? Self.groupSeparatorHeight : 0) }
    }

    /// Whether the separator after `row` is a group's band.
    func separatorIsThick(afterRow row: Int) -> Bool { separators.contains { $0.afterRow == row && $0.thick } }

    /// The card's width within `limit` (tiles share a row: they ask for no width of their own).
    func preferredWidth(limit: CGFloat) -> CGFloat {
        let needed = rows.filter { $0.tileSize == nil }.map(\.preferredWidth).max() ?? 0
        return min(max(Self.minimumWidth, min(needed, Self.maximumWidth)), limit)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        scrollView.frame = bounds
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        var y: CGFloat = 0
        var next = 0
        let tiled = tileRuns()
        for (index, row) in rows.enumerated() {
            if let run = tiled.first(where: { $0.contains(index) }) {
                // A tile: its share of the run's row; the row's height is added after its last tile.
                let width = bounds.width / CGFloat(run.count)
                let x = (width * CGFloat(index - run.lowerBound)).rounded()
                let right = index == run.upperBound ? bounds.width : (width * CGFloat(index - run.lowerBound + 1)).rounded()
                row.frame = CGRect(x: x, y: y, width: right - x, height: row.preferredHeight)
                if index == run.upperBound { y += row.preferredHeight }
            } else {
                row.frame = CGRect(x: 0, y: y, width: bounds.width, height: row.preferredHeight)
                y += row.preferredHeight
            }
            while next < separators.count, separators[next].afterRow == index {
                let separator = separators[next]
                if separator.thick {
                    separator.view.frame = CGRect(x: 0, y: y, width: bounds.width, height: Self.groupSeparatorHeight)
                    y += Self.groupSeparatorHeight
                } else {
                    // Over the top of the next row, as UIKit's hairlines are.
                    separator.view.frame = CGRect(x: 0, y: y - hairline / 2, width: bounds.width, height: hairline)
                }
                next += 1
            }
        }
        scrollView.contentSize = CGSize(width: bounds.width, height: y)
    }

    // MARK: Highlight (keyboard and hover)

    var highlightedRow: MenuRowView? { highlightIndex.map { rows[$0] } }

    func setHighlight(_ index: Int?) {
        highlightIndex = index
        for (position, row) in rows.enumerated() { row.isEmphasized = position == index }
        if let index { scrollView.scrollRectToVisible(rows[index].frame, animated: false) }
    }

    /// Moves the highlight to the next (or previous) choosable row, wrapping around.
    func moveHighlight(by step: Int) {
        let choosable = rows.indices.filter { rows[$0].isEnabled }
        guard !choosable.isEmpty else { return }
        guard let current = highlightIndex, let position = choosable.firstIndex(of: current) else {
            return setHighlight(step > 0 ? choosable.first : choosable.last)
        }
        setHighlight(choosable[(position + step + choosable.count) % choosable.count])
    }

    private func rowHovered(_ row: MenuRowView, _ hovered: Bool) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        if hovered && row.isEnabled { setHighlight(index) } else if !hovered && highlightIndex == index { setHighlight(nil) }
    }

    // MARK: Accessibility

    /// A menu: a screen reader stays inside it while it is open.
    override var accessibleClassRole: AccessibleRole? { .menu }

    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .menu
        defaults.viewIsModal = true
        return defaults
    }
}

/// The card's scrolling rows: not a scroll pane of its own for screen readers
/// (the rows are the menu's items).
final class MenuScrollView: UIScrollView {
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = nil
        return defaults
    }
}
