import XCTest
@testable import UIKitCore

/// Safe area and layout margins on this desktop: zero for the window; real
/// below it (additional insets, overlap, views hanging off the window).
final class AutoLayoutSafeAreaTests: XCTestCase {
    func testTheWindowHasNoInsetsAndAViewOffItsBottomEdgeHasOne() {
        let window = makeLayoutWindow()
        XCTAssertEqual(window.safeAreaInsets, .zero)
        let hanging = UIView(frame: CGRect(x: -10, y: 250, width: 420, height: 100))
        window.addSubview(hanging)
        XCTAssertEqual(hanging.safeAreaInsets, UIEdgeInsets(top: 0, left: 10, bottom: 50, right: 10))
    }

    func testAdditionalSafeAreaInsetsPlaceTheSafeAreaGuide() {
        // Given a root controller with additional insets and a view pinned to its safe area
        let window = makeLayoutWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        let content = makeConstrainedView(in: controller.view)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([content.topAnchor.constraint(equalTo: guide.topAnchor),
                                     content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                                     content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                                     content.trailingAnchor.constraint(equalTo: guide.trailingAnchor)])

        // When laid out
        window.processFrame(at: 0)

        // Then the content sits inside the insets, and the guide's frame says so
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        assertFrame(content, 0, 20, 400, 270)
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 20, width: 400, height: 270))
        XCTAssertEqual(controller.topLayoutGuide.length, 20)
        XCTAssertEqual(controller.bottomLayoutGuide.length, 10)

        // When the insets change, the content follows at the next pass
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.processFrame(at: 0.016)
        assertFrame(content, 0, 44, 400, 256)
    }

    func testAChildControllerInheritsTheOverlapAndAddsItsOwn() {
        // Given a parent with 30 points of additional top inset and a child's view 10 points down, 100 tall
        final class Child: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let window = makeLayoutWindow()
        let parent = UIViewController()
        window.rootViewController = parent
        parent.additionalSafeAreaInsets.top = 30
        let child = Child()
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 10, width: 400, height: 100)
        parent.view.addSubview(child.view)
        child.additionalSafeAreaInsets.left = 5

        // When laid out
        window.processFrame(at: 0)

        // Then the child's top inset is what the parent's reaches into it, plus its own left inset
        XCTAssertEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 5, bottom: 0, right: 0))
        XCTAssertEqual(child.changes, 1)

        // When the child moves below the parent's inset, its top inset goes and it hears about it
        child.view.frame.origin.y = 50
        window.processFrame(at: 0.016)
        XCTAssertEqual(child.view.safeAreaInsets.top, 0)
        XCTAssertEqual(child.changes, 2)
    }

    func testLayoutMarginsGuideOfAPlainViewAndOfAControllersView() {
        // Given a plain 200 × 100 view at (100, 100) with a subview pinned to its margins
        let window = makeLayoutWindow()
        let plain = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        window.addSubview(plain)
        let inside = makeConstrainedView(in: plain)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: inside, attribute: .leadingMargin, relatedBy: .equal, toItem: plain, attribute: .leadingMargin, multiplier: 1, constant: 0),
            inside.trailingAnchor.constraint(equalTo: plain.layoutMarginsGuide.trailingAnchor),
            inside.topAnchor.constraint(equalTo: plain.layoutMarginsGuide.topAnchor),
            inside.bottomAnchor.constraint(equalTo: plain.layoutMarginsGuide.bottomAnchor),
        ])
        window.processFrame(at: 0)

        // Then the default margins are 8 (the leading margin of the subview is its own leading edge + 8)
        XCTAssertEqual(plain.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        assertFrame(inside, 0, 8, 192, 84)

        // When the margins change (directionally), the subview follows (its own
        // leading margin of 8 meets the superview's new 20)
        plain.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 30)
        window.processFrame(at: 0.016)
        assertFrame(inside, 12, 10, 158, 80)

        // And a controller's root view has the system minimum at the sides, from the safe area
        let controller = UIViewController()
        window.rootViewController = controller
        controller.additionalSafeAreaInsets.top = 20
        let content = makeConstrainedView(in: controller.view)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                                     content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                                     content.topAnchor.constraint(equalTo: margins.topAnchor),
                                     content.heightAnchor.constraint(equalToConstant: 10)])
        window.processFrame(at: 0.032)
        assertFrame(content, 16, 20, 368, 10)
    }

    func testPreservingTheSuperviewsMarginsAndIgnoringTheSafeArea() {
        let window = makeLayoutWindow()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        outer.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        window.addSubview(outer)
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 380, height: 100))
        outer.addSubview(inner)
        XCTAssertTrue(inner.layoutMarginsGuide.owningView === inner)

        XCTAssertEqual(inner.effectiveLayoutMargins.left, 8)
        inner.preservesSuperviewLayoutMargins = true
        XCTAssertEqual(inner.effectiveLayoutMargins.left, 30, "the superview's 40 reach 30 into a view 10 in")
        XCTAssertEqual(inner.effectiveLayoutMargins.right, 30)

        let controller = UIViewController()
        controller.additionalSafeAreaInsets.top = 25
        window.rootViewController = controller
        XCTAssertEqual(controller.view.effectiveLayoutMargins.top, 25)
        controller.view.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(controller.view.effectiveLayoutMargins.top, 0)
    }

    func testTheReadableContentGuideCapsTheWidthOnWideWindows() {
        // Given a 1000-wide window (regular width: 20-point side margins)
        let window = makeLayoutWindow(width: 1000, height: 300)
        let controller = UIViewController()
        window.rootViewController = controller
        let text = makeConstrainedView(in: controller.view)
        let readable = controller.view.readableContentGuide
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                                     text.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                                     text.topAnchor.constraint(equalTo: readable.topAnchor),
                                     text.heightAnchor.constraint(equalToConstant: 10)])

        // When laid out
        window.processFrame(at: 0)

        // Then the column is 672 wide, centred in the 960 between the margins
        assertFrame(text, 164, 0, 672, 10)

        // And on a narrow window it is the margins' width
        window.resize(to: CGSize(width: 390, height: 300))
        window.processFrame(at: 0.016)
        assertFrame(text, 16, 0, 358, 10)
    }
}
