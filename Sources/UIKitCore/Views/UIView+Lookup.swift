import Foundation

/// Finding views in a hierarchy: ancestry, tags, accessibility identifiers.
extension UIView {
    /// Whether this view is `view` or lies inside it, as in UIKit.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, self included) with that tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Our helper: the first view in this subtree with that accessibility identifier.
    public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withAccessibilityIdentifier: identifier) { return found }
        }
        return nil
    }
}
