import Foundation
import XCTest
@testable import UIKitCore

/// Logs appearance callbacks as "name.willAppear" and so on.
final class NavigationLoggingController: UIViewController {
    let name: String
    var log: [String]
    private let sink: (String) -> Void

    init(_ name: String, sink: @escaping (String) -> Void = { _ in }) {
        self.name = name
        self.log = []
        self.sink = sink
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) { sink("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { sink("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { sink("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { sink("\(name).didDisappear") }
}

final class NavigationTests: XCTestCase {
    func testTheRootIsLaidOutBelowA44PointBarShowingItsTitle() {
        // Given a navigation controller as the window's root
        let driver = ControlsDriver()
        let root = NavigationLoggingController("Notes")
        let navigation = UINavigationController(rootViewController: root)
        driver.window.rootViewController = navigation
        driver.advance(by: 0)

        // Then the bar is 44 points at the top, the title centred, the root below it
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Notes")
        XCTAssertEqual(navigation.navigationBar.titleLabel.font, .systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(navigation.navigationBar.titleLabel.frame.midX, 195, accuracy: 0.5)
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertTrue(navigation.topViewController === root)
    }

    func testPushSlidesTheNewViewInFromTheRightAndTheOldOneLeftByThirtyPercent() {
        // Given a navigation controller showing A
        let driver = ControlsDriver()
        var log: [String] = []
        let a = NavigationLoggingController("A") { log.append($0) }
        let b = NavigationLoggingController("B") { log.append($0) }
        let navigation = UINavigationController(rootViewController: a)
        driver.window.rootViewController = navigation
        driver.advance(by: 0)
        log.removeAll()

        // When B is pushed, animated, and half of the 0.35 s passes (ease in-out: half way)
        navigation.pushViewController(b, animated: true)
        driver.advance(by: 0.175)
        let newX = b.view.layer.presented.frame.minX
        let oldX = a.view.layer.presented.frame.minX
        driver.runUntilIdle()

        // Then mid-way B is at 195 and A at -58.5; at the end B is at 0 and A gone
        XCTAssertEqual(newX, 195, accuracy: 0.5)
        XCTAssertEqual(oldX, -58.5, accuracy: 0.5)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(log, ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        XCTAssertEqual(navigation.viewControllers.map { ($0 as! NavigationLoggingController).name }, ["A", "B"])
        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "B")
        XCTAssertNotNil(navigation.navigationBar.view(withAccessibilityIdentifier: "back"))
    }

    func testPopSlidesTheTopViewOutToTheRight() {
        // Given A then B pushed without animation
        let driver = ControlsDriver()
        let a = NavigationLoggingController("A")
        let b = NavigationLoggingController("B")
        let navigation = UINavigationController(rootViewController: a)
        driver.window.rootViewController = navigation
        navigation.pushViewController(b, animated: false)
        driver.advance(by: 0)

        // When B is popped, animated, and half the time passes
        let popped = navigation.popViewController(animated: true)
        driver.advance(by: 0.175)
        let topX = b.view.layer.presented.frame.minX
        let belowX = a.view.layer.presented.frame.minX
        driver.runUntilIdle()

        // Then B is half out (195), A half way back from -117 (30 %), and B is removed
        XCTAssertTrue(popped === b)
        XCTAssertEqual(topX, 195, accuracy: 0.5)
        XCTAssertEqual(belowX, -58.5, accuracy: 0.5)
        XCTAssertNil(b.view.superview)
        XCTAssertNil(b.parent)
        XCTAssertEqual(a.view.frame.minX, 0)
        XCTAssertTrue(navigation.topViewController === a)
    }

    func testTheBackButtonPops() {
        let driver = ControlsDriver()
        let navigation = UINavigationController(rootViewController: NavigationLoggingController("A"))
        driver.window.rootViewController = navigation
        navigation.pushViewController(NavigationLoggingController("B"), animated: false)
        driver.advance(by: 0)
        let back = navigation.navigationBar.view(withAccessibilityIdentifier: "back")!

        driver.click(driver.center(of: back))
        driver.runUntilIdle()

        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "A")
    }

    func testBarButtonItemsShowTheirEnabledStateAndRunTheirActions() {
        // Given Cancel on the left and a disabled Save on the right
        let driver = ControlsDriver()
        let root = UIViewController()
        var ran: [String] = []
        root.navigationItem.title = "Edit Note"
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in ran.append("cancel") })
        let save = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { _ in ran.append("save") })
        save.isEnabled = false
        root.navigationItem.rightBarButtonItem = save
        let navigation = UINavigationController(rootViewController: root)
        driver.window.rootViewController = navigation
        driver.advance(by: 0)
        let bar = navigation.navigationBar
        let cancelButton = bar.view(withAccessibilityIdentifier: "cancel") as! UIButton
        let saveButton = bar.view(withAccessibilityIdentifier: "save") as! UIButton

        // When both are clicked, then Save is enabled and clicked again
        driver.click(driver.center(of: cancelButton))
        driver.click(driver.center(of: saveButton))
        let disabledColor = saveButton.titleLabel?.textColor
        save.isEnabled = true
        driver.click(driver.center(of: saveButton))

        // Then only the enabled items ran; Save is semibold, grey while disabled, then blue
        XCTAssertEqual(ran, ["cancel", "save"])
        XCTAssertEqual(cancelButton.titleLabel?.text, "Cancel")
        XCTAssertEqual(saveButton.titleLabel?.text, "Save")
        XCTAssertEqual(saveButton.titleLabel?.font, .systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(cancelButton.titleLabel?.font, .systemFont(ofSize: 17))
        XCTAssertEqual(disabledColor, .systemGray3)
        XCTAssertEqual(saveButton.titleLabel?.textColor, .systemBlue)
        XCTAssertEqual(cancelButton.frame.minX, 16)
        XCTAssertEqual(saveButton.frame.maxX, 390 - 16)
        XCTAssertEqual(bar.titleLabel.text, "Edit Note")
    }

    func testTheNavigationItemTitleFallsBackToTheControllersTitle() {
        let driver = ControlsDriver()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        driver.window.rootViewController = navigation

        root.title = "Inbox"

        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Inbox")
        XCTAssertNil(root.navigationItem.title)
    }

    /// A navigation controller presented as a sheet over a plain root.
    private func presentSheet(_ driver: ControlsDriver) -> (UIViewController, UINavigationController, UIViewController) {
        let root = UIViewController()
        driver.window.rootViewController = root
        let form = UIViewController()
        form.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save)
        let navigation = UINavigationController(rootViewController: form)
        root.present(navigation, animated: false)
        driver.runUntilIdle()
        return (root, navigation, form)
    }

    func testTheTopControllersModalInPresentationLocksTheSheet() {
        // Given a sheet showing a navigation controller whose top controller is locked
        let driver = ControlsDriver()
        let (root, navigation, form) = presentSheet(driver)
        form.isModalInPresentation = true
        XCTAssertTrue(navigation.childControllerForModalInPresentation === form)

        // When the sheet is dragged down 400 points by its navigation bar
        let barCenter = driver.center(of: navigation.navigationBar)
        driver.drag(from: CGPoint(x: 100, y: barCenter.y), to: CGPoint(x: 100, y: barCenter.y + 400), duration: 0.3)
        driver.runUntilIdle()

        // Then the dismissal was refused and reported, and the sheet is still there
        XCTAssertEqual(driver.events.filter { $0 == "didAttemptToDismiss" }.count, 1)
        XCTAssertTrue(root.presentedViewController === navigation)
    }

    func testTheNavigationBarIsADragHandleForTheSheet() {
        // Given an unlocked sheet showing a navigation controller
        let driver = ControlsDriver()
        let (root, navigation, _) = presentSheet(driver)

        // When the bar (away from its buttons) is dragged down fast
        let barCenter = driver.center(of: navigation.navigationBar)
        driver.drag(from: CGPoint(x: 100, y: barCenter.y), to: CGPoint(x: 100, y: barCenter.y + 500), duration: 0.2)
        driver.runUntilIdle()

        // Then the sheet was dismissed
        XCTAssertNil(root.presentedViewController)
        XCTAssertTrue(driver.events.contains("dismissed:UINavigationController"))
    }
}

