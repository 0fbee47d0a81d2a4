import Foundation

/// A stack of controllers under a navigation bar, as in UIKit.
///
/// Pushing slides the new view in from the right edge while the old one moves
/// left by 30 % of the width; popping reverses it (0.35 s, ease in-out). In a
/// right-to-left layout (the view's `effectiveUserInterfaceLayoutDirection`) both
/// mirror, as in UIKit: the new view comes in from the left edge. The
/// top controller's `isModalInPresentation` locks a sheet that presents the
/// navigation controller (`childControllerForModalInPresentation`), as in UIKit.
///
/// The toolbar (`isToolbarHidden`, `setToolbarHidden(_:animated:)`) shows the
/// top controller's `toolbarItems` at the bottom; the top view is laid out
/// between the bars.
///
/// Differences: the top view is laid out below the 44-point bar (no under-bar
/// extension; a large title's area overlaps it and is its top safe area, see
/// `UINavigationController+LargeTitles`); pushes and pops asked for
/// during a transition run when it ends. The delegate's custom animators and
/// interaction controllers run as in UIKit (`UINavigationController+CustomTransition`),
/// and a swipe from the leading edge (the right one, right to left) pops interactively.
open class UINavigationController: UIViewController {
    public static let transitionDuration: TimeInterval = 0.35
    /// How far the covered view moves left, as a fraction of the width.
    static let parallaxFraction: CGFloat = 0.3

    public weak var delegate: UINavigationControllerDelegate?
    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`, as in UIKit.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The bar at the top, as in UIKit: an instance of the `navigationBarClass` given to
    /// `init(navigationBarClass:toolbarClass:)`, else a `UINavigationBar`.
    public let navigationBar: UINavigationBar
    public private(set) var isNavigationBarHidden = false
    /// The bar at the bottom showing the top controller's `toolbarItems`, as in UIKit
    /// (hidden until `isToolbarHidden` is false); an instance of the `toolbarClass`
    /// given to `init(navigationBarClass:toolbarClass:)`, else a `UIToolbar`.
    public let toolbar: UIToolbar!
    /// Whether the toolbar is hidden (true by default), as in UIKit.
    public var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true
    /// Whether a push or pop animation is running.
    public internal(set) var isTransitioning = false
    private var pendingOperations: [() -> Void] = []
    /// The top screen's scroll view whose offset collapses the large title, and its observation.
    weak var largeTitleScrollView: UIScrollView?
    var largeTitleScrollObservation: NSKeyValueObservation?
    /// Set while a push or pop starts: the bar's height change (large ↔ inline title) animates with it.
    var animatesBarHeightChange = false
    /// The edge swipe's interaction while its pop is being set up.
    var poppingInteraction: UIPercentDrivenInteractiveTransition?
    /// The edge swipe's delegate (UIKit's is private too): it may begin only over a stack to pop.
    private lazy var interactivePopGate = InteractivePopGate(navigationController: self)
    /// A swipe from the leading edge pops the top controller, following the finger
    /// (UIKit's interactive pop): released past half the width or flicked towards the
    /// trailing edge it completes, else it springs back. Off when the delegate animates
    /// pops itself. Left to right it starts at the left edge and drags rightward; right
    /// to left (the navigation view's `effectiveUserInterfaceLayoutDirection`) at the
    /// right edge, dragging leftward, as in UIKit. It is a `UIScreenEdgePanGestureRecognizer`
    /// whose `edges` follow the view's direction.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = makeInteractivePopGesture()

    /// UIKit's designated initializer; the nib is never loaded on Linux.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpNavigation()
    }

    /// An empty stack (there are no storyboards on Linux).
    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(coder: coder)
        setUpNavigation()
    }

    /// An empty stack whose bar and toolbar are instances of the given classes, as in
    /// UIKit: each is made with its own `init(frame:)` (Objective-C's `[[cls alloc]
    /// initWithFrame:]`, see `UIView.instantiate`), so a subclass's drawing and layout
    /// overrides run; nil gives `UINavigationBar` and `UIToolbar`. Designated, as in
    /// UIKit: set the stack afterwards (`viewControllers = [root]`). A class that is
    /// not a `UINavigationBar` (or `UIToolbar`) subclass is reported as a warning and
    /// the default is used (UIKit raises an exception).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = Self.makeBar(navigationBarClass, role: "navigationBarClass") { UINavigationBar(frame: $0) }
        toolbar = Self.makeBar(toolbarClass, role: "toolbarClass") { UIToolbar(frame: $0) }
        super.init(nibName: nil, bundle: nil)
        setUpNavigation()
    }

