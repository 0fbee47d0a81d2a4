import Foundation

extension UIView: TraitEnvironmentNode {
    /// The view's traits, as in UIKit: its superview's (or, for a controller's
    /// view, its controller's; for a window, the screen's with the window's size
    /// classes), with this view's `traitOverrides` on top.
    public var traitCollection: UITraitCollection {
        if let window = self as? UIWindow { return window.windowTraitCollection }
        return traits(inheriting: superview?.traitCollection ?? detachedParentTraits)
    }

    /// The traits this view has when its superview's (or its window's) are `parent`.
    func traits(inheriting parent: UITraitCollection) -> UITraitCollection {
        var input = parent
        if let presentation = containedPresentation { input = presentation.traitCollection }
        if let controller = viewControllerOwner as? UIViewController { input = controller.traits(inheriting: input) }
        let state = traitState
        let forced = forcedLayoutDirection
        if state.overrides.storage.isEmpty && forced == nil { return input }
        return state.resolve(input) { base in
            let overridden = base.applying(state.overrides)
            guard let forced, overridden.layoutDirection != forced else { return overridden }
            return overridden.modifyingTraits { $0.layoutDirection = forced }
        }
    }

    /// What a view with no superview inherits: its controller's surroundings, else the main screen's.
    private var detachedParentTraits: UITraitCollection {
        (viewControllerOwner as? UIViewController)?.detachedParentTraits ?? UIScreen.main.traitCollection
    }

    /// Traits this view and its subviews use instead of the inherited ones (UIKit iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { traitState.overrides }
        set {
            traitState.overrides = newValue
            window?.setNeedsTraitUpdate()
        }
    }

    /// Forces light or dark for this view and its subviews; `.unspecified`
    /// (the default) inherits, as in UIKit.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// Brings every trait in the window up to date now, calling
    /// `traitCollectionDidChange` where they changed (UIKit iOS 17; otherwise this
    /// happens before the next layout pass).
    public func updateTraitsIfNeeded() { window?.propagateTraitChanges() }
}

extension UIWindow {
    /// The screen's traits with the window's idiom and size classes (see
    /// `WindowTraitRules`) and the window's overrides.
    var windowTraitCollection: UITraitCollection {
        let state = traitState
        return state.resolve(screen.traitCollection) { base in
            let rules = WindowTraitRules.traits(for: bounds.size)
            return base.modifyingTraits { traits in
                traits.userInterfaceIdiom = rules.idiom
                traits.horizontalSizeClass = rules.horizontal
                traits.verticalSizeClass = rules.vertical
            }.applying(state.overrides)
        }
    }

    /// Asks for a trait update before the next layout pass (and a frame).
    func setNeedsTraitUpdate() {
        guard !traitsNeedUpdate else { return }
        traitsNeedUpdate = true
        setNeedsDisplay()
    }

    /// The window's own contribution (its size) changed.
    func windowTraitsDidChange() {
        traitState.version &+= 1
        setNeedsTraitUpdate()
    }

    /// Walks the window's tree, down from the window, and tells every environment
    /// whose traits changed: at each controller's view, the controller first; at a
    /// presentation's container, the presentation controller first. Views whose
    /// traits changed are redrawn and laid out again. Repeats (a few times at most)
    /// if a handler changed traits again.
    func propagateTraitChanges() {
        var passes = 0
        while traitsNeedUpdate && passes < 4 {
            traitsNeedUpdate = false
            passes += 1
            let traits = windowTraitCollection
            if adoptTraits(traits) { traitsDidChange(of: self) }
            for subview in subviews { propagateTraitChanges(to: subview, parent: traits) }
        }
    }

    private func propagateTraitChanges(to view: UIView, parent: UITraitCollection) {
        if let presentation = view.containedPresentation { presentation.adoptTraits(presentation.traitCollection) }
        if let controller = view.viewControllerOwner as? UIViewController {
            controller.adoptTraits(controller.traits(inheriting: parent))
        }
        let traits = view.traits(inheriting: parent)
        if view.adoptTraits(traits) { traitsDidChange(of: view) }
        for subview in view.subviews { propagateTraitChanges(to: subview, parent: traits) }
    }

    private func traitsDidChange(of view: UIView) {
        view.setNeedsDisplay()
        view.setNeedsLayout()
    }
}
