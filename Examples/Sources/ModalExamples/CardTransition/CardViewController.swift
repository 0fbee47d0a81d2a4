import UIKit

/// The card: drag it down to dismiss it, with the transition following the hand.
final class CardViewController: UIViewController {
    private var interactor: CardInteractor? { (transitioningDelegate as? CardTransitioningDelegate)?.interactor }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 24
        view.clipsToBounds = true
        view.accessibilityIdentifier = "card"

        let handle = UIView()
        handle.backgroundColor = .tertiaryLabel
        handle.layer.cornerRadius = 2.5
        handle.translatesAutoresizingMaskIntoConstraints = false

        let title = UILabel()
        title.text = "Drag me down"
        title.font = .preferredFont(forTextStyle: .title1)

        let message = UILabel()
        message.text = "A custom presentation with a percent-driven dismissal: let go past a third of the way, or flick, and the card leaves; otherwise it springs back."
        message.font = .preferredFont(forTextStyle: .body)
        message.textColor = .secondaryLabel
        message.numberOfLines = 0

        let close = UIButton(configuration: .gray(), primaryAction: UIAction(title: "Close") { [unowned self] _ in
            dismiss(animated: true)
        })
        close.accessibilityIdentifier = "close-card"

        let stack = UIStackView(arrangedSubviews: [title, message, close])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(handle)
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            handle.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 40),
            handle.heightAnchor.constraint(equalToConstant: 5),
            stack.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])

        view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handlePan(pan) })
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let interactor else { return }
        let translation = pan.translation(in: view)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)

        switch pan.state {
        case .began:
            interactor.hasStarted = true
            dismiss(animated: true)
        case .changed:
            interactor.shouldFinish = progress > 0.3 || pan.velocity(in: view).y > 1000
            interactor.update(progress)
        case .cancelled:
            interactor.hasStarted = false
            interactor.cancel()
        case .ended:
            interactor.hasStarted = false
            interactor.shouldFinish ? interactor.finish() : interactor.cancel()
        default:
            break
        }
    }
}
