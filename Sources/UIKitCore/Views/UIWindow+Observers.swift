import Foundation

/// Listeners for what happens in a window (our extension): `--trace`, tapes
/// and tests listen here, next to the app's own `onPresentationEvent`.
extension UIWindow {
    /// Adds a listener for every presentation moment in this window, in order.
    public func addPresentationObserver(_ observer: @escaping (PresentationEvent) -> Void) {
        presentationObservers.append(observer)
    }

    /// Adds a listener for scrolling: each scroll view of this window reports at
    /// most once per frame, on frames where its `contentOffset` changed.
    public func addScrollObserver(_ observer: @escaping (UIScrollView) -> Void) {
        scrollObservers.append(observer)
    }

    /// Listeners hear the moment first, then the app's slot, so what they record
    /// stays in order even when the app reacts by presenting something else.
    /// A window its host composites (a popup's window) reports through the host's
    /// window too, so `--trace` and tapes hear what happens in every window.
    func reportPresentationEvent(_ event: PresentationEvent) {
        for observer in presentationObservers { observer(event) }
        onPresentationEvent?(event)
        if host == nil, let compositor = compositingWindow, compositor !== self { compositor.reportPresentationEvent(event) }
    }

    /// Adds a listener for tab changes: a tab bar controller of this window
    /// reports each time its selected tab changes, by a click or in code.
    public func addTabSelectionObserver(_ observer: @escaping (UITabBarController) -> Void) {
        tabSelectionObservers.append(observer)
    }

    func reportTabSelection(_ controller: UITabBarController) {
        for observer in tabSelectionObservers { observer(controller) }
        if host == nil, let compositor = compositingWindow, compositor !== self { compositor.reportTabSelection(controller) }
    }

    func reportScrollFrame(_ scrollView: UIScrollView) {
        for observer in scrollObservers { observer(scrollView) }
    }
}
