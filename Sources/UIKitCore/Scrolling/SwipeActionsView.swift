import Foundation

extension Array {
    subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// The coloured buttons behind a swiped row: the first action nearest the edge;
/// they share the revealed width in proportion to their natural widths, and on
/// a full swipe the first one takes it all.
final class SwipeActionsView: UIView {
    let actions: [UIContextualAction]
    let edge: RowSwipe.Edge
    private(set) var buttonViews: [UIView] = []
    private var labels: [UILabel] = []
    var expandsFirst = false { didSet { if expandsFirst != oldValue { setNeedsLayout() } } }

    /// UIKit's buttons: 15 points of padding each side of the 15-point title, at least 74 wide.
    static let minimumButtonWidth: CGFloat = 74
    static let buttonPadding: CGFloat = 15

    init(actions: [UIContextualAction], edge: RowSwipe.Edge) {
        self.actions = actions
        self.edge = edge
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            button.accessibilityIdentifier = "swipe-action-" + (action.title ?? "")
            button.accessibilityLabel = action.title
            button.accessibilityTraits = .button
            button.isAccessibilityElement = true
            let label = UILabel()
            label.text = action.title
            label.font = .systemFont(ofSize: 15)
            label.textColor = .white
            label.textAlignment = .center
            button.addSubview(label)
            addSubview(button)
            buttonViews.append(button)
            labels.append(label)
        }
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    var naturalWidths: [CGFloat] {
        labels.map { max(Self.minimumButtonWidth, $0.intrinsicContentSize.width.rounded(.up) + 2 * Self.buttonPadding) }
    }

    var naturalWidth: CGFloat { naturalWidths.reduce(0, +) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let natural = naturalWidths
        let total = max(1, natural.reduce(0, +))
        let widths = expandsFirst ? natural.indices.map { $0 == 0 ? bounds.width : 0 }
                                  : natural.map { $0 * bounds.width / total }
        // Trailing: the first action is rightmost; leading: leftmost.
        var x: CGFloat = edge == .trailing ? bounds.width : 0
        for (index, button) in buttonViews.enumerated() {
            let width = widths[index]
            if edge == .trailing { x -= width }
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if edge == .leading { x += width }
            let labelWidth = natural[index]
            // The title stays by the row's edge, as in UIKit.
            let labelX = edge == .trailing ? 0 : width - labelWidth
            labels[index].frame = CGRect(x: max(0, labelX), y: 0, width: min(labelWidth, max(width, labelWidth)), height: bounds.height)
        }
    }

    func actionIndex(at point: CGPoint) -> Int? {
        buttonViews.firstIndex { $0.frame.width > 0 && $0.frame.contains(point) }
    }
}
