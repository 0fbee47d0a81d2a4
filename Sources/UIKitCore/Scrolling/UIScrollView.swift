import Foundation

/// A view that shows a part of larger content and lets the user move it, as in UIKit:
/// drag with the primary button (1:1, then momentum and a rubber band past the
/// edges), the wheel or touchpad, and the keyboard once clicked.
///
/// `contentOffset` is `bounds.origin`. Motion (deceleration, bounce, animated
/// offsets, the indicator's fade) runs on a `CADisplayLink`, so its time is the
/// window's clock: `HeadlessHost` reproduces it exactly.
///
/// Differences from UIKit: no zooming, no paging, no safe area
/// (`adjustedContentInset == contentInset`), only the vertical indicator is drawn.
open class UIScrollView: UIView {
    /// How quickly a fling slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit `UIScrollView.DecelerationRate.normal` = 0.998 (physics.md §2).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit `UIScrollView.DecelerationRate.fast` = 0.99 (physics.md §2).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in points.
    open var contentSize: CGSize = .zero {
        willSet { willChangeValue(forKey: "contentSize") }
        didSet {
            if contentSize != oldValue {
                updateSafeAreaContentAdjustment()
                scrollGeometryDidChange()
            }
            didChangeValue(forKey: "contentSize")
        }
    }

    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { willChangeValue(forKey: "contentInset") }
        didSet {
            if contentInset != oldValue {
                updateSafeAreaContentAdjustment()
                scrollGeometryDidChange()
                adjustedContentInsetDidChange()
            }
            didChangeValue(forKey: "contentInset")
        }
    }

    /// How the safe area adds to `contentInset`, as in UIKit (see `UIScrollView+AutoLayout`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateSafeAreaContentAdjustment() } }
    }

    /// The part of the safe area added to `contentInset`, kept by the layout pass.
    var safeAreaContentAdjustment: UIEdgeInsets = .zero

    /// The insets the scroll range uses: `contentInset` plus the safe area, per
    /// `contentInsetAdjustmentBehavior`, as in UIKit.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaContentAdjustment
        return UIEdgeInsets(top: contentInset.top + safe.top + refreshControlInset, left: contentInset.left + safe.left,
                            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// Called when `adjustedContentInset` changed (`contentInset`, the safe area or the behaviour), as in UIKit.
    open func adjustedContentInsetDidChange() {}

    /// Insets of the vertical indicator's track from the scroll view's edges, as in UIKit.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicator() } }
    /// Insets of the horizontal indicator's track (kept; no horizontal indicator is drawn).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Kept, as in UIKit; with no safe area it changes nothing.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Both indicators' insets (deprecated in iOS 13, still widely set); reads the vertical ones.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The point of the content shown at the bounds' top-left: `bounds.origin`.
    /// Setting it stops an animation or deceleration in progress (UIKit lets a
    /// deceleration continue) but not a drag, which continues from the new offset.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopMotion()
            applyContentOffset(newValue)
        }
    }

    /// Whether a released drag comes to rest on a whole page (a multiple of the
    /// bounds' size from the top-left of the scroll range), as UIKit's
    /// `isPagingEnabled` (`UIScrollView+Paging.swift`).
    open var isPagingEnabled = false
    /// Moves the resting place of a released drag (the natural one, the release
    /// velocity in points/s) before the delegate sees it: SwiftUI's scroll target behaviours.
    package var restingOffsetAdjuster: ((_ natural: CGPoint, _ velocity: CGPoint) -> CGPoint)?

    /// Whether drags, the wheel and keys scroll. Setting it to false stops any
    /// deceleration or animation where it is and keeps the offset exactly, also
    /// when `contentSize` or the bounds change later, unless the offset falls out
    /// of the new scroll range, when it is clamped into it (our addition; the
    /// presentation layer uses this to freeze a scroll view under a sheet drag).
    open var isScrollEnabled = true {
        didSet {
            guard isScrollEnabled != oldValue else { return }
            panGestureRecognizer.isEnabled = isScrollEnabled
            if !isScrollEnabled {
                stopMotion()
                endPreciseScrolling(settle: false)
            }
        }
    }

    /// Whether the content can be pulled past its edges (rubber band) and bounces back.
    open var bounces = true
    /// Drag vertically (and bounce) even when the content is not taller than the bounds.
    open var alwaysBounceVertical = false
    /// Drag horizontally (and bounce) even when the content is not wider than the bounds.
    open var alwaysBounceHorizontal = false
    open var decelerationRate: DecelerationRate = .normal

    /// The primary button is down on the scroll view (it may not have moved yet).
    public internal(set) var isTracking = false
    /// The content follows the pointer.
    public internal(set) var isDragging = false
    /// The content moves on after a drag (momentum or bounce back).
    public var isDecelerating: Bool {
        if case .decelerating = motion { return true }
        return false
    }

    /// The scroll view's drag recognizer: use it for `require(toFail:)` or give it a delegate.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// Whether the vertical indicator appears while scrolling (it fades out after).
    open var showsVerticalScrollIndicator = true { didSet { updateIndicator() } }
    /// Accepted for compatibility; no horizontal indicator is drawn.
    open var showsHorizontalScrollIndicator = true

    /// Called at most once per frame, on frames where `contentOffset` changed
    /// since the last call (our extension: the demo's `scroll` trace hooks here).
    public var onScrollFrame: ((UIScrollView) -> Void)?

    // MARK: State shared by the extensions

    var motion: ScrollMotion?
    var presentationFreezeCount = 0
    var frozenState: (offset: CGPoint, wasEnabled: Bool)?
    var scrollClock: CADisplayLink?
    var lastOffset: CGPoint = .zero
    var needsFrameReport = false
    var lastFrameReportTime: TimeInterval = -.infinity
    var dragLastTranslation: CGPoint = .zero
    var precise: PreciseScrollState?
    let verticalIndicator = ScrollIndicator()
    var indicatorActivity: TimeInterval = -.infinity
    /// The refresh control (`UIScrollView+RefreshControl`) and the room it holds above the content while refreshing.
    var refreshControlStorage: UIRefreshControl?
    var refreshControlInset: CGFloat = 0

    /// A scroll pane holding its elements (UIKit shows none for a scroll view).
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(role: .scrollPane) }

    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        setUpScrollView(pan)
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(coder: coder)
        setUpScrollView(pan)
    }

    private func setUpScrollView(_ pan: ScrollViewPanGestureRecognizer) {
        clipsToBounds = true
        // The safe area reaches `adjustedContentInset` through the layout pass.
        startTrackingInsets()
        pan.scrollView = self
        // Weak, as UIKit's targets: a touch that began on a scroll view keeps its pan
        // alive after the scroll view is gone (a sheet dismissed under a held button).
        pan.addTarget { [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) }
        addGestureRecognizer(pan)
        addSubview(verticalIndicator)
    }

    // MARK: Scroll range (our extension)

    /// The smallest offset at rest: minus the top and left insets.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offset at rest (never below the minimum).
    public var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset, minimum = minimumContentOffset
        return CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                       y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    var scrollsVertically: Bool { alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y }
    var scrollsHorizontally: Bool { alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x }

    func clampedToRange(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    var isOutOfRange: Bool { clampedToRange(contentOffset) != contentOffset }

    // MARK: Setting the offset

    /// Moves the content, animated (about 0.3 s, UIKit's default ease curve) or at
    /// once; both stop a deceleration in progress.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        if animated {
            animateContentOffset(to: offset, duration: Self.animationDuration, curve: .uikitDefault, accumulates: false)
        } else {
            applyContentOffset(offset)
        }
    }

    /// Scrolls just enough to show `rect` (content coordinates), as in UIKit.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(clampedToRange(offset), animated: animated)
    }

    /// Duration of `setContentOffset(_:animated: true)` (our measurement-free choice, UIKit looks about 0.3 s).
    static let animationDuration: TimeInterval = 0.3

    /// Sets the offset without touching the motion in progress. Observers of
    /// `contentOffset` hear only real moves, as UIKit's (an observer that holds
    /// the offset in place, as PanModal's does, would otherwise call itself forever).
    func applyContentOffset(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        changingValue(forKey: "contentOffset") { bounds = CGRect(origin: offset, size: bounds.size) }
    }

    /// If the offset is past an edge, brings it back with the edge spring (our
    /// extension: for a presentation that froze the scroll view past an edge).
    public func settleIntoRange() {
        guard isOutOfRange, !isDragging else { return }
        startDeceleration(velocity: .zero, target: nil, notify: false)
    }

    // MARK: Hooks

    open override func boundsDidChange(sizeChanged: Bool) {
        super.boundsDidChange(sizeChanged: sizeChanged)
        if sizeChanged { scrollGeometryDidChange() }
        if bounds.origin != lastOffset {
            lastOffset = bounds.origin
            contentOffsetDidChange()
        }
    }

    private func contentOffsetDidChange() {
        setNeedsLayout()
        noteScrollActivity()
        needsFrameReport = true
        wakeScrollClock()
        refreshControlStorage?.scrollViewDidMove()
        delegate?.scrollViewDidScroll(self)
    }

    /// The content size, insets or bounds size changed: a deceleration continues
    /// in the new range; at rest (also while scrolling is disabled) an offset that
    /// is now out of range is clamped into it, any other offset is kept exactly.
    func scrollGeometryDidChange() {
        setNeedsLayout()
        updateIndicator()
        if case .decelerating(let current)? = motion, let window {
            let now = window.runLoop.now
            let moving = startDeceleration(from: current.offset(at: now), velocity: current.velocity(at: now),
                                           target: nil, notify: false)
            if !moving { delegate?.scrollViewDidEndDecelerating(self) }
        } else if motion == nil && !isTracking && precise == nil {
            let clamped = clampedToRange(contentOffset)
            if clamped != contentOffset { applyContentOffset(clamped) }
        }
    }

    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer === panGestureRecognizer { return isScrollEnabled && (scrollsVertically || scrollsHorizontally) }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateIndicator()
        layoutRefreshControl()
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== verticalIndicator && verticalIndicator.superview === self && subviews.last !== verticalIndicator {
            bringSubviewToFront(verticalIndicator)
        }
    }

    // MARK: Input the extensions handle

    @discardableResult
    open override func scrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        handleScrollWheel(event) || super.scrollWheel(event)
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handleKeyPress(presses) { super.pressesBegan(presses, with: event) }
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window {
            scrollClock?.invalidate()
            scrollClock = nil
            motion = nil
        }
    }
}
