import UIKit

// Custom bar classes handed to a navigation controller, as apps and sheet libraries do.
final class FixtureGradientNavigationBar: UINavigationBar {
    private let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
        layer.insertSublayer(gradient, at: 0)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 56)
    }
}

final class FixtureToolbar: UIToolbar {
    override func draw(_ rect: CGRect) {
        UIColor.secondarySystemBackground.setFill()
        UIRectFill(rect)
    }
}

func makeCustomBarStacks(root: UIViewController) -> [UINavigationController] {
    let navigation = UINavigationController(navigationBarClass: FixtureGradientNavigationBar.self, toolbarClass: nil)
    navigation.viewControllers = [root]
    let withToolbar = UINavigationController(navigationBarClass: nil, toolbarClass: FixtureToolbar.self)
    withToolbar.setViewControllers([UIViewController()], animated: false)
    _ = navigation.navigationBar as? FixtureGradientNavigationBar
    return [navigation, withToolbar, FixtureBrandedNavigationController(rootViewController: UIViewController())]
}

final class FixtureBrandedNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) {
        super.init(navigationBarClass: FixtureGradientNavigationBar.self, toolbarClass: FixtureToolbar.self)
        viewControllers = [rootViewController]
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}
