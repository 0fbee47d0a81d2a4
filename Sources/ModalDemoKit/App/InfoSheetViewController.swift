import UIKit

/// A plain page sheet with medium and large detents, a grabber and a scrolling
/// list inside: drag the list at its top to move the sheet, in one continuous drag.
final class InfoSheetViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    private let headline = UILabel()
    private let lines = [
        "Drag the grabber or the header down to dismiss.",
        "A quick flick dismisses; a slow, short drag snaps back.",
        "Scroll the list; at its top, keep dragging down to move the sheet.",
        "Drag up from the medium detent to grow the sheet.",
        "Glissez vers le bas pour rejeter la modale.",
        "Træk ned for at lukke modalen.",
    ]

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "About sheets"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        headline.text = "About sheets"
        headline.font = .systemFont(ofSize: 22, weight: .bold)
        headline.accessibilityIdentifier = "headline"
        tableView.accessibilityIdentifier = "info-list"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
        tableView.dataSource = self
        root.addSubview(headline)
        root.addSubview(tableView)
        view = root
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        headline.frame = CGRect(x: 20, y: 24, width: bounds.width - 40, height: 30)
        tableView.frame = CGRect(x: 0, y: 64, width: bounds.width, height: max(0, bounds.height - 64))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row + 1). " + lines[indexPath.row % lines.count]
        cell.selectionStyle = .none
        return cell
    }

    /// Configures the sheet: medium and large detents with a grabber.
    static func makeSheet() -> InfoSheetViewController {
        let controller = InfoSheetViewController()
        controller.modalPresentationStyle = .pageSheet
        if let sheet = controller.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        return controller
    }
}
