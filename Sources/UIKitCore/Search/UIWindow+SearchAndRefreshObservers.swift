import Foundation

/// A search or refresh moment in a window (our extension, for `--trace` and tapes).
public enum SearchAndRefreshEvent {
    /// A search controller finished becoming active (after `didPresentSearchController`).
    case searchPresented(UISearchController)
    /// A search controller finished ending its search (after `didDismissSearchController`).
    case searchDismissed(UISearchController)
    /// A refresh control started refreshing (a pull past the threshold, or `beginRefreshing()`).
    case refreshBegan(UIRefreshControl)
    /// A refresh control ended refreshing (`endRefreshing()`).
    case refreshEnded(UIRefreshControl)
}

extension UIWindow {
    /// Adds a listener for the search controllers and refresh controls of this window, in order.
    public func addSearchAndRefreshObserver(_ observer: @escaping (SearchAndRefreshEvent) -> Void) {
        searchAndRefreshObservers.append(observer)
    }

    func reportSearchAndRefresh(_ event: SearchAndRefreshEvent) {
        for observer in searchAndRefreshObservers { observer(event) }
    }
}
