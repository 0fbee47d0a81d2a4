import Foundation
import XCTest
@testable import UIKitCore

/// `UIScreenEdgePanGestureRecognizer` recognizes only pans that start at one of its edges.
final class ScreenEdgePanTests: XCTestCase {
    private func makeWindow(edges: UIRectEdge) -> (VirtualWindowDriver, UIScreenEdgePanGestureRecognizer, () -> [String]) {
        let driver = VirtualWindowDriver()
        let root = UIViewController()
        driver.window.rootViewController = root
        driver.runUntilIdle()
        var states: [String] = []
        let recognizer = UIScreenEdgePanGestureRecognizer { recognizer in
            states.append("\(recognizer.state) \(recognizer.translation(in: recognizer.view).x)")
        }
        recognizer.edges = edges
        root.view.addGestureRecognizer(recognizer)
        return (driver, recognizer, { states })
    }

    func testAPanFromTheLeftEdgeIsRecognized() {
        // Given a left-edge recognizer on a 390-point-wide window
        let (driver, _, states) = makeWindow(edges: .left)

        // When a drag starts 8 points from the left edge and moves 60 points right in 3 steps
        driver.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 68, y: 400), duration: 0.05)

        // Then it began past the 10-point hysteresis, followed the pan and ended there
        XCTAssertEqual(states(), ["began 20.0", "changed 40.0", "changed 60.0", "ended 60.0"])
    }

    func testAPanFromTheMiddleOrTheWrongEdgeFails() {
        // Given a left-edge recognizer
        let (driver, _, states) = makeWindow(edges: .left)

        // When a drag starts in the middle, then one near the right edge
        driver.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.05)
        driver.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.05)

        // Then neither was recognized
        XCTAssertEqual(states(), [])
    }

    func testEdgesCoverEverySideWithinTheEdgeWidth() {
        // Given a recognizer for the right and bottom edges of a 390 × 844 window
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = [.right, .bottom]
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

        // Then a press counts within 20 points of those edges only
        XCTAssertTrue(recognizer.startsAtEdge(CGPoint(x: 370, y: 400), of: bounds))
        XCTAssertFalse(recognizer.startsAtEdge(CGPoint(x: 369, y: 400), of: bounds))
        XCTAssertTrue(recognizer.startsAtEdge(CGPoint(x: 100, y: 824), of: bounds))
        XCTAssertFalse(recognizer.startsAtEdge(CGPoint(x: 5, y: 5), of: bounds))
        XCTAssertEqual(UIRectEdge.all, [.top, .left, .bottom, .right])
    }
}
