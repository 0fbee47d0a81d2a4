import Foundation

/// A scroll view's refresh control, as UIKit's `UIScrollView.refreshControl`:
/// the control is added behind the content and kept just above it and its
/// `contentInset.top` (full width, `UIRefreshControl.height` tall), where pulling
/// the content down reveals it under any bars.
extension UIScrollView {
    /// The refresh control shown above the content when it is pulled down, as in UIKit.
    public var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set {
            guard newValue !== refreshControlStorage else { return }
            if let old = refreshControlStorage {
                if old.superview === self { old.removeFromSuperview() }
                setRefreshControlInset(0)
            }
            refreshControlStorage = newValue
            guard let control = newValue else { return }
            insertSubview(control, at: 0)
            if control.isRefreshing { setRefreshControlInset(control.preferredHeight) }
            layoutRefreshControl()
        }
    }

    /// Sets the room held above the content while refreshing; the scroll range follows.
    func setRefreshControlInset(_ inset: CGFloat) {
        guard inset != refreshControlInset else { return }
        willChangeValue(forKey: "adjustedContentInset")
        refreshControlInset = inset
        scrollGeometryDidChange()
        adjustedContentInsetDidChange()
        didChangeValue(forKey: "adjustedContentInset")
        layoutRefreshControl()
    }

    /// Places the control just above the content and its `contentInset.top`: below the
    /// part of the top inset that the safe area adds (a navigation bar covers that part),
    /// so it shows in the gap a pull or a refresh opens under the bars.
    func layoutRefreshControl() {
        guard let control = refreshControlStorage, control.superview === self else { return }
        let height = control.preferredHeight
        let frame = CGRect(x: 0, y: -contentInset.top - height, width: bounds.width, height: height)
        if control.frame != frame { control.frame = frame }
        control.updatePullProgress(in: self)
    }
}
