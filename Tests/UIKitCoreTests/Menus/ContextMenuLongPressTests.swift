import Foundation
import XCTest
@testable import UIKitCore

/// A delegate recording what it is asked and told, in order.
private final class RecordingMenuDelegate: UIContextMenuInteractionDelegate {
    var calls: [String] = []
    var preview: (() -> UIViewController?)?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        calls.append("configuration")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: preview) { _ in
            UIMenu(children: [UIAction(title: "Copy") { [weak self] _ in self?.calls.append("Copy") }])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        calls.append("willDisplay")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        calls.append("willEnd")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        calls.append("willPerformPreview")
        animator.addCompletion { [weak self] in self?.calls.append("commitCompletion") }
    }
}

final class ContextMenuLongPressTests: XCTestCase {
    /// A 100 x 60 view at (100, 300) with a context menu interaction.
    private func makeView(in driver: ControlsDriver) -> (UIView, UIContextMenuInteraction, RecordingMenuDelegate) {
        let view = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 60))
        view.backgroundColor = .systemBlue
        driver.window.addSubview(view)
        let delegate = RecordingMenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (view, interaction, delegate)
    }

    private let centre = CGPoint(x: 150, y: 330)

    func testAPressHeldHalfASecondLiftsThePreviewAndOpensTheMenu() {
        // Given
        let driver = ControlsDriver()
        let (_, interaction, delegate) = makeView(in: driver)

        // When the button is held for 0.45 s: nothing yet
        driver.down(centre)
        driver.advance(by: 0.45)
        XCTAssertNil(driver.window.visibleMenu)
        XCTAssertEqual(delegate.calls, [])

        // When held past 0.5 s
        driver.advance(by: 0.1)

        // Then the menu is open with the preview lifted where the view is, over a dimmed window
        XCTAssertEqual(driver.window.visibleMenu?.children.first?.title, "Copy")
        XCTAssertEqual(delegate.calls, ["configuration", "willDisplay"])
        let preview = try! XCTUnwrap(interaction.previewView)
        XCTAssertEqual(preview.card.frame, CGRect(x: 100, y: 300, width: 100, height: 60))
        XCTAssertEqual(preview.dim.backgroundColor, UIColor.black.withAlphaComponent(0.2))
        XCTAssertTrue(preview.superview === driver.window)
        XCTAssertEqual(interaction.location(in: nil), centre)

        // When the button comes up, the menu stays
        driver.up(centre)
        driver.runUntilIdle()
        XCTAssertNotNil(driver.window.visibleMenu)
    }

    func testMovingBeyondTenPointsBeforeTheDurationCancelsTheLongPress() {
        // Given
        let driver = ControlsDriver()
        let (_, _, delegate) = makeView(in: driver)

        // When the pointer moves 12 points at 0.2 s and is held to 1 s
        driver.down(centre)
        driver.advance(by: 0.2)
        driver.move(CGPoint(x: centre.x + 12, y: centre.y))
        driver.advance(by: 0.8)

        // Then no menu opened
        XCTAssertNil(driver.window.visibleMenu)
        XCTAssertEqual(delegate.calls, [])
        driver.up(CGPoint(x: centre.x + 12, y: centre.y))
    }

    func testAClickOnThePreviewCommitsItThenTheMenuEnds() {
        // Given a long-pressed menu whose preview is a 200 x 100 controller
        let driver = ControlsDriver()
        let (_, interaction, delegate) = makeView(in: driver)
        let controller = UIViewController()
        controller.preferredContentSize = CGSize(width: 200, height: 100)
        delegate.preview = { controller }
        driver.down(centre)
        driver.advance(by: 0.6)
        driver.up(centre)
        driver.runUntilIdle()

        // Then the preview is the controller's view, 200 x 100 centred on the view
        let preview = try! XCTUnwrap(interaction.previewView)
        XCTAssertEqual(preview.card.frame, CGRect(x: 50, y: 280, width: 200, height: 100))
        XCTAssertTrue(controller.view.superview === preview.card)

        // When the preview is clicked
        driver.click(CGPoint(x: 60, y: 290))
        driver.runUntilIdle()

        // Then the delegate hears the commit, then the end, then the commit's completion; all is gone
        XCTAssertEqual(delegate.calls, ["configuration", "willDisplay", "willPerformPreview", "willEnd", "commitCompletion"])
        XCTAssertNil(driver.window.visibleMenu)
        XCTAssertNil(interaction.previewView)
        XCTAssertFalse(driver.window.subviews.contains { $0 is ContextMenuPreviewView })
    }

    func testARightClickStillOpensTheMenuAtThePointerWithoutAPreview() {
        // Given
        let driver = ControlsDriver()
        let (_, interaction, delegate) = makeView(in: driver)

        // When
        driver.window.secondaryClick(at: centre, timestamp: driver.now)
        driver.runUntilIdle()

        // Then
        XCTAssertNotNil(driver.window.visibleMenu)
        XCTAssertNil(interaction.previewView)
        XCTAssertEqual(delegate.calls, ["configuration", "willDisplay"])

        // When Escape closes it
        driver.key(.keyboardEscape)
        driver.runUntilIdle()
        XCTAssertNil(driver.window.visibleMenu)
        XCTAssertEqual(delegate.calls, ["configuration", "willDisplay", "willEnd"])
    }

    func testALongPressRecognizerBeginsChangesAndEnds() {
        // Given a long press on a view
        let driver = ControlsDriver()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        driver.window.addSubview(view)
        var states: [String] = []
        let press = UILongPressGestureRecognizer { states.append("\($0.state)") }
        press.minimumPressDuration = 0.3
        view.addGestureRecognizer(press)

        // When held 0.35 s, moved 40 points (allowed once begun), released
        driver.down(CGPoint(x: 100, y: 100))
        driver.advance(by: 0.35)
        driver.move(CGPoint(x: 140, y: 100))
        driver.up(CGPoint(x: 140, y: 100))

        // Then
        XCTAssertEqual(states, ["began", "changed", "ended"])
        XCTAssertEqual(press.location(in: view), CGPoint(x: 140, y: 100))
    }
}
