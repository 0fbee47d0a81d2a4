import Foundation

/// A section's header or footer, as in UIKit: a `contentView` for your
/// subviews and a `textLabel` that shows the data source's title, styled by the
/// table (plain: 17-point semibold on a light grey bar; grouped and
/// inset-grouped: a 13-point uppercase grey caption above the section, a
/// 13-point grey note below it). Reused through
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and
/// `dequeueReusableHeaderFooterView(withIdentifier:)`.
///
/// Differences from UIKit: `init(reuseIdentifier:)` is `required` (so the table
/// can make registered subclasses from their metatype); no content configurations.
/// Accessibility: a header with text is one heading element named by its text.
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    /// Put custom subviews here.
    public let contentView = UIView()
    /// Made on first use, as in UIKit; the table sets its text to the section title.
    public var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel()
        label.numberOfLines = 0
        contentView.addSubview(label)
        storedTextLabel = label
        applyAppearance()
        return label
    }
    public var detailTextLabel: UILabel? { nil }
    /// Drawn behind the content (UIKit's background view); nil: the style's.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = backgroundView { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }

    private var storedTextLabel: UILabel?
    /// Set by the table when it shows the view: where it is and in which style.
    var placement = Placement(style: .plain, isFooter: false) { didSet { if placement != oldValue { applyAppearance() } } }

    struct Placement: Equatable {
        var style: UITableView.Style
        var isFooter: Bool
    }

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
        applyAppearance()
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view without a reuse identifier (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
        applyAppearance()
    }

    /// Override to clear your content; call super.
    open func prepareForReuse() {}

    /// The plain style's header background (UIKit's section header bar without the blur).
    static let plainBackground = UIColor.dynamic(light: UIColor(rgb: 0xF7F7F7), dark: UIColor(rgb: 0x1C1C1E))

    private func applyAppearance() {
        let grouped = placement.style != .plain
        if let label = storedTextLabel {
            if grouped || placement.isFooter {
                label.font = .systemFont(ofSize: 13)
                label.textColor = .secondaryLabel
            } else {
                label.font = .systemFont(ofSize: 17, weight: .semibold)
                label.textColor = .label
            }
        }
        backgroundColor = !grouped && !placement.isFooter ? Self.plainBackground : nil
        setNeedsLayout()
    }

    /// The text's left edge and the space kept around it.
    var textInsets: UIEdgeInsets {
        let side = TableSectionMetrics.textInset(placement.style)
        switch (placement.style, placement.isFooter) {
        case (.plain, _): return UIEdgeInsets(top: 4, left: side, bottom: 4, right: side)
        case (_, false): return UIEdgeInsets(top: 0, left: side, bottom: TableSectionMetrics.headerTextBottom, right: side)
        case (_, true): return UIEdgeInsets(top: TableSectionMetrics.footerTextTop, left: side, bottom: 0, right: side)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        guard let label = storedTextLabel else { return }
        let insets = textInsets
        let width = max(0, bounds.width - insets.left - insets.right)
        let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
        let y: CGFloat
        switch (placement.style, placement.isFooter) {
        case (.plain, _): y = ((bounds.height - height) / 2).rounded()
        case (_, false): y = bounds.height - insets.bottom - height
        case (_, true): y = insets.top
        }
        label.frame = CGRect(x: insets.left, y: y, width: width, height: height)
    }

    /// A header with text is a heading; a footer with text is static text.
    override var accessibilityDefaults: AccessibilityDefaults {
        guard let text = storedTextLabel?.text, !text.isEmpty else { return AccessibilityDefaults() }
        return AccessibilityDefaults(isElement: true, label: text, traits: placement.isFooter ? .staticText : .header)
    }
}

/// The section metrics we draw with (measured from iOS 17 screenshots, rounded).
enum TableSectionMetrics {
    /// Space above a grouped section without a title (and above a title).
    static let groupedSpacing: CGFloat = 35
    /// Space above a titled grouped header's text (the text's own height adds to it).
    static let groupedTitledTop: CGFloat = 22
    static let headerTextBottom: CGFloat = 7
    static let footerTextTop: CGFloat = 7
    static let footerTextBottom: CGFloat = 6
    /// Plain style: the title bar's height for one line.
    static let plainHeader: CGFloat = 28
    /// Inset-grouped sections sit this far from the table's sides.
    static let insetGroupedMargin: CGFloat = 20
    static let insetGroupedCornerRadius: CGFloat = 10

    static func textInset(_ style: UITableView.Style) -> CGFloat {
        style == .insetGrouped ? insetGroupedMargin + 16 : 16
    }
}
