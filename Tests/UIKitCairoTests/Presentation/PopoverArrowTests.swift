import Foundation
import UIKit
import XCTest
@testable import UIKitCore

/// A popover in a regular-width window (or kept in a compact one) is a bubble with an arrow at its source.
final class PopoverArrowTests: XCTestCase {
    private final class Delegate: UIPopoverPresentationControllerDelegate {
        var style: UIModalPresentationStyle = .automatic
        var calls: [String] = []
        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            calls.append("adaptive")
            return style
        }
        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
            calls.append("didDismissPopover")
        }
    }

    private static let blue = UIColor(rgb: 0x3366CC)

    /// A window of `size` with a blue root and a source view at `source`; presents a 300 × 200 popover on it.
    private func present(size: CGSize, source: CGRect, delegate: Delegate? = nil,
                         permitted: UIPopoverArrowDirection = .any) -> (HeadlessHost, UIViewController, UIPopoverPresentationController) {
        let host = HeadlessHost(size: size, scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = Self.blue
        host.window.rootViewController = root
        let anchor = UIView(frame: source)
        root.view.addSubview(anchor)
        host.runUntilIdle()
        let content = UIViewController()
        content.view.backgroundColor = .clear
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController!
        popover.sourceView = anchor
        popover.permittedArrowDirections = permitted
        popover.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        return (host, content, popover)
    }

    func testInARegularWidthWindowThePopoverSitsBelowItsSourceWithAnArrowPointingUpAtIt() {
        // Given a 1024-point window and a 44-point source at (600, 100)
        let (host, _, popover) = present(size: CGSize(width: 1024, height: 768), source: CGRect(x: 600, y: 100, width: 44, height: 44))

        // Then it is a popover below the source, centred on it, the arrow's tip on the source's bottom edge
        XCTAssertTrue(popover.showsAsPopover)
        XCTAssertEqual(popover.arrowDirection, .up)
        XCTAssertTrue(popover.presentedView === popover.popoverView)
        XCTAssertEqual(popover.popoverView.frame, CGRect(x: 472, y: 144, width: 300, height: 213))
        XCTAssertEqual(popover.popoverView.arrowOffset, 150)

        // And the pixels: white inside the arrow near its tip, blue beside it, white card, nothing dimmed
        let image = host.snapshot()
        let white = RGBA8(r: 255, g: 255, b: 255)
        XCTAssertEqual(image.pixel(x: 622, y: 150), white)
        XCTAssertEqual(image.pixel(x: 622, y: 156), white)
        XCTAssertNotEqual(image.pixel(x: 612, y: 148), white)
        XCTAssertLessThan(image.pixel(x: 612, y: 148).r, 120)
        XCTAssertEqual(image.pixel(x: 500, y: 250), white)
        XCTAssertEqual(image.pixel(x: 40, y: 700), RGBA8(r: 0x33, g: 0x66, b: 0xCC))
    }

    func testWithNoRoomBelowTheArrowPointsDownFromAbove() {
        let (host, _, popover) = present(size: CGSize(width: 1024, height: 768), source: CGRect(x: 100, y: 650, width: 44, height: 44))

        XCTAssertEqual(popover.arrowDirection, .down)
        // Clamped to the 10-point margin on the left; the arrow still under the source's centre
        XCTAssertEqual(popover.popoverView.frame, CGRect(x: 10, y: 437, width: 300, height: 213))
        XCTAssertEqual(popover.popoverView.arrowOffset, 112)
        let image = host.snapshot()
        XCTAssertEqual(image.pixel(x: 122, y: 644), RGBA8(r: 255, g: 255, b: 255))
        XCTAssertLessThan(image.pixel(x: 110, y: 646).r, 120)
    }

    func testAPermittedLeftArrowPutsThePopoverRightOfTheSource() {
        let (_, _, popover) = present(size: CGSize(width: 1024, height: 768), source: CGRect(x: 100, y: 300, width: 44, height: 44),
                                      permitted: .left)
        XCTAssertEqual(popover.arrowDirection, .left)
        XCTAssertEqual(popover.popoverView.frame, CGRect(x: 144, y: 222, width: 313, height: 200))
    }

    func testInACompactWindowANoneAdaptationKeepsThePopoverAndAClickOutsideDismissesIt() {
        // Given an iPhone-sized window whose delegate answers .none
        let delegate = Delegate()
        delegate.style = .none
        let (host, content, popover) = present(size: CGSize(width: 390, height: 844), source: CGRect(x: 300, y: 60, width: 44, height: 44),
                                               delegate: delegate)

        // Then it stays a popover, inside the window's 10-point margins
        XCTAssertTrue(popover.showsAsPopover)
        XCTAssertEqual(popover.popoverView.frame, CGRect(x: 80, y: 104, width: 300, height: 213))
        XCTAssertTrue(content.view.isDescendant(of: popover.popoverView))

        // When the window is clicked outside the popover
        host.click(at: CGPoint(x: 40, y: 700))
        host.runUntilIdle()

        // Then it is dismissed as the user's dismissal
        XCTAssertNil(content.presentingViewController)
        XCTAssertEqual(delegate.calls, ["adaptive", "didDismissPopover"])
    }

    func testInACompactWindowWithoutAnAnswerItAdaptsToASheet() {
        let (_, _, popover) = present(size: CGSize(width: 390, height: 844), source: CGRect(x: 300, y: 60, width: 44, height: 44),
                                      delegate: Delegate())
        XCTAssertFalse(popover.showsAsPopover)
        XCTAssertEqual(popover.arrowDirection, .unknown)
        XCTAssertTrue(popover.presentedView === popover.cardView)
    }
}
