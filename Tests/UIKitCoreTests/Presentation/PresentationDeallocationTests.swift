import XCTest
@testable import UIKitCore

/// Dismissed controllers, their views and their presentation controllers go away:
/// nothing in the machinery (gesture closures, display links, the motion, the
/// transition context and its completion) keeps them alive.
final class PresentationDeallocationTests: XCTestCase {
    private var driver: VirtualWindowDriver!
    private var root: UIViewController!

    override func setUp() {
        driver = VirtualWindowDriver()
        root = UIViewController()
        driver.window.rootViewController = root
        driver.runUntilIdle()
    }

    /// A form in the first seed's style: it sets itself as its presentation controller's delegate in viewDidLoad.
    final class SelfDelegatingController: UIViewController, UIAdaptivePresentationControllerDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            presentationController?.delegate = self
        }
    }

    private struct WeakRefs {
        weak var controller: UIViewController?
        weak var view: UIView?
        weak var presentationController: UIPresentationController?
    }

    private func present(_ make: () -> UIViewController) -> WeakRefs {
        let presented = make()
        root.present(presented, animated: true)
        driver.runUntilIdle()
        XCTAssertTrue(root.presentedViewController === presented)
        return WeakRefs(controller: presented, view: presented.view, presentationController: presented.presentationController)
    }

    private func assertReleased(_ refs: WeakRefs, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(refs.controller, "presented controller", file: file, line: line)
        XCTAssertNil(refs.view, "presented view", file: file, line: line)
        XCTAssertNil(refs.presentationController, "presentation controller", file: file, line: line)
    }

    func testPageSheetDismissedProgrammaticallyIsReleased() {
        // Given
        let refs = present { SelfDelegatingController() }
        XCTAssertNotNil(refs.presentationController)

        // When
        root.dismiss(animated: true)
        driver.runUntilIdle()

        // Then
        assertReleased(refs)
    }

    func testPageSheetDismissedByADragIsReleased() {
        // Given
        let refs = present { SelfDelegatingController() }

        // When
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.05)
        driver.runUntilIdle()

        // Then
        XCTAssertNil(root.presentedViewController)
        assertReleased(refs)
    }

    func testPageSheetDismissedAfterASnappedBackDragIsReleased() {
        // Given
        let refs = present { SelfDelegatingController() }
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.6)
        driver.runUntilIdle()

        // When
        root.dismiss(animated: true)
        driver.runUntilIdle()

        // Then
        assertReleased(refs)
    }

    func testLockedSheetDismissedAfterAnAttemptIsReleased() {
        // Given
        let refs = present {
            let controller = SelfDelegatingController()
            controller.isModalInPresentation = true
            return controller
        }
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 0.3)
        driver.runUntilIdle()

        // When
        root.dismiss(animated: true)
        driver.runUntilIdle()

        // Then
        assertReleased(refs)
    }

    func testFullScreenDismissedIsReleased() {
        // Given
        let refs = present {
            let controller = UIViewController()
            controller.modalPresentationStyle = .fullScreen
            return controller
        }

        // When
        root.dismiss(animated: true)
        driver.runUntilIdle()

        // Then
        assertReleased(refs)
    }

    func testNestedSheetsDismissedFromBelowAreReleased() {
        // Given
        let lower = present { UIViewController() }
        let upper: WeakRefs = {
            let controller = UIViewController()
            lower.controller?.present(controller, animated: true)
            driver.runUntilIdle()
            XCTAssertTrue(lower.controller?.presentedViewController === controller)
            return WeakRefs(controller: controller, view: controller.view, presentationController: controller.presentationController)
        }()

        // When
        root.dismiss(animated: true)
        driver.runUntilIdle()

        // Then
        assertReleased(lower)
        assertReleased(upper)
    }
}
