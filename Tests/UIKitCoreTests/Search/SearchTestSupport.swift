import Foundation
@testable import UIKitCore

/// Records search bar, search controller and updater calls in one list, in order.
final class SearchEventRecorder: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var events: [String] = []
    var allowsBeginEditing = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        events.append("shouldBeginEditing")
        return allowsBeginEditing
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBeginEditing") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        events.append("shouldEndEditing")
        return true
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEndEditing") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("textDidChange(\(searchText))") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        events.append("shouldChange(\(range.location),\(range.length),\(text))")
        return true
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("searchClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancelClicked") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        events.append("scope(\(selectedScope))")
    }

    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }

    func updateSearchResults(for searchController: UISearchController) {
        events.append("update(\(searchController.searchBar.text ?? ""),active:\(searchController.isActive))")
    }
}

/// 30 "Row n" rows in a table view controller, titled "Mail".
final class SearchListController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
