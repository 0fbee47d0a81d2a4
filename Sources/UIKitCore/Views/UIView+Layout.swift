import Foundation

extension UIView {
    /// UIKit's springs and struts: which margins and dimensions stretch.
    public struct AutoresizingMask: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Lays out this view if it needs it, then its subtree; says whether any view was laid out.
    @discardableResult
    func layoutSubtreeIfNeeded() -> Bool {
        var didLayout = false
        if needsLayout {
            needsLayout = false
            didLayout = true
            let controller = viewControllerOwner as? UIViewController
            // As in UIKit, dynamic colours resolve for this view while it lays out.
            traitCollection.performAsCurrent {
                controller?.viewWillLayoutSubviews()
                applySolvedFramesToSubviews()
                layoutSublayers(of: layer)
                controller?.viewDidLayoutSubviews()
            }
            // A navigation controller's top screen may have gained its scroll view (large titles follow it).
            if let controller, let navigation = controller.parent as? UINavigationController,
               navigation.topViewController === controller {
                navigation.topViewDidLayout()
            }
        }
        guard descendantNeedsLayout else { return didLayout }
        descendantNeedsLayout = false
        for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout {
            if subview.layoutSubtreeIfNeeded() { didLayout = true }
        }
        return didLayout
    }

    /// Lays out and displays the free layers (not views' layers) of this subtree that
    /// asked for it: the window runs it after the layout pass when any free layer
    /// changed (`UIWindow.freeLayersNeedPass`), as the views' walk skips clean subtrees.
    /// Views' own layers that asked for `display()` run it here too.
    func layoutFreeLayersInSubtree() {
        layer.displayIfNeeded()
        for sublayer in layer.sublayerList where sublayer.owner == nil { sublayer.layoutFreeLayerTree() }
        layer.mask?.layoutFreeLayerTree()
        for subview in subviews { subview.layoutFreeLayersInSubtree() }
    }

    /// Applies each subview's autoresizing mask after this view's size changed.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            var frame = subview.frame
            frame = Self.resize(frame, mask: subview.autoresizingMask, oldSize: oldSize, newSize: newSize)
            subview.frame = frame
        }
    }

    private static func resize(_ frame: CGRect, mask: AutoresizingMask, oldSize: CGSize, newSize: CGSize) -> CGRect {
        func axis(_ origin: CGFloat, _ length: CGFloat, _ old: CGFloat, _ new: CGFloat,
                  _ flexibleLow: Bool, _ flexibleLength: Bool, _ flexibleHigh: Bool) -> (CGFloat, CGFloat) {
            let delta = new - old
            let high = old - origin - length
            let parts = [flexibleLow ? origin : 0, flexibleLength ? length : 0, flexibleHigh ? high : 0]
            let flexibleCount = [flexibleLow, flexibleLength, flexibleHigh].filter { $0 }.count
            guard flexibleCount > 0 else { return (origin, length) }
            let total = parts.reduce(0, +)
            let share: (CGFloat) -> CGFloat = { part in
                total > 0 ? delta * part / total : delta / CGFloat(flexibleCount)
            }
            let newOrigin = origin + (flexibleLow ? share(parts[0]) : 0)
            let newLength = max(0, length + (flexibleLength ? share(parts[1]) : 0))
            return (newOrigin, newLength)
        }
        let (x, width) = axis(frame.minX, frame.width, oldSize.width, newSize.width,
                              mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                              mask.contains(.flexibleRightMargin))
        let (y, height) = axis(frame.minY, frame.height, oldSize.height, newSize.height,
                               mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                               mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
