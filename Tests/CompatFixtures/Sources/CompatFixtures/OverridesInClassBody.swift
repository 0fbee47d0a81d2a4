import UIKit

// iOS allows `override` in an extension for @objc members; Linux: in the class body.
final class CardPresentation: UIPresentationController {
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
