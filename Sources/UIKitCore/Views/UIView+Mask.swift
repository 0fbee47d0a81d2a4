import Foundation

extension UIView {
    /// A view whose alpha masks this view, as UIKit's `mask`: its layer becomes
    /// `layer.mask`, its frame is in this view's bounds space, and it is drawn
    /// (with its subviews) only as a mask, never shown. The view keeps it.
    public var mask: UIView? {
        get { maskViewStorage }
        set {
            guard newValue !== maskViewStorage else { return }
            maskViewStorage = newValue
            layer.mask = newValue?.layer
        }
    }
}
