import XCTest
@testable import UIKitCore

/// Slides the presented view up from below its final frame and back down, linearly,
/// with plain `UIView.animate` (so a percent-driven interaction can scrub it).
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var endedWith: [Bool] = []

    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let to = transitionContext.viewController(forKey: .to), to.isBeingPresented {
            let view = transitionContext.view(forKey: .to)!
            let final = transitionContext.finalFrame(for: to)
            container.addSubview(view)
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { view.frame = final }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            let view = transitionContext.view(forKey: .from)!
            let start = view.frame
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear,
                           animations: { view.frame = start.offsetBy(dx: 0, dy: container.bounds.height - start.minY) }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}

/// A custom presentation controller: the presented view covers the lower half.
final class HalfHeightPresentationController: UIPresentationController {
    var hooks: [String] = []
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { hooks.append("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { hooks.append("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { hooks.append("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { hooks.append("dismissalTransitionDidEnd(\(completed))") }
}

/// Records which of the five methods UIKit consults, in order.
final class RecordingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    var calls: [String] = []
    let animator = SlideAnimator(duration: 0.4)
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactiveDismissal = false
    var customPresentationController: HalfHeightPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        calls.append("presentationController")
        let controller = HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
        customPresentationController = controller
        return controller
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        calls.append("animationControllerForPresented")
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        calls.append("animationControllerForDismissed")
        return animator
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        calls.append("interactionControllerForPresentation")
        return nil
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        calls.append("interactionControllerForDismissal")
        return interactiveDismissal ? interactor : nil
    }
}

/// Lets a test act in viewWillDisappear.
final class HookedViewController: LoggingViewController {
    var onWillDisappear: ((UIViewController) -> Void)?
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onWillDisappear?(self)
    }
}

final class PresentationCustomTransitionTests: XCTestCase {
    private var driver: VirtualWindowDriver!
    private var log: PresentationLog!
    private var root: LoggingViewController!
    private var transitions: RecordingTransitioningDelegate!
    private var presented: HookedViewController!

    override func setUp() {
        driver = VirtualWindowDriver()
        log = PresentationLog()
        root = LoggingViewController("A", log: log)
        driver.window.rootViewController = root
        driver.runUntilIdle()
        transitions = RecordingTransitioningDelegate()
        presented = HookedViewController("B", log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitions
        log.clear()
    }

    private func presentAndSettle() {
        root.present(presented, animated: true)
        driver.runUntilIdle()
        log.clear()
    }

    /// Where the presented view is drawn now (the in-flight value while animating).
    private var shownMinY: CGFloat { presented.view.layer.presented.frame.minY }

    func testAllFiveTransitioningDelegateMethodsAreConsulted() {
        // Given / When
        presentAndSettle()
        let afterPresent = transitions.calls
        presented.dismiss(animated: true)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(afterPresent, ["presentationController", "animationControllerForPresented",
                                      "interactionControllerForPresentation"])
        XCTAssertEqual(transitions.calls, ["presentationController", "animationControllerForPresented",
                                           "interactionControllerForPresentation",
                                           "animationControllerForDismissed", "interactionControllerForDismissal"])
        XCTAssertEqual(transitions.animator.endedWith, [true, true])
        XCTAssertNil(root.presentedViewController)
    }

    func testCustomPresentationControllerPlacesTheViewAndGetsItsHooks() {
        // Given / When
        root.present(presented, animated: true)
        driver.advance(by: 0.2)
        let midway = shownMinY
        driver.runUntilIdle()

        // Then
        XCTAssertTrue(presented.presentationController === transitions.customPresentationController)
        XCTAssertEqual(midway, 844 - 422 / 2, accuracy: 0.5, "linear slide from 844 to 422, half way at 0.2 s of 0.4 s")
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(transitions.customPresentationController?.hooks,
                       ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)"])
        XCTAssertFalse(root.view.isHidden, ".custom leaves the presenter's view in place")
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear"], "a custom style does not tell the presenter")

        // When
        presented.dismiss(animated: true)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(transitions.customPresentationController?.hooks,
                       ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)",
                        "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"])
        XCTAssertNil(presented.view.superview)
        XCTAssertFalse(driver.window.subviews.contains { $0 is PresentationContainerView })
    }

