import XCTest
@testable import UIKitCore

final class UIRefreshControlTests: XCTestCase {
    /// A 390×600 scroll view with a refresh control, and a counter of its `.valueChanged` actions.
    private func makeRefreshable(_ driver: ScrollTestDriver) -> (UIScrollView, UIRefreshControl, () -> Int) {
        let scrollView = driver.makeScrollView(height: 600)
        let control = UIRefreshControl()
        var fired = 0
        control.addAction(UIAction { _ in fired += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        driver.frame()
        return (scrollView, control, { fired })
    }

    /// Drags the content down from y `start` to `end` (x 195) over 0.3 s, holds 0.1 s,
    /// lets go, and runs until idle.
    private func pull(_ driver: ScrollTestDriver, from start: CGFloat = 100, to end: CGFloat = 450) {
        driver.drag(from: CGPoint(x: 195, y: start), to: CGPoint(x: 195, y: end), duration: 0.3, pause: 0.1)
        driver.runUntilIdle()
    }

    /// Presses the content at (195, 100) and, 0.05 s later, drags it down to y `end` (still held).
    private func startPull(_ driver: ScrollTestDriver, to end: CGFloat) {
        driver.down(CGPoint(x: 195, y: 100))
        driver.advance(by: 0.05)
        driver.move(CGPoint(x: 195, y: end))
    }

    func testTheControlSitsJustAboveTheContentBehindIt() {
        // Given a scroll view at rest with a refresh control
        let driver = ScrollTestDriver()
        let (scrollView, control, _) = makeRefreshable(driver)

        // Then it is the first subview, full width, 60 points tall, above the content's top
        XCTAssertTrue(scrollView.subviews.first === control)
        XCTAssertTrue(scrollView.refreshControl === control)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 390, height: 60))
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(control.pullProgress, 0)
    }

    func testAPullShortOfTheThresholdShowsPetalsButDoesNotRefresh() {
        // Given a refreshable scroll view
        let driver = ScrollTestDriver()
        let (scrollView, control, fired) = makeRefreshable(driver)

        // When the content is pulled 200 points (92.96 shown after the rubber band) and released
        startPull(driver, to: 300)
        let shown = -scrollView.contentOffset.y
        let progress = control.pullProgress
        driver.advance(by: 0.1)
        driver.up(CGPoint(x: 195, y: 300))
        driver.runUntilIdle()

        // Then the petals followed the pull, nothing was sent and the content is back at the top
        XCTAssertEqual(shown, rubberBand(offset: 200, dimension: 600), accuracy: 1e-9)
        XCTAssertEqual(progress, shown / UIRefreshControl.triggerDistance, accuracy: 1e-9)
        XCTAssertEqual(fired(), 0)
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
    }

