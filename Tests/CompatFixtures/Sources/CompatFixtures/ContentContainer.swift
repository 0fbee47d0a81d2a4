import UIKit
import Combine

// A presentation controller that follows its content's preferred size, and a
// navigation controller subclass with its own designated initializer (the
// sixth library's shape: a sheet with a navigation controller inside).
final class FixtureSheetPresentation: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let height = min(presentedViewController.preferredContentSize.height, containerView.bounds.height)
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: container.preferredContentSize.height)
    }
}

final class FixtureSheetNavigationController: UINavigationController {
    private let cornerRadius: CGFloat
    private var cancellables = Set<AnyCancellable>()

    init(rootViewController: UIViewController, cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
        super.init(rootViewController: rootViewController)
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        cornerRadius = 10
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.cornerRadius = cornerRadius
        NotificationCenter.default.publisher(for: UIContentSizeCategory.didChangeNotification)
            .sink { [weak self] _ in self?.view.setNeedsLayout() }
            .store(in: &cancellables)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        guard let child = container as? UIViewController, child === topViewController else { return }
        preferredContentSize = child.preferredContentSize
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.layoutIfNeeded() })
    }
}
