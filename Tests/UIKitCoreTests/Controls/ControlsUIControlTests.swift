import Foundation
import XCTest
@testable import UIKitCore

final class ControlsUIControlTests: XCTestCase {
    private func makeControl(in driver: ControlsDriver) -> UIControl {
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        driver.window.addSubview(control)
        return control
    }

    func testAClickInsideSendsTouchDownThenTouchUpInside() {
        // Given a control listening to every touch event
        let driver = ControlsDriver()
        let control = makeControl(in: driver)
        let log = ControlEventLog()
        log.observe(control, ["touchDown", "touchDragInside", "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel"])

        // When it is clicked in its middle
        driver.click(CGPoint(x: 150, y: 120))

        // Then the events are touchDown, touchUpInside, in that order
        XCTAssertEqual(log.names, ["touchDown", "touchUpInside"])
        XCTAssertFalse(control.isHighlighted)
    }

    func testHighlightedOnlyWhileThePressedPointerIsWithinTheSlop() {
        // Given a pressed control
        let driver = ControlsDriver()
        let control = makeControl(in: driver)
        driver.down(CGPoint(x: 150, y: 120))
        XCTAssertTrue(control.isHighlighted)
        XCTAssertEqual(control.state, .highlighted)

        // When the pointer moves 60 points below (within UIKit's 70-point slop), then 80
        driver.move(CGPoint(x: 150, y: 200))
        let withinSlop = control.isHighlighted
        driver.move(CGPoint(x: 150, y: 221))
        let beyondSlop = control.isHighlighted
        driver.move(CGPoint(x: 150, y: 130))

        // Then it stays highlighted within the slop, not beyond it, and again once back
        XCTAssertTrue(withinSlop)
        XCTAssertFalse(beyondSlop)
        XCTAssertTrue(control.isHighlighted)
        driver.up(CGPoint(x: 150, y: 130))
        XCTAssertFalse(control.isHighlighted)
    }

