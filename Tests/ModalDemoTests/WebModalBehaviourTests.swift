import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// Headless: the second seed's web-style login modal over the notes list.
final class WebModalBehaviourTests: XCTestCase {
    private var demo: DemoHarness!

    override func setUp() { demo = DemoHarness(rows: 60) }
    override func tearDown() { demo = nil }

    private var isOpen: Bool { demo.webModal != nil }

    // MARK: Geometry

    func testTheCardIs80PercentWideCentredBelowTheSeedsTopMargin() {
        let modal = demo.openWebModal()

        // 390 wide: 312 wide at x 39; top = 60 + 5 % of the width (19.5) → 80
        let card = demo.webCardFrame
        XCTAssertEqual(card.minX, 39)
        XCTAssertEqual(card.width, 312)
        XCTAssertEqual(card.minY, 80)
        XCTAssertEqual(modal.view.transform, .identity)
        XCTAssertEqual(modal.webModal?.backdropView.convert(modal.webModal!.backdropView.bounds, to: nil),
                       CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(modal.webModal?.backdropView.alpha, 1)
        XCTAssertEqual(modal.modalPresentationStyle, .custom)
    }

    func testBelow300PointsTheCancelButtonIsFullWidth() {
        // Given a 280-point-wide window
        demo = DemoHarness(size: CGSize(width: 280, height: 600))

        // When the web modal opens
        let modal = demo.openWebModal()

        // Then the card is 224 wide and Cancel spans its 192-point content width, Forgot below it
        XCTAssertEqual(demo.webCardFrame.width, 224)
        XCTAssertEqual(modal.cancelButton.frame.width, 192)
        XCTAssertEqual(modal.forgotButton.frame.width, 192)
        XCTAssertGreaterThanOrEqual(modal.forgotButton.frame.minY, modal.cancelButton.frame.maxY)
    }

    func testFrom300PointsCancelAndForgotShareTheRow() {
        let modal = demo.openWebModal()

        XCTAssertEqual(modal.cancelButton.frame.width, 140)
        XCTAssertEqual(modal.cancelButton.frame.minY, modal.forgotButton.frame.minY)
        XCTAssertEqual(modal.forgotButton.frame.minX, modal.cancelButton.frame.maxX)
    }

    // MARK: Zoom

    func testTheZoomFollowsTheCSSEaseCurveFrom0Point1To1() {
        // Given the web modal presented at t0 (nothing drawn yet)
        let modal = demo.openWebModal(wait: false)
        let t0 = demo.host.now
        var scales: [CGFloat] = []

        // When frames are drawn at t0, t0 + 0.2 and t0 + 0.4
        demo.host.advance(by: 0)
        scales.append(modal.view.layer.presented.transform.a)
        demo.host.advance(by: 0.2)
        scales.append(modal.view.layer.presented.transform.a)
        demo.host.advance(by: 0.2)
        scales.append(modal.view.layer.presented.transform.a)
        XCTAssertEqual(demo.host.now, t0 + 0.4, accuracy: 1e-9)

        // Then the scale is 0.1 + 0.9 × ease(t / 0.4), ease = cubic-bezier(0.25, 0.1, 0.25, 1)
        let expected = [0.0, 0.5, 1.0].map { 0.1 + 0.9 * ReferenceCubicBezier.cssEase.value(at: $0) }
        XCTAssertEqual(expected[1], 0.8221, accuracy: 1e-4, "the reference solver itself")
        for (index, scale) in scales.enumerated() {
            XCTAssertEqual(Double(scale), expected[index], accuracy: 1e-3, "at t0 + \(Double(index) * 0.2) s")
        }
        XCTAssertEqual(Double(CubicBezierTimingCurve.uikitDefault.progress(at: 0.5)), ReferenceCubicBezier.cssEase.value(at: 0.5), accuracy: 1e-4)
        demo.host.runUntilIdle()
        XCTAssertEqual(modal.view.layer.presented.transform, .identity)
    }

    func testTheBackdropFadesInWithTheZoom() {
        let modal = demo.openWebModal(wait: false)
        demo.host.advance(by: 0)
        let backdrop = modal.webModal!.backdropView
        let early = backdrop.layer.presented.alpha
        demo.host.advance(by: 0.2)
        let middle = backdrop.layer.presented.alpha
        demo.host.runUntilIdle()

        XCTAssertLessThan(early, 0.05)
        XCTAssertGreaterThan(middle, 0.3)
        XCTAssertLessThan(middle, 1)
        XCTAssertEqual(backdrop.layer.presented.alpha, 1)
    }

    // MARK: Closing

    func testEveryClosePathCloses() {
        let paths = ["close", "cancel", "backdrop", "escape", "window"]
        for path in paths {
            // Given the open modal
            let recorder = WebModalEventRecorder()
            demo.openWebModal(recorder: recorder)
            XCTAssertTrue(isOpen, path)

            // When
            switch path {
            case "close": demo.click("close")
            case "cancel": demo.click("cancel")
            case "backdrop": demo.host.click(at: demo.backdropPoint)
            case "escape": demo.host.key(.escape)
            default: demo.app.windowCloseRequested()
            }
            demo.host.runUntilIdle()

            // Then it is closed and said why
            XCTAssertFalse(isOpen, path)
            let reason = ["close": "closeButton", "cancel": "cancelButton", "backdrop": "backdropClick",
                          "escape": "escapeKey", "window": "windowClose"][path]!
            XCTAssertEqual(recorder.events, ["willShow", "didShow", "shouldHide:\(reason)", "didHide"], path)
        }
        XCTAssertEqual(demo.quitCount, 1, "only the window close path asked to quit")
    }

    func testTheClosingAnimationZoomsOutAndFades() {
        let modal = demo.openWebModal()
        demo.click("close")
        // click() ran until idle; replay by opening again and sampling mid-way
        let again = demo.openWebModal()
        again.webModal!.requestHide(reason: .programmatic)
        demo.host.advance(by: 0.15)
        let scale = again.view.layer.presented.transform.a
        let alpha = again.view.layer.presented.alpha
        demo.host.runUntilIdle()

        XCTAssertNil(modal.presentingViewController)
        XCTAssertLessThan(scale, 1)
        XCTAssertGreaterThan(scale, 0.1)
        XCTAssertLessThan(alpha, 1)
        XCTAssertGreaterThan(alpha, 0)
        XCTAssertFalse(isOpen)
    }

    func testStaticBackdropRefusesTheClickAndBumpsTo1Point02AndBack() {
        // Given a modal with a static backdrop
        let recorder = WebModalEventRecorder()
        let modal = demo.openWebModal(options: WebModalOptions(backdrop: .isStatic), recorder: recorder)

        // When the backdrop is clicked, and frames run
        demo.host.click(at: demo.backdropPoint)
        var largest: CGFloat = 0
        for _ in 0..<60 {
            demo.host.advance(by: 1.0 / 60)
            largest = max(largest, modal.view.layer.presented.transform.a)
        }
        demo.host.runUntilIdle()

        // Then it stays open, bumped to 1.02 and back to identity
        XCTAssertTrue(isOpen)
        XCTAssertEqual(largest, 1.02, accuracy: 0.001)
        XCTAssertEqual(modal.view.layer.presented.transform, .identity)
        XCTAssertEqual(modal.view.transform, .identity)
        XCTAssertEqual(demo.webCardFrame, CGRect(x: 39, y: 80, width: 312, height: demo.webCardFrame.height))
        XCTAssertEqual(recorder.events, ["willShow", "didShow", "hidePrevented:backdropClick"])

        // And × still closes
        demo.click("close")
        XCTAssertFalse(isOpen)
    }

    func testKeyboardFalseRefusesEscapeWithTheBump() {
        let recorder = WebModalEventRecorder()
        let modal = demo.openWebModal(options: WebModalOptions(keyboard: false), recorder: recorder)

        demo.host.key(.escape)
        var largest: CGFloat = 0
        for _ in 0..<60 {
            demo.host.advance(by: 1.0 / 60)
            largest = max(largest, modal.view.layer.presented.transform.a)
        }
        demo.host.runUntilIdle()

        XCTAssertTrue(isOpen)
        XCTAssertEqual(largest, 1.02, accuracy: 0.001)
        XCTAssertEqual(modal.view.layer.presented.transform, .identity)
        XCTAssertEqual(recorder.events, ["willShow", "didShow", "hidePrevented:escapeKey"])

        // The backdrop still closes it
        demo.host.click(at: demo.backdropPoint)
        demo.host.runUntilIdle()
        XCTAssertFalse(isOpen)
        XCTAssertEqual(recorder.events.suffix(2), ["shouldHide:backdropClick", "didHide"])
    }

    func testTheDelegateCanCancelTheHideOnEveryPath() {
        // Given a delegate that refuses
        let recorder = WebModalEventRecorder()
        recorder.allowsHide = false
        demo.openWebModal(recorder: recorder)

        // When every path is tried
        demo.click("close")
        demo.click("cancel")
        demo.host.click(at: demo.backdropPoint)
        demo.host.key(.escape)
        demo.app.windowCloseRequested()
        demo.host.runUntilIdle()

        // Then it is still open, asked each time, and nothing was hidden
        XCTAssertTrue(isOpen)
        XCTAssertEqual(recorder.events, ["willShow", "didShow", "shouldHide:closeButton", "shouldHide:cancelButton",
                                         "shouldHide:backdropClick", "shouldHide:escapeKey", "shouldHide:windowClose"])
        XCTAssertEqual(demo.quitCount, 0)

        // When it then allows
        recorder.allowsHide = true
        demo.click("close")
        XCTAssertFalse(isOpen)
        XCTAssertEqual(recorder.events.last, "didHide")
    }

    func testADirtyFormAsksOnEveryPathAndKeepEditingKeepsTheText() {
        for path in ["close", "cancel", "backdrop", "escape", "window"] {
            // Given the modal with a typed username
            let modal = demo.openWebModal()
            XCTAssertTrue(modal.usernameField.isFirstResponder, path)
            demo.host.type("ada")
            XCTAssertTrue(modal.isModalInPresentation, path)

            // When the path is tried
            switch path {
            case "close": demo.click("close")
            case "cancel": demo.click("cancel")
            case "backdrop": demo.host.click(at: demo.backdropPoint)
            case "escape": demo.host.key(.escape)
            default: demo.app.windowCloseRequested()
            }
            demo.host.runUntilIdle()

            // Then the discard action sheet asks, over the modal
            let alert = modal.presentedViewController as? UIAlertController
            XCTAssertEqual(alert?.title, "Discard changes?", path)
            XCTAssertEqual(alert?.actions.map(\.title), ["Discard Changes", "Keep Editing"], path)
            XCTAssertTrue(isOpen, path)

            // When Keep Editing
            demo.click("Keep Editing")

            // Then the text is intact and the field has the keyboard again
            XCTAssertTrue(isOpen, path)
            XCTAssertEqual(modal.usernameField.text, "ada", path)
            XCTAssertTrue(modal.usernameField.isFirstResponder, path)

            // When asked again and Discard Changes is chosen, it closes
            demo.click("close")
            demo.click("Discard Changes")
            XCTAssertFalse(isOpen, path)
        }
        XCTAssertEqual(demo.quitCount, 0, "Keep Editing cancelled the window close; × then Discard does not quit")
    }

    func testWindowCloseWithADirtyFormThenDiscardQuits() {
        // Given a typed username and the window's close button
        demo.openWebModal()
        demo.host.type("ada")
        demo.app.windowCloseRequested()
        demo.host.runUntilIdle()
        XCTAssertEqual(demo.quitCount, 0)

        // When Discard Changes
        demo.click("Discard Changes")

        // Then the modal is gone and the app quits
        XCTAssertFalse(isOpen)
        XCTAssertEqual(demo.quitCount, 1)
    }

    func testClearingTheTypedTextUnlocks() {
        let modal = demo.openWebModal()
        demo.host.type("ab")
        demo.host.key(.backspace)
        demo.host.key(.backspace)

        XCTAssertFalse(modal.isModalInPresentation)
        demo.host.key(.escape)
        demo.host.runUntilIdle()
        XCTAssertFalse(isOpen)
    }

    // MARK: Focus

    func testFocusMovesToTheFirstFieldAndTabCyclesInsideTheCard() throws {
        // Given the modal open
        let modal = demo.openWebModal()
        XCTAssertTrue(modal.usernameField.isFirstResponder)

        // When Tab is pressed 14 times
        var visited: [UIView] = []
        for _ in 0..<14 {
            demo.host.key(.tab)
            visited.append(try XCTUnwrap(demo.window.firstResponder as? UIView))
        }

        // Then focus stayed in the card, reached the password field, and came back round to the username
        for view in visited {
            XCTAssertTrue(view.isDescendant(of: modal.view), "\(type(of: view)) \(view.accessibilityIdentifier ?? "") is outside the card")
        }
        XCTAssertTrue(visited.contains { $0 === modal.passwordField })
        XCTAssertTrue(visited.contains { $0 === modal.usernameField })
        XCTAssertFalse(visited.contains { $0.isDescendant(of: demo.list.view) })
        XCTAssertFalse(visited.contains { $0.isDescendant(of: demo.app.navigation.navigationBar) })
        let firstCycle = visited.firstIndex { $0 === modal.usernameField }!
        XCTAssertTrue(visited[firstCycle + 1] === modal.passwordField, "Tab after Username goes to Password")
    }

    func testShiftTabGoesBackwardsInsideTheCard() throws {
        let modal = demo.openWebModal()
        demo.host.key(.tab)
        XCTAssertTrue(demo.window.firstResponder === modal.passwordField)

        demo.host.key(.tab, modifiers: .shift)

        XCTAssertTrue(demo.window.firstResponder === modal.usernameField)
        demo.host.key(.tab, modifiers: .shift)
        let previous = try XCTUnwrap(demo.window.firstResponder as? UIView)
        XCTAssertTrue(previous.isDescendant(of: modal.view), "Shift+Tab from the first field wraps within the card")
    }

    func testFocusReturnsToWhatHadItBeforeOnClose() throws {
        // Given a field behind the modal that has the keyboard
        let search = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 34))
        search.accessibilityIdentifier = "behind"
        demo.list.view.addSubview(search)
        XCTAssertTrue(search.becomeFirstResponder())

