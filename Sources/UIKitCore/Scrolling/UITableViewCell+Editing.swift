import Foundation

/// Editing, as in UIKit: while its table edits, a cell shows a red minus (or a
/// green plus) 38 points wide on the left, moving its content right, and a
/// three-line reorder handle on the right when its row can move.
extension UITableViewCell {
    /// Width taken on the left by the editing control, and on the right by the reorder handle.
    static let editingControlWidth: CGFloat = 38
    static let reorderControlWidth: CGFloat = 44

    /// The space the editing controls take: (leading, trailing).
    var editingLayout: (leading: CGFloat, trailing: CGFloat) {
        guard isEditing else { return (0, 0) }
        let leading = editingStyle != .none && shouldIndentWhileEditing ? Self.editingControlWidth : 0
        return (leading, showsReorderControl ? Self.reorderControlWidth : 0)
    }

    func layoutEditingControls(_ layout: (leading: CGFloat, trailing: CGFloat)) {
        let size = bounds.size
        editingControl.style = editingStyle
        editingControl.isHidden = !isEditing || editingStyle == .none
        editingControl.frame = CGRect(x: 0, y: 0, width: Self.editingControlWidth, height: size.height)
        reorderControl.isHidden = !isEditing || !showsReorderControl
        reorderControl.frame = CGRect(x: size.width - Self.reorderControlWidth, y: 0, width: Self.reorderControlWidth, height: size.height)
    }

    /// The table's style: grouped rows on the grouped cell colour, inset-grouped
    /// sections with 10-point corners on their first and last rows.
    func applyTableStyle(_ style: UITableView.Style, isFirstInSection: Bool, isLastInSection: Bool) {
        let placement = CellTablePlacement(style: style, isFirst: isFirstInSection, isLast: isLastInSection)
        guard placement != tablePlacement else { return }
        tablePlacement = placement
        if !hasCustomBackground {
            settingStyleBackground = true
            backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
            settingStyleBackground = false
        }
        var corners: CACornerMask = []
        if style == .insetGrouped {
            if isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        layer.cornerRadius = corners.isEmpty ? 0 : TableSectionMetrics.insetGroupedCornerRadius
        layer.maskedCorners = corners.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
        clipsToBounds = !corners.isEmpty
    }
}

/// Where a cell sits in its table's style.
struct CellTablePlacement: Equatable {
    var style: UITableView.Style?
    var isFirst = false
    var isLast = false
}

/// The red minus (delete) or green plus (insert) circle of an editing row.
final class CellEditingControl: UIView {
    var style: UITableViewCell.EditingStyle = .none { didSet { if style != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        accessibilityIdentifier = "editing-control"
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    /// UIKit's circle: 22 points, 16 from the left edge's inset, white bar 10 × 2.
    static let diameter: CGFloat = 22

    override func draw(_ rect: CGRect) {
        guard style != .none, let context = UIGraphicsGetCurrentContext() else { return }
        let d = Self.diameter
        let circle = CGRect(x: bounds.width - d - 4, y: (bounds.height - d) / 2, width: d, height: d)
        context.setFillColor((style == .delete ? UIColor.systemRed : UIColor.systemGreen).cgColor)
        context.fillEllipse(in: circle)
        context.setFillColor(UIColor.white.cgColor)
        context.fill(CGRect(x: circle.midX - 5, y: circle.midY - 1, width: 10, height: 2))
        if style == .insert { context.fill(CGRect(x: circle.midX - 1, y: circle.midY - 5, width: 2, height: 10)) }
    }
}

/// The reorder handle: three grey lines, 18 points wide, 4.5 apart, as UIKit draws it.
final class CellReorderControl: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        accessibilityIdentifier = "reorder-control"
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemGray.cgColor)
        let x = bounds.width - 16 - 18
        for line in 0..<3 {
            context.fill(CGRect(x: x, y: bounds.midY - 5 + CGFloat(line) * 4.5, width: 18, height: 1.5))
        }
    }
}
