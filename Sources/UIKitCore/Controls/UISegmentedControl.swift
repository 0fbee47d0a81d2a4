import Foundation

/// A horizontal control of discrete segments, each a button, as in UIKit (iOS 13+ look):
/// a 32-point-high capsule of `tertiarySystemFill` with 8-point corners; the selected
/// segment is a white (dark: #636366) card with 7-point corners, inset 2 points, with a
/// soft shadow, that slides to a newly chosen segment over 0.25 s; hairline dividers
/// between unselected neighbours. Titles are 13-point, semibold when selected.
///
/// A click on an enabled segment selects it and sends `.valueChanged` (only when the
/// selection changed; a segment made with a `UIAction` runs it too). `isMomentary`
/// controls show a segment only while it is pressed (`selectedSegmentIndex` is still
/// the tapped segment's, for the actions to read, and every tap sends `.valueChanged`). Setting `selectedSegmentIndex` in
/// code sends nothing. A focused control (Tab) moves the selection with ← and →. For
/// assistive technologies each segment is a button (`.selected` when selected).
///
/// `setTitleTextAttributes(_:for:)` honours the font (`"NSFont"`, a `UIFont`) and the
/// foreground colour (`"NSColor"`, a `UIColor`) for `.normal` and `.selected` (the
/// selected segment's attributes are laid over the normal ones, as in UIKit).
///
/// Differences: no background or divider images, no other title attributes; an
/// out-of-range index is ignored (insertion clamps it to the end, as UIKit does).
open class UISegmentedControl: UIControl {
    /// The selected index when no segment is selected.
    public static let noSegment = -1
    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 8
    static let selectionInset: CGFloat = 2
    static let selectionCornerRadius: CGFloat = 7
    static let dividerHeight: CGFloat = 16
    static let contentPadding: CGFloat = 24
    static let animationDuration: TimeInterval = 0.25
    static let selectionColor = UIColor.dynamic(light: .white, dark: UIColor(rgb: 0x636366))

    private(set) var segmentViews: [SegmentView] = []
    private(set) var dividers: [UIView] = []
    let backgroundView = UIView()
    let selectionView = UIView()
    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// The segment a press started on.
    var pressedSegmentIndex: Int?

    /// Whether segments keep no selected state (the selection shows only while pressed).
    open var isMomentary = false
    /// Whether segment widths follow their content (else all automatic widths are equal).
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateLayout() } }
    /// The selected segment's fill (default white; dark: #636366).
    open var selectedSegmentTintColor: UIColor? { didSet { updateLook() } }

    /// The index of the selected segment, or `noSegment`. Setting it sends no event.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segmentViews.indices.contains(newValue) else { return }
            storedSelectedIndex = newValue
            updateLook()
        }
    }

    open var numberOfSegments: Int { segmentViews.count }

    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// Sets the text attributes of the titles for a state (`.normal`, `.selected`, ...).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentViews.forEach { $0.updateLook() }
        invalidateLayout()
    }

    /// The text attributes of the titles for a state, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The title font and colour for a segment: the state's attributes over `.normal`'s.
    func titleStyle(selected: Bool) -> (font: UIFont?, color: UIColor?) {
        var merged = titleAttributes[UIControl.State.normal.rawValue] ?? [:]
        if selected {
            merged.merge(titleAttributes[UIControl.State.selected.rawValue] ?? [:]) { $1 }
        }
        return (merged[NSAttributedString.Key("NSFont")] as? UIFont, merged[NSAttributedString.Key("NSColor")] as? UIColor)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegmentedControl()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegmentedControl()
    }

    /// A control with a segment per item: `String` titles or `UIImage`s (others are ignored).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control with a segment per action (its title and image); choosing one runs it (iOS 14+).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    private func setUpSegmentedControl() {
        backgroundView.layer.cornerRadius = Self.cornerRadius
        backgroundView.backgroundColor = .tertiarySystemFill
        backgroundView.isUserInteractionEnabled = false
        selectionView.layer.cornerRadius = Self.selectionCornerRadius
        selectionView.layer.shadowColor = .black
        selectionView.layer.shadowOpacity = 0.12
        selectionView.layer.shadowRadius = 4
        selectionView.layer.shadowOffset = CGSize(width: 0, height: 3)
        selectionView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(selectionView)
        updateLook()
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(makeSegment(title: title, image: nil, action: nil), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(makeSegment(title: nil, image: image, action: nil), at: segment)
    }

    /// Inserts a segment showing the action's title and image; choosing it runs the action.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(makeSegment(title: action.title, image: action.image, action: action), at: segment)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segmentViews.indices.contains(segment) else { return }
        segmentViews.remove(at: segment).removeFromSuperview()
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        rebuildDividers()
        invalidateLayout()
    }

    open func removeAllSegments() {
        segmentViews.forEach { $0.removeFromSuperview() }
        segmentViews = []
        storedSelectedIndex = Self.noSegment
        rebuildDividers()
        invalidateLayout()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segmentViews.indices.contains(segment) else { return }
        segmentViews[segment].title = title
        segmentViews[segment].image = nil
        invalidateLayout()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segmentViews.indices.contains(segment) ? segmentViews[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segmentViews.indices.contains(segment) else { return }
        segmentViews[segment].image = image
        segmentViews[segment].title = nil
        invalidateLayout()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segmentViews.indices.contains(segment) ? segmentViews[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segmentViews.indices.contains(segment) else { return }
        segmentViews[segment].isSegmentEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segmentViews.indices.contains(segment) ? segmentViews[segment].isSegmentEnabled : false
    }

    /// A fixed width for a segment (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segmentViews.indices.contains(segment), width >= 0 else { return }
        segmentViews[segment].fixedWidth = width
        invalidateLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segmentViews.indices.contains(segment) ? segmentViews[segment].fixedWidth : 0
    }

    /// The action of the segment at `segment`, if it was made with one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segmentViews.indices.contains(segment) ? segmentViews[segment].action : nil
    }

    /// The index of the segment made with the action with this identifier, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segmentViews.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    // MARK: UIControl

    open override var intrinsicContentSize: CGSize { segmentedIntrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { segmentedIntrinsicSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutSegments()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { trackingBegan(touch) }
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { trackingEnded(touch) }
    open override func cancelTracking(with event: UIEvent?) { trackingCancelled() }

    /// Space or Return on a focused control do nothing; ← and → move the selection.
    open override func activateFromKeyboard() {}

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, handleArrowKey(key) { return }
        super.pressesBegan(presses, with: event)
    }

    open override func stateDidChange() {
        super.stateDidChange()
        focusDidChange()
    }

    /// Dragging across segments inside a sheet or scroll view does not move them.
    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.view !== self && recognizer is UIPanGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    private func makeSegment(title: String?, image: UIImage?, action: UIAction?) -> SegmentView {
        let view = SegmentView(control: self)
        view.title = title
        view.image = image
        view.action = action
        return view
    }

    private func insert(_ view: SegmentView, at segment: Int) {
        let index = min(max(0, segment), segmentViews.count)
        segmentViews.insert(view, at: index)
        addSubview(view)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        rebuildDividers()
        invalidateLayout()
    }

    private func rebuildDividers() {
        dividers.forEach { $0.removeFromSuperview() }
        dividers = (0..<max(0, segmentViews.count - 1)).map { _ in
            let divider = UIView()
            divider.backgroundColor = .separator
            divider.isUserInteractionEnabled = false
            insertSubview(divider, aboveSubview: backgroundView)
            return divider
        }
    }

    private func invalidateLayout() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateLook()
    }
}
