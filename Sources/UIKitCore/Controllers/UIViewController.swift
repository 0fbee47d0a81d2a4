import Foundation

/// Manages a view and its place among other controllers, as in UIKit.
///
/// The view is created on first access (`loadView`, then `viewDidLoad`).
/// Presentation (`present`, `dismiss`) lives in `UIViewController+Presentation`.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    public var title: String? {
        willSet { willChangeValue(forKey: "title") }
        didSet {
            navigationItemStorage?.navigationBar?.itemsDidChange()
            titleDidChange()
            didChangeValue(forKey: "title")
        }
    }
    /// The size the controller would like to be shown at (used by form sheets and
    /// the web-style modal for the card's height).
    open var preferredContentSize: CGSize = .zero {
        willSet { willChangeValue(forKey: "preferredContentSize") }
        didSet {
            didChangeValue(forKey: "preferredContentSize")
            if preferredContentSize != oldValue { preferredContentSizeChanged() }
        }
    }
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    /// Backs `navigationItem` (see `UINavigationItem.swift`).
    var navigationItemStorage: UINavigationItem?
    /// Backs `toolbarItems` (see `UIToolbar.swift`).
    var toolbarItemsStorage: [UIBarButtonItem]?
    /// Overrides, adopted traits and registrations (see `UIViewController+Traits`).
    let traitState = TraitEnvironmentState()
    /// `setOverrideTraitCollection(_:forChild:)`, by child.
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// Backs `isEditing` and `editButtonItem` (see `UIViewController+Editing`).
    var editingState = ControllerEditingState()

    /// Whether the controller's view is in editing mode, as in UIKit; setting it
    /// calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, as in UIKit: the `editButtonItem` turns to
    /// Done (bold) or back to Edit. Override to update your views and call super
    /// (a `UITableViewController` also sets its table's editing mode).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState.isEditing = editing
        editingState.updateButton()
    }

    /// `init(nibName: nil, bundle: nil)`, as in UIKit, where `init()` is inherited
    /// from `NSObject` and is not designated: a subclass's own `init()` needs no
    /// `override` and calls `super.init(nibName:bundle:)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// UIKit's designated initializer. There are no nib files on Linux: the view
    /// is made by `loadView()` whatever the name; `nibName` and `nibBundle` keep
    /// what was passed.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// There are no storyboards on Linux: a controller made from a coder starts as
    /// `init(nibName: nil, bundle: nil)` does.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The nib name passed to `init(nibName:bundle:)` (never loaded on Linux).
    public private(set) var nibName: String?
    /// The bundle passed to `init(nibName:bundle:)`.
    public private(set) var nibBundle: Bundle?

    /// The root view, loaded on first access.
    public var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.viewControllerOwner = nil
            loadedView = newValue
            newValue?.viewControllerOwner = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        loadedView?.viewControllerOwner = self
        loadedView?.startTrackingInsets()
        viewDidLoad()
    }

    /// Creates the view; the default makes a plain `UIView` the size of the screen.
    open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
    }

    open func viewDidLoad() {}

    // MARK: Auto Layout (overridable members; the rest is in AutoLayout/)

    /// Insets added to the safe area of the controller's view (and so of the
    /// views of its children), as in UIKit.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Called during layout when the safe area of the controller's view changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called during layout when the layout margins of the controller's view changed.
    open func viewLayoutMarginsDidChange() {}

    /// Called in the update-constraints pass for the controller's view (instead
    /// of the view's `updateConstraints`); call super last, as in UIKit.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// The smallest margins of the controller's view: 16 points at the sides (20
    /// on windows at least 600 points wide), as UIKit's compact and regular widths.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width
        let side: CGFloat = width >= 600 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the view's margins are at least `systemMinimumLayoutMargins` (true, as in UIKit).
    open var viewRespectsSystemMinimumLayoutMargins = true
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func titleDidChange() {}
    /// Called when the controller's traits changed, just before its view hears
    /// (see `UITraitEnvironment`); UIKit's default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Presentation state (see UIViewController+Presentation.swift)

    /// How this controller is shown when presented; `.automatic` means a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// When true, the user cannot dismiss this presentation (drag, dimming click,
    /// Escape, window close); the delegate's DidAttemptToDismiss is called instead.
    open var isModalInPresentation = false
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var definesPresentationContext = false
    /// The edges the view extends under bars on, as in UIKit (kept; our bars
    /// sit above the content, so nothing extends under them).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too, as in UIKit (kept).
    open var extendedLayoutIncludesOpaqueBars = false
    /// The controller this one presents, if any.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one (or an ancestor of it), if any.
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    /// The transition this controller is part of right now.
    var activeTransition: TransitionContext?
    var actionsAfterTransition: [() -> Void] = []
    var pendingAppearance: Bool?

    /// The child whose `isModalInPresentation` also locks this controller's
    /// presentation; a navigation controller returns its top controller (our hook).
    open var childControllerForModalInPresentation: UIViewController? { nil }

    // MARK: Size transitions (SizeTransitionCoordinator.swift)

    /// The window is about to take `size`, as in UIKit: alongside blocks added to
    /// `coordinator` run once the new size is laid out. The default tells the
    /// children (each of the same size), as UIKit's does; call super when overriding.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The traits are about to change to `newCollection` (the window's size classes
    /// change with its size), before `viewWillTransition(to:with:)`, as in UIKit.
    /// The default tells the children; call super when overriding.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Content container (UIContentContainer.swift)

    /// A child's `preferredContentSize` changed, as in UIKit (`UIContentContainer`);
    /// the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// A child's Auto Layout fitting size changed; the default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size for a child in a container of `parentSize`; the default is `parentSize`, as in UIKit.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    // MARK: Segues (UIStoryboardSegue.swift)

    /// Called before a segue from this controller performs, as in UIKit: hand the
    /// destination what it needs here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Asked before a segue triggered by the user runs (`triggerSegue`), as in
    /// UIKit; `performSegue` does not ask, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Segues registered in code (`addSegue`), by identifier.
    var registeredSegues: [String: RegisteredSegue] = [:]

    // MARK: Status bar (UIViewController+StatusBar.swift)

    /// The status bar style this controller wants, as in UIKit (accepted and
    /// resolved by `UIStatusBarManager`; no bar is drawn on Linux).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden, as in UIKit (accepted).
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` counts instead, as in UIKit.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The orientations the controller supports, as in UIKit: all on an iPad-sized
    /// window, all but upside down otherwise. A window is resized, never rotated,
    /// here, so the answer is reported and kept, not enforced.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation to present in, as in UIKit: the scene's current one.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    }
    /// Whether the controller rotates with the device, as in UIKit (true).
    open var shouldAutorotate: Bool { true }
    /// The tab bar item that stands for the controller in a `UITabBarController`,
    /// as in UIKit: made on first use, titled with `title`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue; tabBarController?.tabBar.itemsDidChange() }
    }
    var tabBarItemStorage: UITabBarItem?
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a non-full-screen presentation takes over the status bar's
    /// appearance from the presenter, as in UIKit.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Asks UIKit to read the status bar preferences again: the scene's
    /// `UIStatusBarManager` then reports this controller's answers (when it is in charge).
    open func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.windowScene?.statusBarManager?.appearanceUpdateCount += 1
    }

    // MARK: Responder chain

    /// The view's superview, else the parent, else the presenting controller, as in UIKit.
    open override var next: UIResponder? { loadedView?.superview ?? parent ?? presentingStorage }

    // MARK: Children

    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Window

    /// Installs the view as the window's root (called by `UIWindow.rootViewController`).
    func installAsRoot(in window: UIWindow) {
        viewWillAppear(false)
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.insertSubview(view, at: 0)
        viewDidAppear(false)
    }

    /// The controller at the top of the presentation stack above this one.
    open var frontmostPresentedController: UIViewController {
        var controller = self
        while let next = controller.presentedViewController { controller = next }
        return controller
    }
}
