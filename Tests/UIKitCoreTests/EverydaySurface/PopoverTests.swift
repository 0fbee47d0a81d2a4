import Foundation
import XCTest
@testable import UIKitCore

/// A popover adapts to a sheet, as on iPhone, keeping the popover's properties and delegate.
final class PopoverTests: XCTestCase {
    private final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
        var calls: [String] = []
        var style: UIModalPresentationStyle = .automatic
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            calls.append("prepare")
        }
        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
            calls.append("didDismissPopover")
        }
        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            calls.append("adaptive \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
            return style
        }
        func presentationController(_ presentationController: UIPresentationController,
                                    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: UIViewControllerTransitionCoordinator?) {
            calls.append("willPresent \(style == .fullScreen ? "fullScreen" : "other")")
        }
    }

    func testAPopoverIsShownAsASheetWithItsPropertiesKept() throws {
        // Given a controller with the popover style, anchored to a button
        let driver = VirtualWindowDriver()
        let root = UIViewController()
        driver.window.rootViewController = root
        driver.runUntilIdle()
        let button = UIView(frame: CGRect(x: 300, y: 40, width: 44, height: 44))
        root.view.addSubview(button)
        let content = UIViewController()
        XCTAssertNil(content.popoverPresentationController)
        content.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(content.popoverPresentationController)
        popover.sourceView = button
        popover.sourceRect = button.bounds
        popover.permittedArrowDirections = .up
        let delegate = PopoverDelegate()
        popover.delegate = delegate

        // When it is presented and has settled
        root.present(content, animated: true)
        driver.runUntilIdle()

        // Then it is the same controller, shown as a page sheet: the card rests at the large detent
        XCTAssertTrue(content.presentationController === popover)
        XCTAssertTrue(popover.sourceView === button)
        XCTAssertEqual(popover.presentationStyle, .popover)
        XCTAssertEqual(popover.adaptivePresentationStyle, .pageSheet)
        XCTAssertEqual(popover.arrowDirection, .unknown)
        XCTAssertEqual(popover.cardView.frame.minY, popover.restingTop)
        XCTAssertEqual(popover.cardView.frame.width, 390)
        XCTAssertTrue(content.view.isDescendant(of: popover.cardView))
        XCTAssertEqual(delegate.calls, ["adaptive compact", "prepare"])

        // When it is dismissed
        content.dismiss(animated: true)
        driver.runUntilIdle()

        // Then the popover delegate heard the dismissal
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(delegate.calls, ["adaptive compact", "prepare", "didDismissPopover"])
    }

    func testTheDelegateCanAdaptAPopoverToFullScreen() throws {
        // Given a popover whose delegate answers .fullScreen in a compact window
        let driver = VirtualWindowDriver()
        let root = UIViewController()
        driver.window.rootViewController = root
        driver.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let delegate = PopoverDelegate()
        delegate.style = .fullScreen
        content.popoverPresentationController?.delegate = delegate

        // When it is presented
        root.present(content, animated: false)
        driver.runUntilIdle()

        // Then it fills the window, and the delegate was told the style it adapted to
        XCTAssertTrue(content.presentationController is FullScreenPresentationController)
        XCTAssertEqual(content.presentationController?.adaptivePresentationStyle, .fullScreen)
        XCTAssertEqual(content.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(delegate.calls, ["adaptive compact", "willPresent fullScreen"])
    }

    func testARegularWindowKeepsThePopoverAndDoesNotAsk() throws {
        // Given an iPad-sized window and a popover whose delegate would answer .fullScreen
        let driver = VirtualWindowDriver(size: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        driver.window.rootViewController = root
        driver.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let delegate = PopoverDelegate()
        delegate.style = .fullScreen
        content.popoverPresentationController?.delegate = delegate

        // When it is presented
        root.present(content, animated: false)
        driver.runUntilIdle()

        // Then it stays a popover (shown as a sheet) and the adaptive question was not asked
        XCTAssertTrue(content.presentationController is UIPopoverPresentationController)
        XCTAssertEqual(delegate.calls, ["prepare"])
    }
}