    func testPercentDrivenDismissalFinishesAtCompletionSpeed() {
        // Given
        presentAndSettle()
        transitions.interactiveDismissal = true
        transitions.interactor.completionSpeed = 2
        transitions.interactor.completionCurve = .linear

        // When
        presented.dismiss(animated: true)
        transitions.interactor.update(0.5)
        driver.advance(by: 0.1)

        // Then: scrubbed half way and held there
        XCTAssertEqual(shownMinY, 422 + 211, accuracy: 0.5)
        XCTAssertEqual(transitions.interactor.percentComplete, 0.5)
        XCTAssertEqual(transitions.interactor.duration, 0.4, accuracy: 1e-9)

        // When: the rest takes (1 - 0.5) × 0.4 / 2 = 0.1 s
        transitions.interactor.finish()
        driver.advance(by: 0.05)
        let halfWayThroughTheRest = shownMinY
        driver.advance(by: 0.04)
        let stillPresented = root.presentedViewController
        driver.advance(by: 0.02)

        // Then
        XCTAssertEqual(halfWayThroughTheRest, 633 + 211 / 2, accuracy: 1)
        XCTAssertTrue(stillPresented === presented)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.didDisappear"])
        XCTAssertEqual(transitions.animator.endedWith, [true, true])
    }

    func testPercentDrivenDismissalCancelsBackToTheExactFrame() {
        // Given
        presentAndSettle()
        transitions.interactiveDismissal = true
        let restingFrame = presented.view.frame

        // When
        presented.dismiss(animated: true)
        transitions.interactor.update(0.25)
        driver.advance(by: 0.05)
        let scrubbed = shownMinY
        transitions.interactor.cancel()
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(scrubbed, 422 + 105.5, accuracy: 0.5)
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertEqual(presented.view.frame, restingFrame)
        XCTAssertEqual(presented.view.layer.presented.frame, restingFrame)
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.willAppear", "B.didAppear"])
        XCTAssertEqual(transitions.animator.endedWith, [true, false])
        XCTAssertEqual(transitions.customPresentationController?.hooks.suffix(2),
                       ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(false)"])

        // When: the same interactor drives the next dismissal
        presented.dismiss(animated: true)
        driver.advance(by: 0.05)

        // Then: from 0, not from where the cancelled one was left
        XCTAssertEqual(transitions.interactor.percentComplete, 0)
        XCTAssertEqual(shownMinY, 422, accuracy: 0.001)

        // When
        transitions.interactor.finish()
        driver.runUntilIdle()

        // Then
        XCTAssertNil(root.presentedViewController)
    }

    func testTransitionCoordinatorRunsAlongsideAnimationsAndReportsCancellation() {
        // Given
        presentAndSettle()
        transitions.interactiveDismissal = true
        var reports: [String] = []
        let alongside = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(alongside)

        // When: cancelled
        presented.dismiss(animated: true)
        let coordinator = presented.transitionCoordinator
        coordinator?.animate(alongsideTransition: { context in
            reports.append("alongside interactive=\(context.isInteractive)")
            alongside.alpha = 0
        }, completion: { context in
            reports.append("completion cancelled=\(context.isCancelled)")
        })
        transitions.interactor.update(0.5)
        driver.advance(by: 0.05)
        let alphaMidway = alongside.layer.presented.alpha
        transitions.interactor.cancel()
        driver.runUntilIdle()

        // Then
        XCTAssertNotNil(coordinator)
        XCTAssertEqual(alphaMidway, 0.5, accuracy: 0.01, "alongside animations are scrubbed with the transition")
        XCTAssertEqual(reports, ["alongside interactive=true", "completion cancelled=true"])
        XCTAssertEqual(alongside.alpha, 1, "a cancelled alongside animation returns to its start value")
        XCTAssertNil(presented.transitionCoordinator)

        // When: finished, registered from viewWillDisappear (the usual place)
        reports.removeAll()
        presented.onWillDisappear = { controller in
            controller.transitionCoordinator?.animate(alongsideTransition: { context in
                reports.append("alongside cancelled=\(context.isCancelled)")
                alongside.alpha = 0.2
            }, completion: { context in reports.append("completion cancelled=\(context.isCancelled)") })
        }
        presented.dismiss(animated: true)
        transitions.interactor.update(0.5)
        driver.advance(by: 0.05)
        let alphaHalfWay = alongside.layer.presented.alpha
        transitions.interactor.finish()
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(alphaHalfWay, 0.6, accuracy: 0.01)
        XCTAssertEqual(reports, ["alongside cancelled=false", "completion cancelled=false"])
        XCTAssertEqual(alongside.alpha, 0.2)
        XCTAssertNil(root.presentedViewController)
    }
}
