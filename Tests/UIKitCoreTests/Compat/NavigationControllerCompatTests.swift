import Foundation
import XCTest
@testable import UIKitCore

/// A navigation controller subclass with its own designated initializer, as sheet libraries write.
private final class ConfiguredNavigationController: UINavigationController {
    let style: String
    init(rootViewController: UIViewController, style: String) {
        self.style = style
        super.init(rootViewController: rootViewController)
    }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = "default"
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class LoadRecorder: UIViewController {
    let name: String
    var onLog: (String) -> Void = { _ in }
    init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() { super.viewDidLoad(); onLog("\(name).viewDidLoad") }
}

private final class OrderDelegate: NSObject, UINavigationControllerDelegate {
    var log: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("willShow loaded=\(viewController.isViewLoaded)")
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("animationControllerFor loaded=\(toVC.isViewLoaded)")
        return nil
    }
}

final class NavigationControllerCompatTests: XCTestCase {
    func testASubclassInitializerCallsTheDesignatedInitRootViewController() {
        // Given a subclass whose own initializer calls super.init(rootViewController:)
        let root = UIViewController()
        let navigation = ConfiguredNavigationController(rootViewController: root, style: "sheet")

        // Then the stack holds the root, as a child
        XCTAssertEqual(navigation.style, "sheet")
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertTrue(root.parent === navigation)
        XCTAssertTrue(root.navigationController === navigation)
    }

    func testThePushedViewIsLoadedBeforeTheDelegateHearsOfIt() {
        // Given a navigation controller on screen with a delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let delegate = OrderDelegate()
        navigation.delegate = delegate
        let pushed = LoadRecorder("pushed")
        pushed.onLog = { delegate.log.append($0) }

        // When a controller whose view is not loaded is pushed, animated
        XCTAssertFalse(pushed.isViewLoaded)
        navigation.pushViewController(pushed, animated: true)

        // Then its viewDidLoad ran before willShow, and both delegate calls saw it loaded
        XCTAssertEqual(delegate.log, ["pushed.viewDidLoad", "willShow loaded=true", "animationControllerFor loaded=true"])
    }
}
