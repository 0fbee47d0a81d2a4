import XCTest
@testable import UIKitCore

final class AnimationHitTestingTests: XCTestCase {
    func testHitTestingFollowsThePresentedFrameWithAllowUserInteraction() {
        // Given a 100 pt square at x = 0 moving to x = 200 linearly over 1 s, touchable
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = makeAnimationWindow(with: view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction],
                       animations: { view.frame.origin.x = 200 })

        // When half way (presented at x = 100...200)
        window.processFrame(at: 0.5)

        // Then a touch where it is drawn hits it, and one at its model frame does not
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 250, y: 50), with: nil) === window)
    }

    func testAnimatedViewsIgnoreTouchesWithoutAllowUserInteraction() {
        // Given the same move without .allowUserInteraction
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(child)
        let window = makeAnimationWindow(with: view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 200 })

        // When half way
        window.processFrame(at: 0.5)

        // Then neither it nor its subviews get touches
        XCTAssertTrue(window.animationEngine.isAnimatingWithoutInteraction(view))
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 10), with: nil) === window)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 80), with: nil) === window)

        // And after the end they do again, at the model frame
        window.processFrame(at: 1)
        XCTAssertFalse(window.animationEngine.isAnimatingWithoutInteraction(view))
        XCTAssertTrue(window.hitTest(CGPoint(x: 210, y: 10), with: nil) === child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 250, y: 80), with: nil) === view)
    }
}
