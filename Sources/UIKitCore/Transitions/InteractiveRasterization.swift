import Foundation

/// While a percent-driven transition is driven by the hand, its views move as wholes:
/// they are composited from one bitmap each (`shouldRasterize`), as Core Animation
/// composites layers, so a drag frame redraws nothing (and the X server can build it
/// from composites alone); each view's own setting comes back when the transition ends.
struct InteractiveRasterization {
    private var views: [(view: UIView, original: Bool)] = []

    /// Rasterizes the transition's from and to views (those not rasterized already).
    mutating func begin(_ context: UIViewControllerContextTransitioning) {
        end()
        for key in [UITransitionContextViewControllerKey.from, .to] {
            guard let view = context.viewController(forKey: key)?.viewIfLoaded, !view.layer.shouldRasterize else { continue }
            views.append((view, view.layer.shouldRasterize))
            view.layer.shouldRasterize = true
        }
    }

    /// Gives the views their own setting back.
    mutating func end() {
        for (view, original) in views where view.layer.shouldRasterize { view.layer.shouldRasterize = original }
        views = []
    }
}
