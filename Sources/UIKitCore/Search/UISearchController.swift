import Foundation

/// Updates search results as the search bar's text changes, as UIKit's `UISearchResultsUpdating`.
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text or scope changed, or the search controller became active or inactive.
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller present and dismiss its results, as UIKit's
/// `UISearchControllerDelegate` (every method optional).
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar and the results it shows, as UIKit's `UISearchController`.
///
/// Clicking the bar's field makes the controller active. The order is UIKit's:
/// the bar delegate's `searchBarShouldBeginEditing`, `willPresentSearchController`,
/// `updateSearchResults(for:)`, `searchBarTextDidBeginEditing`, then (after the
/// 0.3 s appearance) `didPresentSearchController`. While active, each edit calls
/// `searchBar(_:textDidChange:)` then `updateSearchResults(for:)`; the Cancel
/// button (shown while active, `automaticallyShowsCancelButton`) calls
/// `searchBarCancelButtonClicked`, empties the text and deactivates:
/// `willDismissSearchController`, `searchBarTextDidEndEditing`,
/// `updateSearchResults(for:)`, and after the fade `didDismissSearchController`.
///
/// While active, the controller's view covers the screen below the search bar:
/// the `searchResultsController`'s view (while the text is not empty, or always
/// when `showsSearchResultsController` is set), else a dimmed background
/// when `obscuresBackgroundDuringPresentation` (a click on it deactivates). In a
/// navigation item (`UINavigationItem.searchController`) the screen is the
/// navigation controller's content, and `hidesNavigationBarDuringPresentation`
/// leaves only the search bar at the top while active; elsewhere it is the
/// view controller whose view holds the search bar.
///
/// With `automaticallyShowsScopeBar`, the bar's scope buttons show while active.
///
/// Differences: it is shown as a child of that controller, not presented
/// modally (`presentingViewController` stays nil); setting `isActive` to true does
/// not focus the field (as in UIKit: call `searchBar.becomeFirstResponder()`).
open class UISearchController: UIViewController {
    /// The appearance and disappearance time of the results (our choice, UIKit looks about 0.3 s).
    static let presentationDuration: TimeInterval = 0.3
    /// The dimmed background's colour.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    /// The controller that shows the results (nil: the app shows them in the searched content).
    public let searchResultsController: UIViewController?
    /// The search bar, as in UIKit: put it in a navigation item, a table header or any view.
    public let searchBar = UISearchBar()
    public weak var searchResultsUpdater: UISearchResultsUpdating?
    public weak var delegate: UISearchControllerDelegate?
    /// Whether a dimmed background covers the content while active (true by default, as in UIKit).
    open var obscuresBackgroundDuringPresentation = true { didSet { updateResultsVisibility() } }
    /// UIKit's deprecated name for `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar gives way to the search bar while active (true by default, as in UIKit).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its Cancel button while active (true by default, as in UIKit).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows by itself once there is text (true by default, as in UIKit).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows now; setting it shows it even with no text.
    open var showsSearchResultsController: Bool {
        get { resultsShown }
        set { explicitResultsShown = newValue; updateResultsVisibility() }
    }
    /// Whether the search bar's scope bar (its `scopeButtonTitles`) shows while the
    /// search is active and hides when it ends (true by default, as in UIKit).
    open var automaticallyShowsScopeBar = true
    /// Set when activation showed the scope bar, so that ending the search hides it again.
    private var showedScopeBar = false

