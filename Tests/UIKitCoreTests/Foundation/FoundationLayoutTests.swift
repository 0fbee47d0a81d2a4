import Foundation
import XCTest
@testable import UIKitCore

/// Appends its name to a shared log each time `layoutSubviews` runs.
private final class LayoutLoggingView: UIView {
    let name: String
    let log: LayoutLog
    init(_ name: String, log: LayoutLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append(name)
    }
}

private final class LayoutLog { var entries: [String] = [] }

final class FoundationLayoutTests: XCTestCase {
    func testLayoutIfNeededCallsLayoutSubviewsOnceAfterSetNeedsLayout() {
        // Given a laid-out view
        let log = LayoutLog()
        let view = LayoutLoggingView("view", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()

        // When layout is requested three times, then forced twice
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()

        // Then layoutSubviews ran exactly once
        XCTAssertEqual(log.entries, ["view"])
    }

    func testLayoutIfNeededDoesNothingWhenNoLayoutIsNeeded() {
        // Given a laid-out view
        let log = LayoutLog()
        let view = LayoutLoggingView("view", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()

        // When layout is forced without a request
        view.layoutIfNeeded()

        // Then layoutSubviews does not run
        XCTAssertEqual(log.entries, [])
    }

    func testParentsAreLaidOutBeforeChildren() {
        // Given parent > child > grandchild, all laid out
        let log = LayoutLog()
        let parent = LayoutLoggingView("parent", log: log)
        let child = LayoutLoggingView("child", log: log)
        let grandchild = LayoutLoggingView("grandchild", log: log)
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.layoutIfNeeded()
        log.entries.removeAll()

        // When all three need layout (requested bottom up) and the parent lays out
        grandchild.setNeedsLayout()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()

        // Then they are laid out top down, once each
        XCTAssertEqual(log.entries, ["parent", "child", "grandchild"])
    }

    func testResizingAViewAsksForItsLayout() {
        // Given a laid-out view
        let log = LayoutLog()
        let view = LayoutLoggingView("view", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()

        // When its size changes, and then only its position
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        view.layoutIfNeeded()
        view.frame = CGRect(x: 30, y: 30, width: 120, height: 100)
        view.layoutIfNeeded()

        // Then only the size change relaid it out
        XCTAssertEqual(log.entries, ["view"])
    }

    func testTheWindowLaysOutBeforeInputIsHitTested() {
        // Given a window whose subview positions a child in layoutSubviews
        let window = makeFoundationWindow()
        final class Placing: UIView {
            let child = FoundationTouchRecordingView(frame: .zero)
            override func layoutSubviews() { child.frame = CGRect(x: 10, y: 10, width: 50, height: 50) }
        }
        let placing = Placing(frame: window.bounds)
        placing.addSubview(placing.child)
        window.addSubview(placing)

        // When the pointer goes down where the child will be
        window.pointerDown(at: CGPoint(x: 20, y: 20), timestamp: 1)

        // Then layout ran first, so the child receives the touch
        XCTAssertEqual(placing.child.callbacks, ["began"])
    }

    func testLayoutIfNeededOnAChildLaysOutAnAncestorThatNeedsItFirst() {
        // Given parent > child, both laid out, then both needing layout
        let log = LayoutLog()
        let parent = LayoutLoggingView("parent", log: log)
        let child = LayoutLoggingView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()
        parent.setNeedsLayout()
        child.setNeedsLayout()

        // When only the child is asked to lay out
        child.layoutIfNeeded()

        // Then the parent goes first, as CALayer.layoutIfNeeded walks up to the highest ancestor needing layout
        XCTAssertEqual(log.entries, ["parent", "child"])
    }

    func testLayoutIfNeededOnAChildLeavesACleanParentAlone() {
        // Given parent > child, laid out, then only the child needing layout
        let log = LayoutLog()
        let parent = LayoutLoggingView("parent", log: log)
        let child = LayoutLoggingView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()
        child.setNeedsLayout()

        // When the child is asked to lay out
        child.layoutIfNeeded()

        // Then only the child runs
        XCTAssertEqual(log.entries, ["child"])
    }

    func testSizeToFitKeepsTheTopLeftCorner() {
        // Given a view at (10, 20) whose best size is 80x30
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 80, height: 30) }
        }
        let view = Fixed(frame: CGRect(x: 10, y: 20, width: 10, height: 10))

        // When sized to fit
        view.sizeToFit()

        // Then it grows right and down from (10, 20), as in UIKit
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 80, height: 30))
    }

    // MARK: Autoresizing

    private func resize(mask: UIView.AutoresizingMask) -> CGRect {
        // A 200x100 parent, a child at (20, 10, 100, 50): margins 20 | 100 | 80 and 10 | 50 | 40.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        return child.frame
    }

    func testNoMaskKeepsTheFrame() {
        // Given a child without an autoresizing mask
        // When its parent doubles in size
        let frame = resize(mask: [])

        // Then it stays put
        XCTAssertEqual(frame, CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    func testFlexibleWidthAndHeightTakeTheWholeChange() {
        // Given a child with flexible width and height
        // When its parent grows by 200x100
        let frame = resize(mask: [.flexibleWidth, .flexibleHeight])

        // Then it grows by 200x100, keeping its margins
        XCTAssertEqual(frame, CGRect(x: 20, y: 10, width: 300, height: 150))
    }

    func testFlexibleLeftMarginPinsTheRightEdge() {
        // Given a child with a flexible left and top margin
        // When its parent grows by 200x100
        let frame = resize(mask: [.flexibleLeftMargin, .flexibleTopMargin])

        // Then it moves by 200x100 and keeps its size
        XCTAssertEqual(frame, CGRect(x: 220, y: 110, width: 100, height: 50))
    }

    func testFlexibleRightMarginKeepsTheFrame() {
        // Given a child with flexible right and bottom margins
        // When its parent grows
        let frame = resize(mask: [.flexibleRightMargin, .flexibleBottomMargin])

        // Then it stays put
        XCTAssertEqual(frame, CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    func testFlexibleMarginsOnBothSidesShareTheChangeInProportion() {
        // Given a child with flexible left and right margins (20 and 80)
        // When its parent grows by 200 wide
        let frame = resize(mask: [.flexibleLeftMargin, .flexibleRightMargin])

        // Then the left margin takes 20/100 of it: 20 + 40
        XCTAssertEqual(frame, CGRect(x: 60, y: 10, width: 100, height: 50))
    }

    func testFlexibleWidthAndMarginsShareTheChangeInProportion() {
        // Given a child with flexible left margin, width and right margin (20, 100, 80 of 200)
        // When its parent grows by 200 wide
        let frame = resize(mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])

        // Then everything doubles: margin 40, width 200
        XCTAssertEqual(frame, CGRect(x: 40, y: 10, width: 200, height: 50))
    }

    func testTheRootViewFollowsAWindowResize() {
        // Given a window with a root controller
        let window = makeFoundationWindow(width: 390, height: 844)
        let controller = UIViewController()
        window.rootViewController = controller

        // When the window is resized
        window.resize(to: CGSize(width: 500, height: 300))
        window.layoutIfNeeded()

        // Then the root view fills it
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 500, height: 300))
    }
}
