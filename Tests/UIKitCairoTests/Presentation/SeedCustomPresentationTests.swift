import XCTest
import UIKit

// The second seed (shared/seeds/001_b31378e743a1a51f.txt, "Luk Modaler Intuitivt på iOS"):
// its ViewController, DismissAnimator, Interactor and ModalViewController, as the seed has
// them, in today's Swift UIKit names. Changes: the pan gesture's #selector target-action
// becomes a closure (the contract's form); prepare(for:sender:) has no storyboard here, so
// its body runs in `showModal()`; the modal is presented `.fullScreen`, the default when
// the tutorial was written (before iOS 13).

class ViewController: UIViewController {
    let interactor = Interactor()

    /// The seed's `prepareForSegue` body, then the segue's presentation.
    func showModal() {
        let destinationViewController = ModalViewController()
        destinationViewController.modalPresentationStyle = .fullScreen
        destinationViewController.transitioningDelegate = self
        destinationViewController.interactor = interactor
        present(destinationViewController, animated: true, completion: nil)
    }
}

extension ViewController: UIViewControllerTransitioningDelegate {
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactor.hasStarted ? interactor : nil
    }
}

class DismissAnimator: NSObject {
    let transitionDuration = 0.6
}

extension DismissAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else { return }
        let containerView = transitionContext.containerView
        if transitionContext.transitionWasCancelled {
            // If the animation is interrupted, put it back
            containerView.insertSubview(fromVC.view, at: 0)
        } else {
            let screenBounds = UIScreen.main.bounds
            let bottomLeftCorner = CGPoint(x: 0, y: screenBounds.height)
            let finalFrame = CGRect(origin: bottomLeftCorner, size: screenBounds.size)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromVC.view.frame = finalFrame
            }, completion: { _ in
                // The seed prints `completeTransition(!$0)`, a garbling of the original
                // tutorial's line, used here:
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

class Interactor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}

class ModalViewController: UIViewController {
    var interactor: Interactor! // Set by the presenting controller

    override func viewDidLoad() {
        super.viewDidLoad()
        let panGesture = UIPanGestureRecognizer { [weak self] in self?.handlePanGesture($0) }
        view.addGestureRecognizer(panGesture)
    }

    func handlePanGesture(_ sender: UIPanGestureRecognizer) {
        guard let interactor = interactor else { return }
        let translation = sender.translation(in: view)
        let velocity = sender.velocity(in: view)
        _ = velocity
        // Decide whether the gesture starts the interaction
        if sender.state == .began {
            interactor.hasStarted = true
            dismiss(animated: true, completion: nil)
        } else if sender.state == .changed {
            // Compute the progress and update the animation
            let percent = abs(translation.y) / view.bounds.height
            interactor.shouldFinish = percent > 0.3 // Threshold for completion
            interactor.update(percent)
        } else if sender.state == .ended || sender.state == .cancelled {
            // Finish or cancel the animation from the threshold
            if interactor.shouldFinish {
                interactor.finish()
            } else {
                interactor.cancel()
            }
            interactor.hasStarted = false
        }
    }
}

final class SeedCustomPresentationTests: XCTestCase {
    private var host: HeadlessHost!
    private var root: ViewController!

    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        root = ViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        root.showModal()
        host.runUntilIdle()
    }

    private var modal: ModalViewController? { root.presentedViewController as? ModalViewController }

    func testDragPastThirtyPercentDismisses() {
        // Given
        let modalView = modal!.view!
        XCTAssertEqual(modalView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertTrue(root.view.isHidden, "full screen hides the presenter")

        // When: 300 / 844 = 35.5 %
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), duration: 0.5)
        let shownAtRelease = modalView.layer.presented.frame.minY
        host.runUntilIdle()

        // Then: scrubbed to 35.5 % of an ease-in-out 0.6 s slide, then finished
        XCTAssertGreaterThan(shownAtRelease, 100)
        XCTAssertLessThan(shownAtRelease, 400)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(modalView.window)
        XCTAssertFalse(root.view.isHidden)
        XCTAssertFalse(root.interactor.hasStarted)
    }

    func testDragUnderThirtyPercentCancelsBackToTheExactFrame() {
        // Given
        let modalView = modal!.view!

        // When: 200 / 844 = 23.7 %
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 400), duration: 0.5)
        host.runUntilIdle()

        // Then
        XCTAssertTrue(root.presentedViewController === modal)
        XCTAssertEqual(modalView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(modalView.layer.presented.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertTrue(modalView.window === host.window)
        XCTAssertTrue(root.view.isHidden)

        // When: the same interactor drives a second, longer drag
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), duration: 0.5)
        host.runUntilIdle()

        // Then
        XCTAssertNil(root.presentedViewController)
    }

    func testScrubbedPositionFollowsTheDragAndTheDismissedModalIsReleased() {
        // Given
        weak var weakModal = modal
        weak var weakView = modal?.view

        // When: held at 25 % (211 pt)
        host.pointerDown(at: CGPoint(x: 195, y: 100))
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.pointerMove(to: CGPoint(x: 195, y: 100 + CGFloat(step) * 21.1))
        }
        let scrubbed = modal!.view.layer.presented.frame.minY

        // Then: UIView.animate's default ease-in-out curve at 25 % of the time
        let curve = CubicBezierTimingCurve.easeInEaseOut.progress(at: 0.25)
        XCTAssertEqual(scrubbed, 844 * curve, accuracy: 0.5)

        // When: pulled past 30 % and released
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.pointerMove(to: CGPoint(x: 195, y: 311 + CGFloat(step) * 20))
        }
        host.pointerUp(at: CGPoint(x: 195, y: 511))
        host.runUntilIdle()

        // Then
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(weakModal)
        XCTAssertNil(weakView)
    }
}
