import Foundation
import XCTest
@testable import UIKitCore

/// A responder that can take keyboard focus and logs its focus changes and key presses.
private final class FocusableView: UIView {
    var refusesToResign = false
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func didBecomeFirstResponder() { log.append("became") }
    override func didResignFirstResponder() { log.append("resigned") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("press \(presses.first?.key?.keyCode.rawValue ?? -1)")
    }
}

final class FoundationResponderChainTests: XCTestCase {
    func testTheChainGoesFromViewToSuperviewToControllerToWindow() {
        // Given a window whose root controller's view holds a container holding a leaf
        let window = makeFoundationWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(container)
        container.addSubview(leaf)

        // When the chain is walked from the leaf
        var chain: [UIResponder] = []
        var responder: UIResponder? = leaf
        while let current = responder { chain.append(current); responder = current.next }

        // Then it is leaf, container, root view, controller, window, and ends there
        XCTAssertEqual(chain.count, 5)
        XCTAssertTrue(chain[0] === leaf)
        XCTAssertTrue(chain[1] === container)
        XCTAssertTrue(chain[2] === controller.view)
        XCTAssertTrue(chain[3] === controller)
        XCTAssertTrue(chain[4] === window)
    }

    func testUnhandledTouchesTravelUpTheChain() {
        // Given a recording view holding a plain (non-overriding) child at (20, 20)
        let window = makeFoundationWindow()
        let recorder = FoundationTouchRecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let plain = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        window.addSubview(recorder)
        recorder.addSubview(plain)

        // When the plain child is pressed and released
        window.pointerDown(at: CGPoint(x: 130, y: 140), timestamp: 1)
        window.pointerUp(at: CGPoint(x: 130, y: 140), timestamp: 1.1)

        // Then the recorder receives them, and the touch's view is the child
        XCTAssertEqual(recorder.callbacks, ["began", "ended"])
        XCTAssertEqual(recorder.records.first?.location, CGPoint(x: 30, y: 40))
    }

    func testBecomeFirstResponderNeedsAWindow() {
        // Given a focusable view not in a window
        let view = FocusableView(frame: .zero)

        // When it asks to become first responder
        let became = view.becomeFirstResponder()

        // Then it cannot
        XCTAssertFalse(became)
        XCTAssertFalse(view.isFirstResponder)
        XCTAssertEqual(view.log, [])
    }

    func testBecomingFirstResponderResignsThePreviousOne() {
        // Given two focusable views in a window, the first one focused
        let window = makeFoundationWindow()
        let first = FocusableView(frame: .zero), second = FocusableView(frame: .zero)
        window.addSubview(first)
        window.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())

        // When the second becomes first responder
        let became = second.becomeFirstResponder()

        // Then the first resigned and the window's first responder is the second
        XCTAssertTrue(became)
        XCTAssertEqual(first.log, ["became", "resigned"])
        XCTAssertEqual(second.log, ["became"])
        XCTAssertFalse(first.isFirstResponder)
        XCTAssertTrue(second.isFirstResponder)
        XCTAssertTrue(window.firstResponder === second)
    }

    func testAFirstResponderThatRefusesToResignKeepsFocus() {
        // Given a focused view that refuses to resign
        let window = makeFoundationWindow()
        let stubborn = FocusableView(frame: .zero), other = FocusableView(frame: .zero)
        window.addSubview(stubborn)
        window.addSubview(other)
        stubborn.becomeFirstResponder()
        stubborn.refusesToResign = true

        // When another view asks for focus
        let became = other.becomeFirstResponder()

        // Then it is refused
        XCTAssertFalse(became)
        XCTAssertTrue(window.firstResponder === stubborn)
        XCTAssertEqual(other.log, [])
    }

    func testResignFirstResponderClearsFocus() {
        // Given a focused view
        let window = makeFoundationWindow()
        let view = FocusableView(frame: .zero)
        window.addSubview(view)
        view.becomeFirstResponder()

        // When it resigns
        let resigned = view.resignFirstResponder()

        // Then nothing is focused
        XCTAssertTrue(resigned)
        XCTAssertNil(window.firstResponder)
        XCTAssertEqual(view.log, ["became", "resigned"])
    }

    func testKeyPressesGoToTheFirstResponder() {
        // Given a focused view
        let window = makeFoundationWindow()
        let view = FocusableView(frame: .zero)
        window.addSubview(view)
        view.becomeFirstResponder()

        // When Escape goes down and up
        window.key(UIKey(keyCode: .keyboardEscape), isDown: true, timestamp: 1)
        window.key(UIKey(keyCode: .keyboardEscape), isDown: false, timestamp: 1.1)

        // Then the view receives the press once (pressesEnded is not overridden)
        XCTAssertEqual(view.log, ["became", "press 41"])
    }
}