    /// An instance of `barClass` (a subclass of `Bar`) made with its `init(frame: .zero)`;
    /// `makeDefault` makes the plain `Bar`.
    private static func makeBar<Bar: UIView>(_ barClass: AnyClass?, role: String, makeDefault: @escaping (CGRect) -> Bar) -> Bar {
        guard let barClass else { return makeDefault(.zero) }
        guard let subclass = barClass as? Bar.Type else {
            warn("UINavigationController(\(role):): \(String(reflecting: barClass)) is not a \(Bar.self) subclass; a \(Bar.self) is used",
                 in: nil)
            return makeDefault(.zero)
        }
        return UIView.instantiate(subclass, frame: .zero, fallback: makeDefault)
    }

    private func setUpNavigation() {
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
    }

    private func makeInteractivePopGesture() -> UIGestureRecognizer {
        var interaction: UIPercentDrivenInteractiveTransition?
        let gesture = InteractivePopGestureRecognizer { [weak self] (recognizer: UIScreenEdgePanGestureRecognizer) in
            guard let self, let view = self.viewIfLoaded else { return }
            let width = max(1, view.bounds.width)
            // Towards the trailing edge: rightward left to right, leftward right to left.
            let forward: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
            switch recognizer.state {
            case .began:
                interaction = self.beginInteractivePop()
            case .changed:
                interaction?.update(max(0, forward * recognizer.translation(in: view).x) / width)
            case .ended:
                let velocity = forward * recognizer.velocity(in: view).x
                let percent = max(0, forward * recognizer.translation(in: view).x) / width
                if velocity >= 0 && (percent > 0.5 || velocity > 500) { interaction?.finish() } else { interaction?.cancel() }
                interaction = nil
            case .cancelled, .failed:
                interaction?.cancel()
                interaction = nil
            default:
                break
            }
        }
        gesture.delegate = interactivePopGate
        return gesture
    }

