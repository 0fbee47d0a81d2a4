import Foundation

/// The alert's view: rounded cards holding the header (title and message) and
/// the action rows, laid out for `.actionSheet` or `.alert`.
///
/// Action sheet (iOS metrics): cards of 13-point radius, #F2F2F7, rows 57 points
/// with 20-point titles, grey 13-point header, the cancel action in its own
/// white card 8 points below. Alert: one 270-point card of 14-point radius,
/// 17-point semibold title, 13-point message, 44-point rows, two actions side
/// by side (cancel on the left), more stacked with cancel last.
final class AlertContentView: UIView {
    static let sheetCornerRadius: CGFloat = 13
    static let alertCornerRadius: CGFloat = 14
    static let sheetRowHeight: CGFloat = 57
    static let alertRowHeight: CGFloat = 44
    static let groupSpacing: CGFloat = 8
    static let groupColor = UIColor.dynamic(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x252527))
    static let cancelGroupColor = UIColor.dynamic(light: .white, dark: UIColor(rgb: 0x2C2C2E))
    static let headerColor = UIColor.dynamic(light: UIColor(rgb: 0x8A8A8E), dark: UIColor(rgb: 0x8D8D93))

    unowned let alert: UIAlertController
    private(set) var groups: [UIView] = []
    private(set) var rows: [AlertActionRow] = []
    private var separators: [UIView] = []
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var highlightIndex: Int?

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: .zero)
        isOpaque = false
        accessibilityIdentifier = "alert"
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.lineBreakMode = .byWordWrapping
        }
        titleLabel.accessibilityIdentifier = "alert-title"
        messageLabel.accessibilityIdentifier = "alert-message"
        reload()
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    var isSheet: Bool { alert.preferredStyle == .actionSheet }
    var hasHeader: Bool { !(alert.title ?? "").isEmpty || !(alert.message ?? "").isEmpty }

    /// Rebuilds the cards and rows from the alert's actions.
    func reload() {
        for view in subviews { view.removeFromSuperview() }
        groups = []; rows = []; separators = []
        let sheet = isSheet
        titleLabel.text = alert.title
        messageLabel.text = alert.message
        titleLabel.font = sheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? Self.headerColor : .label
        messageLabel.textColor = sheet ? Self.headerColor : .label

        let main = makeGroup(color: Self.groupColor)
        if !(alert.title ?? "").isEmpty { main.addSubview(titleLabel) }
        if !(alert.message ?? "").isEmpty { main.addSubview(messageLabel) }
        let actions = alert.displayedActions
        for action in actions {
            let isCancel = action.style == .cancel
            let bold = isCancel || action === alert.preferredAction
            let row = AlertActionRow(action: action, fontSize: sheet ? 20 : 17, bold: bold)
            row.addAction(UIAction { [weak self] _ in self?.alert.choose(action) }, for: .touchUpInside)
            row.onHover = { [weak self] row, hovered in self?.rowHovered(row, hovered) }
            rows.append(row)
            if sheet && isCancel {
                makeGroup(color: Self.cancelGroupColor).addSubview(row)
            } else {
                main.addSubview(row)
            }
        }
        if main.subviews.isEmpty { main.removeFromSuperview(); groups.removeAll { $0 === main } }
        highlightIndex = nil
        setNeedsLayout()
    }

    @discardableResult
    private func makeGroup(color: UIColor) -> UIView {
        let group = UIView()
        group.backgroundColor = color
        group.layer.cornerRadius = isSheet ? Self.sheetCornerRadius : Self.alertCornerRadius
        group.clipsToBounds = true
        addSubview(group)
        groups.append(group)
        return group
    }

    private func addSeparator(in group: UIView, frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        group.addSubview(line)
        separators.append(line)
    }

    private var hairline: CGFloat { 1 / max(1, window?.screen.scale ?? 1) }

    /// The header's height for `width` (0 without title and message).
    private func headerHeight(width: CGFloat, layout: Bool) -> CGFloat {
        guard hasHeader else { return 0 }
        let sheet = isSheet
        let inset: CGFloat = 16
        let top: CGFloat = sheet ? 14 : 19
        var y = top
        let textWidth = width - 2 * inset
        if titleLabel.superview != nil {
            let size = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
            if layout { titleLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: size.height) }
            y += size.height
        }
        if messageLabel.superview != nil {
            if titleLabel.superview != nil { y += sheet ? 2 : 3 }
            let size = messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
            if layout { messageLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: size.height) }
            y += size.height
        }
        return (y + top).rounded(.up)
    }

    /// Whether an alert shows its two actions side by side.
    private var isSideBySide: Bool { !isSheet && rows.count == 2 }

    func preferredHeight(forWidth width: CGFloat) -> CGFloat { arrange(width: width, layout: false) }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = arrange(width: bounds.width, layout: true)
    }

    /// Lays out (or only measures) the cards; returns the total height.
    private func arrange(width: CGFloat, layout: Bool) -> CGFloat {
        if layout { for line in separators { line.removeFromSuperview() }; separators = [] }
        let rowHeight = isSheet ? Self.sheetRowHeight : Self.alertRowHeight
        var y: CGFloat = 0
        var groupIndex = 0
        // The main card: header, then the non-cancel rows (all rows for alerts).
        let mainRows = isSheet ? rows.filter { $0.action.style != .cancel } : rows
        if let main = groups.first, hasHeader || !mainRows.isEmpty {
            var inner = headerHeight(width: width, layout: layout)
            if isSideBySide {
                let ordered = mainRows.sorted { ($0.action.style == .cancel ? 0 : 1) < ($1.action.style == .cancel ? 0 : 1) }
                if layout {
                    if inner > 0 { addSeparator(in: main, frame: CGRect(x: 0, y: inner, width: width, height: hairline)) }
                    let half = (width / 2).rounded()
                    ordered[0].frame = CGRect(x: 0, y: inner, width: half, height: rowHeight)
                    ordered[1].frame = CGRect(x: half, y: inner, width: width - half, height: rowHeight)
                    addSeparator(in: main, frame: CGRect(x: half, y: inner, width: hairline, height: rowHeight))
                }
                inner += rowHeight
            } else {
                for row in mainRows {
                    if layout {
                        if inner > 0 { addSeparator(in: main, frame: CGRect(x: 0, y: inner, width: width, height: hairline)) }
                        row.frame = CGRect(x: 0, y: inner, width: width, height: rowHeight)
                    }
                    inner += rowHeight
                }
            }
            if layout { main.frame = CGRect(x: 0, y: y, width: width, height: inner) }
            y += inner
            groupIndex = 1
        }
        // Action sheets: the cancel card, apart.
        if isSheet, let cancelRow = rows.first(where: { $0.action.style == .cancel }), groupIndex < groups.count {
            if y > 0 { y += Self.groupSpacing }
            if layout {
                groups[groupIndex].frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                cancelRow.frame = CGRect(x: 0, y: 0, width: width, height: rowHeight)
            }
            y += rowHeight
        }
        return y
    }

    // MARK: Highlight (keyboard and hover)

    /// The rows in display order (our helper for tests and traces).
    var actionRows: [AlertActionRow] { rows }

    var highlightedAction: UIAlertAction? { highlightIndex.map { rows[$0].action } }

    /// Moves the highlight to the next (or previous) enabled row, wrapping.
    func moveHighlight(by step: Int) {
        let enabled = rows.indices.filter { rows[$0].action.isEnabled }
        guard !enabled.isEmpty else { return }
        let next: Int
        if let current = highlightIndex, let position = enabled.firstIndex(of: current) {
            next = enabled[(position + step + enabled.count) % enabled.count]
        } else {
            next = step > 0 ? enabled.first! : enabled.last!
        }
        setHighlight(next)
    }

    func setHighlight(_ index: Int?) {
        highlightIndex = index
        for (i, row) in rows.enumerated() { row.isEmphasized = i == index }
    }

    private func rowHovered(_ row: AlertActionRow, _ hovered: Bool) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        if hovered && row.action.isEnabled { setHighlight(index) } else if !hovered && highlightIndex == index { setHighlight(nil) }
    }
}
