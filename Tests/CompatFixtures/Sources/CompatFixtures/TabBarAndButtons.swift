import UIKit

final class RoundButton: UIButton {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError() }
}
final class Tabs: UITabBarController, UITabBarControllerDelegate {
    func setUp() {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Notes", image: nil, tag: 0)
        second.tabBarItem.badgeValue = "2"
        setViewControllers([first, second], animated: false)
        delegate = self
        selectedIndex = 1
        _ = RoundButton(type: .system)
        _ = UIButton(configuration: .filled(), primaryAction: nil)
    }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
}
