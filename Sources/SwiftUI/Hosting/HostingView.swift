import Foundation

/// The UIView a view graph draws into (`UIHostingController.view`): it runs the
/// graph's update pass in `layoutSubviews`, so a state change schedules
/// `setNeedsLayout` and the window's next frame (the virtual clock under
/// `HeadlessHost`) updates the bodies, re-attaches changed UIKit views, lays
/// them out with SwiftUI's algorithm (animated when the change was in
/// `withAnimation`) and then runs effects.
public final class _UIHostingView: UIView, ViewGraphHost, TouchContentHitTesting {
    let graph: ViewGraph
    weak var controller: UIViewController?
    /// The root view and how the environment is made (set by the hosting controller).
    var rootView: (any View)?
    var environmentOverrides: [(inout EnvironmentValues) -> Void] = []
    /// The environment a presenter or navigation stack passes down (the root starts from it).
    var inheritedEnvironment: EnvironmentValues?
    /// The `App` whose scene this view shows, kept alive with it.
    var appOwner: Any?
    private var needsRootUpdate = true
    /// What this screen asks of its navigation controller's bars.
    let screenBars = MainActor.assumeIsolated { ScreenBars() }
    /// Whether the root view has not been given to the graph yet (no update pass ran).
    var awaitsFirstUpdate: Bool { needsRootUpdate && rootView != nil }
    /// The context of content outside any presentation, when this view is the first
    /// to host it (a window's root): its dismissal confirmation answers the window's close.
    let windowPresentationContext = MainActor.assumeIsolated { PresentationContext() }
    private var isUpdating = false

    init() {
        graph = MainActor.assumeIsolated { ViewGraph(host: nil) }
        super.init(frame: .zero)
        MainActor.assumeIsolated { graph.host = self }
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private var updateScheduled = false

    /// Asks for an update pass: `setNeedsLayout`, and a task on the window's run loop
    /// so the window knows work is due (a headless host's `runUntilIdle` and the X11
    /// loop then run the next frame even when nothing else changed).
    func graphNeedsUpdate() {
        setNeedsLayout()
        guard !updateScheduled, let window else { return }
        updateScheduled = true
        _ = window.runLoop.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.updateScheduled = false
            self.setNeedsLayout()
        }
    }

    var hostingViewController: UIViewController? { controller }

    /// Re-applies the root view (a new `rootView` or environment).
    func setRootNeedsUpdate() {
        needsRootUpdate = true
        setNeedsLayout()
    }

    /// The environment at the root: the trait collection's colour scheme, the
    /// controller's dismiss action, then any overrides a presenter set.
    var rootEnvironment: EnvironmentValues {
        var environment = inheritedEnvironment ?? EnvironmentValues()
        environment.hostingController = WeakController(controller)
        environment.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        environment.horizontalSizeClass = UserInterfaceSizeClass(traitCollection.horizontalSizeClass)
        environment.verticalSizeClass = UserInterfaceSizeClass(traitCollection.verticalSizeClass)
        if let controller {
            if let navigation = controller.navigationController, navigation.viewControllers.first !== controller {
                // A pushed screen: dismiss pops it.
                environment.dismiss = controller.makeDismissAction()
            } else if controller.parent == nil && controller.presentingViewController != nil {
                // Presented directly: dismiss dismisses it.
                environment.dismiss = controller.makeDismissAction()
            }
            // Otherwise (a stack's root screen, an embedded child) the inherited dismiss stays.
        }
        for override in environmentOverrides { override(&environment) }
        if environment.windowPresentationContext == nil { environment.windowPresentationContext = windowPresentationContext }
        return environment
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        MainActor.assumeIsolated { runUpdate() }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle
            || previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass
            || previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
            MainActor.assumeIsolated { setRootNeedsUpdate() }
        }
    }

    /// The update pass, layout and effects (re-entrant calls are ignored).
    @MainActor
    func runUpdate() {
        guard !isUpdating else { return }
        isUpdating = true
        updateScheduled = false
        defer { isUpdating = false }
        graph.beginPass()
        if needsRootUpdate, let rootView {
            needsRootUpdate = false
            graph.setRoot(rootView, environment: rootEnvironment)
        }
        let transaction = graph.update()
        graph.endPass()
        // Animated insertions start in their inserted phase; unanimated removals go now.
        let transitions = graph.prepareTransitions(for: transaction)
        // State the removed views' removal actions wrote (onDisappear, a dismissed
        // presentation's binding) is applied in this frame, as during the pass.
        if graph.needsUpdate { graph.update() }
        if graph.structureChanged {
            graph.structureChanged = false
            graph.root?.syncTree()
        }
        let elements = graph.root?.elements ?? []
        setRootElements(elements)
        graph.layoutTransaction = transaction
        defer { graph.layoutTransaction = nil }
        if let animation = transaction.animation, !transaction.disablesAnimations {
            let completions = transaction.completions
            animation.perform(changes: { [self] in
                layoutRoot(elements)
                graph.matchedGeometry.resolve(animated: true)
            }, completion: { _ in completions?.run() })
        } else {
            layoutRoot(elements)
            graph.matchedGeometry.resolve(animated: false)
            if let completions = transaction.completions { graph.afterUpdate { completions.run() } }
        }
        if !transitions.isEmpty {
            transitions.animate { [self] in
                layoutRoot(graph.root?.elements ?? [])
                graph.matchedGeometry.resolve(animated: true)
            }
        }
        graph.checkPreferences()
        graph.runEffects()
    }

    private var rootElement: ContainerElement?

    private func setRootElements(_ elements: [LayoutElement]) {
        let current = subviews
        let wanted = graph.keepingLeavingViews(current, in: elements.map(\.view))
        guard current.count != wanted.count || !zip(current, wanted).allSatisfy({ $0 === $1 }) else { return }
        for subview in current where !wanted.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for (index, view) in wanted.enumerated() where index >= subviews.count || subviews[index] !== view {
            insertSubview(view, at: index)
        }
    }

    /// The root's content is proposed the safe area and centred in it (several root
    /// views are stacked vertically, as SwiftUI does).
    private func layoutRoot(_ elements: [LayoutElement]) {
        let safe = bounds.inset(by: safeAreaInsets)
        let proposal = ProposedViewSize(safe.size)
        if elements.count == 1 {
            let size = elements[0].sizeThatFits(proposal)
            elements[0].place(in: CGRect(origin: Alignment.center.origin(of: size, in: safe), size: size))
        } else if !elements.isEmpty {
            let stack = StackLayout(axis: .vertical, alignment: 0.5, spacing: nil)
            let size = stack.sizeThatFits(proposal, subviews: elements)
            stack.placeSubviews(in: CGRect(origin: Alignment.center.origin(of: size, in: safe), size: size),
                                proposal: ProposedViewSize(size), subviews: elements)
        }
    }

    /// The size the content wants for `proposal` (for `sizeThatFits` and `sizingOptions`).
    @MainActor
    func contentSize(for proposal: ProposedViewSize) -> CGSize {
        runUpdate()
        let elements = graph.root?.elements ?? []
        if elements.count == 1 { return elements[0].sizeThatFits(proposal) }
        return StackLayout(axis: .vertical, alignment: 0.5, spacing: nil).sizeThatFits(proposal, subviews: elements)
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        MainActor.assumeIsolated { contentSize(for: ProposedViewSize(size)) }
    }
}

extension ViewNode {
    /// Re-attaches every container's children after a structural change (no bodies evaluated).
    func syncTree() {
        for child in children { child.syncTree() }
        element?.syncSubviews()
    }
}
