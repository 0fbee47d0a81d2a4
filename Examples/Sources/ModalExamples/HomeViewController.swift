import UIKit

/// The first screen: one button per example, stacked in the middle.
final class HomeViewController: UIViewController {
    private let cardTransition = CardTransitioningDelegate()
    private let resizingSheet = ResizingSheetTransitioningDelegate()
    private let storkCard = StorkCardTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Modal Examples"
        view.backgroundColor = .systemGroupedBackground

        let intro = UILabel()
        intro.text = "Each button presents a screen written as on iOS."
        intro.font = .preferredFont(forTextStyle: .subheadline)
        intro.textColor = .secondaryLabel
        intro.numberOfLines = 0
        intro.textAlignment = .center

        let stack = UIStackView(arrangedSubviews: [
            intro,
            makeButton("Trip details (sheet)", id: "open-sheet") { [unowned self] in showTripSheet(animated: true) },
            makeButton("Card (custom transition)", id: "open-card") { [unowned self] in showCard(animated: true) },
            makeButton("New note (locked form)", id: "open-form") { [unowned self] in showForm(animated: true) },
            makeButton("Library (tabs)", id: "open-tabs") { [unowned self] in present(LibraryTabsViewController(), animated: true) },
            makeButton("Resizing sheet (navigation inside)", id: "open-resizing") { [unowned self] in showResizingSheet(animated: true) },
            makeButton("Stork card (asks to close)", id: "open-stork") { [unowned self] in showStorkCard(animated: true) },
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(24, after: intro)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }

    private func makeButton(_ title: String, id: String, action: @escaping () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.cornerStyle = .large
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
        button.accessibilityIdentifier = id
        button.heightAnchor.constraint(equalToConstant: 50).isActive = true
        return button
    }

    // MARK: Presenting the examples

    func showTripSheet(animated: Bool) {
        let trip = TripSheetViewController()
        if let sheet = trip.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 16
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        present(trip, animated: animated)
    }

    func showCard(animated: Bool) {
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransition
        present(card, animated: animated)
    }

    /// A bottom sheet sized by its content, with a navigation controller inside.
    func showResizingSheet(animated: Bool) {
        let navigation = ResizingNavigationController(rootViewController: ResizeViewController(height: 300))
        navigation.modalPresentationStyle = .custom
        navigation.transitioningDelegate = resizingSheet
        present(navigation, animated: animated)
    }

    /// SPStorkController's card with a table inside, asking before it closes.
    func showStorkCard(animated: Bool) {
        let card = StorkCardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = storkCard
        present(card, animated: animated)
    }

    @discardableResult
    func showForm(animated: Bool) -> NoteFormViewController? {
        let form = NoteFormViewController()
        let navigation = UINavigationController(rootViewController: form)
        present(navigation, animated: animated)
        return form
    }
}
