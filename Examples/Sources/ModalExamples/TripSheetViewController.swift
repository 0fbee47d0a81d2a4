import UIKit

/// A page sheet with a medium and a large detent, as Maps and Music show details.
final class TripSheetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "trip-sheet"

        let title = UILabel()
        title.text = "Copenhagen → Aarhus"
        title.font = .preferredFont(forTextStyle: .title2)

        let subtitle = UILabel()
        subtitle.text = "Tomorrow, 08:12 · 3 h 1 min · Track 5"
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        subtitle.textColor = .secondaryLabel

        let stops = UIStackView(arrangedSubviews: ["Roskilde 08:36", "Odense 09:42", "Fredericia 10:21", "Aarhus 11:13"].map { stop in
            let label = UILabel()
            label.text = stop
            label.font = .preferredFont(forTextStyle: .body)
            return label
        })
        stops.axis = .vertical
        stops.spacing = 8

        let expand = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Show all stops") { [unowned self] _ in
            sheetPresentationController?.animateChanges {
                sheetPresentationController?.selectedDetentIdentifier = .large
            }
        })
        expand.accessibilityIdentifier = "expand"

        let content = UIStackView(arrangedSubviews: [title, subtitle, stops, expand])
        content.axis = .vertical
        content.alignment = .leading
        content.spacing = 12
        content.setCustomSpacing(24, after: subtitle)
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)

        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
