import UIKit

/// SPStorkController's table sample, written anew: a bar with Cancel and a
/// title over a table of languages, in a stork card that asks (an action
/// sheet) before it leaves. Pulled down past the table's top, the card follows
/// the overscroll (scroll to dismiss).
final class StorkCardViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, StorkCardConfirming {
    static let barHeight: CGFloat = 56
    private let tableView = UITableView()
    private let bar = UIView()
    private let titleLabel = UILabel()
    private let cancelButton = UIButton(type: .system)
    private let separator = UIView()
    private let languages = ["Assembly", "C", "C++", "Java", "JavaScript", "PHP", "Python", "Swift", "Kotlin",
                             "Objective-C", "Rust", "Go", "Ruby", "Haskell", "Lua", "Scala", "Elixir", "Dart"]

    private var stork: StorkCardPresentationController? { presentationController as? StorkCardPresentationController }

    var needsConfirmation: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "stork-card"

        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.contentInset.top = Self.barHeight
        tableView.accessibilityIdentifier = "stork-table"
        view.addSubview(tableView)

        bar.backgroundColor = .secondarySystemBackground
        titleLabel.text = "Languages"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        cancelButton.addAction(UIAction { [unowned self] _ in stork?.dismissAfterConfirming() }, for: .touchUpInside)
        separator.backgroundColor = .separator
        for subview in [titleLabel, cancelButton, separator] { bar.addSubview(subview) }
        view.addSubview(bar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        tableView.frame = view.bounds
        bar.frame = CGRect(x: 0, y: 0, width: width, height: Self.barHeight)
        titleLabel.frame = CGRect(x: 100, y: 14, width: width - 200, height: 42)
        cancelButton.sizeToFit()
        cancelButton.frame = CGRect(x: 0, y: 14, width: cancelButton.bounds.width, height: 42)
        separator.frame = CGRect(x: 0, y: Self.barHeight - 0.5, width: width, height: 0.5)
    }

    // MARK: Confirming

    func confirmDismissal(_ decide: @escaping (Bool) -> Void) {
        let sheet = UIAlertController(title: "Close the list?", message: "The card asks before it leaves.",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Close", style: .destructive) { _ in decide(true) })
        sheet.addAction(UIAlertAction(title: "Keep Open", style: .cancel) { _ in decide(false) })
        present(sheet, animated: true)
    }

    // MARK: Scroll to dismiss

    /// While the hand pulls the table past its top, the card moves down by the overscroll.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let stork, scrollView.isTracking else { return }
        let overscroll = max(0, -scrollView.adjustedContentInset.top - scrollView.contentOffset.y)
        guard overscroll > 0 || stork.pullDistance > 0 else { return }
        stork.pull(to: overscroll)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let stork, stork.pullDistance > 0 else { return }
        stork.release(velocity: 0)
    }

    // MARK: Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { languages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = languages[indexPath.row]
        return cell
    }
}