    /// A stack holding `rootViewController`. Designated, as in UIKit, so a
    /// subclass's own initializer can call `super.init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(nibName: nil, bundle: nil)
        setUpNavigation()
        setViewControllers([rootViewController], animated: false)
    }

    public var topViewController: UIViewController? { viewControllers.last }
    /// The top controller, or what it presents, as in UIKit.
    public var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController.map { $0.presentedViewController ?? $0 }
    }

    /// The top controller's lock counts for the presentation (UIKit's behaviour).
    open override var childControllerForModalInPresentation: UIViewController? { topViewController }

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        container.clipsToBounds = true
        view = container
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        if let gesture = interactivePopGestureRecognizer { container.addGestureRecognizer(gesture) }
        if let top = topViewController { container.insertSubview(top.view, belowSubview: navigationBar) }
        layoutContent()
    }

    /// Where the top controller's view goes: below the bar.
    public var contentFrame: CGRect {
        guard let bounds = viewIfLoaded?.bounds else { return .zero }
        let top = isNavigationBarHidden ? 0 : UINavigationBar.height
        let bottom = toolbarHidden ? 0 : UIToolbar.height
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottom))
    }

    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        navigationBar.isHidden = isNavigationBarHidden
        // A hidden toolbar rests just below the bottom edge, where an animated show starts from.
        // (While it slides, the animation owns its frame.)
        let toolbarY = view.bounds.height - (toolbarHidden ? 0 : UIToolbar.height)
        if !isToolbarSliding { toolbar.frame = CGRect(x: 0, y: toolbarY, width: view.bounds.width, height: UIToolbar.height) }
        toolbar.isHidden = toolbarHidden && !isToolbarSliding
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        if !isTransitioning, let top = topViewController?.viewIfLoaded, top.superview === view {
            top.frame = contentFrame
        }
        updateLargeTitleCollapse()
    }

    /// How long an animated `setToolbarHidden`/`setNavigationBarHidden` takes outside a
    /// push or pop (UIKit's `UINavigationControllerHideShowBarDuration`, 0.2 s).
    public class var hideShowBarDuration: CGFloat { 0.2 }

    /// Shows or hides the toolbar, as in UIKit. Animated (in a window), the toolbar
    /// slides up from or down past the bottom edge, ease in-out: over the push or pop
    /// when one is running (alongside it, as UIKit's transition coordinator does), else
    /// over `hideShowBarDuration`. The top view is resized at once (it is laid out
    /// above the toolbar here, where UIKit extends it under the translucent bar).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        let changed = hidden != toolbarHidden
        toolbarHidden = hidden
        guard changed, animated, let view = viewIfLoaded, view.window != nil else {
            layoutContent()
            return
        }
        let shown = CGRect(x: 0, y: view.bounds.height - UIToolbar.height, width: view.bounds.width, height: UIToolbar.height)
        let below = shown.offsetBy(dx: 0, dy: UIToolbar.height)
        toolbarSlides += 1
        toolbar.isHidden = false
        UIView.performWithoutAnimation { toolbar.frame = hidden ? shown : below }
        layoutContent()
        let duration = isTransitioning ? Self.transitionDuration : TimeInterval(Self.hideShowBarDuration)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            self.toolbar.frame = hidden ? below : shown
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.toolbarSlides -= 1
            self.layoutContent()
        })
    }

    /// Animated toolbar shows and hides still running (the bar stays drawn while one hides it).
    private var toolbarSlides = 0
    private var isToolbarSliding: Bool { toolbarSlides > 0 }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        layoutContent()
    }

    // MARK: The stack

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            if controller === oldTop { controller.viewIfLoaded?.removeFromSuperview() }
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stack = controllers
        navigationBar.setItems(controllers.map(\.navigationItem), animated: false)
        if let view = viewIfLoaded, let top = topViewController, top !== oldTop {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            view.insertSubview(top.view, belowSubview: navigationBar)
            layoutContent()
        }
    }

    /// Pushes `viewController` on top, sliding it in from the trailing edge when animated.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if isTransitioning { pendingOperations.append { [weak self] in self?.pushViewController(viewController, animated: animated) }; return }
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            warn("Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported",
                 in: viewIfLoaded?.window)
            return
        }
        let old = topViewController
        addChild(viewController)
        stack.append(viewController)
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        transition(from: old, to: viewController, pushing: true, animated: animated, completion: {
            viewController.didMove(toParent: self)
        }, cancelled: { [weak self] in
            guard let self else { return }
            self.stack.removeAll { $0 === viewController }
            viewController.willMove(toParent: nil)
            viewController.removeFromParent()
            self.navigationBar.setItems(self.viewControllers.map(\.navigationItem), animated: false)
        })
    }

    /// Pops the top controller, sliding it out to the trailing edge when animated.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popToViewController(viewControllers[viewControllers.count - 2], animated: animated)?.last
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }), index < viewControllers.count - 1 else { return nil }
        if isTransitioning {
            pendingOperations.append { [weak self] in _ = self?.popToViewController(viewController, animated: animated) }
            return Array(viewControllers[(index + 1)...])
        }
        let popped = Array(viewControllers[(index + 1)...])
        let old = topViewController
        stack.removeSubrange((index + 1)...)
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        for controller in popped { controller.willMove(toParent: nil) }
        transition(from: old, to: viewController, pushing: false, animated: animated, completion: {
            for controller in popped { controller.removeFromParent() }
        }, cancelled: { [weak self] in
            guard let self else { return }
            self.stack.append(contentsOf: popped)
            self.navigationBar.setItems(self.viewControllers.map(\.navigationItem), animated: false)
        })
        return popped
    }

    // MARK: Transition

    /// Pushes and pops asked for during a transition, in order.
    func runPendingOperations() {
        let pending = pendingOperations
        pendingOperations.removeAll()
        for operation in pending { operation() }
    }

    private func transition(from old: UIViewController?, to new: UIViewController, pushing: Bool, animated: Bool,
                            completion: @escaping () -> Void, cancelled: @escaping () -> Void = {}) {
        let edgeSwipe = poppingInteraction
        poppingInteraction = nil
        guard let container = viewIfLoaded else {
            completion()
            return
        }
        let visible = container.window != nil
        let animated = animated && visible && old != nil
        // UIKit loads the incoming view first: the delegate's willShow and
        // animationControllerFor see it loaded (viewDidLoad has run).
        new.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: new, animated: animated)
        // UIKit asks the delegate for an animator, then for an interaction controller for it.
        let operation: Operation = pushing ? .push : .pop
        if animated, let old {
            let custom = delegate?.navigationController(self, animationControllerFor: operation, from: old, to: new)
            if let animator = custom ?? edgeSwipe.map({ _ in NavigationSlideAnimator(operation: operation) }) {
                let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) } ?? edgeSwipe
                runTransition(from: old, to: new, animator: animator, interaction: interaction, visible: visible,
                              completion: completion, cancelled: cancelled)
                return
            }
        }
        new.view.frame = contentFrame
        container.insertSubview(new.view, belowSubview: navigationBar)
        toolbar.setItems(new.toolbarItems, animated: animated)
        if !pushing, let oldView = old?.viewIfLoaded { container.insertSubview(new.view, belowSubview: oldView) }
        // Transitioning from here on, so bars shown or hidden in viewWillAppear ride along.
        if animated && old?.viewIfLoaded != nil { isTransitioning = true }
        if visible {
            old?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        }
        if isTransitioning {
            // A large title giving way to an inline one (or back; known once viewWillAppear
            // has run) resizes the bar with the slide.
            animatesBarHeightChange = true
            updateLargeTitleCollapse()
            animatesBarHeightChange = false
        }
        // viewWillAppear may have shown or hidden a bar: the new view slides in at its final size.
        let frame = contentFrame
        new.view.frame = frame
        let width = frame.width
        let finish = { [weak self] in
            guard let self else { return }
            old?.viewIfLoaded?.removeFromSuperview()
            old?.viewIfLoaded?.frame = frame
            new.view.frame = frame
            self.isTransitioning = false
            if visible {
                old?.endAppearanceTransition()
                new.endAppearanceTransition()
            }
            completion()
            self.delegate?.navigationController(self, didShow: new, animated: animated)
            self.runPendingOperations()
        }
        guard animated, let oldView = old?.viewIfLoaded else { finish(); return }
        // Pushing: new from the trailing edge, old 30 % towards the leading one. Popping:
        // old out to the trailing edge, new from 30 % on the leading side. Right to left
        // mirrors it (the trailing edge is the left one), as in UIKit.
        let forward: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -width : width
        new.view.frame = frame.offsetBy(dx: pushing ? forward : -forward * Self.parallaxFraction, dy: 0)
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            new.view.frame = frame
            oldView.frame = frame.offsetBy(dx: pushing ? -forward * Self.parallaxFraction : forward, dy: 0)
        }, completion: { _ in finish() })
    }
}

/// Hears a navigation controller show controllers and supplies custom push and
/// pop transitions, as in UIKit (optional methods, with UIKit's defaults).
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// An animator for an animated push or pop (nil: the standard slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller that drives `animationController` (nil: it runs by itself).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// The navigation controller's root view: lays out the bar and the top view.
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
