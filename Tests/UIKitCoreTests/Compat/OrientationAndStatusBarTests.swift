import Foundation
import XCTest
@testable import UIKitCore

final class OrientationAndStatusBarTests: XCTestCase {
    func testALandscapeWindowIsALandscapeInterfaceOrientation() {
        // Given a portrait window with a scene
        let scene = UIWindowScene(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.makeKeyAndVisible()
        XCTAssertEqual(scene.interfaceOrientation, .portrait)

        // When it is resized wider than tall
        window.resize(to: CGSize(width: 844, height: 390))

        // Then the scene and the application report landscape
        XCTAssertEqual(scene.interfaceOrientation, .landscapeRight)
        XCTAssertTrue(scene.interfaceOrientation.isLandscape)
    }

    func testAResizeThatTurnsTheWindowPostsWillThenDidChangeOrientation() {
        // Given a portrait window and an observer of the orientation notifications
        let driver = ControlsDriver()
        var log: [String] = []
        let names: [Notification.Name] = [UIApplication.willChangeStatusBarOrientationNotification,
                                          UIApplication.didChangeStatusBarOrientationNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let raw = note.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? Int ?? -1
                log.append("\(note.name.rawValue.replacingOccurrences(of: "UIApplication", with: "")):\(raw)")
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }

        // When it turns landscape
        driver.window.resize(to: CGSize(width: 844, height: 390))

        // Then "will" carries the new orientation (landscape right, 3) before "did" carries the old (portrait, 1)
        XCTAssertEqual(log, ["WillChangeStatusBarOrientationNotification:3", "DidChangeStatusBarOrientationNotification:1"])
    }

    func testADesktopWindowHasNoStatusBar() {
        // Given a window
        let driver = ControlsDriver()

        // Then the bar's frame is zero, as on iOS with the bar hidden
        XCTAssertEqual(driver.window.windowScene?.statusBarManager?.statusBarFrame ?? .zero, .zero)
        XCTAssertEqual(UIApplication.shared.statusBarFrame, .zero)
        XCTAssertTrue(UIApplication.shared.isStatusBarHidden)
    }

    func testControllersSupportAllButUpsideDownOnAPhoneSizedWindowAndAutorotate() {
        // Given a controller in a phone-sized window
        let driver = ControlsDriver()
        let controller = UIViewController()
        driver.window.rootViewController = controller
        driver.advance(by: 0)

        // Then UIKit's defaults
        XCTAssertEqual(controller.supportedInterfaceOrientations, .allButUpsideDown)
        XCTAssertEqual(controller.preferredInterfaceOrientationForPresentation, .portrait)
        XCTAssertTrue(controller.shouldAutorotate)
    }

    func testChangingTheTextSizePostsTheContentSizeCategoryNotificationOnceWithTheNewValue() {
        // Given a window and an observer
        let driver = ControlsDriver()
        var received: [UIContentSizeCategory] = []
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil,
                                                           queue: nil) { note in
            if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                received.append(category)
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        // When the text size changes to XL, is set to XL again, then back
        driver.window.screen.systemPreferredContentSizeCategory = .extraLarge
        driver.window.screen.systemPreferredContentSizeCategory = .extraLarge
        driver.window.screen.systemPreferredContentSizeCategory = .large

        // Then one notification per change, with the new category
        XCTAssertEqual(received, [.extraLarge, .large])
    }

    func testAButtonSubclassOverridingInitFrameIsMadeThroughItByInitType() {
        // Given a subclass that overrides the designated initializer
        final class Round: UIButton {
            var madeThroughFrame = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                madeThroughFrame = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        // When made with init(type:)
        let button = Round(type: .system)

        // Then its init(frame:) ran and it is a system button
        XCTAssertTrue(button.madeThroughFrame)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
    }
}

/// A delegate that records the pan's velocity when asked whether it may begin.
final class PanBeginVelocityProbe: UIGestureRecognizerDelegate {
    var velocities: [CGPoint] = []
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        velocities.append((gestureRecognizer as! UIPanGestureRecognizer).velocity(in: nil))
        return true
    }
}

final class PanBeginVelocityTests: XCTestCase {
    func testThePanReportsTheFirstMovesVelocityWhenAskedWhetherToBegin() {
        // Given a pan whose delegate reads the velocity at begin (as modal libraries pick the direction)
        let driver = ControlsDriver()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        driver.window.addSubview(view)
        let pan = UIPanGestureRecognizer { _ in }
        let probe = PanBeginVelocityProbe()
        pan.delegate = probe
        view.addGestureRecognizer(pan)

        // When one 60-point move down comes 1/60 s after the press
        driver.down(CGPoint(x: 100, y: 100))
        driver.advance(by: 1.0 / 60)
        driver.move(CGPoint(x: 100, y: 160))

        // Then the pan began with that move's velocity: 3600 points per second down
        XCTAssertEqual(probe.velocities.count, 1)
        XCTAssertEqual(probe.velocities.first?.x ?? -1, 0, accuracy: 0.001)
        XCTAssertEqual(probe.velocities.first?.y ?? 0, 3600, accuracy: 1)
    }
}
