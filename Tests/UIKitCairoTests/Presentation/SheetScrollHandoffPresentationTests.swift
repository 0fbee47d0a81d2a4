import XCTest
import UIKit

/// A sheet whose whole content is a 60-row table.
private final class TableSheetController: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .plain)

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        table.frame = root.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        root.addSubview(table)
        view = root
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// One continuous drag: the content scrolls until it reaches its top, then the sheet moves.
final class SheetScrollHandoffPresentationTests: XCTestCase {
    private func press(_ host: HeadlessHost, from start: CGPoint, by distance: CGFloat, steps: Int) {
        host.pointerDown(at: start)
        for step in 1...steps {
            host.advance(by: 1.0 / 60)
            host.pointerMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / CGFloat(steps)))
        }
    }

    func testDragDownScrollsContentToTopThenMovesTheSheet() {
        // Given a sheet whose table is scrolled down by 200 points
        let content = TableSheetController()
        let fixture = SheetFixture(sheet: content)
        content.table.contentOffset = CGPoint(x: 0, y: 200)
        fixture.host.advance(by: 0.1)
        let restingTop = fixture.cardTop

        // When one slow drag pulls down 400 points on the table, without releasing
        press(fixture.host, from: CGPoint(x: 195, y: 300), by: 400, steps: 60)

        // Then the content is back at its top and the sheet took the rest of the drag
        XCTAssertEqual(content.table.contentOffset.y, 0)
        XCTAssertGreaterThan(fixture.cardTop - restingTop, 150)
        XCTAssertLessThan(fixture.cardTop - restingTop, 220)
        fixture.host.pointerUp(at: CGPoint(x: 195, y: 700))
        fixture.host.runUntilIdle()
    }

    func testDragUpScrollsTheContentAndLeavesTheSheetAtRest() {
        // Given a sheet at rest whose table is at its top
        let content = TableSheetController()
        let fixture = SheetFixture(sheet: content)
        let restingTop = fixture.cardTop

        // When a slow drag pushes up 200 points on the table
        press(fixture.host, from: CGPoint(x: 195, y: 600), by: -200, steps: 30)

        // Then the content scrolled by the drag (less the pan threshold) and the sheet did not move
        XCTAssertEqual(fixture.cardTop, restingTop)
        XCTAssertGreaterThan(content.table.contentOffset.y, 180)
        fixture.host.pointerUp(at: CGPoint(x: 195, y: 400))
        fixture.host.runUntilIdle()
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.cardTop, restingTop)
    }

    func testDownThenUpInOneDragReturnsTheDragToTheContent() {
        // Given a sheet at rest whose table is at its top
        let content = TableSheetController()
        let fixture = SheetFixture(sheet: content)
        let restingTop = fixture.cardTop

        // When the drag goes down 100 points (the sheet moves) then up 250 points
        fixture.host.pointerDown(at: CGPoint(x: 195, y: 400))
        for step in 1...20 {
            fixture.host.advance(by: 1.0 / 60)
            fixture.host.pointerMove(to: CGPoint(x: 195, y: 400 + 5 * CGFloat(step)))
        }
        let pulled = fixture.cardTop - restingTop
        for step in 1...50 {
            fixture.host.advance(by: 1.0 / 60)
            fixture.host.pointerMove(to: CGPoint(x: 195, y: 500 - 5 * CGFloat(step)))
        }

        // Then the sheet came back to rest and the last 150 points scrolled the content
        XCTAssertGreaterThan(pulled, 80)
        XCTAssertEqual(fixture.cardTop, restingTop, accuracy: 0.5)
        XCTAssertEqual(content.table.contentOffset.y, 150, accuracy: 6)
        fixture.host.pointerUp(at: CGPoint(x: 195, y: 250))
        fixture.host.runUntilIdle()
        XCTAssertTrue(fixture.isPresented)
    }

    func testReleasingWhileTheSheetHasTheDragStopsTheContent() {
        // Given a sheet with its table at the top, pulled down 60 points quickly
        let content = TableSheetController()
        let fixture = SheetFixture(sheet: content)

        // When the flick is released
        fixture.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.05)
        fixture.host.runUntilIdle()

        // Then the sheet is dismissed by the flick and the table never scrolled
        XCTAssertFalse(fixture.isPresented)
        XCTAssertEqual(content.table.contentOffset.y, 0)
    }
}
