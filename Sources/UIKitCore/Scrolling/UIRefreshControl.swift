import Foundation

/// A control that starts a refresh of a scroll view's content, as UIKit's
/// `UIRefreshControl`: set it as a scroll view's `refreshControl`, add a
/// `.valueChanged` action, and call `endRefreshing()` when the new content is in.
///
/// Pulling the content down past its top shows the spinner's petals one by one;
/// once the pull reaches `triggerDistance` while the user is still dragging, the
/// control starts refreshing and sends `.valueChanged` (once per pull, as UIKit).
/// While it refreshes, the scroll view's `adjustedContentInset.top` grows by the
/// control's height (its `contentInset` is left as set), so the released content
/// rests below the spinner. `endRefreshing()` gives the room back, animating the
/// content up (0.3 s, UIKit's default ease) when the spinner shows.
/// `beginRefreshing()` starts refreshing without sending `.valueChanged` and
/// without moving the content, as in UIKit (scroll up to show it).
///
/// While refreshing, the spinner's petals turn on the window's clock as
/// `UIActivityIndicatorView`'s do (timer steps, not animation frames, so headless runs
/// still settle). Differences: the pull distance that triggers is our choice (UIKit does not document it).
open class UIRefreshControl: UIControl {
    /// The control's height without a title (UIKit's is 60 points).
    public static let height: CGFloat = 60
    /// The control's height when it shows an `attributedTitle`.
    static let titledHeight: CGFloat = 80
    /// How far past the top (points shown, after the rubber band) the content
    /// must be pulled to start refreshing (our choice).
    public static let triggerDistance: CGFloat = 100
    /// How long `endRefreshing()` takes to move the content back.
    static let endDuration: TimeInterval = 0.3

    /// Whether a refresh is under way (from the trigger or `beginRefreshing()` to `endRefreshing()`).
    open private(set) var isRefreshing = false

    /// Text shown under the spinner, as in UIKit.
    open var attributedTitle: NSAttributedString? {
        didSet {
            setNeedsDisplay()
            (superview as? UIScrollView)?.setNeedsLayout()
        }
    }

