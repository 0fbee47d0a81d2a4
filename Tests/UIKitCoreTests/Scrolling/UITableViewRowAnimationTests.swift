import XCTest
@testable import UIKitCore

/// Row insertions, deletions and moves animate as in UIKit: 0.3 s, ease in-out;
/// the rows that stay slide, the changed rows fade or slide by their `RowAnimation`.
final class UITableViewRowAnimationTests: XCTestCase {
    private var source = EditableTable()

    /// UIKit's ease in-out (the cubic Bézier 0.42, 0, 0.58, 1) at time fraction `t`.
    private func easeInOut(_ t: Double) -> Double {
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < t { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    private func cell(_ table: UITableView, _ text: String) -> UITableViewCell? {
        table.subviews.compactMap { $0 as? UITableViewCell }.first { $0.textLabel?.text == text }
    }

    func testDeletingAFadedRowFadesItWhileTheRowsBelowSlideUpFrameByFrame() throws {
        // Given rows A…J, 44 points each
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)
        let leaving = try XCTUnwrap(cell(table, "B"))

        // When B is deleted with .fade
        source.items.remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)

        // Then the model is final at once: C is row 1 at y 44
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "C")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY, 44)
        // and on screen, frame by frame over 0.3 s: C slides up from 88 to 44, D from 132 to 88, B fades where it was
        for frame in 1...18 {
            driver.advance(by: driver.frameDuration)
            let progress = easeInOut(Double(frame) / 18)
            let c = try XCTUnwrap(cell(table, "C")), d = try XCTUnwrap(cell(table, "D"))
            XCTAssertEqual(Double(c.layer.presented.frame.minY), 88 - 44 * progress, accuracy: 0.01, "frame \(frame)")
            XCTAssertEqual(Double(d.layer.presented.frame.minY), 132 - 44 * progress, accuracy: 0.01, "frame \(frame)")
            if frame < 18 {
                XCTAssertTrue(leaving.superview === table, "frame \(frame)")
                XCTAssertEqual(leaving.layer.presented.frame.minY, 44, "frame \(frame)")
                XCTAssertEqual(Double(leaving.layer.presented.alpha), 1 - progress, accuracy: 0.01, "frame \(frame)")
            }
        }
        // And when it ends, B's cell has left the table (queued for reuse, opaque again)
        driver.runUntilIdle()
        XCTAssertNil(leaving.superview)
        XCTAssertEqual(leaving.alpha, 1)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["A", "C", "D", "E", "F", "G", "H", "I", "J"])
        XCTAssertEqual(table.liveCellCount, 9)
    }

    func testAnInsertedRowSlidesInFromItsSideAndTheRowsBelowMakeRoom() throws {
        // Given rows A…J
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)

        // When "New" is inserted at row 0 from the left
        source.items.insert("New", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)

        // Then half way (0.15 s, ease in-out is symmetric) it is half in, and A half way down
        driver.advance(by: 0.15)
        let new = try XCTUnwrap(cell(table, "New")), a = try XCTUnwrap(cell(table, "A"))
        XCTAssertEqual(new.layer.presented.frame, CGRect(x: -195, y: 0, width: 390, height: 44))
        XCTAssertEqual(new.layer.presented.alpha, 1)
        XCTAssertEqual(a.layer.presented.frame.minY, 22)
        // and at 0.3 s everything is in place
        driver.advance(by: 0.15)
        XCTAssertEqual(new.layer.presented.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(a.layer.presented.frame.minY, 44)
    }

    func testEachRowAnimationLeavesAndArrivesItsOwnWay() throws {
        // Deleted rows half way out (0.15 s): where they are and how opaque, per animation
        let expectations: [(UITableView.RowAnimation, CGRect, CGFloat)] = [
            (.fade, CGRect(x: 0, y: 44, width: 390, height: 44), 0.5),
            (.automatic, CGRect(x: 0, y: 44, width: 390, height: 44), 0.5),
            (.right, CGRect(x: 195, y: 44, width: 390, height: 44), 1),
            (.left, CGRect(x: -195, y: 44, width: 390, height: 44), 1),
            (.top, CGRect(x: 0, y: 22, width: 390, height: 44), 1),
            (.bottom, CGRect(x: 0, y: 66, width: 390, height: 44), 1),
        ]
        for (animation, frame, alpha) in expectations {
            source = EditableTable()
            let driver = ScrollTestDriver()
            let table = driver.makeTable(source)
            let leaving = try XCTUnwrap(cell(table, "B"))
            source.items.remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            driver.advance(by: 0.15)
            XCTAssertEqual(leaving.layer.presented.frame, frame, "\(animation)")
            XCTAssertEqual(leaving.layer.presented.alpha, alpha, "\(animation)")
        }
    }

    func testNoneShowsTheRowAtOnceWhileTheOthersStillSlide() throws {
        // Given rows A…J
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)

        // When "New" is inserted at row 1 with .none
        source.items.insert("New", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        driver.advance(by: 0.15)

        // Then it is in place and opaque at once; B is half way from 44 to 88
        let new = try XCTUnwrap(cell(table, "New"))
        XCTAssertEqual(new.layer.presented.frame, CGRect(x: 0, y: 44, width: 390, height: 44))
        XCTAssertEqual(new.layer.presented.alpha, 1)
        XCTAssertEqual(cell(table, "B")?.layer.presented.frame.minY, 66)
    }

    func testAMovedRowSlidesToItsNewPlaceOverTheRowsThatMakeRoom() throws {
        // Given rows A…J
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)

        // When A is moved to row 3
        let item = source.items.remove(at: 0)
        source.items.insert(item, at: 3)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))

        // Then half way A is at 66 (from 0 to 132), above the others; B, C, D move up by half a row
        driver.advance(by: 0.15)
        let a = try XCTUnwrap(cell(table, "A"))
        XCTAssertEqual(a.layer.presented.frame.minY, 66)
        XCTAssertEqual(cell(table, "B")?.layer.presented.frame.minY, 22)
        XCTAssertEqual(cell(table, "D")?.layer.presented.frame.minY, 110)
        XCTAssertEqual(cell(table, "E")?.layer.presented.frame.minY, 176, "E does not move")
        XCTAssertTrue(table.subviews.last(where: { $0 is UITableViewCell }) === a)
        driver.runUntilIdle()
        XCTAssertEqual(table.visibleCells.prefix(5).map { $0.textLabel?.text }, ["B", "C", "D", "A", "E"])
    }

    func testABatchAnimatesItsChangesTogetherAndCompletesWhenTheyEnd() throws {
        // Given rows A…J
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)
        var completions: [Bool] = []

        // When B is deleted and "New" inserted at row 3 in one batch
        table.performBatchUpdates({
            self.source.items.remove(at: 1)
            self.source.items.insert("New", at: 3)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        }, completion: { completions.append($0) })

        // Then C and D move up a row (old rows 2, 3 are new rows 1, 2), E stays (old 4, new 4), "New" fades in
        XCTAssertEqual(completions, [])
        driver.advance(by: 0.15)
        XCTAssertEqual(cell(table, "C")?.layer.presented.frame.minY, 66)
        XCTAssertEqual(cell(table, "D")?.layer.presented.frame.minY, 110)
        XCTAssertEqual(cell(table, "E")?.layer.presented.frame.minY, 176)
        XCTAssertEqual(cell(table, "New")?.layer.presented.alpha, 0.5)
        XCTAssertEqual(cell(table, "New")?.layer.presented.frame.minY, 132)
        // and the completion runs once the animation is over
        driver.runUntilIdle()
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(table.visibleCells.prefix(5).map { $0.textLabel?.text }, ["A", "C", "D", "New", "E"])
    }

    func testAnInconsistentUpdateReloadsWithoutAnimatingOrLosingTheCell() throws {
        // Given rows A…J
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)

        // When a row is deleted from the table but not from the data
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        driver.frame()

        // Then the table shows the data's ten rows, nothing animates, no cell is left over
        XCTAssertEqual(table.numberOfRows(inSection: 0), 10)
        XCTAssertFalse(table.window!.wantsAnimationFrames)
        XCTAssertEqual(table.liveCellCount, 10)
    }
}
