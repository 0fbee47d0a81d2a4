import Foundation

extension UIView {
    // MARK: Constraints installed here

    /// The active constraints installed on this view (their items' closest common
    /// ancestor), as in UIKit.
    public var constraints: [NSLayoutConstraint] { autoLayout?.installed ?? [] }

    /// Activates `constraint` here. As in UIKit, this view should be the items'
    /// common ancestor; we install it on the right view either way.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { constraint.isActive = false }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        layoutStorage.installed.append(constraint)
        constraint.installedOn = self
        hierarchyRoot.existingOrNewEngineForActivation()?.constraintWasActivated(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        autoLayout?.installed.removeAll { $0 === constraint }
        constraint.installedOn = nil
        constraint.isBroken = false
        constraint.engine?.constraintWasDeactivated(constraint)
    }

    /// The window's engine (made when the window's first constraint is activated),
    /// or the engine of a layout pass running on this window-less root.
    private func existingOrNewEngineForActivation() -> LayoutEngine? {
        if let window = self as? UIWindow { return window.layoutEngine }
        return autoLayout?.temporaryEngine
    }

    // MARK: Update-constraints pass

    /// Whether `updateConstraints()` will be called before the next layout.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Asks for `updateConstraints()` before the next layout pass, as in UIKit.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        _ = layoutStorage
        window?.layoutEngine.viewNeedsUpdateConstraints(self)
    }

    /// Runs the update-constraints pass now for this view's subtree (subviews first).
    public func updateConstraintsIfNeeded() {
        var pending: [UIView] = []
        func collect(_ view: UIView) {
            for subview in view.subviews { collect(subview) }
            if view.needsUpdateConstraintsFlag { pending.append(view) }
        }
        collect(self)
        for view in pending where view.needsUpdateConstraintsFlag { view.runUpdateConstraints() }
    }

    /// Clears the flag and calls `updateConstraints` (through the controller's
    /// `updateViewConstraints` for a controller's root view).
    func runUpdateConstraints() {
        needsUpdateConstraintsFlag = false
        if let controller = viewControllerOwner as? UIViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    // MARK: Autoresizing

    func translatesAutoresizingMaskDidChange() {
        guard let window else { return }
        window.layoutEngineIfPresent?.translatesAutoresizingMaskDidChange(self)
    }

    // MARK: Content size

    /// Tells the layout engine that `intrinsicContentSize` changed, as in UIKit.
    func intrinsicContentSizeDidChange() {
        guard let storage = autoLayout, storage.isEngineItem || storage.arrangingStackView != nil else { return }
        window?.layoutEngineIfPresent?.intrinsicContentSizeDidChange(self)
        storage.arrangingStackView?.arrangedSubviewContentSizeDidChange()
    }

    /// The priority with which the view resists growing beyond its intrinsic size.
    /// UIKit's defaults: 250, and 251 for labels and image views.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.huggingPriority[axis.rawValue] ?? defaultContentHuggingPriority(for: axis)
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard contentHuggingPriority(for: axis) != priority else { return }
        layoutStorage.huggingPriority[axis.rawValue] = priority
        window?.layoutEngineIfPresent?.contentPrioritiesDidChange(self)
    }

    /// The priority with which the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.compressionResistancePriority[axis.rawValue] ?? defaultCompressionResistancePriority(for: axis)
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard contentCompressionResistancePriority(for: axis) != priority else { return }
        layoutStorage.compressionResistancePriority[axis.rawValue] = priority
        window?.layoutEngineIfPresent?.contentPrioritiesDidChange(self)
    }

    // MARK: Alignment rectangles

    /// The rectangle constraints place for a frame (the frame inset by `alignmentRectInsets`).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                      width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// The frame for an alignment rectangle (the inverse of `alignmentRect(forFrame:)`).
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                      width: alignmentRect.width + insets.left + insets.right,
                      height: alignmentRect.height + insets.top + insets.bottom)
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { autoLayout?.layoutGuides ?? [] }

    /// Adds a guide to this view (it becomes the guide's `owningView`).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
    }

    /// Removes a guide and the constraints that use it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        layoutGuide.owningView = nil
    }

    func attachLayoutGuide(_ guide: UILayoutGuide) {
        if !layoutStorage.layoutGuides.contains(where: { $0 === guide }) { layoutStorage.layoutGuides.append(guide) }
    }

    func detachLayoutGuide(_ guide: UILayoutGuide) {
        autoLayout?.layoutGuides.removeAll { $0 === guide }
        // Constraints that name the guide go with it, as in UIKit.
        var cursor: UIView? = self
        while let view = cursor {
            for constraint in view.constraints where constraint.names(guide) { constraint.isActive = false }
            cursor = view.superview
        }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}

extension NSLayoutConstraint {
    /// Whether the constraint names `item` on either side.
    func names(_ item: AnyObject) -> Bool {
        firstItemStorage === item || secondItemStorage === item
            || firstOffsetBase?.item === item || secondOffsetBase?.item === item
    }

    /// The items the constraint names.
    var items: [AnyObject] {
        [firstItemStorage, secondItemStorage, firstOffsetBase?.item, secondOffsetBase?.item].compactMap { $0 }
    }
}
