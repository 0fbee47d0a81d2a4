import XCTest
@testable import UIKitCore

/// UIKit's console warnings go to the application of the window they concern
/// (`UIApplication.warningHandler`), one `UIKitWarning` each.
final class UIKitWarningTests: XCTestCase {
    func testPresentingOnABusyPresenterWarnsItsWindowsApplication() throws {
        // Given a window whose root presents a controller, and a handler on its application
        let driver = VirtualWindowDriver()
        let root = UIViewController()
        driver.window.rootViewController = root
        driver.advance(by: 0)
        var warnings: [UIKitWarning] = []
        let application = try XCTUnwrap(driver.window.application)
        application.warningHandler = { warnings.append($0) }
        root.present(UIViewController(), animated: false)

        // When it presents a second controller, and pushes one controller twice
        let second = UIViewController()
        root.present(second, animated: false)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let child = UIViewController()
        navigation.pushViewController(child, animated: false)
        navigation.pushViewController(child, animated: false)

        // Then the handler got both warnings, in order, with UIKit's wording
        XCTAssertEqual(warnings, [
            UIKitWarning(message: "Attempt to present UIViewController on UIViewController which is already presenting UIViewController"),
            UIKitWarning(message: "Pushing the same view controller instance (UIViewController) more than once is not supported"),
        ])
        XCTAssertTrue(root.presentedViewController !== second)
    }

    func testLayoutWarningsCarryTheirCategory() throws {
        // Given two views in different hierarchies, and a handler on the current application
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var warnings: [UIKitWarning] = []
        let application = try XCTUnwrap(window.application)
        application.warningHandler = { warnings.append($0) }
        let first = UIView(), second = UIView()
        window.addSubview(first)

        // When a constraint between them is activated
        first.leadingAnchor.constraint(equalTo: second.leadingAnchor).isActive = true

        // Then one [LayoutConstraints] warning, written as UIKit's console line
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?.category, "LayoutConstraints")
        XCTAssertTrue(warnings.first?.message.hasPrefix("Unable to activate constraint with anchors") == true,
                      warnings.first?.message ?? "none")
        XCTAssertTrue(warnings.first?.description.hasPrefix("UIKit warning: [LayoutConstraints] Unable to activate") == true)
    }
}
