import XCTest
import UIKit

/// End-to-end scrolling through `HeadlessHost`: the same input path, clock and
/// renderer as the X11 window.
final class HeadlessScrollingTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    private final class Releases: UIScrollViewDelegate {
        var velocities: [CGPoint] = []
        var offsets: [CGPoint] = []
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            velocities.append(velocity)
            offsets.append(scrollView.contentOffset)
        }
    }

    private func makeHost() -> (HeadlessHost, UIScrollView) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 200_000)
        host.window.addSubview(scrollView)
        host.runUntilIdle()
        return (host, scrollView)
    }

    func testDecelerationDistanceMatchesTheFormulaForThreeSpeeds() {
        for speed in [500, 1000, 3000] as [CGFloat] {
            // Given a drag at a constant speed, released while moving
            let (host, scrollView) = makeHost()
            let releases = Releases()
            scrollView.delegate = releases
            let duration: TimeInterval = 0.2
            let start = CGPoint(x: 195, y: 700)
            host.drag(from: start, to: CGPoint(x: 195, y: 700 - speed * CGFloat(duration)), duration: duration)

            // When the momentum runs out
            host.runUntilIdle()

            // Then the distance after the release is -v / (1000 ln 0.998) for the measured v, within 1 point
            let velocity = releases.velocities[0].y * 1000
            XCTAssertEqual(velocity, speed, accuracy: speed * 0.001)
            let expected = -velocity / (1000 * CGFloat(log(0.998)))
            XCTAssertEqual(scrollView.contentOffset.y - releases.offsets[0].y, expected, accuracy: 1, "at \(speed) px/s")
            XCTAssertFalse(scrollView.isDecelerating)
        }
    }

    func testSpringBackRestsExactlyOnTheTopEdge() {
        // Given content pulled 250 points past the top and released while still
        let (host, scrollView) = makeHost()
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 450), duration: 0.5, pauseBeforeRelease: 0.1)
        let released = scrollView.contentOffset.y

        // When it settles
        host.runUntilIdle()

        // Then it was banded (d = 844) and rests on exactly 0
        XCTAssertEqual(released, -rubberBand(offset: 250, dimension: 844), accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testWheelNotchIsAnimatedThroughIntermediateFrames() {
        // Given a scroll view
        let (host, scrollView) = makeHost()
        var seen: [CGFloat] = []
        host.onFrame = { _ in seen.append(scrollView.contentOffset.y) }

        // When one notch arrives
        host.scroll(by: CGVector(dx: 0, dy: 40), at: CGPoint(x: 195, y: 400))
        host.runUntilIdle()

        // Then frames showed values between 0 and 40, and the last is 40 exactly
        XCTAssertGreaterThanOrEqual(Set(seen.filter { $0 > 0 && $0 < 40 }).count, 5)
        XCTAssertEqual(scrollView.contentOffset.y, 40)
    }

    func testSameInputGivesTheSamePixels() {
        // Given two hosts with the same list
        func render() -> Data {
            let host = TableHost(rows: 500).host
            host.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), duration: 0.2)
            host.advance(by: 0.5)
            return host.pngData()
        }

        // Then the same fling gives byte-identical frames
        XCTAssertEqual(render(), render())
    }
}

/// A table with "Row n" cells and a disclosure chevron in a headless window.
final class RowsSource: UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    var selections: [IndexPath] = []
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }
}

/// A headless window showing a full-size table; it keeps the data source alive.
struct TableHost {
    let host: HeadlessHost
    let table: UITableView
    let source: RowsSource

    init(rows: Int) {
        host = HeadlessHost(size: CGSize(width: 390, height: 844))
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        source = RowsSource(rows: rows)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        host.runUntilIdle()
    }
}
