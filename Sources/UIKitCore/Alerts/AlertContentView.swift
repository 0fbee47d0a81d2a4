import Foundation

/// The alert's view: rounded cards holding the header (title and message) and
/// the action rows, laid out for `.actionSheet` or `.alert`.
///
/// Action sheet (iOS metrics): cards of 13-point radius, rows 57 points with
/// 20-point titles, grey 13-point header, the cancel action in its own white
/// (dark: #2C2C2E) card 8 points below. The main card is UIKit's
/// `.systemMaterial`: what is behind it, blurred and tinted. Alert: one
/// 270-point material card of 14-point radius,
/// 17-point semibold title, 13-point message, 44-point rows, two actions side
/// by side (cancel on the left), more stacked with cancel last.
final class AlertContentView: UIView {
    static let sheetCornerRadius: CGFloat = 13
    static let alertCornerRadius: CGFloat = 14
    static let sheetRowHeight: CGFloat = 57
    static let alertRowHeight: CGFloat = 44
    static let groupSpacing: CGFloat = 8
    /// The main card's material, as UIKit's alerts and action sheets have.
    static let material = UIBlurEffect.Style.systemMaterial
    static let cancelGroupColor = UIColor.dynamic(light: .white, dark: UIColor(rgb: 0x2C2C2E))
    static let headerColor = UIColor.dynamic(light: UIColor(rgb: 0x8A8A8E), dark: UIColor(rgb: 0x8D8D93))
    /// The box the alert's text fields sit in: white (dark: #1C1C1E), 7-point corners,
    /// a hairline border; each field 30 points high with 7-point side insets.
    static let textFieldBoxColor = UIColor.dynamic(light: .white, dark: UIColor(rgb: 0x1C1C1E))
    static let textFieldHeight: CGFloat = 30
    static let textFieldBoxCornerRadius: CGFloat = 7
    static let textFieldInset: CGFloat = 7
    static let textFieldSpacing: CGFloat = 16

    unowned let alert: UIAlertController
    private(set) var groups: [UIView] = []
    private(set) var rows: [AlertActionRow] = []
    private var separators: [UIView] = []
    private var hairlines: [NSLayoutConstraint] = []
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The box holding the alert's text fields (nil without text fields).
    private(set) var textFieldBox: UIView?
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

