import Foundation
import XCTest
@testable import UIKitCore

/// `UIDevice.current`, `UIScreen.main` and `isKind(of:)`, answered for the desktop window.
final class DeviceAndScreenTests: XCTestCase {
    func testTheDeviceFollowsTheKeyWindowsSize() {
        // Given an iPhone-sized key window (390 × 844 points)
        let driver = VirtualWindowDriver()
        let device = UIDevice.current

        // Then the device is an iPhone on iOS, held upright
        XCTAssertTrue(device === driver.window.application?.device)
        XCTAssertEqual(device.userInterfaceIdiom, .phone)
        XCTAssertEqual(device.systemName, "iOS")
        XCTAssertEqual(device.systemVersion, "17.0")
        XCTAssertEqual(device.model, "iPhone")
        XCTAssertEqual(device.orientation, .portrait)
        XCTAssertNil(device.identifierForVendor)
        XCTAssertEqual(device.batteryLevel, -1)

        // When the window becomes 1024 × 768 (shorter side 768 ≥ 744)
        driver.window.resize(to: CGSize(width: 1024, height: 768))

        // Then it is an iPad on its side
        XCTAssertEqual(device.userInterfaceIdiom, .pad)
        XCTAssertEqual(device.model, "iPad")
        XCTAssertEqual(device.orientation, .landscapeLeft)
        XCTAssertTrue(device.orientation.isLandscape)
    }

    func testOrientationNotificationsArePostedOnlyWhenTheShapeTurnsAndWhileAsked() {
        // Given a portrait window whose device generates orientation notifications
        let driver = VirtualWindowDriver()
        let device = UIDevice.current
        final class Counter { var count = 0 }
        let counter = Counter()
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                           object: device, queue: nil) { _ in counter.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        var posts: Int { counter.count }
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)

        // When it grows but stays portrait, then turns landscape
        driver.window.resize(to: CGSize(width: 400, height: 900))
        XCTAssertEqual(posts, 0)
        driver.window.resize(to: CGSize(width: 900, height: 400))

        // Then one notification was posted
        XCTAssertEqual(posts, 1)

        // When generation ends and the window turns back
        device.endGeneratingDeviceOrientationNotifications()
        driver.window.resize(to: CGSize(width: 400, height: 900))

        // Then nothing more was posted
        XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
        XCTAssertEqual(posts, 1)
    }

    func testTheMainScreenIsTheWindowsScreenAndFollowsItsSize() {
        // Given a 390 × 844 window
        let driver = VirtualWindowDriver()

        // Then UIScreen.main is its screen, at scale 1
        XCTAssertTrue(UIScreen.main === driver.window.screen)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(UIScreen.main.scale, 1)
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 390, height: 844))

        // When the window is resized
        driver.window.resize(to: CGSize(width: 500, height: 600))

        // Then the main screen's bounds are the new size
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 500, height: 600))
    }

    func testIsKindOfAnswersForViewsAndControllersAsInUIKit() {
        // Given a table view and a navigation controller
        let table = UITableView(frame: .zero, style: .plain)
        let navigation = UINavigationController(rootViewController: UIViewController())

        // Then isKind(of:) accepts their superclasses, isMember(of:) only the exact class
        XCTAssertTrue(table.isKind(of: UIScrollView.self))
        XCTAssertTrue(table.isKind(of: UIView.self))
        XCTAssertTrue(table.isKind(of: UIResponder.self))
        XCTAssertFalse(table.isKind(of: UIViewController.self))
        XCTAssertFalse(table.isMember(of: UIScrollView.self))
        XCTAssertTrue(table.isMember(of: UITableView.self))
        XCTAssertTrue(navigation.isKind(of: UIViewController.self))
        XCTAssertFalse(navigation.isKind(of: UIView.self))
    }

    func testFeedbackGeneratorsAcceptUIKitsCallsAndDoNothingElse() {
        // Given one generator of each kind
        let selection = UISelectionFeedbackGenerator()
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        let notification = UINotificationFeedbackGenerator()

        // When each is prepared and fired as UIKit code does
        selection.prepare()
        selection.selectionChanged()
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        notification.notificationOccurred(.warning)

        // Then the calls were counted (no engine to drive) and the style kept
        XCTAssertEqual([selection.prepareCount, impact.prepareCount, notification.prepareCount], [1, 1, 0])
        XCTAssertEqual([selection.feedbackCount, impact.feedbackCount, notification.feedbackCount], [1, 2, 1])
        XCTAssertEqual(impact.style, .rigid)
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
    }

    func testKeyboardNotificationsHaveUIKitsNamesAndKeys() {
        // Then code observing the keyboard compiles against UIKit's names (nothing posts them here)
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardWillHideNotification.rawValue, "UIKeyboardWillHideNotification")
        XCTAssertEqual(UIResponder.keyboardWillChangeFrameNotification.rawValue, "UIKeyboardWillChangeFrameNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        XCTAssertEqual(UIResponder.keyboardAnimationDurationUserInfoKey, "UIKeyboardAnimationDurationUserInfoKey")
    }

    func testLayoutAndTouchPropertiesOldCodeSetsAreKeptWithUIKitsDefaults() {
        // Given a view and a controller as UIKit makes them
        let view = UIView()
        let controller = UIViewController()
        XCTAssertFalse(view.isExclusiveTouch)
        XCTAssertEqual(controller.edgesForExtendedLayout, .all)
        XCTAssertFalse(controller.extendedLayoutIncludesOpaqueBars)

        // When older code sets them, as many tutorials do
        view.isExclusiveTouch = true
        controller.edgesForExtendedLayout = []
        controller.extendedLayoutIncludesOpaqueBars = true

        // Then the values are kept
        XCTAssertTrue(view.isExclusiveTouch)
        XCTAssertEqual(controller.edgesForExtendedLayout, [])
        XCTAssertTrue(controller.extendedLayoutIncludesOpaqueBars)
    }
}
