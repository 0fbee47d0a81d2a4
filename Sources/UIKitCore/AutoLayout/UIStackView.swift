import Foundation

/// A row or column of views laid out with constraints, as in UIKit: the stack
/// view makes the constraints itself (in `updateConstraints`, named as UIKit
/// names them: `UISV-spacing`, `UISV-alignment`…), so its arranged subviews
/// size by their intrinsic sizes, hugging and compression resistance.
///
/// Hidden arranged subviews leave the arrangement; hiding one inside an
/// animation block and calling `layoutIfNeeded()` animates the others into
/// place. Differences: a hidden view disappears at once (UIKit shrinks it while
/// it fades) and keeps its last frame; baseline alignments in a vertical stack
/// behave as `.fill`. The background colour is drawn (as since iOS 14).
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `customSpacing(after:)` when none was set: the stack's `spacing` applies.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing that means the system spacing (8 points here).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The space between arranged views (the least space for the equal distributions).
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// Whether vertical spacing is measured between baselines.
    open var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } } }
    /// Whether the arrangement sits inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } } }

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides of the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var arrangementGuides: [UILayoutGuide] = []
    var needsArrangement = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// There are no nib archives on Linux: a stack view made from a coder is empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Appends `view` to the arrangement (and to the subviews if needed).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`; as in UIKit, the
    /// subviews' order is not changed for a view that already is a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: existing) }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layoutStorage.arrangingStackView = self
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        if view.autoLayout?.arrangingStackView === self { view.autoLayout?.arrangingStackView = nil }
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// Spacing after one arranged view instead of `spacing` (iOS 11).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The custom spacing after a view, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The space that follows `view` in the arrangement.
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    // MARK: Updating

    func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    func arrangedSubviewContentSizeDidChange() {
        if distribution == .fillProportionally { arrangementDidChange() }
    }

    /// Rebuilds the arrangement's constraints when something changed, as UIKit does here.
    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            rebuildArrangement()
        }
        super.updateConstraints()
    }

    open override var forFirstBaselineLayout: UIView {
        (axis == .vertical ? visibleArrangedSubviews.first : visibleArrangedSubviews.first)?.forFirstBaselineLayout ?? self
    }

    open override var forLastBaselineLayout: UIView {
        (axis == .vertical ? visibleArrangedSubviews.last : visibleArrangedSubviews.first)?.forLastBaselineLayout ?? self
    }

    var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    open override class var requiresConstraintBasedLayout: Bool { true }
}
