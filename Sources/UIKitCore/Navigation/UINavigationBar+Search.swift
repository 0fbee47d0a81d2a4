import Foundation

/// The search bar of the top item's `searchController`, as iOS shows it: in a
/// 52-point area (96 with a scope bar) under the bar (and under the large
/// title), the field 8 points from the edges. The area is part of the bar's
/// height, so the screen's content starts below it (its top safe area).
///
/// With `hidesSearchBarWhenScrolling` (the default) and a large title, scrolling
/// the content up first slides the search bar away under the title, then
/// collapses the large title. Clicking the field activates the search
/// controller; with `hidesNavigationBarDuringPresentation` the bar then shows
/// only the search area (title, buttons and large title hidden) until it ends.
///
/// Difference: under an inline (not large) title the search bar stays shown
/// when scrolling.
extension UINavigationBar {
    /// The search area's height: 52, plus the scope bar's 44 when it shows; 0 without a search controller.
    var searchAreaHeight: CGFloat {
        guard let searchBar = searchSlot.searchBar else { return 0 }
        return NavigationSearchSlot.height + (searchBar.showsScopeControl ? UISearchBar.scopeBarHeight : 0)
    }

    func setUpSearchArea() {
        searchSlot.area.clipsToBounds = true
        addSubview(searchSlot.area)
    }

    /// Shows the top item's search bar (or none).
    func updateSearchBar() {
        let searchBar = topItem?.searchController?.searchBar
        guard searchBar !== searchSlot.searchBar else { return }
        if let old = searchSlot.searchBar, old.superview === searchSlot.area { old.removeFromSuperview() }
        searchSlot.searchBar = searchBar
        searchSlot.isPresenting = false
        if let searchBar { searchSlot.area.addSubview(searchBar) }
        searchSlot.visibleHeight = searchAreaHeight
        superview?.setNeedsLayout()
        for sibling in superview?.subviews ?? [] where sibling !== self { sibling.setNeedsLayout() }
        setNeedsLayout()
    }

    /// The search bar's height changed (its scope bar showed or hid): the area, the bar and the screen follow.
    func searchBarSizeDidChange() {
        searchSlot.visibleHeight = searchAreaHeight
        setNeedsLayout()
        superview?.setNeedsLayout()
        for sibling in superview?.subviews ?? [] where sibling !== self { sibling.setNeedsLayout() }
    }

    /// The search bar shown, if any (our helper for tests and the search controller).
    var shownSearchBar: UISearchBar? { searchSlot.searchBar }

    /// Takes the search area's share of a scroll of `scrolled` points past the
    /// content's top and returns what is left for the large title.
    @discardableResult
    func collapseSearchArea(scrolled: CGFloat) -> CGFloat {
        let area = searchAreaHeight
        guard area > 0, topItem?.hidesSearchBarWhenScrolling == true, !searchSlot.isPresenting else {
            searchSlot.visibleHeight = area
            setNeedsLayout()
            return scrolled
        }
        let visible = min(area, max(0, area - scrolled))
        if searchSlot.visibleHeight != visible {
            searchSlot.visibleHeight = visible
            setNeedsLayout()
        }
        return scrolled - (area - visible)
    }

    /// Enters or leaves the search presentation (only the search area shows).
    func setSearchPresentationActive(_ active: Bool) {
        guard searchSlot.isPresenting != active else { return }
        searchSlot.isPresenting = active
        searchSlot.visibleHeight = searchAreaHeight
        for view in subviews where view !== searchSlot.area { view.isHidden = active }
        // Leaving: the title, buttons and large title come back as the items say.
        if !active { itemsDidChange() }
        setNeedsLayout()
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    /// Places the search area under the title rows (at the top while presenting), the bar bottom-aligned in it.
    func layoutSearchArea() {
        guard let searchBar = searchSlot.searchBar else {
            searchSlot.area.isHidden = true
            return
        }
        let area = searchAreaHeight
        let visible = searchSlot.isPresenting ? area : min(area, max(0, searchSlot.visibleHeight))
        let top = searchSlot.isPresenting ? 0 : Self.height + (displaysLargeTitle ? max(0, largeTitleVisibleHeight) : 0)
        searchSlot.area.isHidden = visible <= 0
        searchSlot.area.frame = CGRect(x: 0, y: top, width: bounds.width, height: visible)
        searchBar.frame = CGRect(x: 0, y: visible - area, width: bounds.width, height: area)
        searchBar.alpha = area > 0 ? visible / area : 1
        if let controller = searchBar.searchController, controller.isActive { controller.layoutOverlay() }
    }
}

/// What a navigation bar keeps for its search bar.
final class NavigationSearchSlot {
    /// The search area's height without a scope bar.
    static let height: CGFloat = 52
    let area = UIView()
    weak var searchBar: UISearchBar?
    /// How much of the search area shows (it shrinks as the content scrolls up).
    var visibleHeight: CGFloat = 0
    /// Whether a search is presented with `hidesNavigationBarDuringPresentation` (only the search area shows).
    var isPresenting = false
}