    func testDraggingOutAndReleasingSendsTouchUpOutsideAndNoTouchUpInside() {
        // Given a control listening to touch events
        let driver = ControlsDriver()
        let control = makeControl(in: driver)
        let log = ControlEventLog()
        log.observe(control, ["touchDown", "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel"])

        // When the pointer is pressed on it, dragged 200 points away and released
        driver.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 320), duration: 0.2)

        // Then it left once and ended outside
        XCTAssertEqual(log.names, ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    func testWithZeroSlopLeavingTheBoundsIsOutside() {
        // Given a control with no slop (desktop-strict)
        let driver = ControlsDriver()
        let control = makeControl(in: driver)
        control.touchTrackingSlop = 0
        let log = ControlEventLog()
        log.observe(control, ["touchUpInside", "touchUpOutside"])

        // When released 5 points below its bottom edge
        driver.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 145), duration: 0.1)

        // Then it is touchUpOutside
        XCTAssertEqual(log.names, ["touchUpOutside"])
    }

    func testAPanThatTakesTheTouchCancelsTheControl() {
        // Given a control inside a view with a pan recognizer (like a sheet's card)
        let driver = ControlsDriver()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        driver.window.addSubview(card)
        var panStates: [UIGestureRecognizer.State] = []
        card.addGestureRecognizer(UIPanGestureRecognizer { panStates.append($0.state) })
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        card.addSubview(control)
        let log = ControlEventLog()
        log.observe(control, ["touchDown", "touchUpInside", "touchUpOutside", "touchCancel"])

        // When a drag starts on the control and moves 30 points
        driver.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 150), duration: 0.2)

        // Then the pan began and the control got touchCancel, no touch up
        XCTAssertEqual(panStates.first, .began)
        XCTAssertEqual(log.names, ["touchDown", "touchCancel"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
    }

    func testADisabledControlSendsNothing() {
        // Given a disabled control
        let driver = ControlsDriver()
        let control = makeControl(in: driver)
        control.isEnabled = false
        let log = ControlEventLog()
        log.observe(control, ["touchDown", "touchUpInside"])

        // When clicked
        driver.click(CGPoint(x: 150, y: 120))

        // Then no event, and its state is disabled
        XCTAssertEqual(log.names, [])
        XCTAssertEqual(control.state, .disabled)
    }

    func testAnActionWithTheSameIdentifierReplacesTheOldOneAndCanBeRemoved() {
        // Given two actions with the same identifier added for touchUpInside
        let driver = ControlsDriver()
        let control = makeControl(in: driver)
        var ran: [String] = []
        let id = UIAction.Identifier("tap")
        control.addAction(UIAction(identifier: id) { _ in ran.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { action in ran.append("second from \(action.sender is UIControl)") }, for: .touchUpInside)

        // When clicked, then the action removed and clicked again
        driver.click(CGPoint(x: 150, y: 120))
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        driver.click(CGPoint(x: 150, y: 120))

        // Then only the second ran, once, with the control as sender
        XCTAssertEqual(ran, ["second from true"])
        XCTAssertEqual(control.allControlEvents, [])
    }

    func testAButtonSendsTouchUpInsideThenPrimaryActionTriggered() {
        // Given a system button made with a primary action
        let driver = ControlsDriver()
        var order: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in order.append("primary") })
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        driver.window.addSubview(button)
        button.addAction(UIAction { _ in order.append("touchUpInside") }, for: .touchUpInside)

        // When clicked
        driver.click(CGPoint(x: 70, y: 42))

        // Then the title comes from the action and the events come in UIKit's order
        XCTAssertEqual(button.currentTitle, "Save")
        XCTAssertEqual(button.titleLabel?.text, "Save")
        XCTAssertEqual(order, ["touchUpInside", "primary"])
    }

    func testAPressedSystemButtonFadesItsTitleAndShowsAHand() {
        // Given a system button
        let driver = ControlsDriver()
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        driver.window.addSubview(button)

        // When the pointer hovers, then presses it
        driver.move(CGPoint(x: 70, y: 42))
        let hoverCursor = driver.host.cursor
        driver.down(CGPoint(x: 70, y: 42))

        // Then the cursor is a hand and the title fades to 20 % in the tint colour
        XCTAssertEqual(hoverCursor, .pointingHand)
        XCTAssertEqual(button.titleLabel?.alpha ?? 0, 0.2, accuracy: 1e-9)
        XCTAssertEqual(button.titleLabel?.textColor, .systemBlue)
        driver.up(CGPoint(x: 70, y: 42))
        XCTAssertEqual(button.titleLabel?.alpha ?? 0, 1, accuracy: 1e-9)
    }

    func testAFilledButtonDarkensItsBackgroundWhilePressed() {
        // Given a filled button with a red base colour
        let driver = ControlsDriver()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.baseBackgroundColor = UIColor(rgb: 0xFF0000)
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        driver.window.addSubview(button)
        let normal = button.currentBackgroundColor

        // When pressed
        driver.down(CGPoint(x: 70, y: 42))

        // Then the fill is 20 % darker (204, 0, 0) and the title white
        XCTAssertEqual(normal, UIColor(rgb: 0xFF0000))
        XCTAssertEqual(button.currentBackgroundColor?.red ?? 0, 0.8, accuracy: 1e-9)
        XCTAssertEqual(button.titleLabel?.textColor, .white)
    }

    func testTabFocusesAButtonAndSpaceOrReturnClicksIt() {
        // Given a window with one button and nothing focused
        let driver = ControlsDriver()
        var clicks = 0
        let button = UIButton(primaryAction: UIAction(title: "OK") { _ in clicks += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        driver.window.addSubview(button)

        // When Tab is pressed, then Space, then Return
        driver.key(.keyboardTab, characters: "\t")
        let focused = button.isFirstResponder
        driver.key(.keyboardSpacebar, characters: " ")
        driver.type(" ")
        driver.key(.keyboardReturnOrEnter, characters: "\r")

        // Then the button is focused and clicked twice
        XCTAssertTrue(focused)
        XCTAssertTrue(button.state.contains(.focused))
        XCTAssertEqual(clicks, 2)
    }
}
