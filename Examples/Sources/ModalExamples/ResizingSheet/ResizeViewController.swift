import UIKit

/// One screen of the sheet: its height in a label, buttons that change it
/// (doubling, halving, plus and minus 100 points), and buttons that push another
/// screen or go back to the first, as the sample app of a sheet library has.
final class ResizeViewController: UIViewController {
    private let heightLabel = UILabel()
    private var contentHeight: CGFloat {
        didSet { preferredContentSize = CGSize(width: 390, height: contentHeight) }
    }

    init(height: CGFloat) {
        contentHeight = height
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Height \(Int(contentHeight))"
        heightLabel.textAlignment = .center
        heightLabel.accessibilityIdentifier = "height-label"

        let resizers = UIStackView(arrangedSubviews: [
            makeButton("x2") { $0 * 2 }, makeButton("/2") { $0 / 2 },
            makeButton("+100") { $0 + 100 }, makeButton("-100") { $0 - 100 },
        ])
        resizers.distribution = .fillEqually
        resizers.spacing = 8

        var next = UIButton.Configuration.filled()
        next.title = "Show next"
        let showNext = UIButton(configuration: next, primaryAction: UIAction { [unowned self] _ in
            navigationController?.pushViewController(ResizeViewController(height: contentHeight), animated: true)
        })
        var root = UIButton.Configuration.tinted()
        root.title = "Show root"
        let showRoot = UIButton(configuration: root, primaryAction: UIAction { [unowned self] _ in
            navigationController?.popToRootViewController(animated: true)
        })
        showRoot.isHidden = (navigationController?.viewControllers.count ?? 0) <= 1

        let stack = UIStackView(arrangedSubviews: [heightLabel, resizers, showNext, showRoot])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            resizers.heightAnchor.constraint(equalToConstant: 44),
        ])
        update()
    }

    private func makeButton(_ title: String, change: @escaping (CGFloat) -> CGFloat) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        return UIButton(configuration: configuration, primaryAction: UIAction { [unowned self] _ in
            let height = change(contentHeight)
            guard height >= 200, height < 800 else { return }
            contentHeight = height
            update()
        })
    }

    private func update() {
        heightLabel.text = "preferredContentHeight = \(Int(contentHeight))"
        preferredContentSize = CGSize(width: 390, height: contentHeight)
    }
}
