import Foundation

/// Views and accessibility elements as accessible objects, from their UIKit
/// accessibility properties.
///
/// The tree is UIKit's: an element (`isAccessibilityElement`) is a leaf and
/// hides its subviews; a view that is not an element is see-through (its
/// elements belong to the nearest exposed ancestor), except the containers a
/// screen reader needs to see (the window's frame, a presentation's dialog,
/// lists and scroll panes); `accessibilityElements` replaces the subviews;
/// `accessibilityElementsHidden` and hidden or transparent views hide a
/// subtree; a visible view whose `accessibilityViewIsModal` is true hides its
/// siblings, so nothing behind a presentation is reachable or "showing".
extension UIResponder: AccessibleNode {
    public var accessibleID: Int { accessibilityWindow?.accessibilityRegistry.id(for: self) ?? 0 }

    public var accessibleRole: AccessibleRole {
        if let role = accessibleClassRole { return role }
        if accessibilityStorage.traits == nil, let role = accessibilityDefaults.role { return role }
        return .forTraits(accessibilityTraits)
    }

    public var accessibleName: String { accessibilityLabel ?? "" }
    public var accessibleDescription: String { accessibilityHint ?? "" }
    public var accessibleFrame: CGRect { accessibilityFrame }

    /// Whether the bridge shows this object as a node of its own.
    var isAccessibleNode: Bool {
        if isAccessibilityElement { return true }
        guard let role = accessibleClassRole ?? accessibilityDefaults.role else { return false }
        return [.frame, .dialog, .alert, .list, .scrollPane, .menu, .toolBar].contains(role)
    }

    public var accessibleParent: AccessibleNode? {
        if let window = self as? UIWindow { return window.accessibleParentWindow }
        var view: UIView? = (self as? UIView)?.superview ?? (self as? UIAccessibilityElement)?.containerView
        if let element = self as? UIAccessibilityElement, let container = element.containerView, container.isAccessibleNode {
            return container
        }
        while let current = view {
            if current.isAccessibleNode { return current }
            view = current.superview
        }
        return nil
    }

    public var accessibleChildren: [AccessibleNode] {
        guard !isAccessibilityElement else { return [] }
        return accessibleChildObjects
    }

    /// The objects under this one that a screen reader reaches, in order.
    var accessibleChildObjects: [UIResponder] {
        if accessibilityElementsHidden { return [] }
        if let elements = accessibilityElements { return Self.presentElements(elements) }
        guard let view = self as? UIView else { return [] }
        var found: [AccessibleGroup] = []
        Self.collectNodes(under: view, into: &found)
        let objects = Self.inReadingOrder(found).flatMap(\.objects)
        guard let window = view as? UIWindow else { return objects }
        return objects + window.accessibleCompanionWindows

    }

    /// Objects that keep their order: one node, or the elements a see-through
    /// view lists in `accessibilityElements`, placed by that view's frame.
    struct AccessibleGroup {
        var frame: CGRect
        var objects: [UIResponder]
    }

    /// Top to bottom, and left to right within a row (elements whose vertical
    /// centres are within half the smaller height), as VoiceOver reads a container
    /// whose `accessibilityElements` the app did not set.
    static func inReadingOrder(_ objects: [AccessibleGroup]) -> [AccessibleGroup] {
        let frames = objects.map(\.frame)
        return objects.indices.sorted { a, b in
            let fa = frames[a], fb = frames[b]
            if abs(fa.midY - fb.midY) >= max(1, min(fa.height, fb.height) / 2) { return fa.midY < fb.midY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a < b
        }.map { objects[$0] }
    }

    private static func presentElements(_ elements: [Any]) -> [UIResponder] {
        elements.compactMap { $0 as? UIResponder }.filter { object in
            guard let view = object as? UIView else { return true }
            return view.isAccessiblyDrawn
        }
    }

    private static func collectNodes(under view: UIView, into found: inout [AccessibleGroup]) {
        for subview in view.accessiblyReachableSubviews where subview.isAccessiblyDrawn {
            if subview.isAccessibleNode {
                found.append(AccessibleGroup(frame: subview.accessibilityFrame, objects: [subview]))
            } else if !subview.accessibilityElementsHidden {
                if let elements = subview.accessibilityElements {
                    found.append(AccessibleGroup(frame: subview.accessibilityFrame, objects: presentElements(elements)))
                } else {
                    collectNodes(under: subview, into: &found)
                }
            }
        }
    }

    public var accessibleStates: AccessibleStates {
        var states: AccessibleStates = []
        let traits = accessibilityTraits
        if !traits.contains(.notEnabled) { states.formUnion([.enabled, .sensitive]) }
        if traits.contains(.selected) { states.insert(.selected) }
        if isAccessiblyVisible {
            states.insert(.visible)
            if !isBehindModalView { states.insert(.showing) }
        }
        states.formUnion(accessibleClassStates)
        return states
    }

    // MARK: Visibility

    /// Drawn at all: in a window, and neither it nor an ancestor hidden or transparent.
    var isAccessiblyVisible: Bool {
        var view: UIView? = (self as? UIView) ?? (self as? UIAccessibilityElement)?.containerView
        guard view?.window != nil else { return false }
        while let current = view {
            if !current.isAccessiblyDrawn { return false }
            view = current.superview
        }
        return true
    }

    /// Covered by a modal view: a visible sibling of this view or of an ancestor
    /// has `accessibilityViewIsModal` (the frontmost such sibling wins).
    var isBehindModalView: Bool {
        var view: UIView? = (self as? UIView) ?? (self as? UIAccessibilityElement)?.containerView
        while let current = view, let parent = current.superview {
            if !parent.accessiblyReachableSubviews.contains(where: { $0 === current }) { return true }
            view = parent
        }
        return false
    }
}

extension UIView {
    /// Not hidden, not transparent, not hiding its elements' subtree by a hidden ancestor.
    var isAccessiblyDrawn: Bool { !isHidden && alpha > 0.01 }

    /// The subviews a screen reader may enter: only the frontmost modal one when there is one.
    var accessiblyReachableSubviews: [UIView] {
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal && $0.isAccessiblyDrawn }) { return [modal] }
        return subviews
    }
}