    /// Rebuilds the cards and rows from the alert's actions, laid out with Auto
    /// Layout: each card's header labels and rows chained top to bottom by
    /// constraints, hairline separators pinned over the rows, the cards stacked.
    func reload() {
        for view in subviews { view.removeFromSuperview() }
        groups = []; rows = []; separators = []; hairlines = []; textFieldBox = nil
        let sheet = isSheet
        titleLabel.text = alert.title
        messageLabel.text = alert.message
        titleLabel.font = sheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? Self.headerColor : .label
        messageLabel.textColor = sheet ? Self.headerColor : .label

        let main = makeGroup(material: Self.material)
        let labels = [titleLabel, messageLabel].filter { !($0.text ?? "").isEmpty }
        for label in labels { main.addSubview(label) }
        for action in alert.displayedActions {
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
        if main.subviews.allSatisfy({ $0 is UIVisualEffectView }) { main.removeFromSuperview(); groups.removeAll { $0 === main } }
        // The material behind a card follows it by its autoresizing mask; the rest is constrained.
        for view in subviews.flatMap(\.subviews) + groups where !(view is UIVisualEffectView) {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        var constraints: [NSLayoutConstraint] = []
        if main.superview != nil { constraints += placeMainCard(main, labels: labels) }
        if sheet, let cancelRow = rows.first(where: { $0.action.style == .cancel }), let group = cancelRow.superview {
            constraints += pin(cancelRow, to: group) + [cancelRow.heightAnchor.constraint(equalToConstant: Self.sheetRowHeight)]
        }
        // The cards one below the other, 8 points apart, as wide as the view.
        var above: NSLayoutYAxisAnchor?
        for group in groups {
            constraints += [group.topAnchor.constraint(equalTo: above ?? topAnchor, constant: above == nil ? 0 : Self.groupSpacing),
                            group.leadingAnchor.constraint(equalTo: leadingAnchor),
                            group.trailingAnchor.constraint(equalTo: trailingAnchor)]
            above = group.bottomAnchor
        }
        if let above {
            // The content's height, weakly: a view given less room (a short window) does not conflict.
            let bottom = bottomAnchor.constraint(equalTo: above)
            bottom.priority = UILayoutPriority(999)
            constraints.append(bottom)
        }
        NSLayoutConstraint.activate(constraints)
        highlightIndex = nil
        setNeedsLayout()
    }

    /// The main card: the header (title and message, 16 in from the sides, with
    /// the style's padding), then the rows (two side by side for an alert with two
    /// actions, cancel on the left), separated by hairlines.
    private func placeMainCard(_ main: UIView, labels: [UILabel]) -> [NSLayoutConstraint] {
        let padding: CGFloat = isSheet ? 14 : 19
        let rowHeight = isSheet ? Self.sheetRowHeight : Self.alertRowHeight
        var constraints: [NSLayoutConstraint] = []
        var above: (anchor: NSLayoutYAxisAnchor, gap: CGFloat) = (main.topAnchor, padding)
        for label in labels {
            constraints += [label.topAnchor.constraint(equalTo: above.anchor, constant: above.gap),
                            label.leadingAnchor.constraint(equalTo: main.leadingAnchor, constant: 16),
                            label.trailingAnchor.constraint(equalTo: main.trailingAnchor, constant: -16)]
            above = (label.bottomAnchor, isSheet ? 2 : 3)
        }
        var rowsTop: (anchor: NSLayoutYAxisAnchor, gap: CGFloat) = labels.isEmpty ? (main.topAnchor, 0) : (above.anchor, padding)
        if let fields = alert.textFields, !isSheet {
            let box = makeTextFieldBox(fields, in: main)
            constraints += [box.topAnchor.constraint(equalTo: above.anchor, constant: labels.isEmpty ? padding : Self.textFieldSpacing),
                            box.leadingAnchor.constraint(equalTo: main.leadingAnchor, constant: 16),
                            box.trailingAnchor.constraint(equalTo: main.trailingAnchor, constant: -16),
                            box.heightAnchor.constraint(equalToConstant: Self.textFieldHeight * CGFloat(fields.count))]
            rowsTop = (box.bottomAnchor, Self.textFieldSpacing)
        }
        let mainRows = isSheet ? rows.filter { $0.action.style != .cancel } : rows
        if isSideBySide {
            let ordered = mainRows.sorted { ($0.action.style == .cancel ? 0 : 1) < ($1.action.style == .cancel ? 0 : 1) }
            for row in ordered {
                constraints += [row.topAnchor.constraint(equalTo: rowsTop.anchor, constant: rowsTop.gap),
                                row.heightAnchor.constraint(equalToConstant: rowHeight)]
            }
            constraints += [ordered[0].leadingAnchor.constraint(equalTo: main.leadingAnchor),
                            ordered[1].leadingAnchor.constraint(equalTo: ordered[0].trailingAnchor),
                            ordered[1].trailingAnchor.constraint(equalTo: main.trailingAnchor),
                            ordered[1].widthAnchor.constraint(equalTo: ordered[0].widthAnchor)]
            if !labels.isEmpty { constraints += separator(in: main, along: ordered[0], vertical: false) }
            constraints += separator(in: main, along: ordered[1], vertical: true)
            rowsTop = (ordered[0].bottomAnchor, 0)
        } else {
            for (index, row) in mainRows.enumerated() {
                constraints += [row.topAnchor.constraint(equalTo: rowsTop.anchor, constant: rowsTop.gap),
                                row.leadingAnchor.constraint(equalTo: main.leadingAnchor),
                                row.trailingAnchor.constraint(equalTo: main.trailingAnchor),
                                row.heightAnchor.constraint(equalToConstant: rowHeight)]
                if !labels.isEmpty || index > 0 { constraints += separator(in: main, along: row, vertical: false) }
                rowsTop = (row.bottomAnchor, 0)
            }
        }
        constraints.append(main.bottomAnchor.constraint(equalTo: rowsTop.anchor, constant: rowsTop.gap))
        return constraints
    }

    /// The rounded box of text fields, stacked with hairlines between them (laid out by
    /// its autoresizing fields: the box itself is constrained).
    private func makeTextFieldBox(_ fields: [UITextField], in main: UIView) -> UIView {
        let box = AlertTextFieldBox(fields: fields)
        box.backgroundColor = Self.textFieldBoxColor
        box.layer.cornerRadius = Self.textFieldBoxCornerRadius
        box.layer.borderWidth = hairline
        box.layer.borderColor = UIColor.separator.cgColor
        box.clipsToBounds = true
        box.translatesAutoresizingMaskIntoConstraints = false
        main.addSubview(box)
        textFieldBox = box
        return box
    }

    private func pin(_ view: UIView, to container: UIView) -> [NSLayoutConstraint] {
        [view.topAnchor.constraint(equalTo: container.topAnchor), view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
         view.trailingAnchor.constraint(equalTo: container.trailingAnchor), view.bottomAnchor.constraint(equalTo: container.bottomAnchor)]
    }

    /// A rounded card, filled with `color` or showing `material` behind its content.
    @discardableResult
    private func makeGroup(color: UIColor? = nil, material: UIBlurEffect.Style? = nil) -> UIView {
        let group = UIView()
        group.backgroundColor = color
        group.layer.cornerRadius = isSheet ? Self.sheetCornerRadius : Self.alertCornerRadius
        group.clipsToBounds = true
        if let material {
            let backdrop = UIVisualEffectView(effect: UIBlurEffect(style: material))
            backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            backdrop.isUserInteractionEnabled = false
            group.addSubview(backdrop)
        }
        addSubview(group)
        groups.append(group)
        return group
    }

    /// A hairline over the top edge of `view` across the card (or down its leading
    /// edge), added after the rows so it is drawn above them.
    private func separator(in group: UIView, along view: UIView, vertical: Bool) -> [NSLayoutConstraint] {
        let line = UIView()
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        line.translatesAutoresizingMaskIntoConstraints = false
        group.addSubview(line)
        separators.append(line)
        let thickness = (vertical ? line.widthAnchor : line.heightAnchor).constraint(equalToConstant: hairline)
        hairlines.append(thickness)
        return [line.topAnchor.constraint(equalTo: view.topAnchor),
                line.leadingAnchor.constraint(equalTo: vertical ? view.leadingAnchor : group.leadingAnchor),
                vertical ? line.heightAnchor.constraint(equalTo: view.heightAnchor) : line.trailingAnchor.constraint(equalTo: group.trailingAnchor),
                thickness]
    }

    private var hairline: CGFloat { 1 / max(1, window?.screen.scale ?? 1) }

    /// Whether an alert shows its two actions side by side.
    private var isSideBySide: Bool { !isSheet && rows.count == 2 }

    /// The height the cards take at `width` (Auto Layout's fitting size).
    func preferredHeight(forWidth width: CGFloat) -> CGFloat {
        for constraint in hairlines { constraint.constant = hairline }
        return systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                       verticalFittingPriority: .fittingSizeLevel).height
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        for constraint in hairlines { constraint.constant = hairline }
        textFieldBox?.layer.borderWidth = hairline
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
