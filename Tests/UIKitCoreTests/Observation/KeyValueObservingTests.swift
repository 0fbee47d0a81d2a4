import Foundation
import XCTest
@testable import UIKitCore

/// Foundation's `observe(_:options:changeHandler:)` on UIKit's objects, firing as UIKit's do.
final class KeyValueObservingTests: XCTestCase {
    private final class Changes<Value> {
        var entries: [NSKeyValueObservedChange<Value>] = []
    }

    func testContentOffsetReportsOldAndNewOncePerSet() {
        // Given a scroll view observed for its offset with old and new values
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let changes = Changes<CGPoint>()
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { view, change in
            XCTAssertTrue(view === scrollView)
            changes.entries.append(change)
        }

        // When the offset is set twice
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset = CGPoint(x: 0, y: 90)

        // Then each set reported once, with the values before and after, as a setting
        XCTAssertEqual(changes.entries.map(\.oldValue), [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 40)])
        XCTAssertEqual(changes.entries.map(\.newValue), [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 90)])
        XCTAssertEqual(changes.entries.map(\.kind), [.setting, .setting])
        XCTAssertEqual(changes.entries.map(\.isPrior), [false, false])
        observation.invalidate()
    }

    func testAnOffsetSetToItsCurrentValueIsNotReported() {
        // Given an observed scroll view at rest (UIKit's scroll view reports only real moves,
        // so an observer that holds the offset in place does not call itself forever)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var count = 0
        let observation = scrollView.observe(\.contentOffset) { view, _ in
            count += 1
            view.contentOffset = CGPoint(x: 0, y: 10)   // holds it at 10, as PanModal's halt does
        }

        // When the offset moves once
        scrollView.contentOffset = CGPoint(x: 0, y: 25)

        // Then the move and the hold were reported, and the repeated hold was not
        XCTAssertEqual(count, 2)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 10))
        withExtendedLifetime(observation) {}
    }

    func testScrollingByDragReportsEveryOffsetChange() {
        // Given a scroll view in a window, observed
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 200, height: 2000)
        window.addSubview(scrollView)
        var offsets: [CGFloat] = []
        let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in offsets.append(change.newValue!.y) }

        // When the user drags up by 30 points in three moves
        window.pointerDown(at: CGPoint(x: 100, y: 300), timestamp: 0)
        for (step, y) in [290.0, 280, 270].enumerated() {
            window.pointerMoved(to: CGPoint(x: 100, y: y), timestamp: 0.016 * Double(step + 1))
        }

        // Then UIKit's own offset changes were reported: none for the first 10 points (within
        // the pan's hysteresis), then the whole translation at 20 and 30
        XCTAssertEqual(offsets, [20, 30])
        XCTAssertEqual(scrollView.contentOffset.y, 30)
        withExtendedLifetime(observation) {}
    }

    func testInitialAndPriorAreSentAsFoundationDefinesThem() {
        // Given a view
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let changes = Changes<CGFloat>()

        // When alpha is observed with .initial, .prior, .old and .new, then set
        let observation = view.observe(\.alpha, options: [.initial, .prior, .old, .new]) { _, change in changes.entries.append(change) }
        view.alpha = 0.5

        // Then: the initial value (no old), the prior notification (old, no new), then the change
        XCTAssertEqual(changes.entries.map(\.isPrior), [false, true, false])
        XCTAssertEqual(changes.entries.map(\.oldValue), [nil, 1, 1])
        XCTAssertEqual(changes.entries.map(\.newValue), [1, nil, 0.5])
        withExtendedLifetime(observation) {}
    }

    func testSettingAFrameReportsFrameCenterAndBoundsOnce() {
        // Given a view observed on frame, center, bounds, hidden and size
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var heard: [String] = []
        let observations = [
            view.observe(\.frame) { _, _ in heard.append("frame") },
            view.observe(\.center) { _, _ in heard.append("center") },
            view.observe(\.bounds) { _, _ in heard.append("bounds") },
            view.observe(\.isHidden) { _, _ in heard.append("isHidden") },
            view.observe(\.frame.size.width) { _, _ in heard.append("width") },
        ]

        // When the frame moves and grows, then the center alone moves, then it is hidden
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 10)
        heard.append("|")
        view.center = CGPoint(x: 50, y: 50)
        heard.append("|")
        view.isHidden = true

        // Then the frame set reported center and bounds inside it, then the frame, then the
        // derived width once the whole change ended; a center set does not report frame
        XCTAssertEqual(heard, ["center", "bounds", "frame", "width", "|", "center", "|", "isHidden"])
        withExtendedLifetime(observations) {}
    }

    func testSubclassRootsAndControllersAreObservedToo() {
        // Given a table view (a UIScrollView subclass) and a controller
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        let controller = UIViewController()
        var heard: [String] = []
        let observations = [
            table.observe(\.contentSize, options: .new) { _, change in heard.append("contentSize \(change.newValue!.height)") },
            table.observe(\.contentInset) { _, _ in heard.append("contentInset") },
            controller.observe(\.preferredContentSize, options: .new) { _, change in heard.append("preferred \(change.newValue!.height)") },
        ]

        // When each property is set
        table.contentSize = CGSize(width: 100, height: 500)
        table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        controller.preferredContentSize = CGSize(width: 0, height: 300)

        // Then each observer heard its own property
        XCTAssertEqual(heard, ["contentSize 500.0", "contentInset", "preferred 300.0"])
        withExtendedLifetime(observations) {}
    }

    func testTheObservationEndsWhenInvalidatedOrFreed() {
        // Given two observations of a view's alpha
        let view = UIView()
        var first = 0, second = 0
        let kept = view.observe(\.alpha) { _, _ in first += 1 }
        var dropped: NSKeyValueObservation? = view.observe(\.alpha) { _, _ in second += 1 }
        view.alpha = 0.2

        // When one is invalidated (twice) and the other freed
        kept.invalidate()
        kept.invalidate()
        dropped = nil
        view.alpha = 0.7

        // Then neither hears the second change
        XCTAssertEqual(first, 1)
        XCTAssertEqual(second, 1)
        XCTAssertNil(dropped)
    }

    func testAnObservationDoesNotKeepItsObjectAlive() {
        // Given an observation of a view that then goes away
        weak var weakView: UIView?
        var observation: NSKeyValueObservation?
        do {
            let view = UIView()
            weakView = view
            observation = view.observe(\.alpha) { _, _ in }
        }

        // Then the view is freed, and invalidating afterwards is harmless
        XCTAssertNil(weakView)
        observation?.invalidate()
    }
}
