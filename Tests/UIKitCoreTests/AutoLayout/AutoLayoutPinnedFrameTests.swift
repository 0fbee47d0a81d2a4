import XCTest
@testable import UIKitCore

/// A view placed by its frame (autoresizing constraints) whose whole frame
/// changes at once: UIKit moves all its edges together, so a required constraint
/// the new frame satisfies is never broken on the way (SPStorkController's card
/// sets its snapshot container's frame while its `centerX` constraint is active).
final class AutoLayoutPinnedFrameTests: XCTestCase {
    func testAFrameSetWholeKeepsAConstraintItSatisfies() {
        // Given a view centred by a constraint, laid out 360 wide by constraints
        let window = makeLayoutWindow()
        let log = LayoutMessageLog(window)
        let view = makeConstrainedView(in: window)
        let centerX = view.centerXAnchor.constraint(equalTo: window.centerXAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 360)
        let height = view.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([centerX, width, height, view.topAnchor.constraint(equalTo: window.topAnchor)])
        window.processFrame(at: 0)
        assertFrame(view, 20, 0, 360, 100)

        // When its width constraint goes, its frame places it again, and the frame
        // is set whole to one that is still centred (new origin and new width)
        width.isActive = false
        height.isActive = false
        view.translatesAutoresizingMaskIntoConstraints = true
        window.processFrame(at: 0.016)
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.processFrame(at: 0.032)

        // Then nothing was unsatisfiable and the frame is the one set
        XCTAssertEqual(log.messages, [])
        assertFrame(view, 0, 0, 400, 300)

        // And a frame that is not centred is still a conflict, reported once
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        window.processFrame(at: 0.048)
        XCTAssertEqual(log.messages.count, 1)
    }
}
