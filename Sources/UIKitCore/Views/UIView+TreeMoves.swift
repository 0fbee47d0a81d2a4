import Foundation

/// A subtree entering or leaving a window: the steps `insertSubview` and
/// `removeFromSuperview` share, in UIKit's order (Auto Layout first, then the
/// view's own callbacks, then its subviews').
extension UIView {
    func propagateWillMove(toWindow newWindow: UIWindow?) {
        if autoLayout != nil { autoLayoutWillMove(toWindow: newWindow) }
        willMove(toWindow: newWindow)
        for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    func propagateDidMoveToWindow() {
        autoLayoutDidMoveToWindow()
        layer.didMoveIntoTree()
        if window != nil { applyAppearanceProxies() }
        didMoveToWindow()
        setNeedsLayout()
        for subview in subviews { subview.propagateDidMoveToWindow() }
    }
}
