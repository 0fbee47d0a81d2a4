import Foundation

// Safe area and layout margins.
//
// What the safe area is on this desktop: the window has no notch, status bar
// or home indicator, so its safe area insets are zero. Below it they are real,
// computed as UIKit computes them: a view's insets are how far its superview's
// safe area lies inside its bounds (so a view that hangs off the window's
// bottom edge, like a sheet's content at a medium detent, gets a bottom inset),
// plus what covers it (a navigation bar above a controller's view), plus its
// controller's `additionalSafeAreaInsets`. Transforms are left out, as UIKit
// leaves them out.

extension UIView {
    /// The safe area's insets, computed now from the geometry (UIKit caches them
    /// per layout pass; `safeAreaInsetsDidChange` is called from the pass here too).
    var currentSafeAreaInsets: UIEdgeInsets {
        if self is UIWindow { return .zero }
        var insets = UIEdgeInsets.zero
        if let superview {
            let parentInsets = superview.safeAreaInsets
            let parentBounds = superview.bounds
            let safe = CGRect(x: parentBounds.minX + parentInsets.left, y: parentBounds.minY + parentInsets.top,
                              width: max(0, parentBounds.width - parentInsets.left - parentInsets.right),
                              height: max(0, parentBounds.height - parentInsets.top - parentInsets.bottom))
            let frame = untransformedFrame
            insets = UIEdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                                  bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
        }
        if let controller = viewControllerOwner as? UIViewController {
            insets.top = max(insets.top, controller.navigationBarOverlap(of: self))
            let extra = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        let size = bounds.size
        insets.top = min(max(insets.top, 0), size.height)
        insets.bottom = min(max(insets.bottom, 0), max(0, size.height - insets.top))
        insets.left = min(max(insets.left, 0), size.width)
        insets.right = min(max(insets.right, 0), max(0, size.width - insets.left))
        return insets
    }

    /// The frame without the transform (center and bounds size).
    var untransformedFrame: CGRect {
        let size = bounds.size
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The part of the view inside its safe area, as a layout guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, role: .safeArea)
    }

    /// The view's bounds inset by its layout margins, as a layout guide.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, role: .layoutMargins)
    }

    /// A column of readable width (at most 672 points) centred in the margins.
    public var readableContentGuide: UILayoutGuide {
        _ = layoutMarginsGuide
        return systemGuide(\.readableGuide, role: .readableContent)
    }

    /// Where the keyboard is (iOS 15). With no on-screen keyboard here it spans
    /// the bottom safe-area inset, as UIKit's does while the keyboard is hidden.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let storage = layoutStorage
        if let guide = storage.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.systemRole = .keyboard
        guide.identifier = "UIViewKeyboardLayoutGuide"
        storage.keyboardGuide = guide
        adoptSystemGuide(guide)
        return guide
    }

    func systemGuide(_ keyPath: ReferenceWritableKeyPath<AutoLayoutStorage, UILayoutGuide?>, role: SystemGuideRole) -> UILayoutGuide {
        let storage = layoutStorage
        if let guide = storage[keyPath: keyPath] { return guide }
        let guide = role == .topLayoutSupport || role == .bottomLayoutSupport ? LayoutSupportGuide() : UILayoutGuide()
        guide.systemRole = role
        guide.identifier = guide.systemName
        storage[keyPath: keyPath] = guide
        adoptSystemGuide(guide)
        return guide
    }

    /// A system guide belongs to the view but is not in `layoutGuides`' user list
    /// (UIKit lists it; we keep it apart so `removeLayoutGuide` cannot take it).
    private func adoptSystemGuide(_ guide: UILayoutGuide) {
        guide.owningViewStorage = self
        startTrackingInsets()
    }

    /// Keeps the safe area and margins current in each layout pass (and calls the
    /// change callbacks); done for views whose guides are in use and for
    /// controllers' root views.
    func startTrackingInsets() {
        let storage = layoutStorage
        guard !storage.tracksInsets else { return }
        storage.tracksInsets = true
        storage.lastSafeAreaInsets = currentSafeAreaInsets
        storage.lastEffectiveMargins = effectiveLayoutMargins
        window?.layoutEngine.track(self)
    }

    // MARK: Layout margins

    /// The margins set, or the default: 8 on every side, or the system minimum
    /// (16 at the sides, 20 on wide windows) for a controller's root view.
    var storedOrDefaultLayoutMargins: UIEdgeInsets {
        if let stored = autoLayout?.layoutMargins { return stored }
        if let controller = viewControllerOwner as? UIViewController {
            let minimum = controller.systemMinimumLayoutMargins
            return UIEdgeInsets(top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
        }
        return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard autoLayout?.layoutMargins != margins else { return }
        layoutStorage.layoutMargins = margins
        setNeedsLayout()
    }

    /// Whether the superview's margins also push this view's content in.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout?.preservesSuperviewLayoutMargins ?? false }
        set { layoutStorage.preservesSuperviewLayoutMargins = newValue; setNeedsLayout() }
    }

    /// Whether the margins are measured from the safe area (true, as in UIKit) or from the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutStorage.insetsLayoutMarginsFromSafeArea = newValue; setNeedsLayout() }
    }

    /// The margins the layout margins guide uses: the margins (at least the
    /// system minimum for a controller's root view that respects it), plus the
    /// safe area when `insetsLayoutMarginsFromSafeArea`, and at least the
    /// superview's margins where they reach in when `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if let controller = viewControllerOwner as? UIViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.leading),
                                   bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.trailing))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let parent = superview.effectiveLayoutMargins
            let parentBounds = superview.bounds
            let frame = untransformedFrame
            margins.left = max(margins.left, parentBounds.minX + parent.left - frame.minX)
            margins.top = max(margins.top, parentBounds.minY + parent.top - frame.minY)
            margins.right = max(margins.right, frame.maxX - (parentBounds.maxX - parent.right))
            margins.bottom = max(margins.bottom, frame.maxY - (parentBounds.maxY - parent.bottom))
        }
        return margins
    }
}

extension LayoutEngine {
    /// Recomputes the insets of the tracked views after a walk: changed ones
    /// call their callbacks, move their guides, and ask for layout.
    func refreshTrackedInsets() {
        insetsNeedRefresh = false
        trackedViews.removeAll { reference in
            guard let view = reference.view else { return true }
            return view.hierarchyRoot !== root
        }
        for reference in trackedViews {
            guard let view = reference.view, let storage = view.autoLayout else { continue }
            var changed = false
            let insets = view.currentSafeAreaInsets
            if insets != storage.lastSafeAreaInsets {
                storage.lastSafeAreaInsets = insets
                changed = true
                (view as? UIScrollView)?.updateSafeAreaContentAdjustment()
                view.safeAreaInsetsDidChange()
                (view.viewControllerOwner as? UIViewController)?.viewSafeAreaInsetsDidChange()
            }
            let margins = view.effectiveLayoutMargins
            if margins != storage.lastEffectiveMargins {
                storage.lastEffectiveMargins = margins
                changed = true
                view.layoutMarginsDidChange()
                (view.viewControllerOwner as? UIViewController)?.viewLayoutMarginsDidChange()
            }
            if changed, let item = items[ObjectIdentifier(view)], item.view === view {
                itemsWithNewGeometry.append(item)
                view.setNeedsLayout()
            }
        }
    }
}