    /// Whether the search is under way (the results show), as in UIKit.
    open var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate() }
    }

    private var active = false
    private var resultsShown = false
    private var explicitResultsShown: Bool?
    private let dimmingView = UIView()
    /// The controller the results cover while active.
    private weak var hostController: UIViewController?
    /// The navigation bar put in search mode while active.
    private weak var searchingBar: UINavigationBar?

    /// A search controller whose results show in `searchResultsController` (nil: in the searched content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// The same as `init(searchResultsController: nil)`.
    public convenience init() { self.init(searchResultsController: nil) }

    /// Starts as `init(searchResultsController: nil)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    open override func loadView() {
        let container = UIView()
        container.accessibilityIdentifier = "search-results-container"
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.isActive = false })
        container.addSubview(dimmingView)
        view = container
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimmingView.frame = view.bounds
        searchResultsController?.viewIfLoaded?.frame = view.bounds
    }

    // MARK: Events from the search bar

    func searchBarDidBeginEditing() { activate() }

    func searchTextDidChange() {
        guard active else { return }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func cancelButtonClicked() {
        searchBar.text = ""
        deactivate()
    }

    // MARK: Activation

    private func activate() {
        guard !active else { return }
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !searchBar.showsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
            searchBar.setShowsScope(true, animated: true)
            showedScopeBar = true
        }
        showResults()
        searchResultsUpdater?.updateSearchResults(for: self)
        animate(appearing: true) { [weak self] in
            guard let self, self.active else { return }
            self.delegate?.didPresentSearchController(self)
            self.searchBar.window?.reportSearchAndRefresh(.searchPresented(self))
        }
    }

    private func deactivate() {
        guard active else { return }
        delegate?.willDismissSearchController(self)
        active = false
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if showedScopeBar {
            searchBar.setShowsScope(false, animated: true)
            showedScopeBar = false
        }
        searchingBar?.setSearchPresentationActive(false)
        searchingBar = nil
        searchResultsUpdater?.updateSearchResults(for: self)
        animate(appearing: false) { [weak self] in
            guard let self, !self.active else { return }
            let window = self.searchBar.window
            self.hideResults()
            self.delegate?.didDismissSearchController(self)
            window?.reportSearchAndRefresh(.searchDismissed(self))
        }
    }

    /// Covers the host controller's screen below the search bar with the results.
    private func showResults() {
        guard let host = Self.hostController(for: searchBar) else { return }
        hostController = host
        let navigation = host as? UINavigationController
        if let navigation, hidesNavigationBarDuringPresentation, navigation.navigationBar.shownSearchBar === searchBar {
            navigation.navigationBar.setSearchPresentationActive(true)
            searchingBar = navigation.navigationBar
            navigation.view.setNeedsLayout()
            navigation.view.layoutIfNeeded()
        }
        if parent !== host {
            removeFromParent()
            host.addChild(self)
            host.view.addSubview(view)
            didMove(toParent: host)
        } else {
            host.view.bringSubviewToFront(view)
        }
        if let navigation { navigation.view.bringSubviewToFront(navigation.navigationBar) }
        layoutOverlay()
        if let results = searchResultsController, results.parent !== self {
            addChild(results)
            results.view.frame = view.bounds
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
        updateResultsVisibility()
    }

    private func hideResults() {
        willMove(toParent: nil)
        viewIfLoaded?.removeFromSuperview()
        removeFromParent()
        hostController = nil
    }

    /// The overlay's frame: from the search bar's bottom to the host's bottom.
    func layoutOverlay() {
        guard let host = hostController, let hostView = host.viewIfLoaded, view.superview === hostView else { return }
        let barBottom = searchBar.window != nil || searchBar.isDescendant(of: hostView)
            ? searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.height), to: hostView).y : 0
        let top = min(max(0, barBottom), hostView.bounds.height)
        view.frame = CGRect(x: 0, y: top, width: hostView.bounds.width, height: hostView.bounds.height - top)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    private func updateResultsVisibility() {
        guard active, isViewLoaded else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        resultsShown = searchResultsController != nil
            && (explicitResultsShown ?? (automaticallyShowsSearchResultsController && hasText))
        searchResultsController?.viewIfLoaded?.isHidden = !resultsShown
        dimmingView.isHidden = resultsShown || !obscuresBackgroundDuringPresentation
        // Without anything to show, the searched content stays reachable under the bar.
        view.isUserInteractionEnabled = !dimmingView.isHidden || resultsShown
    }

    private func animate(appearing: Bool, completion: @escaping () -> Void) {
        guard isViewLoaded, view.window != nil else { completion(); return }
        if appearing { view.alpha = 0 }
        UIView.animate(withDuration: Self.presentationDuration, animations: {
            self.view.alpha = appearing ? 1 : 0
        }, completion: { _ in completion() })
    }

    /// The controller whose screen the results cover: the navigation controller
    /// when the bar is in one's navigation bar, else the nearest controller whose view holds it.
    static func hostController(for searchBar: UISearchBar) -> UIViewController? {
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let bar = current as? UINavigationBar {
                var above: UIResponder? = bar.next
                while let candidate = above {
                    if let controller = candidate as? UINavigationController { return controller }
                    above = candidate.next
                }
                return nil
            }
            if let controller = current as? UIViewController, !(controller is UISearchController) { return controller }
            responder = current.next
        }
        return nil
    }
}
