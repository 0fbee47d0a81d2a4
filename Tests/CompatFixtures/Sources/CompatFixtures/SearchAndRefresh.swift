import UIKit

// A filtered list with a search controller in the navigation item and pull to refresh,
// in the shape public UIKit tutorials write it (target-action becomes UIAction).
final class FixtureCandySearchController: UITableViewController {
    private let candies = ["Chocolate Bar", "Dark Chocolate", "Lollipop", "Candy Cane", "Jaw Breaker"]
    private var filtered: [String] = []
    private let searchController = UISearchController(searchResultsController: nil)

    private var isSearchBarEmpty: Bool { searchController.searchBar.text?.isEmpty ?? true }
    private var isFiltering: Bool {
        let scopeFilters = searchController.searchBar.selectedScopeButtonIndex != 0
        return searchController.isActive && (!isSearchBarEmpty || scopeFilters)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"
        searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Hard", "Other"]
        searchController.searchBar.delegate = self
        searchController.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh",
                                                     attributes: [.foregroundColor: UIColor.secondaryLabel])
        refresh.tintColor = .systemPink
        refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        refreshControl = refresh
    }

    private func reload() {
        DispatchQueue.main.async { [weak self] in
            self?.tableView.reloadData()
            self?.refreshControl?.endRefreshing()
        }
    }

    private func filterContent(for text: String, scope: String = "All") {
        filtered = candies.filter { candy in
            (scope == "All" || candy.contains(scope)) && (text.isEmpty || candy.lowercased().contains(text.lowercased()))
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filtered.count : candies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : candies[indexPath.row]
        return cell
    }
}

extension FixtureCandySearchController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let scope = searchBar.scopeButtonTitles?[searchBar.selectedScopeButtonIndex] ?? "All"
        filterContent(for: searchBar.text ?? "", scope: scope)
    }
}

extension FixtureCandySearchController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        filterContent(for: searchBar.text ?? "", scope: searchBar.scopeButtonTitles?[selectedScope] ?? "All")
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }
}

extension FixtureCandySearchController: UISearchControllerDelegate {
    func didPresentSearchController(_ searchController: UISearchController) {
        searchController.searchBar.becomeFirstResponder()
    }
}

// A search bar used alone, as a table header.
func fixtureStandaloneSearchBar(in tableView: UITableView) -> UISearchBar {
    let searchBar = UISearchBar()
    searchBar.searchBarStyle = .minimal
    searchBar.showsCancelButton = true
    searchBar.setShowsCancelButton(false, animated: true)
    searchBar.searchTextField.backgroundColor = .secondarySystemBackground
    searchBar.sizeToFit()
    tableView.tableHeaderView = searchBar
    return searchBar
}
