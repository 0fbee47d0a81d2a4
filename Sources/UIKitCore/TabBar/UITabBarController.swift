import Foundation

/// Tabs of controllers above a tab bar, as in UIKit: `viewControllers` each
/// have a tab (`tabBarItem`); the selected one's view fills the space above
/// the bar. A click on a tab asks the delegate `shouldSelect`, selects, then
/// tells it `didSelect`; setting `selectedIndex` or `selectedViewController`
/// in code tells the delegate nothing, as in UIKit.
///
/// When the delegate returns an animation controller for a tap's change of tab,
/// it runs the transition (interactively when the delegate also returns an
/// interaction controller), as in UIKit; otherwise the tabs switch at once.
///
/// Differences: no "More" tab (every controller gets a tab, however many), and no
/// customizing.
open class UITabBarController: UIViewController, UITabBarDelegate {
    public weak var delegate: UITabBarControllerDelegate?
    public private(set) var viewControllers: [UIViewController]?
    /// The bar (the controller is its delegate, as in UIKit).
    public let tabBar = UITabBar()
    /// Index of the selected tab; `NSNotFound` with no tabs.
    var selection = NSNotFound
    /// A custom transition between tabs is running (see `UITabBarController+Transition`).
    var isTransitioningTabs = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
    }

    open var selectedIndex: Int {
        get { selection }
        set {
            guard let controllers = viewControllers, controllers.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { selection < $0.count ? $0[selection] : nil } }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        for controller in viewControllers ?? [] where !(controllers ?? []).contains(where: { $0 === controller }) {
            if controller === old { controller.viewIfLoaded?.removeFromSuperview() }
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in controllers ?? [] where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewControllers = controllers
        tabBar.setItems(controllers?.map { $0.tabBarItem }, animated: animated)
        let count = controllers?.count ?? 0
        let keep = old.flatMap { o in controllers?.firstIndex { $0 === o } }
        selection = NSNotFound
        if count > 0 { select(keep ?? 0) } else { tabBar.selectedItem = nil }
    }

    /// Shows the controller at `index` (no delegate calls).
    private func select(_ index: Int) {
        guard let controllers = viewControllers else { return }
        let old = selectedViewController
        selection = index
        let new = controllers[index]
        tabBar.selectedItem = new.tabBarItem
        guard let view = viewIfLoaded, new !== old || new.viewIfLoaded?.superview !== view else { return }
        old?.viewIfLoaded?.removeFromSuperview()
        view.insertSubview(new.view, belowSubview: tabBar)
        layoutContent()
        if new !== old { view.window?.reportTabSelection(self) }
    }

    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        view = container
        container.addSubview(tabBar)
        if let selected = selectedViewController { container.insertSubview(selected.view, belowSubview: tabBar) }
        layoutContent()
    }

    /// The bar at the bottom (taller by the bottom safe area), the selected view above it.
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - barHeight, width: view.bounds.width, height: barHeight)
        guard !isTransitioningTabs else { return }
        selectedViewController?.viewIfLoaded?.frame = contentFrame
    }

    var barHeight: CGFloat { UITabBar.height + (viewIfLoaded?.safeAreaInsets.bottom ?? 0) }

    /// Where the selected controller's view goes: above the bar.
    var contentFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        return CGRect(x: 0, y: 0, width: view.bounds.width, height: max(0, view.bounds.height - barHeight))
    }

    // MARK: UITabBarDelegate

    /// A click on a tab: the delegate may refuse it, else the tab is selected and the delegate told.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard !isTransitioningTabs else {
            // A tap while a custom transition runs is ignored, as in UIKit.
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        guard let controllers = viewControllers, let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        if let fromVC = selectedViewController, fromVC !== controller,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: fromVC, to: controller),
           viewIfLoaded?.window != nil {
            let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
            runTabTransition(from: fromVC, to: controller, index: index, animator: animator, interaction: interaction)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        selectedViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
}

/// The tab bar controller's view: lays its content out with it.
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller, as in UIKit.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
