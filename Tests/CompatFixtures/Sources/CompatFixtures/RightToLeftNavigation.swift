import UIKit

// A navigation stack in a right-to-left layout: the interactive pop starts at the
// right edge, and a custom edge swipe names its physical edge, as on iOS (the
// target-action spelling becomes the closure form, see SelectorToClosure).
final class RightToLeftStackController: UINavigationController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.semanticContentAttribute = .forceRightToLeft
        navigationBar.semanticContentAttribute = .forceRightToLeft
        interactivePopGestureRecognizer?.delegate = self
        interactivePopGestureRecognizer?.isEnabled = true
        let isRightToLeft = UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute) == .rightToLeft
        let edgePan = UIScreenEdgePanGestureRecognizer { [weak self] in self?.handleEdgePan($0) }
        edgePan.edges = isRightToLeft ? .right : .left
        view.addGestureRecognizer(edgePan)
        if let pop = interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer {
            _ = pop.edges.contains(.right)
        }
    }

    private func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        let progress = (view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -translation.x : translation.x) / view.bounds.width
        _ = min(max(progress, 0), 1)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        viewControllers.count > 1
    }
}
