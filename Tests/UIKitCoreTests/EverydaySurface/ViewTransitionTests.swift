import Foundation
import XCTest
@testable import UIKitCore

/// `UIView.transition(with:...)` and `transition(from:to:...)` (see `UIView+Transition` for how they are drawn).
final class ViewTransitionTests: XCTestCase {
    func testACrossDissolveDipsTheViewAndMakesTheChangeHalfWay() {
        // Given a blue view in a window at t = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .blue
        let window = makeAnimationWindow(with: view)
        let completions = CompletionLog<Bool>()

        // When its colour changes in a 0.4 s cross dissolve
        UIView.transition(with: view, duration: 0.4, options: .transitionCrossDissolve,
                          animations: { view.backgroundColor = .red }, completion: completions.record)

        // Then the old content fades out over 0.2 s on the ease-in-out curve (half at its middle)
        window.processFrame(at: 0.1)
        XCTAssertEqual(view.layer.presented.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(view.backgroundColor, .blue)

        // And at 0.2 s the change is made, invisible, and the new content fades back in
        window.processFrame(at: 0.2)
        XCTAssertEqual(view.backgroundColor, .red)
        window.processFrame(at: 0.3)
        XCTAssertEqual(view.layer.presented.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(completions.calls, [])
        window.processFrame(at: 0.4)
        XCTAssertEqual(view.layer.presented.alpha, 1)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertEqual(completions.calls, [true])
    }

    func testAFlipNarrowsTheViewToItsCentreLineAndWidensItBack() {
        // Given a view in a window at t = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = makeAnimationWindow(with: view)
        var changed = false

        // When it flips from the left over 1 s, linearly
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { changed = true })

        // Then its horizontal scale goes 1 → 0.001 over the first half, the change is made, and back
        window.processFrame(at: 0.25)
        XCTAssertEqual(view.layer.presented.transform.a, 0.5005, accuracy: 1e-9)
        XCTAssertEqual(view.layer.presented.transform.d, 1)
        XCTAssertFalse(changed)
        window.processFrame(at: 0.5)
        XCTAssertTrue(changed)
        window.processFrame(at: 0.75)
        XCTAssertEqual(view.layer.presented.transform.a, 0.5005, accuracy: 1e-9)
        window.processFrame(at: 1)
        XCTAssertEqual(view.transform, .identity)
    }

    func testTransitionFromToReplacesTheViewInItsSuperview() {
        // Given a container holding an old view, and a new view not yet in a window
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let old = UIView(frame: container.bounds)
        let new = UIView(frame: container.bounds)
        container.addSubview(old)
        let window = makeAnimationWindow(with: container)
        let completions = CompletionLog<Bool>()

        // When the old view is replaced by the new one in a 1 s linear cross dissolve
        UIView.transition(from: old, to: new, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          completion: completions.record)

        // Then the new view is above the old one at once, fading in as the old fades out
        XCTAssertEqual(container.subviews, [old, new])
        window.processFrame(at: 0.25)
        XCTAssertEqual(new.layer.presented.alpha, 0.25, accuracy: 1e-9)
        XCTAssertEqual(old.layer.presented.alpha, 0.75, accuracy: 1e-9)

        // And at the end the old view is removed (its alpha restored) and the completion ran
        window.processFrame(at: 1)
        XCTAssertEqual(container.subviews, [new])
        XCTAssertEqual(old.alpha, 1)
        XCTAssertEqual(new.alpha, 1)
        XCTAssertEqual(completions.calls, [true])
    }

    func testShowHideTransitionViewsHidesInsteadOfRemoving() {
        // Given two views side by side in a container, the second hidden
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = UIView(frame: container.bounds)
        let second = UIView(frame: container.bounds)
        second.isHidden = true
        container.addSubview(first)
        container.addSubview(second)
        let window = makeAnimationWindow(with: container)

        // When the first is swapped for the second with .showHideTransitionViews, unanimated
        UIView.transition(from: first, to: second, duration: 0, options: .showHideTransitionViews)
        window.processFrame(at: 0.1)

        // Then both stay in the container, the first hidden and the second shown
        XCTAssertEqual(container.subviews, [first, second])
        XCTAssertTrue(first.isHidden)
        XCTAssertFalse(second.isHidden)
    }
}
