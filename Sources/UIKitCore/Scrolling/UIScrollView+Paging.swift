import Foundation

/// Paging (`isPagingEnabled`): a released drag rests on a page, a multiple of the
/// bounds' size from the start of the scroll range, as UIKit does.
extension UIScrollView {
    /// How fast a release must be (points/s) to turn to the next page rather than
    /// the nearest one (our choice; UIKit does not document its own).
    package static let pageFlickVelocity: CGFloat = 300

    /// The page a release at `start` with `velocity` comes to rest on: the next page in
    /// the direction of a flick, else the nearest; at most one page from where the
    /// release was, within the scroll range.
    func pagedRestingOffset(from start: CGPoint, velocity: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        func page(_ offset: CGFloat, _ velocity: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            guard length > 0, high > low else { return min(max(offset, low), max(high, low)) }
            let position = (offset - low) / length
            let index: CGFloat
            if velocity > Self.pageFlickVelocity {
                index = position.rounded(.down) + 1
            } else if velocity < -Self.pageFlickVelocity {
                index = position.rounded(.up) - 1
            } else {
                index = position.rounded()
            }
            return min(max(low + max(index, 0) * length, low), high)
        }
        return CGPoint(x: page(start.x, velocity.x, bounds.width, minimum.x, maximum.x),
                       y: page(start.y, velocity.y, bounds.height, minimum.y, maximum.y))
    }
}