        // When the modal opens, then closes with ×
        let modal = demo.openWebModal()
        XCTAssertTrue(modal.usernameField.isFirstResponder)
        XCTAssertFalse(search.isFirstResponder)
        demo.click("close")

        // Then the field behind has the keyboard again
        XCTAssertFalse(isOpen)
        XCTAssertTrue(search.isFirstResponder)
    }

    // MARK: Scroll lock and layout

    private func scrollListTo300() {
        demo.list.tableView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        demo.host.runUntilIdle()
        XCTAssertEqual(demo.list.tableView.contentOffset.y, 300)
    }

    func testTheListBehindDoesNotMoveByAnyInputAndItsOffsetIsRestored() {
        // Given the list scrolled to 300 and the modal open
        scrollListTo300()
        demo.openWebModal()

        // When the list is wheeled, dragged on the backdrop, and keys are pressed
        demo.host.scroll(by: CGVector(dx: 0, dy: 120), at: CGPoint(x: 20, y: 700))
        demo.host.scroll(by: CGVector(dx: 0, dy: -400), at: CGPoint(x: 20, y: 700), precise: true)
        demo.host.advance(by: 0.3)
        demo.host.drag(from: CGPoint(x: 20, y: 800), to: CGPoint(x: 20, y: 500), duration: 0.1)
        demo.host.advance(by: 0.3)
        demo.host.runUntilIdle()
        XCTAssertEqual(demo.list.tableView.contentOffset, CGPoint(x: 0, y: 300), "wheel and drag")

        // And, with nothing focused (keys would type into the username otherwise), the scrolling keys
        _ = demo.window.firstResponder?.resignFirstResponder()
        for key in [HeadlessKey.pageDown, .down, .space, .end, .pageUp, .home] { demo.host.key(key) }
        demo.host.runUntilIdle()

        // Then it did not move, and the modal is still up (a drag is not a click on the backdrop)
        XCTAssertEqual(demo.list.tableView.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertTrue(isOpen)
        XCTAssertFalse(demo.webModal!.isModalInPresentation)

        // When closed
        demo.webModal?.webModal?.requestHide(reason: .programmatic)
        demo.host.runUntilIdle()

        // Then the offset is exactly the one it had, and the list scrolls again
        XCTAssertFalse(isOpen)
        XCTAssertEqual(demo.list.tableView.contentOffset, CGPoint(x: 0, y: 300))
        demo.host.scroll(by: CGVector(dx: 0, dy: 40), at: CGPoint(x: 20, y: 700))
        demo.host.runUntilIdle()
        XCTAssertGreaterThan(demo.list.tableView.contentOffset.y, 300)
    }

    func testTheOffsetIsRestoredAfterAResizeWhileOpen() {
        // Given the list at 300 and the modal open
        scrollListTo300()
        demo.openWebModal()

        // When the window is resized larger and back while it is open, then closed
        demo.host.resize(to: CGSize(width: 600, height: 700))
        demo.host.runUntilIdle()
        XCTAssertEqual(demo.webCardFrame.width, 480, "the card follows the window")
        demo.host.resize(to: CGSize(width: 390, height: 844))
        demo.host.runUntilIdle()
        demo.click("close")

        // Then the list is at 300 exactly
        XCTAssertEqual(demo.list.tableView.contentOffset, CGPoint(x: 0, y: 300))
    }

    func testTheListLayoutDoesNotShift() {
        // Given the frames of the visible rows and of the table
        scrollListTo300()
        func frames() -> [CGRect] {
            let table = demo.list.tableView
            return [table.convert(table.bounds, to: nil)] + table.visibleCells.map { $0.convert($0.bounds, to: nil) }
                .sorted { $0.minY < $1.minY }
        }
        let before = frames()

        // When the modal is up, and after it closed
        demo.openWebModal()
        let during = frames()
        demo.click("close")
        let after = frames()

        // Then nothing moved
        XCTAssertGreaterThan(before.count, 10)
        XCTAssertEqual(during, before)
        XCTAssertEqual(after, before)
    }

    // MARK: Trace

    func testPresentedTraceListsTheCardAndTheCloseButton() throws {
        demo.traceLines.removeAll()

        demo.app.present("web", animated: true)
        demo.host.runUntilIdle()

        let event = try XCTUnwrap(demo.events(named: "presented").first)
        XCTAssertEqual(event["controller"] as? String, "WebLoginModalViewController")
        XCTAssertEqual(event["style"] as? String, "custom")
        XCTAssertEqual(event["frame"] as? [Double], [39, 80, 312, Double(demo.webCardFrame.height)])
        let elements = try XCTUnwrap(event["elements"] as? [String: [Double]])
        for identifier in ["close", "username", "password", "login", "remember", "cancel", "forgot"] {
            let frame = try XCTUnwrap(elements[identifier], identifier)
            XCTAssertEqual(frame, AppTrace.rect(demo.frame(of: identifier)), identifier)
        }
        XCTAssertEqual(elements["close"], [296, 80, 40, 48])

        demo.click("close")
        XCTAssertEqual(demo.events(named: "dismissed").last?["controller"] as? String, "WebLoginModalViewController")
    }
}
