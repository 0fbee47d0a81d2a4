import XCTest
@testable import UIKitCore

/// `UIView.setAnimationsEnabled(_:)`: while off, animation blocks apply at once.
final class AnimationsEnabledTests: XCTestCase {
    func testWhileOffChangesApplyAtOnceAndCompletionsStillRun() {
        // Given: a view in a window, animations turned off
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        XCTAssertFalse(UIView.areAnimationsEnabled)

        // When: a 1 s move is animated
        let log = CompletionLog<Bool>()
        UIView.animate(withDuration: 1, animations: { view.center.x = 105 }, completion: log.record)
        window.processFrame(at: 0.5)

        // Then: it is there at once, nothing runs, and the completion ran with true
        XCTAssertFalse(window.animationEngine.isRunning)
        XCTAssertNil(view.layer.presentationState)
        XCTAssertEqual(view.center.x, 105)
        XCTAssertEqual(log.calls, [true])

        // When: turned back on, the next change animates again
        UIView.setAnimationsEnabled(true)
        XCTAssertTrue(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 205 })
        window.processFrame(at: 1.0)
        XCTAssertEqual(Double(view.layer.presentationState?.center.x ?? 0), 155, accuracy: 1e-9)
    }
}
