import UIKit

/// The modal of the second seed: dragging it down drives the dismissal; past 30 %
/// of its height it finishes, otherwise it returns.
///
/// Not in the seed (see the README, "The custom transition: the article's code and
/// ours"): the release velocity decides a flick (the projection the sheet uses), the
/// rest of the dismissal starts at the hand's speed, and a press catches the modal
/// while it finishes or returns.
class ModalViewController: UIViewController {
    var interactor: Interactor!  // Set by the presenting controller.

    /// The threshold of the seed: released past 30 % of the height, the modal leaves.
    static let threshold: CGFloat = 0.3

    /// Not in the seed: the progress at which a press caught the modal while it was
    /// finishing or returning; the drag that follows moves it from there.
    private var caughtAt: CGFloat?

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
        caughtAt = nil
    }

    func handlePanGesture(_ sender: UIPanGestureRecognizer) {
        guard let interactor = interactor else { return }
        let translation = sender.translation(in: view)
        let velocity = sender.velocity(in: view)
        // Decide whether the gesture starts the interaction.
        if sender.state == .began {
            interactor.hasStarted = true
            if let caughtAt {
                // Not in the seed: caught mid-way, the dismissal is still running.
                interactor.update(caughtAt + translation.y / view.bounds.height)
            } else {
                dismiss(animated: true, completion: nil)
            }
        } else if sender.state == .changed {
            // Compute the progress and update the animation.
            let percent = progress(of: translation)
            interactor.shouldFinish = percent > Self.threshold  // Threshold for completion.
            interactor.update(percent)
        } else if sender.state == .ended || sender.state == .cancelled {
            // Not in the seed: the release velocity, in points per second towards the end
            // (the seed's progress is |translation|, so a drag upwards counts backwards).
            let speed = sender.state == .ended ? progressVelocity(velocity.y, translation: translation) : 0
            release(speed: speed)
            interactor.hasStarted = false
        }
    }

    /// The seed's progress, |translation| / height; once caught, the caught progress
    /// plus the translation.
    private func progress(of translation: CGPoint) -> CGFloat {
        guard let caughtAt else { return abs(translation.y) / view.bounds.height }
        return caughtAt + translation.y / view.bounds.height
    }

    private func progressVelocity(_ velocity: CGFloat, translation: CGPoint) -> CGFloat {
        caughtAt == nil && translation.y < 0 ? -velocity : velocity
    }

    /// Finish or cancel the animation: by the threshold for a drag, by where its
    /// momentum carries the modal for a flick; the rest starts at the hand's speed.
    private func release(speed: CGFloat) {
        let height = view.bounds.height
        interactor.shouldFinish = interactor.projectedPercentComplete(velocity: speed, distance: height) > Self.threshold
        if interactor.shouldFinish {
            interactor.finish(velocity: speed, distance: height)
        } else {
            interactor.cancel(velocity: speed, distance: height)
        }
        caughtAt = nil
    }

    // MARK: Catching (not in the seed)

    /// A press while the modal finishes or returns stops it where it is, as a sheet
    /// is caught; a drag then takes it from there.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let interactor, interactor.isRunning else { return }
        interactor.pause()
        caughtAt = interactor.percentComplete
    }

    /// The press let go without dragging: the modal goes on from where it was held.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        releaseIfHeld()
    }

    /// The pan took the press over (it recognized a drag and drives the modal now),
    /// or the press was lost: then the modal goes on from where it was held.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        let panTookOver = touches.contains { touch in
            touch.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer && $0.state == .began } ?? false
        }
        if !panTookOver { releaseIfHeld() }
    }

    private func releaseIfHeld() {
        guard caughtAt != nil, interactor?.hasStarted != true else { return }
        release(speed: 0)
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
