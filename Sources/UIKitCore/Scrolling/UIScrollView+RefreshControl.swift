import Foundation

/// A scroll view's refresh control, as UIKit's `UIScrollView.refreshControl`:
/// the control is added behind the content and kept just above the content's
/// resting top (full width, `UIRefreshControl.height` tall), where pulling the
/// content down reveals it.
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

    /// Places the control just above the content's resting top (the top inset without the refresh's room).
    func layoutRefreshControl() {
        guard let control = refreshControlStorage, control.superview === self else { return }
        let restingTop = -(adjustedContentInset.top - refreshControlInset)
        let height = control.preferredHeight
        let frame = CGRect(x: 0, y: restingTop - height, width: bounds.width, height: height)
        if control.frame != frame { control.frame = frame }
        control.updatePullProgress(in: self)
    }
}