    func testAPullPastTheThresholdRefreshesOnceAndHoldsTheSpinnerOnRelease() {
        // Given a refreshable scroll view
        let driver = ScrollTestDriver()
        let (scrollView, control, fired) = makeRefreshable(driver)

        // When the content is pulled 300 points (129.41 shown), still held
        startPull(driver, to: 400)

        // Then it refreshes at once, while dragging, and sends .valueChanged once
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(fired(), 1)
        XCTAssertEqual(scrollView.contentOffset.y, -rubberBand(offset: 300, dimension: 600), accuracy: 1e-9)
        // The room for the spinner is in the adjusted inset only; the app's inset is untouched
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        XCTAssertEqual(scrollView.contentInset.top, 0)

        // When the pointer moves further and back, then lets go
        driver.advance(by: 0.05)
        driver.move(CGPoint(x: 195, y: 450))
        driver.advance(by: 0.05)
        driver.move(CGPoint(x: 195, y: 400))
        driver.advance(by: 0.1)
        driver.up(CGPoint(x: 195, y: 400))
        driver.runUntilIdle()

        // Then it was sent only once, and the content rests below the 60-point control
        XCTAssertEqual(fired(), 1)
        XCTAssertEqual(scrollView.contentOffset.y, -60)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 390, height: 60))
        XCTAssertTrue(control.isRefreshing)
    }

    func testEndRefreshingAnimatesTheContentBackToTheTop() {
        // Given a refresh under way, the content resting below the spinner
        let driver = ScrollTestDriver()
        let (scrollView, control, _) = makeRefreshable(driver)
        pull(driver)
        XCTAssertEqual(scrollView.contentOffset.y, -60)

        // When the refresh ends
        control.endRefreshing()
        let atOnce = scrollView.contentOffset.y
        driver.advance(by: 0.15)
        let midway = scrollView.contentOffset.y
        driver.advance(by: 0.15)

        // Then the content moves up over 0.3 s (UIKit's ease), the room given back at once
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
        XCTAssertEqual(atOnce, -60)
        let eased = CubicBezierTimingCurve.uikitDefault.progress(at: 0.5)
        XCTAssertEqual(midway, -60 + 60 * eased, accuracy: 1e-6)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        driver.runUntilIdle()
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testBeginRefreshingSendsNothingAndLeavesTheOffset() {
        // Given a refreshable scroll view at rest
        let driver = ScrollTestDriver()
        let (scrollView, control, fired) = makeRefreshable(driver)

        // When the app begins refreshing
        control.beginRefreshing()
        driver.runUntilIdle()

        // Then it refreshes without .valueChanged, the offset stays, and the spinner's room is in range
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(fired(), 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(scrollView.minimumContentOffset.y, -60)
        scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        driver.runUntilIdle()
        XCTAssertEqual(scrollView.contentOffset.y, -60)

        // When the refresh ends and the app pulls again past the threshold
        control.endRefreshing()
        driver.runUntilIdle()
        pull(driver)

        // Then the new pull refreshes (and is sent) again
        XCTAssertEqual(fired(), 1)
        XCTAssertTrue(control.isRefreshing)
    }

    func testTheRefreshControlFollowsTheTopInset() {
        // Given a scroll view with a 20-point top inset
        let driver = ScrollTestDriver()
        let (scrollView, control, _) = makeRefreshable(driver)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: -20)
        driver.frame()

        // Then the control sits above the inset, and refreshing adds its height to it
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -80, width: 390, height: 60))
        control.beginRefreshing()
        XCTAssertEqual(scrollView.adjustedContentInset.top, 80)
        XCTAssertEqual(control.frame.minY, -80)

        // When the control is removed
        scrollView.refreshControl = nil

        // Then the room goes with it
        XCTAssertNil(control.superview)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 20)
    }

    func testAControlAddedAsASubviewOrThroughTheTableControllerIsTheRefreshControl() {
        // Given a scroll view and a table view controller
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        let tableController = UITableViewController(style: .plain)

        // When a control is added as a subview, and another set on the controller
        let added = UIRefreshControl()
        scrollView.addSubview(added)
        let set = UIRefreshControl()
        tableController.refreshControl = set

        // Then each is its scroll view's refresh control, behind the content
        XCTAssertTrue(scrollView.refreshControl === added)
        XCTAssertTrue(scrollView.subviews.first === added)
        XCTAssertTrue(tableController.tableView.refreshControl === set)
        XCTAssertTrue(tableController.refreshControl === set)

        // When the added one refreshes and is then removed from its superview
        added.beginRefreshing()
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        added.removeFromSuperview()

        // Then the scroll view has none and its room is given back
        XCTAssertNil(scrollView.refreshControl)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
    }

    func testAPrimaryActionRunsOncePerPull() {
        // Given a refresh control made with a primary action
        let driver = ScrollTestDriver()
        let scrollView = driver.makeScrollView()
        var runs = 0
        let control = UIRefreshControl(primaryAction: UIAction { _ in runs += 1 })
        scrollView.refreshControl = control

        // When the content is pulled past the threshold twice, the refresh ended in between
        pull(driver)
        control.endRefreshing()
        driver.runUntilIdle()
        pull(driver)

        // Then it ran once per pull
        XCTAssertEqual(runs, 2)
        XCTAssertTrue(control.isRefreshing)
    }

    func testUnderALargeTitleTheSpinnerShowsInTheGapBelowTheBar() {
        // Given a table under a large title (its top safe area 52) with a refresh control
        let driver = ScrollTestDriver()
        let list = UITableViewController(style: .plain)
        list.title = "Mail"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        driver.window.rootViewController = navigation
        driver.runUntilIdle()
        let control = UIRefreshControl()
        list.refreshControl = control
        driver.frame()

        // When it is pulled past the threshold and let go
        pull(driver, from: 300, to: 700)

        // Then the content rests 60 points lower, and the control fills the gap under the 96-point bar
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(list.tableView.contentOffset.y, -112)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 390, height: 60))
        XCTAssertEqual(control.convert(control.bounds, to: nil), CGRect(x: 0, y: 96, width: 390, height: 60))
        XCTAssertEqual(navigation.navigationBar.frame.maxY, 96)
    }

    func testADisabledControlDoesNotTrigger() {
        // Given a disabled refresh control
        let driver = ScrollTestDriver()
        let (_, control, fired) = makeRefreshable(driver)
        control.isEnabled = false

        // When the content is pulled far past the threshold
        pull(driver, to: 500)

        // Then nothing happens
        XCTAssertEqual(fired(), 0)
        XCTAssertFalse(control.isRefreshing)
    }

    func testRefreshingIsAnnouncedAndExposed() {
        // Given a refreshable scroll view with a title
        let driver = ScrollTestDriver()
        let (_, control, _) = makeRefreshable(driver)
        control.attributedTitle = NSAttributedString(string: "Fetching mail")

        // When it refreshes
        control.beginRefreshing()

        // Then the title names it and its value says it refreshes; it is 80 points tall with a title
        XCTAssertEqual(control.accessibilityLabel, "Fetching mail")
        XCTAssertEqual(control.accessibilityValue, "Refreshing")
        XCTAssertTrue(control.isAccessibilityElement)
        XCTAssertEqual(control.frame.height, 80)
    }
}
