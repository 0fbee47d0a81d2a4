import UIKit

// iOS: UIPanGestureRecognizer(target: self, action: #selector(didPan(_:))), addTarget(_:action:for:),
// NotificationCenter.addObserver(self, selector:name:object:). Linux: closures.
final class SelectorToClosure: UIViewController {
    lazy var pan = UIPanGestureRecognizer { [weak self] in self?.didPan($0) }
    let button = UIButton(type: .system)
    var observers: [NSObjectProtocol] = []
    func didPan(_ recognizer: UIPanGestureRecognizer) { _ = recognizer.translation(in: view) }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) })
        button.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { _ in })
    }
}
