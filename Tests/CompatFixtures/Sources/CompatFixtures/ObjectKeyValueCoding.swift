import UIKit

// Key-value coding on layers (properties and key paths) and on UIKit's other
// NSObject classes, as Foundation's NSObject gives it on iOS.
func fixtureKeyValueCoding(view: UIView, item: UINavigationItem, tab: UITabBarItem, pan: UIPanGestureRecognizer) {
    view.layer.setValue(0.5, forKey: "opacity")
    view.layer.setValue(12, forKeyPath: "cornerRadius")
    view.setValue(1.2, forKeyPath: "layer.transform.scale")
    _ = view.layer.value(forKeyPath: "position.x") as? CGFloat
    _ = view.layer.dictionaryWithValues(forKeys: ["bounds", "position"])
    item.setValue(UIBarButtonItem(title: "Done", style: .done), forKey: "rightBarButtonItem")
    _ = item.value(forKeyPath: "rightBarButtonItem.title") as? String
    tab.setValue("3", forKey: "badgeValue")
    _ = pan.value(forKey: "state")
}
