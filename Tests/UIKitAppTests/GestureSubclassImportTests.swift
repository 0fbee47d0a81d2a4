import UIKit.UIGestureRecognizerSubclass
import XCTest

/// A gesture recognizer subclass written as on iOS, with UIKit's subclassing import.
private final class InitialTouchPanGestureRecognizer: UIPanGestureRecognizer {
    var initialTouchLocation: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        initialTouchLocation = touches.first?.location(in: view)
    }
}

final class GestureSubclassImportTests: XCTestCase {
    func testTheSubclassingSubmoduleImportsUIKitAndItsOverridesRun() {
        // Given a view at (50, 100) in a window with the subclass on it
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let view = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let pan = InitialTouchPanGestureRecognizer()
        pan.addTarget { states.append($0.state) }
        view.addGestureRecognizer(pan)

        // When a drag starts at (80, 130) in the window and moves 30 points down
        window.pointerDown(at: CGPoint(x: 80, y: 130), timestamp: 0)
        window.pointerMoved(to: CGPoint(x: 80, y: 160), timestamp: 0.016)
        window.pointerUp(at: CGPoint(x: 80, y: 160), timestamp: 0.032)

        // Then the override saw the press in the view's coordinates, and the pan ran as usual
        XCTAssertEqual(pan.initialTouchLocation, CGPoint(x: 30, y: 30))
        XCTAssertEqual(states, [.began, .ended])
    }
}
