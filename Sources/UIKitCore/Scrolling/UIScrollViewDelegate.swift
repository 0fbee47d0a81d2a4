import Foundation

/// Told about a scroll view's scrolling, as in UIKit. Every method is optional
/// (UIKit's `@objc optional`; here protocol-extension defaults that do nothing).
///
/// Order for a fling: `scrollViewWillBeginDragging`, `scrollViewDidScroll`…,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate: true)`,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`…,
/// `scrollViewDidEndDecelerating`.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (drag, deceleration, animation, wheel, keys or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The drag ended. `velocity` is in points per millisecond, positive when the
    /// offset is increasing, as in UIKit; change `targetContentOffset.pointee` to
    /// make the deceleration come to rest elsewhere.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving
    /// (momentum, or the bounce back from past an edge).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The deceleration (and bounce) came to rest on its own. Not called when a
    /// press, `setContentOffset` or `isScrollEnabled = false` stops it (as in UIKit
    /// when a touch stops a fling).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation from `setContentOffset(_:animated: true)`, `scrollToRow`, the
    /// wheel or the keyboard finished (UIKit calls it for the first two only).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
