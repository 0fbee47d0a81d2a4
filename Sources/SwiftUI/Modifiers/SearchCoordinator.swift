import Foundation

/// One `.searchable`'s link to UIKit: a `UISearchController` with no results
/// controller and no dimming (SwiftUI shows results in the searched content),
/// put in the navigation item of the screen's hosting controller. Its updater
/// writes the text binding; activation changes update `isSearching` (and the
/// `isPresented` binding) and redraw the searchable's content.
@MainActor
final class SearchCoordinator {
    let searchController = UISearchController(searchResultsController: nil)
    private weak var node: ViewNode?
    private let relay = SearchRelay()
    private weak var navigationItem: UINavigationItem?
    var text: Binding<String>?
    var isPresented: Binding<Bool>?
    var onSubmit: (() -> Void)?
    private(set) var isSearching = false
    /// Set when a suggestion was chosen: the suggestions stay hidden until the text is edited again.
    private(set) var suggestionsHidden = false

    init(node: ViewNode) {
        self.node = node
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = true
        relay.coordinator = self
        searchController.searchResultsUpdater = relay
        searchController.delegate = relay
        searchController.searchBar.delegate = relay
    }

    func configure(prompt: String?, placement: SearchFieldPlacement) {
        let bar = searchController.searchBar
        if bar.placeholder != prompt { bar.placeholder = prompt }
        let wanted = text?.wrappedValue ?? ""
        if bar.text != wanted { bar.text = wanted }
        hidesWhenScrolling = !placement.displayMode.alwaysShown
        navigationItem?.hidesSearchBarWhenScrolling = hidesWhenScrolling
    }

    private var hidesWhenScrolling = true

    /// Puts the search controller in the navigation item of the screen `controller`
    /// shows: its own when it is in a navigation controller, else the root screen of
    /// the navigation controller inside it (`.searchable` on a `NavigationStack`).
    func install(in controller: UIViewController?) {
        guard let controller, let item = Self.screen(for: controller)?.navigationItem else { return }
        if item !== navigationItem {
            uninstall()
            navigationItem = item
        }
        if item.searchController !== searchController { item.searchController = searchController }
        if item.hidesSearchBarWhenScrolling != hidesWhenScrolling { item.hidesSearchBarWhenScrolling = hidesWhenScrolling }
        syncPresentation()
    }

    func uninstall() {
        if let item = navigationItem, item.searchController === searchController { item.searchController = nil }
        navigationItem = nil
    }

    private static func screen(for controller: UIViewController) -> UIViewController? {
        if controller.navigationController != nil { return controller }
        var queue = controller.children
        while !queue.isEmpty {
            let child = queue.removeFirst()
            if let navigation = child as? UINavigationController { return navigation.viewControllers.first }
            queue += child.children
        }
        return nil
    }

    /// Activates or ends the search to match the `isPresented` binding.
    private func syncPresentation() {
        guard let wanted = isPresented?.wrappedValue, wanted != searchController.isActive,
              searchController.searchBar.window != nil else { return }
        if wanted {
            searchController.isActive = true
            searchController.searchBar.becomeFirstResponder()
        } else {
            searchController.isActive = false
        }
    }

    // MARK: From the search controller

    func textDidChange() {
        let current = searchController.searchBar.text ?? ""
        if let text, text.wrappedValue != current {
            text.wrappedValue = current
            if suggestionsHidden {
                suggestionsHidden = false
                node?.markDirty()
            }
        }
    }

    func activeDidChange() {
        let active = searchController.isActive
        guard active != isSearching else { return }
        isSearching = active
        suggestionsHidden = false
        if let isPresented, isPresented.wrappedValue != active { isPresented.wrappedValue = active }
        node?.markDirty()
    }

    func submit() { onSubmit?() }

    /// `dismissSearch`: ends the search, clearing the text (nothing when not searching).
    func dismiss() {
        guard searchController.isActive else { return }
        searchController.searchBar.text = ""
        searchController.isActive = false
    }

    /// A suggestion's `searchCompletion` was chosen, as in SwiftUI: it becomes the
    /// text, the search is submitted and the suggestions hide until the next edit.
    func complete(with completion: String) {
        searchController.searchBar.text = completion
        if let text, text.wrappedValue != completion { text.wrappedValue = completion }
        suggestionsHidden = true
        node?.markDirty()
        submit()
    }
}

/// The search controller's updater and delegates, forwarding to the coordinator on the main actor.
final class SearchRelay: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    weak var coordinator: SearchCoordinator?

    func updateSearchResults(for searchController: UISearchController) {
        MainActor.assumeIsolated {
            coordinator?.textDidChange()
            coordinator?.activeDidChange()
        }
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        MainActor.assumeIsolated { coordinator?.submit() }
    }
}
