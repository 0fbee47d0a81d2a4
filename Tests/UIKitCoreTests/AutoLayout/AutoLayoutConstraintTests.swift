import XCTest
@testable import UIKitCore

/// Constraints between views, solved in the window's layout pass: exact frames
/// from layouts solved by hand.
final class AutoLayoutConstraintTests: XCTestCase {
    func testPinsToTheSuperviewsEdgesWithConstants() {
        // Given a 400 × 300 window and a view pinned 20 in from each edge of its root
        let window = makeLayoutWindow()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])

        // When the window lays out
        window.layoutIfNeeded()

        // Then the view fills the root less 20 on each side
        assertFrame(view, 20, 20, 360, 260)
        XCTAssertEqual(root.constraints.count, 4, "installed on the common ancestor")
        XCTAssertTrue(view.constraints.isEmpty)
    }

    func testCentersSizesAndMultipliers() {
        // Given a 100 × 50 view centred in the root, and a second one half the root's width below it
        let window = makeLayoutWindow()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let box = makeConstrainedView(in: root)
        let wide = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            wide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            wide.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 2, constant: -30),
            wide.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
            wide.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        ])

        // When laid out
        window.layoutIfNeeded()

        // Then (400 − 100) / 2 = 150, (300 − 50) / 2 = 125; the second is 200 × 70 below
        assertFrame(box, 150, 125, 100, 50)
        assertFrame(wide, 150, 185, 200, 70)
    }

    func testTheDesignatedInitializerWithItemsAndAttributes() {
        // Given constraints made with UIKit's designated initializer (items as Any)
        let window = makeLayoutWindow()
        let view = makeConstrainedView(in: window)
        let item: Any = view
        window.addConstraints([
            NSLayoutConstraint(item: item, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: item, attribute: .top, relatedBy: .equal, toItem: window, attribute: .centerY, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: item, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80),
            NSLayoutConstraint(item: item, attribute: .height, relatedBy: .equal, toItem: item, attribute: .width, multiplier: 0.25, constant: 0),
        ])

        // When laid out
        window.layoutIfNeeded()

        // Then top = 0.5 × 150 = 75 and the height is a quarter of the width
        assertFrame(view, 10, 75, 80, 20)
        let constraint = window.constraints[1]
        XCTAssertTrue(constraint.firstItem === view)
        XCTAssertTrue(constraint.secondItem === window)
        XCTAssertEqual(constraint.firstAttribute, .top)
        XCTAssertEqual(constraint.secondAttribute, .centerY)
        XCTAssertEqual(constraint.multiplier, 0.5)
        XCTAssertEqual(constraint.relation, .equal)
        XCTAssertTrue(constraint.firstAnchor.item === view)
        XCTAssertEqual(window.constraints.count, 2)
        XCTAssertEqual(view.constraints.count, 2, "a size constraint is installed on its own view")
        XCTAssertNil(view.constraints[0].secondAnchor)
    }

    func testInequalitiesHoldAgainstAWeakerWish() {
        // Given width ≥ 120 and ≤ 200 (required) and a low-priority wish for 500
        let window = makeLayoutWindow()
        let view = makeConstrainedView(in: window)
        let wish = view.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultLow
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            wish,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 200)

        // When the wish drops to 50
        wish.constant = 50
        window.layoutIfNeeded()

        // Then the lower bound holds
        XCTAssertEqual(view.frame.width, 120)
    }

    func testAHigherPriorityWinsAConflict() {
        // Given two non-required wishes for the width: 300 at 750 and 100 at 749
        let window = makeLayoutWindow()
        let view = makeConstrainedView(in: window)
        let high = view.widthAnchor.constraint(equalToConstant: 300)
        high.priority = .defaultHigh
        let low = view.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultHigh - 1
        NSLayoutConstraint.activate([high, low, view.heightAnchor.constraint(equalToConstant: 10),
                                     view.leftAnchor.constraint(equalTo: window.leftAnchor),
                                     view.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 300)

        // When the priorities swap
        high.priority = UILayoutPriority(700)
        window.layoutIfNeeded()

        // Then the other wish wins
        XCTAssertEqual(view.frame.width, 100)
    }

    func testChangingAConstantMovesTheViewAtTheNextPass() {
        // Given a view 40 from the top
        let window = makeLayoutWindow()
        let view = makeConstrainedView(in: window)
        let top = view.topAnchor.constraint(equalTo: window.topAnchor, constant: 40)
        NSLayoutConstraint.activate([top, view.leftAnchor.constraint(equalTo: window.leftAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        window.processFrame(at: 0)
        XCTAssertEqual(view.frame.minY, 40)

        // When the constant changes, nothing moves until the next frame's layout
        top.constant = 90
        XCTAssertEqual(view.frame.minY, 40)
        window.processFrame(at: 0.016)

        // Then it moved
        XCTAssertEqual(view.frame.minY, 90)
    }

    func testDeactivatingAndRemovingFromTheSuperviewDropConstraints() {
        // Given a view pinned to its superview with a width constraint on itself
        let window = makeLayoutWindow()
        let container = makeConstrainedView(in: window)
        let view = makeConstrainedView(in: container)
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
        let width = view.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([leading, width])
        XCTAssertTrue(leading.isActive)
        XCTAssertTrue(container.constraints.contains { $0 === leading })
        XCTAssertTrue(view.constraints.contains { $0 === width })

        // When the view leaves its superview
        view.removeFromSuperview()

        // Then the constraint to the old superview is gone, its own width stays
        XCTAssertFalse(leading.isActive)
        XCTAssertTrue(width.isActive)
        width.isActive = false
        XCTAssertTrue(view.constraints.isEmpty)
    }

    func testConstraintsWithoutACommonAncestorStayInactive() {
        // Given two views in different windows
        let first = makeLayoutWindow()
        let a = makeConstrainedView(in: first)
        let b = makeConstrainedView(in: makeLayoutWindow())
        var warnings: [UIKitWarning] = []
        first.application?.warningHandler = { warnings.append($0) }

        // When a constraint between them is activated
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        constraint.isActive = true

        // Then it is refused (UIKit raises), not installed, with one warning to the first item's window's application
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(warnings.map(\.category), ["LayoutConstraints"])
        XCTAssertTrue(warnings.first?.message.hasSuffix("because they have no common ancestor. Does the constraint or its anchors "
                                                        + "reference items in different view hierarchies? That's illegal.") == true)
    }

    func testAViewOutsideAWindowIsLaidOutByLayoutIfNeeded() {
        // Given a detached 200 × 100 container with a subview pinned inside
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = makeConstrainedView(in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 30),
        ])

        // When it lays out without a window
        container.layoutIfNeeded()

        // Then the frame is solved as in a window
        assertFrame(view, 10, 10, 180, 30)
        XCTAssertTrue(container.constraints.allSatisfy(\.isActive))
    }

    func testConstraintsAcrossLevelsUseTheCommonAncestorsCoordinates() {
        // Given a frame-placed panel at (50, 60) and a view inside it aligned with a sibling of the panel
        let window = makeLayoutWindow()
        let panel = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        window.addSubview(panel)
        let marker = makeConstrainedView(in: window)
        let inner = makeConstrainedView(in: panel)
        NSLayoutConstraint.activate([
            marker.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 120),
            marker.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
            inner.leftAnchor.constraint(equalTo: marker.rightAnchor),
            inner.topAnchor.constraint(equalTo: marker.bottomAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
        ])

        // When laid out
        window.layoutIfNeeded()

        // Then the inner view sits at the marker's corner, in the panel's coordinates
        assertFrame(inner, 130 - 50, 110 - 60, 20, 20)

        // And moving the panel (its frame) moves the inner view relative to it
        panel.frame.origin = CGPoint(x: 70, y: 60)
        window.layoutIfNeeded()
        assertFrame(inner, 130 - 70, 50, 20, 20)
    }

    func testLayoutPriorityValuesAndArithmetic() {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual(UILayoutPriority(UILayoutPriority.required.rawValue - 1), UILayoutPriority(999))
        XCTAssertEqual(UILayoutPriority(rawValue: 10) - 5, UILayoutPriority(5))
        XCTAssertLessThan(UILayoutPriority.defaultLow, .defaultHigh)
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 1)
        constraint.priority = UILayoutPriority(2000)
        XCTAssertEqual(constraint.priority, .required, "clamped to 1...1000")
    }

    func testDescriptionFollowsUIKitsFormat() {
        let view = UIView()
        view.accessibilityIdentifier = "box"
        let constraint = view.widthAnchor.constraint(equalToConstant: 120)
        constraint.identifier = "box-width"
        constraint.priority = UILayoutPriority(999)
        let text = constraint.description
        XCTAssertTrue(text.hasPrefix("<NSLayoutConstraint:0x"), text)
        XCTAssertTrue(text.contains("'box-width' UIView:0x"), text)
        XCTAssertTrue(text.hasSuffix("'box'.width == 120 @999   (inactive)>"), text)
    }
}
