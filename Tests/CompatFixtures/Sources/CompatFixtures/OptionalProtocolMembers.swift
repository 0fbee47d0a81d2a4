import UIKit

// iOS: @objc protocol P { @objc optional func didDismiss() } and p?.didDismiss?().
// Linux: a requirement with a default in a protocol extension, called without `?`.
protocol CardDelegate: AnyObject {
    func didDismissBySwipe()
    var scrollViewForCard: UIScrollView? { get }
}
extension CardDelegate {
    func didDismissBySwipe() {}
    var scrollViewForCard: UIScrollView? { nil }
}
final class CardOwner: CardDelegate {}
func notify(_ delegate: CardDelegate?) { delegate?.didDismissBySwipe() }
