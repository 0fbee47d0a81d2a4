import UIKit

// iOS: UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)). Linux: the key as a string.
func sharedApplication() -> UIApplication? { UIApplication.value(forKeyPath: "shared") as? UIApplication }
func kvc(_ view: UIView) -> CGFloat? {
    view.setValue(0.5, forKey: "alpha")
    view.setValue(8, forKeyPath: "layer.cornerRadius")
    return view.value(forKeyPath: "layer.cornerRadius") as? CGFloat
}
