import Foundation

/// A popover presentation, as in UIKit. In a window of regular width (at least
/// 700 points here), or when the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers `.none` in a
/// compact one, it shows as a popover: a bubble (`PopoverCardView`) of the
/// presented controller's `preferredContentSize` (320 × 480 when unset) beside
/// its source, with an arrow pointing at it, within `popoverLayoutMargins` of
/// the window; nothing is dimmed; a click outside it (except on
/// `passthroughViews`) or Escape dismisses it as the user. In a compact window
/// it adapts to a sheet, as on iPhone (dragged, dimmed and dismissed as one).
///
/// The arrow goes where the popover fits, trying the permitted directions in
/// UIKit's order: up (the popover below the source), down, left, right.
open class UIPopoverPresentationController: UISheetPresentationController {
    /// The view the popover points at, as in UIKit.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at, as in UIKit.
    open var sourceRect: CGRect = .zero
    /// The bar button the popover points at, as in UIKit.
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow shown, as in UIKit: `.unknown` before it is shown and when the popover adapted to a sheet.
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The bubble's colour (nil: the system's white, dark grey in dark mode), as in UIKit.
    open var backgroundColor: UIColor? { didSet { popoverView.fillColor = backgroundColor ?? PopoverCardView.defaultColor } }
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The delegate, as `UIPopoverPresentationControllerDelegate` (it is also the adaptive delegate).
    public var popoverDelegate: UIPopoverPresentationControllerDelegate? {
        get { delegate as? UIPopoverPresentationControllerDelegate }
        set { delegate = newValue }
    }

    /// `.popover`, as in UIKit; it adapts to `adaptivePresentationStyle`.
    public override var presentationStyle: UIModalPresentationStyle { .popover }
    public override var adaptivePresentationStyle: UIModalPresentationStyle { .pageSheet }

    /// Whether this presentation shows as a popover (decided when it is presented).
    public internal(set) var showsAsPopover = false
    /// How SwiftUI's `presentationCompactAdaptation` adapts it in a compact window
    /// (`.none` or `.popover`: a popover; nil: ask the delegate).
    package var compactAdaptation: UIModalPresentationStyle?
    let popoverView = PopoverCardView()
    private let outsideView = PopoverOutsideView()

    /// The default size of a popover whose controller has no `preferredContentSize`.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    open override var presentedView: UIView? { showsAsPopover ? popoverView : super.presentedView }

    open override var frameOfPresentedViewInContainerView: CGRect {
        showsAsPopover ? popoverLayout().frame : super.frameOfPresentedViewInContainerView
    }

    open override func presentationTransitionWillBegin() {
        popoverDelegate?.prepareForPopoverPresentation(self)
        guard showsAsPopover, let container = containerView else { return super.presentationTransitionWillBegin() }
        outsideView.frame = container.bounds
        outsideView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outsideView.popover = self
        container.addSubview(outsideView)
        popoverView.install(content: presentedViewController.view)
        placePopover()
    }

    open override func containerViewWillLayoutSubviews() {
        guard showsAsPopover else { return super.containerViewWillLayoutSubviews() }
        placePopover()
    }

    override func standardAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        showsAsPopover ? PopoverAnimator(popover: self, isPresenting: presenting) : super.standardAnimator(presenting: presenting)
    }

    /// Puts the bubble where `popoverLayout()` says.
    func placePopover() {
        let layout = popoverLayout()
        arrowDirection = layout.direction
        popoverView.arrowDirection = layout.direction
        popoverView.frame = layout.frame
        popoverView.arrowOffset = layout.arrowOffset
        popoverView.layoutIfNeeded()
    }

    /// The rectangle the arrow points at, in container coordinates.
    var sourceRectInContainer: CGRect {
        guard let container = containerView else { return .zero }
        if let button = barButtonItem?.button, button.window != nil { return button.convert(button.bounds, to: container) }
        if let view = sourceView, view.window != nil {
            return view.convert(sourceRect == .zero ? view.bounds : sourceRect, to: container)
        }
        return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }

    /// The bubble's frame (arrow included), the arrow's direction and where its tip is along its edge.
    func popoverLayout() -> (frame: CGRect, direction: UIPopoverArrowDirection, arrowOffset: CGFloat) {
        guard let container = containerView else { return (.zero, .up, 0) }
        let margins = popoverLayoutMargins
        let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: margins)
        let source = sourceRectInContainer
        let preferred = presentedViewController.preferredContentSize
        let content = CGSize(width: preferred.width > 0 ? preferred.width : Self.defaultContentSize.width,
                             height: preferred.height > 0 ? preferred.height : Self.defaultContentSize.height)
        let arrow = PopoverCardView.arrowHeight
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, area.maxY - source.maxY - arrow), (.down, source.minY - area.minY - arrow),
            (.left, area.maxX - source.maxX - arrow), (.right, source.minX - area.minX - arrow),
        ]
        let permitted = room.filter { permittedArrowDirections.contains($0.0) }
        let needed = { (direction: UIPopoverArrowDirection) in direction == .up || direction == .down ? content.height : content.width }
        let choice = permitted.first { $0.1 >= needed($0.0) } ?? permitted.max { $0.1 < $1.1 } ?? (.up, area.maxY - source.maxY - arrow)
        let direction = choice.0
        let inset = PopoverCardView.cornerRadius + PopoverCardView.arrowWidth / 2
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }
        var frame: CGRect
        var offset: CGFloat
        if direction == .up || direction == .down {
            let width = min(content.width, area.width)
            let height = max(0, min(content.height, choice.1))
            let x = clamp(source.midX - width / 2, area.minX, area.maxX - width)
            let y = direction == .up ? source.maxY : source.minY - arrow - height
            frame = CGRect(x: x, y: y, width: width, height: height + arrow)
            offset = clamp(source.midX - x, inset, width - inset)
        } else {
            let width = max(0, min(content.width, choice.1))
            let height = min(content.height, area.height)
            let y = clamp(source.midY - height / 2, area.minY, area.maxY - height)
            let x = direction == .left ? source.maxX : source.minX - arrow - width
            frame = CGRect(x: x, y: y, width: width + arrow, height: height)
            offset = clamp(source.midY - y, inset, height - inset)
        }
        frame = frame.integral
        return (frame, direction, offset.rounded())
    }

    /// A click outside the popover: a user's dismissal (unless on a passthrough view).
    func clickedOutside(at point: CGPoint) -> Bool {
        if let container = containerView, let passthrough = passthroughViews,
           passthrough.contains(where: { $0.window != nil && $0.bounds.contains($0.convert(point, from: container)) }) { return false }
        guard presentedViewController.activeTransition == nil else { return true }
        if popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false { return true }
        _ = handleUserDismissal(UIDismissalAttempt(source: .dimmingClick))
        return true
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { outsideView.removeFromSuperview() }
        super.dismissalTransitionDidEnd(completed)
        if completed { popoverDelegate?.popoverPresentationControllerDidDismissPopover(self) }
    }
}

/// Catches clicks outside a popover (it dims nothing); a click on a passthrough
/// view goes through to it.
final class PopoverOutsideView: UIView {
    weak var popover: UIPopoverPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        accessibilityIdentifier = "popover-outside"
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover, let container = superview, bounds.contains(point) else { return nil }
        let inContainer = convert(point, to: container)
        if let passthrough = popover.passthroughViews,
           passthrough.contains(where: { $0.window != nil && $0.bounds.contains($0.convert(inContainer, from: container)) }) { return nil }
        return self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let container = superview else { return }
        _ = popover?.clickedOutside(at: touch.location(in: container))
    }
}

/// The directions a popover's arrow may point, as in UIKit.
public struct UIPopoverArrowDirection: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover tells its delegate, as in UIKit (every method has a default;
/// the view in `willRepositionPopoverTo` is an `UnsafeMutablePointer`, Linux
/// having no autoreleasing pointers).
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}

extension UIViewController {
    /// The popover presentation controller, when `modalPresentationStyle` is
    /// `.popover`, as in UIKit (set the source and delegate on it before presenting).
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover || presentationControllerStorage is UIPopoverPresentationController else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}
