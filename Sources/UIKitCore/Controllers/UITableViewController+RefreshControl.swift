import Foundation

extension UITableViewController {
    /// The table's refresh control, as UIKit's `UITableViewController.refreshControl`
    /// (the same as `tableView.refreshControl`; setting it loads the view).
    public var refreshControl: UIRefreshControl? {
        get { viewIfLoaded.flatMap { $0 as? UIScrollView }?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }
}
