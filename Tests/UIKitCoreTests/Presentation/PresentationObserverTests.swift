import XCTest
@testable import UIKitCore

/// Package-level observers hear a presentation's moments after its public
/// delegate, which app code keeps (the SwiftUI layer's sheets rely on this).
final class PresentationObserverTests: XCTestCase {
    /// Writes what it hears into a log shared with the delegate.
    private final class LoggingObserver: PresentationObserver {
        let name: String
        let log: PresentationLog
        init(_ name: String, log: PresentationLog) {
            self.name = name
            self.log = log
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("\(name).willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("\(name).didDismiss") }
        func presentationController(_ presentationController: UIPresentationController, didAttemptToDismiss attempt: UIDismissalAttempt) {
            log.append("\(name).didAttemptToDismiss(\(attempt.source.rawValue))")
        }
        func presentationControllerDidCancelDismissal(_ presentationController: UIPresentationController) { log.append("\(name).cancelled") }
        func presentationController(_ presentationController: UIPresentationController, didFinishDismissal userInitiated: Bool) {
            log.append("\(name).finished(\(userInitiated ? "user" : "code"))")
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            log.append("\(name).detent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
        }
    }

    /// The app's own delegate, logging into the same log.
    private final class LoggingDelegate: UISheetPresentationControllerDelegate {
        let log: PresentationLog
        init(log: PresentationLog) { self.log = log }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.append("delegate.shouldDismiss")
            return true
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("delegate.willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("delegate.didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.append("delegate.didAttemptToDismiss")
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            log.append("delegate.detent")
        }
    }

    private var driver: VirtualWindowDriver!
    private var log: PresentationLog!
    private var root: UIViewController!
    private var sheet: UIViewController!
    private var delegate: LoggingDelegate!
    private var first: LoggingObserver!
    private var second: LoggingObserver!

    override func setUp() {
        driver = VirtualWindowDriver()
        log = PresentationLog()
        root = UIViewController()
        driver.window.rootViewController = root
        driver.runUntilIdle()
        sheet = UIViewController()
        delegate = LoggingDelegate(log: log)
        first = LoggingObserver("first", log: log)
        second = LoggingObserver("second", log: log)
    }

    /// Presents `sheet` with the delegate and both observers, and waits for it to rest.
    private func presentSheet(configure: (UISheetPresentationController) -> Void = { _ in }) {
        let controller = sheet.sheetPresentationController!
        controller.delegate = delegate
        controller.addObserver(first)
        controller.addObserver(second)
        configure(controller)
        root.present(sheet, animated: true)
        driver.runUntilIdle()
        log.clear()
    }

    func testASwipeTellsTheDelegateFirstThenEachObserverInOrder() {
        // Given
        presentSheet()

        // When: a quick 60 pt flick down
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.05)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(log.entries, ["delegate.shouldDismiss", "delegate.willDismiss", "first.willDismiss", "second.willDismiss",
                                     "delegate.didDismiss", "first.didDismiss", "second.didDismiss",
                                     "first.finished(user)", "second.finished(user)"])
        XCTAssertNil(root.presentedViewController)
    }

    func testALockedSheetsSwipeIsAnAttemptForTheDelegateAndTheObservers() {
        // Given
        sheet.isModalInPresentation = true
        presentSheet()

        // When
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 450), duration: 0.5)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(log.entries, ["delegate.didAttemptToDismiss", "first.didAttemptToDismiss(drag)", "second.didAttemptToDismiss(drag)"])
        XCTAssertTrue(root.presentedViewController === sheet)
    }

    func testEscapeOnALockedSheetIsAnAttemptWithItsSource() {
        // Given
        sheet.isModalInPresentation = true
        presentSheet()

        // When
        XCTAssertFalse(sheet.presentationController!.handleEscape())

        // Then
        XCTAssertEqual(log.entries, ["delegate.didAttemptToDismiss", "first.didAttemptToDismiss(escapeKey)",
                                     "second.didAttemptToDismiss(escapeKey)"])
    }

    func testAShortSwipeSnapsBackAndTellsTheObserversOfTheCancel() {
        // Given
        presentSheet()

        // When: 60 pt slowly
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.6)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(log.entries, ["delegate.shouldDismiss", "delegate.willDismiss", "first.willDismiss", "second.willDismiss",
                                     "first.cancelled", "second.cancelled"])
        XCTAssertTrue(root.presentedViewController === sheet)
    }

    func testAProgrammaticDismissalTellsOnlyThatItFinished() {
        // Given
        presentSheet()
        var completed = false

        // When
        sheet.dismiss(animated: true) { completed = true }
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(log.entries, ["first.finished(code)", "second.finished(code)"])
        XCTAssertTrue(completed)
    }

    func testASheetTornDownBelowAnotherTellsItsObservers() {
        // Given: a second sheet on the first
        presentSheet()
        let top = UIViewController()
        let topObserver = LoggingObserver("top", log: log)
        top.presentationController!.addObserver(topObserver)
        sheet.present(top, animated: true)
        driver.runUntilIdle()
        log.clear()

        // When: the lower one is dismissed in code
        root.dismiss(animated: true)
        driver.runUntilIdle()

        // Then: the upper one goes at once, then the lower one finishes
        XCTAssertEqual(log.entries, ["top.finished(code)", "first.finished(code)", "second.finished(code)"])
    }

    func testDraggingToAnotherDetentTellsTheSheetDelegateThenTheObservers() {
        // Given: medium and large, resting at medium
        presentSheet { $0.detents = [.medium(), .large()] }
        let controller = sheet.sheetPresentationController!
        XCTAssertEqual(controller.frameOfPresentedViewInContainerView.minY, 422)

        // When: dragged up to the large detent
        driver.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 200), duration: 0.5)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(log.entries, ["delegate.detent", "first.detent(com.apple.UIKit.large)", "second.detent(com.apple.UIKit.large)"])
        XCTAssertEqual(controller.selectedDetentIdentifier, .large)
    }

    func testObserversMoveWithTheDelegateWhenThePresentationControllerIsReplaced() {
        // Given: the presentation controller was made as a page sheet...
        let original = sheet.presentationController!
        original.delegate = delegate
        original.addObserver(first)

        // When: ...but the style changes before presenting (a new controller is made)
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: false)
        driver.runUntilIdle()
        let replacement = sheet.presentationController!
        sheet.dismiss(animated: false)
        driver.runUntilIdle()

        // Then
        XCTAssertFalse(replacement === original)
        XCTAssertTrue(replacement.observers.first === first)
        XCTAssertEqual(log.entries, ["first.finished(code)"])
    }

    func testAnObserverIsHeldWeaklyAndAddedOnce() {
        // Given
        let controller = sheet.presentationController!
        var transient: LoggingObserver? = LoggingObserver("transient", log: log)

        // When
        controller.addObserver(first)
        controller.addObserver(first)
        controller.addObserver(transient!)
        transient = nil

        // Then
        XCTAssertEqual(controller.observers.count, 1)
        controller.removeObserver(first)
        XCTAssertTrue(controller.observers.isEmpty)
    }
}
