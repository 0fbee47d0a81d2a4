import Foundation

/// A page or form sheet, as in UIKit (iOS 15+): a card with rounded top corners and
/// an optional grabber, resting at detents, over a dimming view, with the presenting
/// view pushed back (scaled to 0.93, rounded, dimmed) as on iOS 13+. The user drags
/// it down with the mouse to dismiss (see `UISheetPresentationController+Drag`).
///
/// Differences: no safe areas or status bar, so the large detent's top sits 10 points
/// below the pushed-back presenter's top; the dimming is 40 % black.
open class UISheetPresentationController: UIPresentationController {
    public var detents: [Detent] = [.large()] { didSet { if detents.isEmpty { detents = [.large()] }; invalidateDetents() } }
    /// The detent the sheet rests at; nil means the smallest.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if oldValue != selectedDetentIdentifier && !isSettingSelectionQuietly { moveToSelectedDetent(animated: isAnimatingChanges) } }
    }
    /// The largest detent that does not dim what is behind (nil: dim at every detent).
    /// When the sheet rests at or below it, the presenter stays interactive.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { applyPosition() } }
    public var prefersGrabberVisible = false { didSet { grabber.isHidden = !prefersGrabberVisible } }
    /// The card's corner radius; nil means the system's (10 points).
    public var preferredCornerRadius: CGFloat? { didSet { applyCornerRadius() } }
    /// When true (the default), dragging up in a scrolled-to-top scroll view grows the
    /// sheet to the next detent before the content scrolls.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    public var prefersEdgeAttachedInCompactHeight = false
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    static let systemCornerRadius: CGFloat = 10
    static let dimmingAlpha: CGFloat = 0.4
    static let pushedBackScale: CGFloat = 0.93
    /// The grabber: a light grey bar, a dim one in dark mode.
    static let grabberColor = UIColor.dynamic(light: UIColor(white: 0.75, alpha: 1), dark: UIColor(white: 0.37, alpha: 1))

    let dimmingView = UIView()
    let cardView = SheetCardView()
    private(set) lazy var grabber = SheetGrabberView(sheet: self)
    let motion = SheetMotion()
    /// The card's top edge in container coordinates, as last placed.
    var sheetTop: CGFloat = 0
    /// With Reduce Motion, where the card rests while `sheetTop` only drives the
    /// fade, the dimming and the push-back (see `SheetTransitionAnimator`).
    var crossFadeTop: CGFloat?
    var drag: SheetDragState?
    var dragRecognizer: UIPanGestureRecognizer?
    let dragArbiter = SheetDragArbiter()
    var dismissInteraction: SheetDismissInteraction?
    /// A press caught the moving sheet and no drag has been recognized yet.
    var isHeldWithoutDrag = false
    /// A two-finger touchpad swipe moving the sheet (`handleScrollDrag`).
    var scrollDrag: SheetScrollDrag?
    private var isAnimatingChanges = false
    private var pushedBack: PushedBackView?

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.accessibilityIdentifier = "dimming"
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dimmingClicked() })
        grabber.backgroundColor = Self.grabberColor
        grabber.layer.cornerRadius = 2.5
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
        grabber.accessibilityIdentifier = "grabber"
        cardView.accessibilityIdentifier = "sheet"
        dragArbiter.cardView = cardView
        installDragRecognizer()
    }

    open override var presentedView: UIView? { cardView }

    /// A material drawn behind the presented view across the whole card (our
    /// extension, for SwiftUI's `presentationBackground` with a material; UIKit
    /// code adds a `UIVisualEffectView` to its own view instead).
    package var backgroundEffect: UIVisualEffect? {
        get { cardView.backgroundEffect }
        set { cardView.backgroundEffect = newValue }
    }

    var sheetDelegate: UISheetPresentationControllerDelegate? { delegate as? UISheetPresentationControllerDelegate }

    // MARK: Geometry

    var containerBounds: CGRect { containerView?.bounds ?? presentingViewController.viewIfLoaded?.window?.bounds ?? .zero }
    /// Regular width shows a centred card, as on iPad.
    var isRegularWidth: Bool { containerBounds.width >= 700 }
    var isFormSheet: Bool { presentationStyle == .formSheet && isRegularWidth }

    /// A form sheet's card size: the presented controller's `preferredContentSize`
    /// where it sets one (UIKit honours it for form sheets), else 540 × 620; at most
    /// the window less 40 points across and 20 down.
    var formSheetSize: CGSize {
        let bounds = containerBounds
        let preferred = presentedViewController.preferredContentSize
        return CGSize(width: max(0, min(bounds.width - 40, preferred.width > 0 ? preferred.width : 540)),
                      height: max(0, min(bounds.height - 20, preferred.height > 0 ? preferred.height : 620)))
    }

    /// The presented controller asked for another size: a form sheet takes it, as in UIKit.
    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if isFormSheet { containerView?.setNeedsLayout() }
    }

    /// Switches between the page sheet and the form sheet while the controller is
    /// set up (SwiftUI's `presentationSizing`, which its content chooses once it is
    /// evaluated; UIKit fixes the style when the presentation controller is made).
    package func setSheetStyle(_ newStyle: UIModalPresentationStyle) {
        guard newStyle == .pageSheet || newStyle == .formSheet, style != newStyle else { return }
        style = newStyle
        containerView?.setNeedsLayout()
    }

    /// Where the large detent's top edge rests.
    var largeTop: CGFloat {
        let bounds = containerBounds
        if isFormSheet { return max(10, ((bounds.height - formSheetSize.height) / 2).rounded()) }
        return (bounds.height * (1 - Self.pushedBackScale) / 2).rounded() + 10
    }

    /// Resting top edges of the detents, largest sheet (smallest y) first.
    var detentTops: [(identifier: Detent.Identifier, top: CGFloat)] {
        // (the container's geometry read once: every drag step asks for this)
        let bounds = containerBounds, large = largeTop, formSheet = isFormSheet
        let maximum = bounds.height - large
        let context = SheetResolutionContext(maximumDetentValue: maximum, topInset: large)
        let resolved = detents.compactMap { detent -> (Detent.Identifier, CGFloat)? in
            guard let height = detent.resolver(context) else { return nil }
            let clamped = min(max(height, 0), maximum)
            return (detent.identifier, formSheet ? large : bounds.height - clamped)
        }
        let sorted = resolved.sorted { $0.1 < $1.1 }
        return sorted.isEmpty ? [(.large, large)] : sorted
    }

    /// The top edge of the detent the sheet rests at.
    var restingTop: CGFloat {
        let tops = detentTops
        if let selected = selectedDetentIdentifier, let match = tops.first(where: { $0.identifier == selected }) { return match.top }
        return tops.last!.top
    }

    /// Off screen: where a dismissed sheet goes.
    var dismissedTop: CGFloat { containerBounds.height }

    /// The card with its top edge at `top`. As on iOS, the card is as high as the part
    /// of the sheet that shows, so its content is laid out in the detent's height: it
    /// grows and shrinks while dragged or springing between detents, and slides down
    /// whole below the smallest one. Presenting, dismissing and resting, it keeps the
    /// height of the detent it rests at.
    func cardFrame(top: CGFloat) -> CGRect {
        let bounds = containerBounds
        if isRegularWidth {
            let width = isFormSheet ? formSheetSize.width : min(bounds.width - 40, 704)
            let height = isFormSheet ? formSheetSize.height : bounds.height - largeTop
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: height)
        }
        let isMovingBetweenDetents = (drag != nil || motion.isRunning) && presentedViewController.activeTransition == nil
        let restHeight = bounds.height - (isMovingBetweenDetents ? min(top, detentTops.last!.top) : restingTop)
        // Never negative: a window shorter than the large detent's inset (1 pt high) has no room.
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, restHeight))
    }

    open override var frameOfPresentedViewInContainerView: CGRect { cardFrame(top: restingTop) }

    open override var blocksPresentingHierarchy: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
              let limit = detentTops.first(where: { $0.identifier == undimmed })?.top else { return true }
        return sheetTop < limit - 0.5
    }

    // MARK: Placing

    /// Puts the card's top edge at `top` and makes the dimming and the pushed-back
    /// presenter follow it.
    func setSheetTop(_ top: CGFloat) {
        sheetTop = top
        applyPosition()
    }

    func applyPosition() {
        guard containerView != nil else { return }
        let frame = cardFrame(top: crossFadeTop ?? sheetTop)
        cardView.frame = frame
        if let fadeTop = crossFadeTop {
            let span = dismissedTop - fadeTop
            cardView.alpha = span > 0.5 ? min(max((dismissedTop - sheetTop) / span, 0), 1) : 1
        }
        dimmingView.frame = containerBounds
        let tops = detentTops
        let largest = tops.first!.top
        // Dimming grows from the largest undimmed detent (or from off screen when every
        // detent dims, UIKit's nil) and is full from the smallest dimmed detent up.
        var dimStart = dismissedTop
        var dimFull: CGFloat? = tops.last!.top
        if let undimmed = largestUndimmedDetentIdentifier, let top = tops.first(where: { $0.identifier == undimmed })?.top {
            dimStart = top
            dimFull = tops.last(where: { $0.top < top - 0.5 })?.top
        }
        var dimProgress: CGFloat = 0
        if let dimFull, dimStart - dimFull > 0.5 { dimProgress = min(max((dimStart - sheetTop) / (dimStart - dimFull), 0), 1) }
        dimmingView.alpha = Self.dimmingAlpha * dimProgress
        // The presenter is pushed back only as the sheet reaches the large detent.
        let pushStart = tops.count > 1 ? min(tops[1].top, dismissedTop) : dismissedTop
        // Only a sheet that can reach the large detent pushes the presenter back (iOS).
        let reachesLarge = largest <= largeTop + 0.5
        let pushProgress = isRegularWidth || isFormSheet || !reachesLarge ? 0 :
            (pushStart - largest > 0.5 ? min(max((pushStart - sheetTop) / (pushStart - largest), 0), 1) : 0)
        pushedBack?.apply(progress: pushProgress)
    }

    private func applyCornerRadius() {
        let radius = preferredCornerRadius ?? Self.systemCornerRadius
        cardView.setCornerRadius(radius, allCorners: isFormSheet || isRegularWidth)
    }

    open override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        if drag == nil && !motion.isRunning && presentedViewController.activeTransition == nil {
            sheetTop = restingTop
        }
        // A resize mid-spring: the spring bends towards where its detent now is.
        if let window = container.window { motion.followDestination(in: window) }
        applyPosition()
        grabber.frame = CGRect(x: (cardView.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
    }

    // MARK: Transition hooks

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        container.addSubview(dimmingView)
        applyCornerRadius()
        cardView.install(content: presentedViewController.view, grabber: grabber)
        pushedBack = PushedBackView(presenting: presentingViewController, window: container.window)
        sheetTop = dismissedTop
        applyPosition()
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            pushedBack?.restore()
            pushedBack = nil
        }
    }

    override func standardAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        SheetTransitionAnimator(sheet: self, isPresenting: presenting)
    }

    // MARK: Detents

    /// Animates changes to `detents` or `selectedDetentIdentifier` made in `changes`.
    public func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        moveToSelectedDetent(animated: true)
    }

    /// Re-resolves the detents (after their inputs changed).
    public func invalidateDetents() { moveToSelectedDetent(animated: false) }

    func moveToSelectedDetent(animated: Bool) {
        guard let window = containerView?.window, drag == nil, presentedViewController.activeTransition == nil else { return }
        let target = restingTop
        if animated {
            motion.run(in: window, from: sheetTop, to: target, velocity: 0,
                       destination: { [weak self] in self?.restingTop ?? target },
                       step: { [weak self] in self?.setSheetTop($0) }, done: {})
        } else {
            motion.stop()
            setSheetTop(target)
        }
    }

    /// Selects the detent at `top` after a drag and tells the delegate if it changed.
    func settleSelection(_ identifier: Detent.Identifier) {
        let current = selectedDetentIdentifier ?? detentTops.last!.identifier
        guard identifier != current else { return }
        selectedDetentIdentifierWithoutMoving(identifier)
        sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        for observer in observers { observer.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }

    private func selectedDetentIdentifierWithoutMoving(_ identifier: Detent.Identifier) {
        isSettingSelectionQuietly = true
        selectedDetentIdentifier = identifier
        isSettingSelectionQuietly = false
    }
    var isSettingSelectionQuietly = false

    // MARK: Dimming

    private func dimmingClicked() {
        handleUserDismissal(UIDismissalAttempt(source: .dimmingClick))
    }
}
