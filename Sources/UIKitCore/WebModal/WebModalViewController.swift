import Foundation

/// Supplies `WebModalPresentationController` for a `.custom` presentation.
public final class WebModalTransitioning: UIViewControllerTransitioningDelegate {
    public var options: WebModalOptions
    public weak var modalDelegate: WebModalDelegate?

    public init(options: WebModalOptions = WebModalOptions()) { self.options = options }

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        let controller = WebModalPresentationController(presentedViewController: presented, presenting: presenting, options: options)
        controller.modalDelegate = modalDelegate
        return controller
    }
}

/// A controller shown as the second seed's web-style modal: set `modalOptions`
/// before presenting; `webModal` is its presentation controller once presented.
open class WebModalViewController: UIViewController {
    /// Held strongly: `transitioningDelegate` is weak, as in UIKit.
    public let webTransitioning: WebModalTransitioning

    public init(options: WebModalOptions = WebModalOptions()) {
        webTransitioning = WebModalTransitioning(options: options)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = webTransitioning
    }

    /// A web modal with the default options (there are no archives on Linux).
    public required convenience init?(coder: NSCoder) { self.init() }

    public var modalOptions: WebModalOptions {
        get { webTransitioning.options }
        set {
            webTransitioning.options = newValue
            webModal?.options = newValue
        }
    }

    public var modalDelegate: WebModalDelegate? {
        get { webTransitioning.modalDelegate }
        set {
            webTransitioning.modalDelegate = newValue
            webModal?.modalDelegate = newValue
        }
    }

    public var webModal: WebModalPresentationController? { presentationController as? WebModalPresentationController }
}
