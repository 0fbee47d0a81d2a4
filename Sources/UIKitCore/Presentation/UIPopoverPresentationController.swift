import Foundation

/// A popover presentation, as in UIKit. On iPhone a popover adapts to a sheet,
/// and so it does here, in windows of every size: this is a sheet (dragged,
/// dimmed and dismissed as one) that keeps the popover's properties and
/// delegate. Differences: no arrow or anchored bubble is drawn, also when the
/// delegate's `adaptivePresentationStyle(for:traitCollection:)` answers `.none`.
open class UIPopoverPresentationController: UISheetPresentationController {
    /// The view the popover points at, as in UIKit.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at, as in UIKit.
    open var sourceRect: CGRect = .zero
    /// The bar button the popover points at, as in UIKit.
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow shown: none, since the popover shows as a sheet.
    public var arrowDirection: UIPopoverArrowDirection { .unknown }
    open var backgroundColor: UIColor?
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

    open override func presentationTransitionWillBegin() {
        popoverDelegate?.prepareForPopoverPresentation(self)
        super.presentationTransitionWillBegin()
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { popoverDelegate?.popoverPresentationControllerDidDismissPopover(self) }
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
