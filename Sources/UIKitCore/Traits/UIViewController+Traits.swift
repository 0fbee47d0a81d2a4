import Foundation

extension UIViewController: TraitEnvironmentNode {
    /// The controller's traits, as in UIKit: what its view's superview has (or,
    /// before the view is in a window, its parent's, its presentation's, else the
    /// main screen's), with the parent's `setOverrideTraitCollection(_:forChild:)`
    /// and this controller's `traitOverrides` on top. Its view and child
    /// controllers inherit them.
    public var traitCollection: UITraitCollection {
        traits(inheriting: viewIfLoaded?.superview?.traitCollection ?? detachedParentTraits)
    }

    /// The traits this controller has when its view's surroundings have `parent`.
    func traits(inheriting parent: UITraitCollection) -> UITraitCollection {
        let state = traitState
        let forChild = self.parent?.childTraitOverrides[ObjectIdentifier(self)]
        if state.overrides.storage.isEmpty && forChild == nil { return parent }
        return state.resolve(parent) { base in
            let withParentOverride = forChild.map { UITraitCollection(traitsFrom: [base, $0]) } ?? base
            return withParentOverride.applying(state.overrides)
        }
    }

    /// What the controller inherits while its view is not in a window.
    var detachedParentTraits: UITraitCollection {
        parent?.traitCollection ?? presentationControllerStorage?.traitCollection ?? UIScreen.main.traitCollection
    }

    /// Traits this controller, its views and its children use instead of the
    /// inherited ones (UIKit iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { traitState.overrides }
        set {
            traitState.overrides = newValue
            traitInputsDidChange()
        }
    }

    /// Forces light or dark for this controller, its views and its children;
    /// `.unspecified` (the default) inherits, as in UIKit.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// Gives `child` traits over the ones it inherits (nil removes them), as in UIKit.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        childTraitOverrides[ObjectIdentifier(child)] = collection
        child.traitState.version &+= 1
        child.traitInputsDidChange()
    }

    /// What `setOverrideTraitCollection(_:forChild:)` gave `child`.
    public func overrideTraitCollection(forChild child: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(child)]
    }

    /// Brings traits up to date now (UIKit iOS 17).
    public func updateTraitsIfNeeded() { viewIfLoaded?.updateTraitsIfNeeded() }

    func traitInputsDidChange() {
        viewIfLoaded?.window?.setNeedsTraitUpdate()
        presentedViewController?.traitInputsDidChange()
    }
}

extension UIPresentationController: TraitEnvironmentNode {
    /// The presentation's traits, as in UIKit: the presenting controller's, at the
    /// `.elevated` level for sheets, popovers and alerts (dark backgrounds get
    /// lighter there) and the base level for full-screen modals, with `overrideTraitCollection` and `traitOverrides` on top.
    /// The presented controller inherits them.
    public var traitCollection: UITraitCollection {
        let parent = presentingStorage?.traitCollection ?? containerView?.superview?.traitCollection
            ?? UIScreen.main.traitCollection
        let state = traitState
        return state.resolve(parent) { base in
            var traits = base
            if let level = contentLevel { traits = traits.setting(UITraitUserInterfaceLevel.self, level) }
            if let overrideTraitCollection { traits = UITraitCollection(traitsFrom: [traits, overrideTraitCollection]) }
            return traits.applying(state.overrides)
        }
    }

    /// The level of the presented content: elevated when it floats over what
    /// presented it (sheets, popovers, alerts), base when it replaces it (full
    /// screen), else inherited (over full screen, custom).
    var contentLevel: UIUserInterfaceLevel? {
        if self is AlertPresentationController { return .elevated }
        switch presentationStyle {
        case .fullScreen, .currentContext: return .base
        case .overFullScreen, .overCurrentContext, .custom, .none: return nil
        default: return .elevated
        }
    }

    /// Traits the presentation and the presented controller use instead of the
    /// inherited ones (UIKit iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { traitState.overrides }
        set {
            traitState.overrides = newValue
            traitsInputsDidChange()
        }
    }

    func traitsInputsDidChange() {
        (containerView?.window ?? presentedViewController.viewIfLoaded?.window)?.setNeedsTraitUpdate()
    }
}
