import UIKit

/// A navigation controller inside the sheet: its preferred size is its top
/// controller's plus the bar, so the sheet resizes on push, pop and when the top
/// controller asks for another height.
final class ResizingNavigationController: UINavigationController, UINavigationControllerDelegate {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        delegate = self
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        delegate = self
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard let child = container as? UIViewController, child === topViewController else { return }
        followTopController()
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        followTopController()
    }

    private func followTopController() {
        guard let top = topViewController else { return }
        let bar: CGFloat = isNavigationBarHidden ? 0 : 44
        preferredContentSize = CGSize(width: top.preferredContentSize.width, height: top.preferredContentSize.height + bar)
    }
}
