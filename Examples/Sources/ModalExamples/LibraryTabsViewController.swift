import UIKit

/// Tabs presented full screen, as a music or library app shows them: a list tab
/// in a navigation controller (pushing a detail, popped with a swipe from the left
/// edge) and a search tab with a badge. Written as on iOS.
final class LibraryTabsViewController: UITabBarController, UITabBarControllerDelegate {
    private(set) var selections: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        let albums = AlbumsViewController()
        let list = UINavigationController(rootViewController: albums)
        list.tabBarItem = UITabBarItem(title: "Albums", image: UIImage(systemName: "square.stack"), tag: 0)

        let search = UIViewController()
        search.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "No recent searches"
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        search.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: search.view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: search.view.centerYAnchor),
        ])
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        search.tabBarItem.badgeValue = "2"

        setViewControllers([list, search], animated: false)
        delegate = self
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController.tabBarItem.title ?? "")
    }
}

/// The first tab: albums, one opening a detail; Done closes the tabs.
final class AlbumsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .plain,
                                                            primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        let open = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Open album") { [weak self] _ in
            let detail = UIViewController()
            detail.title = "Kind of Blue"
            detail.view.backgroundColor = .secondarySystemBackground
            self?.navigationController?.pushViewController(detail, animated: true)
        })
        open.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(open)
        NSLayoutConstraint.activate([
            open.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            open.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
