import Foundation

extension UIViewController {
    /// The deprecated guide below the top bars (iOS 7-10): `length` is the safe
    /// area's top inset of the controller's view.
    public var topLayoutGuide: UILayoutSupport {
        view.systemGuide(\.topLayoutSupport, role: .topLayoutSupport) as! LayoutSupportGuide
    }

    /// The deprecated guide above the bottom bars: `length` is the safe area's bottom inset.
    public var bottomLayoutGuide: UILayoutSupport {
        view.systemGuide(\.bottomLayoutSupport, role: .bottomLayoutSupport) as! LayoutSupportGuide
    }

    /// How far a visible navigation bar reaches down over `view` (0 here, where
    /// the navigation controller lays its content out below the bar, as UIKit
    /// does with an opaque bar).
    func navigationBarOverlap(of view: UIView) -> CGFloat {
        guard let navigation = navigationController, navigation !== self, let container = navigation.viewIfLoaded,
              view.superview === container else { return 0 }
        let bar = navigation.navigationBar
        guard !bar.isHidden, bar.superview === container else { return 0 }
        // A large title's area counts at its expanded height, however collapsed it is now,
        // and no more while the content pulls it taller (iOS's safe area stays put, so a
        // refresh control's pull is measured from a fixed top).
        let height = bar.displaysLargeTitle ? bar.layoutHeight : max(bar.untransformedFrame.height, bar.layoutHeight)
        return max(0, bar.untransformedFrame.minY + height - view.untransformedFrame.minY)
    }
}