    /// How far the content is pulled, as a fraction of `triggerDistance` (0...1); the petals shown follow it.
    var pullProgress: CGFloat = 0 { didSet { if pullProgress != oldValue { setNeedsDisplay() } } }
    /// Set once a pull triggered: the next trigger waits until the content is back at the top.
    private var waitsForPullToEnd = false
    /// Turns the petals while refreshing.
    private lazy var spinnerTicker = SpinnerTicker(view: self)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: frame.width, height: Self.height)))
        setUpRefreshControl()
    }

    /// A refresh control that runs `primaryAction` each time a pull starts a refresh, as
    /// UIKit's `UIControl.init(frame:primaryAction:)` (iOS 14+).
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Starts as `init()` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpRefreshControl()
    }

    private func setUpRefreshControl() {
        isOpaque = false
        contentMode = .redraw
    }

    /// The control's height for its content.
    var preferredHeight: CGFloat { attributedTitle == nil ? Self.height : Self.titledHeight }

    // MARK: Refreshing

    /// Starts refreshing (the spinner shows in full, the scroll view holds room
    /// for it), without sending `.valueChanged` and without scrolling, as in UIKit.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        startRefreshing()
    }

    /// Ends the refresh: the room above the content is given back, animated when the spinner shows.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinnerTicker.stop()
        setNeedsDisplay()
        window?.reportSearchAndRefresh(.refreshEnded(self))
        guard let scrollView = superview as? UIScrollView, scrollView.refreshControlInset != 0 else { return }
        let restingTop = -(scrollView.adjustedContentInset.top - scrollView.refreshControlInset)
        let offset = scrollView.contentOffset
        if !scrollView.isDragging && scrollView.window != nil && offset.y < restingTop {
            // The animation owns the offset first, so the smaller inset does not clamp it at once.
            scrollView.stopMotion()
            scrollView.animateContentOffset(to: CGPoint(x: offset.x, y: restingTop), duration: Self.endDuration,
                                            curve: .uikitDefault, accumulates: false)
        }
        scrollView.setRefreshControlInset(0)
        updatePullProgress(in: scrollView)
    }

    private func startRefreshing() {
        isRefreshing = true
        spinnerTicker.start()
        setNeedsDisplay()
        if let scrollView = superview as? UIScrollView { scrollView.setRefreshControlInset(preferredHeight) }
        UIAccessibility.post(notification: .announcement, argument: accessibilityAnnouncement)
        window?.reportSearchAndRefresh(.refreshBegan(self))
    }

    /// What a screen reader says when a refresh starts: the title, else "Refreshing".
    private var accessibilityAnnouncement: String { attributedTitle?.string ?? "Refreshing" }

    // MARK: Following the scroll view

    /// Added with `addSubview` (the pre-iOS 10 way), the control becomes the scroll view's `refreshControl`.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let scrollView = superview as? UIScrollView, scrollView.refreshControlStorage == nil {
            scrollView.refreshControl = self
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        spinnerTicker.windowDidChange()
    }

    /// Taken out of its scroll view, the control stops being its `refreshControl` and gives back its room.
    open override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if let scrollView = superview as? UIScrollView, newSuperview !== scrollView, scrollView.refreshControlStorage === self {
            scrollView.refreshControlStorage = nil
            scrollView.setRefreshControlInset(0)
        }
    }

    /// The scroll view's offset changed: follow the pull, and trigger past the threshold while dragging.
    func scrollViewDidMove() {
        guard let scrollView = superview as? UIScrollView else { return }
        let pull = updatePullProgress(in: scrollView)
        if pull <= 0 { waitsForPullToEnd = false }
        guard isEnabled, !isRefreshing, !waitsForPullToEnd, scrollView.isDragging, pull >= Self.triggerDistance else { return }
        waitsForPullToEnd = true
        startRefreshing()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// Updates the petals shown from the pull, and returns the pull (points past the resting top).
    @discardableResult
    func updatePullProgress(in scrollView: UIScrollView) -> CGFloat {
        let restingTop = -(scrollView.adjustedContentInset.top - scrollView.refreshControlInset)
        let pull = restingTop - scrollView.contentOffset.y
        pullProgress = min(1, max(0, pull / Self.triggerDistance))
        return pull
    }

    // MARK: Drawing

    /// The spinner (and the title under it). Petals appear one by one as the pull grows; all show while refreshing.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let petals = isRefreshing ? ActivitySpinner.petalCount
                                  : Int((pullProgress * CGFloat(ActivitySpinner.petalCount)).rounded(.up))
        let centre = CGPoint(x: bounds.midX, y: attributedTitle == nil ? bounds.midY : 24)
        ActivitySpinner.draw(in: context, centre: centre, petals: petals, color: spinnerColor,
                             phase: isRefreshing ? spinnerTicker.phase : nil)
        if let title = attributedTitle, petals > 0 {
            let size = title.size()
            title.draw(in: CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: 46,
                                  width: size.width, height: size.height))
        }
    }

    /// The spinner's colour: the tint colour when one is set on the control, else UIKit's grey.
    var spinnerColor: UIColor { explicitTintColor ?? ActivitySpinner.defaultColor }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Accessibility

    /// An element while it shows: its title (else "Refresh"), and "Refreshing" as its value while it refreshes.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = isRefreshing || pullProgress > 0
        defaults.label = attributedTitle?.string ?? "Refresh"
        defaults.value = isRefreshing ? "Refreshing" : nil
        defaults.traits.insert(.updatesFrequently)
        return defaults
    }
}

/// UIKit's medium activity indicator: eight petals around a centre, each 2 points
/// wide with round caps from 4.5 to 9 points out (`scale` times that for the large one).
/// Still (a pull in progress, `phase` nil) the first petal (at twelve o'clock) is opaque
/// and each following one (clockwise) fainter; turning, the opaque petal is the one
/// at `phase` (0 at twelve o'clock, clockwise) and those behind it fade.
enum ActivitySpinner {
    static let petalCount = 8
    static let defaultColor = UIColor.systemGray
    /// How long the opaque petal stays on one place while turning: a turn a second.
    static let stepDuration: TimeInterval = 0.125

    static func draw(in context: CGContext, centre: CGPoint, petals: Int, color: UIColor, phase: Int? = nil, scale: CGFloat = 1) {
        guard petals > 0 else { return }
        context.saveGState()
        context.setLineWidth(2 * scale)
        context.setLineCap(.round)
        for index in 0..<min(petals, petalCount) {
            let angle = CGFloat(index) / CGFloat(petalCount) * 2 * .pi - .pi / 2
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            let behind = phase.map { (($0 - index) % petalCount + petalCount) % petalCount } ?? index
            let alpha = 1 - CGFloat(behind) * 0.1
            context.setStrokeColor(color.withAlphaComponent(alpha).cgColor)
            context.move(to: CGPoint(x: centre.x + direction.x * 4.5 * scale, y: centre.y + direction.y * 4.5 * scale))
            context.addLine(to: CGPoint(x: centre.x + direction.x * 9 * scale, y: centre.y + direction.y * 9 * scale))
            context.strokePath()
        }
        context.restoreGState()
    }
}
