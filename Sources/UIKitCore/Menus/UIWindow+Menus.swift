import Foundation

/// The menu open in a window (our extension: iOS shows menus in a window of
/// its own). A window shows at most one menu; opening another closes the first.
extension UIWindow {
    /// The menu shown now (nil when none is open, or while one is closing).
    public var visibleMenu: UIMenu? { menuOverlay?.menu }

    /// The open menu's view, when one is open.
    var menuOverlay: MenuOverlayView? {
        subviews.last { ($0 as? MenuOverlayView)?.isClosing == false } as? MenuOverlayView
    }

    /// Opens `menu` beside `sourceRect` (window points). `sender` is what the
    /// actions see as their `sender`; with `selectsSingleAtRoot` the menu's own
    /// actions behave as a `.singleSelection` group. `onAction` runs after a
    /// chosen action's state changed, before its handler.
    @discardableResult
    package func presentMenu(_ menu: UIMenu, from sourceRect: CGRect, sender: Any? = nil, selectsSingleAtRoot: Bool = false,
                             onAction: ((UIAction) -> Void)? = nil) -> UIView {
        menuOverlay?.close(animated: false)
        let overlay = MenuOverlayView(menu: menu, sourceRect: sourceRect, sender: sender, selectsSingleAtRoot: selectsSingleAtRoot)
        overlay.onAction = onAction
        overlay.open(in: self)
        return overlay
    }

    /// Closes the open menu without choosing anything (our extension).
    public func dismissMenu(animated: Bool = true) {
        menuOverlay?.close(animated: animated)
    }
}
