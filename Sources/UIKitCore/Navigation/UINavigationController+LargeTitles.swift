import Foundation

/// The large title follows the top screen's content scroll view, as in UIKit:
/// the screen's view if it is a scroll view, else the first scroll view found
/// in it (depth first). The large title area is the scroll view's top safe
/// area, so at rest the content starts below the title; scrolling up by `s`
/// points leaves `52 − s` of the area showing (the bar collapses to 44), and
/// pulling down grows it. A screen without a scroll view, or whose scroll view
/// starts below the area, keeps it expanded. When a push or pop goes from a large
/// title to an inline one (or back), the bar's height animates with the slide
/// (0.35 s, ease in-out); the title area itself shows or hides at once.
extension UINavigationController {
    /// Sizes the bar for the top screen's large title and follows its scroll view.
    func updateLargeTitleCollapse() {
        guard let view = viewIfLoaded else { return }
        let bar = navigationBar
        guard bar.displaysLargeTitle, !isNavigationBarHidden, !bar.searchSlot.isPresenting else {
            stopFollowingScrollView()
            let height = isNavigationBarHidden ? UINavigationBar.height : bar.layoutHeight
            setBarFrame(CGRect(x: 0, y: 0, width: view.bounds.width, height: height))
            return
        }
        // Only a scroll view that reaches up under the large title area moves it.
        let scrollView = topViewController?.viewIfLoaded.flatMap(Self.contentScrollView(in:)).flatMap { scrollView in
            scrollView.convert(scrollView.bounds, to: view).minY <= UINavigationBar.height + 0.5 ? scrollView : nil
        }
        if scrollView !== largeTitleScrollView {
            stopFollowingScrollView()
            if let scrollView {
                largeTitleScrollView = scrollView
                largeTitleScrollObservation = scrollView.observe(\.contentOffset) { [weak self] _, _ in
                    self?.applyLargeTitleCollapse()
                }
            }
        }
        applyLargeTitleCollapse()
    }

    /// The top screen laid out: look again for its scroll view if none is followed.
    func topViewDidLayout() {
        guard navigationBar.displaysLargeTitle, largeTitleScrollView?.window == nil || largeTitleScrollView == nil else { return }
        updateLargeTitleCollapse()
    }

    private func stopFollowingScrollView() {
        largeTitleScrollObservation?.invalidate()
        largeTitleScrollObservation = nil
        largeTitleScrollView = nil
    }

    /// The bar's height from how far the content has scrolled past its top.
    private func applyLargeTitleCollapse() {
        guard let view = viewIfLoaded, navigationBar.displaysLargeTitle else { return }
        var visible = UINavigationBar.largeTitleHeight
        var scrolled: CGFloat = 0
        if let scrollView = largeTitleScrollView, scrollView.window != nil || view.window == nil {
            scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
            // A search bar that hides when scrolling goes first, then the large title.
            scrolled = navigationBar.collapseSearchArea(scrolled: scrolled)
            visible = max(0, UINavigationBar.largeTitleHeight - scrolled)
        } else {
            navigationBar.collapseSearchArea(scrolled: 0)
        }
        navigationBar.largeTitleVisibleHeight = visible
        // What shows through the transparent bar: the content's scroll view, else the screen.
        let top = topViewController?.viewIfLoaded
        navigationBar.scrollEdgeColor = (largeTitleScrollView ?? top.flatMap(Self.contentScrollView(in:)) ?? top)?.backgroundColor
        setBarFrame(CGRect(x: 0, y: 0, width: view.bounds.width,
                           height: UINavigationBar.height + visible + navigationBar.searchSlot.visibleHeight))
    }

    /// Sets the bar's frame: animated over the push or pop that starts now, when one does.
    private func setBarFrame(_ frame: CGRect) {
        guard navigationBar.frame != frame else { return }
        guard animatesBarHeightChange, navigationBar.window != nil else {
            navigationBar.frame = frame
            return
        }
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self.navigationBar.frame = frame
        })
    }

    /// UIKit's content scroll view: the view itself or the first scroll view inside it.
    static func contentScrollView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView { return scrollView }
        for subview in view.subviews where !subview.isHidden {
            if let found = contentScrollView(in: subview) { return found }
        }
        return nil
    }
}
