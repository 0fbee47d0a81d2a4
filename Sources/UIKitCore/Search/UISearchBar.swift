import Foundation

/// A search field in a bar, as UIKit's `UISearchBar`: a `UISearchTextField`
/// (magnifying glass, placeholder, clear button) 8 points from the bar's
/// edges, a Cancel button after it when `showsCancelButton`, and an optional
/// scope bar (a segmented control) under it.
///
/// The bar is 56 points tall (100 with the scope bar showing), as UIKit's
/// default bar. Typing reaches the delegate as `searchBar(_:textDidChange:)`,
/// Return as `searchBarSearchButtonClicked`, the Cancel button as
/// `searchBarCancelButtonClicked`; setting `text` tells nobody, as in UIKit.
///
/// Differences: no bookmark or results-list button is drawn (their flags are
/// kept), `barStyle` and `isTranslucent` are kept without changing the look,
/// and a bar that is not `.minimal` has no background of its own (iOS 13's
/// default look in a navigation bar).
open class UISearchBar: UIView {
    public enum Style: UInt { case `default`, prominent, minimal }

    static let barHeight: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44
    static let horizontalInset: CGFloat = 8
    static let cancelSpacing: CGFloat = 8

    public weak var delegate: UISearchBarDelegate?

    /// The field the user types in, as in UIKit.
    public let searchTextField = UISearchTextField()
    /// The search controller this bar belongs to (it hears the bar before the delegate).
    weak var searchController: UISearchController?
    private lazy var relay = SearchFieldRelay(searchBar: self)
    private let cancelButton = UIButton(type: .system)
    private var scopeControl: UISegmentedControl?

    /// The field's text; setting it sends no delegate message, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The field's placeholder; nil shows UIKit's "Search".
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? "Search" }
    }

    /// A line of text above the field (kept; not drawn here).
    open var prompt: String?
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    /// The bar's background colour (drawn behind the field when set).
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false
    /// Whether the bar takes input (iOS 16.4); a disabled bar's field cannot be edited.
    open var isEnabled: Bool {
        get { searchTextField.isEnabled }
        set { searchTextField.isEnabled = newValue; cancelButton.isEnabled = newValue; scopeControl?.isEnabled = newValue }
    }

    /// Whether the Cancel button shows after the field, as in UIKit.
    open var showsCancelButton = false {
        didSet { if showsCancelButton != oldValue { cancelButton.isHidden = !showsCancelButton; setNeedsLayout() } }
    }

    /// Shows or hides the Cancel button (the field's width changes with it).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != self.showsCancelButton else { return }
        guard animated, window != nil else {
            self.showsCancelButton = showsCancelButton
            layoutIfNeeded()
            return
        }
        self.showsCancelButton = showsCancelButton
        UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    }

    /// The titles of the scope bar's buttons, as in UIKit (the scope bar shows when `showsScopeBar`).
    open var scopeButtonTitles: [String]? { didSet { rebuildScopeBar() } }
    /// The selected scope button (0 by default), as in UIKit.
    open var selectedScopeButtonIndex = 0 {
        didSet { if scopeControl?.selectedSegmentIndex != selectedScopeButtonIndex { scopeControl?.selectedSegmentIndex = selectedScopeButtonIndex } }
    }
    /// Whether the scope bar shows under the field, as in UIKit.
    open var showsScopeBar = false { didSet { if showsScopeBar != oldValue { rebuildScopeBar() } } }

    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
    }

    private func setUpSearchBar() {
        isOpaque = false
        searchTextField.delegate = relay
        searchTextField.accessibilityIdentifier = "search-field"
        searchTextField.addAction(UIAction { [weak self] _ in self?.fieldTextDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.accessibilityIdentifier = "search-cancel"
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelButtonClicked() }, for: .primaryActionTriggered)
        addSubview(cancelButton)
        if frame.height == 0 { frame.size.height = Self.barHeight }
    }

    // MARK: Events

    private func fieldTextDidChange() {
        let text = searchTextField.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchTextDidChange()
    }

    func fieldDidBeginEditing() {
        searchController?.searchBarDidBeginEditing()
        delegate?.searchBarTextDidBeginEditing(self)
    }

    func fieldDidEndEditing() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    private func cancelButtonClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelButtonClicked()
    }

    private func scopeDidChange(_ index: Int) {
        guard index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchTextDidChange()
    }

    /// Editing the bar is editing its field.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Scope bar

    var showsScopeControl: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private func rebuildScopeBar() {
        scopeControl?.removeFromSuperview()
        scopeControl = nil
        if showsScopeControl, let titles = scopeButtonTitles {
            let control = UISegmentedControl(items: titles)
            control.selectedSegmentIndex = min(max(0, selectedScopeButtonIndex), titles.count - 1)
            control.accessibilityIdentifier = "search-scope"
            control.addAction(UIAction { [weak self, weak control] _ in
                if let index = control?.selectedSegmentIndex { self?.scopeDidChange(index) }
            }, for: .valueChanged)
            addSubview(control)
            scopeControl = control
        }
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        setNeedsLayout()
        // In a navigation bar, the search area (and so the bar's height) follows.
        var ancestor = superview
        while let view = ancestor, !(view is UINavigationBar) { ancestor = view.superview }
        (ancestor as? UINavigationBar)?.searchBarSizeDidChange()
    }

    // MARK: Layout and drawing

    /// The bar's height: 56, plus 44 for a shown scope bar.
    var preferredHeight: CGFloat { Self.barHeight + (showsScopeControl ? Self.scopeBarHeight : 0) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let fieldHeight = UISearchTextField.fieldHeight
        // The field is centred in the bar's row: 56 points alone, the search area's 52 in a navigation bar.
        let rowHeight = max(fieldHeight, bounds.height - (showsScopeControl ? Self.scopeBarHeight : 0))
        var right = bounds.width - Self.horizontalInset
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            right -= size.width
            cancelButton.frame = CGRect(x: right, y: ((rowHeight - size.height) / 2).rounded(),
                                        width: size.width, height: size.height)
            right -= Self.cancelSpacing
        }
        let fieldTop = ((rowHeight - fieldHeight) / 2).rounded()
        searchTextField.frame = CGRect(x: Self.horizontalInset, y: fieldTop,
                                       width: max(0, right - Self.horizontalInset), height: fieldHeight)
        scopeControl?.frame = CGRect(x: Self.horizontalInset, y: rowHeight + 4,
                                     width: max(0, bounds.width - 2 * Self.horizontalInset), height: UISegmentedControl.height)
        mirrorFramesForRightToLeft([searchTextField, cancelButton] + (scopeControl.map { [$0] } ?? []))
    }

    open override func draw(_ rect: CGRect) {
        guard let color = barTintColor, searchBarStyle != .minimal, let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(color.cgColor)
        context.fill(bounds)
    }
}
