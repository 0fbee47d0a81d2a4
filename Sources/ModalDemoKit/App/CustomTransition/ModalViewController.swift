import UIKit

/// The modal of the second seed: dragging it down drives the dismissal; past 30 %
/// of its height it finishes, otherwise it returns.
class ModalViewController: UIViewController {
    var interactor: Interactor!  // Set by the presenting controller.

    override func viewDidLoad() {
        super.viewDidLoad()
        let panGesture = UIPanGestureRecognizer { [weak self] in self?.handlePanGesture($0) }
        view.addGestureRecognizer(panGesture)
        buildContent()
    }

    /// Not in the seed: a modal dismissed some other way while a drag had started
    /// the interactor (Escape, the window closing) must not leave it "started" for
    /// the next modal, whose dismissal would wait for a drag that never comes.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        interactor?.hasStarted = false
    }

    func handlePanGesture(_ sender: UIPanGestureRecognizer) {
        guard let interactor = interactor else { return }
        let translation = sender.translation(in: view)
        // Decide whether the gesture starts the interaction.
        if sender.state == .began {
            interactor.hasStarted = true
            dismiss(animated: true, completion: nil)
        } else if sender.state == .changed {
            // Compute the progress and update the animation.
            let percent = abs(translation.y) / view.bounds.height
            interactor.shouldFinish = percent > 0.3  // Threshold for completion.
            interactor.update(percent)
        } else if sender.state == .ended || sender.state == .cancelled {
            // Finish or cancel the animation based on the threshold.
            if interactor.shouldFinish {
                interactor.finish()
            } else {
                interactor.cancel()
            }
            interactor.hasStarted = false
        }
    }

    private func buildContent() {
        view.backgroundColor = UIColor(rgb: 0x1C6E8C)
        view.accessibilityIdentifier = "custom-modal"
        let title = UILabel(frame: CGRect(x: 24, y: 120, width: view.bounds.width - 48, height: 40))
        title.text = "Luk modaler intuitivt"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        title.textColor = .white
        title.autoresizingMask = [.flexibleWidth]
        let hint = UILabel(frame: CGRect(x: 24, y: 170, width: view.bounds.width - 48, height: 120))
        hint.text = "Træk ned for at lukke. Slip efter 30 % for at fuldføre, før det for at fortryde."
        hint.numberOfLines = 0
        hint.font = .systemFont(ofSize: 17)
        hint.textColor = UIColor(white: 1, alpha: 0.85)
        hint.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)
        view.addSubview(hint)
    }
}

/// The presenting side of the second seed: supplies the animator and, while the
/// user drags, the interactor.
final class CustomTransitionPresenter: UIViewControllerTransitioningDelegate {
    let interactor = Interactor()

    func makeModal() -> ModalViewController {
        let modal = ModalViewController()
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = self
        modal.interactor = interactor
        return modal
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactor.hasStarted ? interactor : nil
    }
}
