import Foundation

/// An accessibility element that is not a view (a region of a custom-drawn
/// view), listed in its container's `accessibilityElements`, as in UIKit.
///
/// Differences: UIKit's is an `NSObject`; here it is a `UIResponder` (so it has
/// every accessibility property), never in the responder chain.
open class UIAccessibilityElement: UIResponder {
    /// The view (or element) that lists this element, as in UIKit.
    public weak var accessibilityContainer: AnyObject?

    /// The element's frame in its container's coordinates; it follows the
    /// container when that moves, as in UIKit (iOS 10+).
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
        accessibilityStorage.isElement = true
    }

    /// An element without a container (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        accessibilityStorage.isElement = true
    }

    /// The nearest view holding this element.
    var containerView: UIView? {
        var container: AnyObject? = accessibilityContainer
        while let current = container {
            if let view = current as? UIView { return view }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }
}

extension UIResponder {
    /// A view's bounds in window points; an element's frame in its container's space.
    var defaultAccessibilityFrame: CGRect {
        if let view = self as? UIView { return view.convert(view.bounds, to: nil) }
        if let element = self as? UIAccessibilityElement, let view = element.containerView {
            return view.convert(element.accessibilityFrameInContainerSpace, to: nil)
        }
        return .zero
    }

    /// The window this object's accessibility lives in.
    var accessibilityWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        return (self as? UIAccessibilityElement)?.containerView?.window
    }

    /// An accessibility property changed: the window's bridge compares the tree again.
    func accessibilityAttributesDidChange() {
        accessibilityWindow?.accessibility.setNeedsUpdate()
    }
}
