import Foundation
import XCTest
@testable import UIKitCore

/// The damage tracker's rectangles, computed by hand: a box is the view's frame
/// in device pixels rounded out, grown by 1 pixel of antialiasing, and for views
/// that are not plain `UIView`s by the 2-point drawing overhang first.
final class DamageTrackerTests: XCTestCase {
    private var window: UIWindow!
    private var tracker = DamageTracker()

    override func setUp() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
    }

    private func damage(scale: CGFloat = 1) -> [CGRect]? {
        tracker.damage(of: window, scale: scale, pixelWidth: Int(400 * scale), pixelHeight: Int(300 * scale))?.rects
            .sorted { ($0.minX, $0.minY) < ($1.minX, $1.minY) }
    }

    private func square(_ frame: CGRect, color: UIColor = .red) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        window.addSubview(view)
        return view
    }

    func testTheFirstFrameIsWholeAndAnUnchangedFrameIsEmpty() {
        _ = square(CGRect(x: 10, y: 10, width: 50, height: 50))
        XCTAssertNil(damage())
        XCTAssertEqual(damage(), [])
    }

    func testAMovedViewDamagesItsOldAndNewBoxes() {
        // Given a 50-point square drawn at (10, 10),
        let view = square(CGRect(x: 10, y: 10, width: 50, height: 50))
        _ = damage()

        // when it moves 90 points right,
        view.frame.origin.x = 100

        // then the old box and the new one are repainted, each one pixel wider on every side.
        XCTAssertEqual(damage(), [CGRect(x: 9, y: 9, width: 52, height: 52), CGRect(x: 99, y: 9, width: 52, height: 52)])
    }

    func testAHiddenViewDamagesItsOldBox() {
        let view = square(CGRect(x: 10.5, y: 20, width: 30, height: 30))
        _ = damage()
        view.isHidden = true
        // 10.5 ... 40.5 rounds out to 10 ... 41, grown by one: 9 ... 42.
        XCTAssertEqual(damage(), [CGRect(x: 9, y: 19, width: 33, height: 32)])
    }

    func testAColourChangeDamagesTheBoxAtScaleTwo() {
        let view = square(CGRect(x: 10, y: 10, width: 50, height: 50))
        _ = damage(scale: 2)
        view.backgroundColor = .blue
        XCTAssertEqual(damage(scale: 2), [CGRect(x: 19, y: 19, width: 102, height: 102)])
    }

    func testALabelsTextChangeDamagesTheLabelsBox() {
        // Given a label at (10, 10, 100, 20),
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Hello"
        window.addSubview(label)
        _ = damage()

        // when its text changes,
        label.text = "Hello, world"

        // then its box, with the 2-point overhang and the antialiasing pixel, is repainted.
        XCTAssertEqual(damage(), [CGRect(x: 7, y: 7, width: 106, height: 26)])
    }

    func testAPartialInvalidationDamagesOnlyThatRectangle() {
        // Given a label (a view with its own drawing) at (50, 40),
        let label = UILabel(frame: CGRect(x: 50, y: 40, width: 200, height: 30))
        label.text = "Caret"
        window.addSubview(label)
        _ = damage()

        // when it invalidates a 2 × 20 sliver at (10, 5),
        label.setNeedsDisplay(CGRect(x: 10, y: 5, width: 2, height: 20))

        // then only that sliver (one pixel of antialiasing around it) is repainted,
        XCTAssertEqual(damage(), [CGRect(x: 59, y: 44, width: 4, height: 22)])

        // and a whole invalidation after it repaints the whole box again.
        label.setNeedsDisplay(CGRect(x: 10, y: 5, width: 2, height: 20))
        label.setNeedsDisplay()
        XCTAssertEqual(damage(), [CGRect(x: 47, y: 37, width: 206, height: 36)])
    }

    func testACaretBlinkDamagesOnlyTheCaret() {
        // Given a focused text field at (20, 100, 200, 34) whose caret is shown,
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.text = "abc"
        window.addSubview(field)
        window.makeKeyAndVisible()
        XCTAssertTrue(field.becomeFirstResponder())
        window.processFrame(at: 0)
        _ = damage()
        let caret = try! XCTUnwrap(field.blinkingCaretRect)

        // when the caret blinks off (half a second later),
        window.processFrame(at: 0.55)
        XCTAssertFalse(field.isCaretVisible)

        // then only the caret's 2-point sliver is repainted.
        let expected = caret.offsetBy(dx: 20, dy: 100)
        XCTAssertEqual(expected.width, 2)
        XCTAssertEqual(damage(), [CGRect(x: expected.minX.rounded(.down) - 1, y: expected.minY.rounded(.down) - 1,
                                          width: expected.maxX.rounded(.up) - expected.minX.rounded(.down) + 2,
                                          height: expected.maxY.rounded(.up) - expected.minY.rounded(.down) + 2)])
    }

    func testAShadowedViewsDamageIncludesTheShadowsReach() {
        // Given a square at (50, 50) with a shadow of radius 4 offset 2 down,
        let view = square(CGRect(x: 50, y: 50, width: 50, height: 50))
        view.layer.shadowOpacity = 0.5
        view.layer.shadowRadius = 4
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        _ = damage()

        // when it moves 150 points right,
        view.frame.origin.x = 200

        // then each box is the shadow's: the shifted square (49, 51, 52, 52) grown by 3 × 4 + 2 pixels.
        XCTAssertEqual(damage(), [CGRect(x: 35, y: 37, width: 80, height: 80), CGRect(x: 185, y: 37, width: 80, height: 80)])
    }

    func testSwappedOverlappingSiblingsDamageWhereTheyMeet() {
        let first = square(CGRect(x: 10, y: 10, width: 50, height: 50))
        _ = square(CGRect(x: 30, y: 10, width: 50, height: 50), color: .blue)
        _ = damage()
        window.bringSubviewToFront(first)
        let rects = damage() ?? []
        XCTAssertFalse(rects.isEmpty)
        XCTAssertTrue(rects.contains { $0.contains(CGRect(x: 30, y: 10, width: 30, height: 50)) }, "\(rects)")
    }

    func testAnAddedViewDamagesOnlyItsBoxAndOthersKeepTheirs() {
        _ = square(CGRect(x: 10, y: 10, width: 50, height: 50))
        _ = damage()
        let added = UIView(frame: CGRect(x: 200, y: 200, width: 20, height: 20))
        added.backgroundColor = .green
        window.insertSubview(added, at: 0)
        XCTAssertEqual(damage(), [CGRect(x: 199, y: 199, width: 22, height: 22)])
    }

    func testAMovedParentDamagesItsChildrenOutsideIt() {
        // Given a small parent whose child lies outside it (no clipping),
        let parent = square(CGRect(x: 10, y: 10, width: 10, height: 10))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        child.backgroundColor = .blue
        parent.addSubview(child)
        _ = damage()

        // when the parent moves down 50 points,
        parent.frame.origin.y = 60

        // then the child's old and new boxes are repainted too (four boxes: merging pairs would waste too much).
        XCTAssertEqual(damage(), [CGRect(x: 9, y: 9, width: 12, height: 12), CGRect(x: 9, y: 59, width: 12, height: 12),
                                  CGRect(x: 109, y: 109, width: 12, height: 12), CGRect(x: 109, y: 159, width: 12, height: 12)])
    }

    func testAMaskOrASizeChangeRepaintsEverything() {
        let view = square(CGRect(x: 10, y: 10, width: 50, height: 50))
        _ = damage()
        let mask = CALayer()
        mask.frame = view.bounds
        mask.backgroundColor = UIColor.black.cgColor
        view.layer.mask = mask
        XCTAssertNil(damage())
        view.layer.mask = nil
        XCTAssertNil(damage(), "the frame after a mask is repainted whole too")
        XCTAssertEqual(damage(), [])
        XCTAssertNil(damage(scale: 2))
    }

    func testRegionsMergeWhenTheUnionWastesLittleAndStayUnderTheLimit() {
        var region = DamageRegion([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 0, width: 10, height: 10)])
        region.simplify(limit: 8)
        XCTAssertEqual(region.rects, [CGRect(x: 0, y: 0, width: 15, height: 10)])
        var many = DamageRegion((0..<10).map { CGRect(x: $0 * 40, y: 0, width: 10, height: 10) })
        many.simplify(limit: 4)
        XCTAssertEqual(many.rects.count, 4)
        XCTAssertEqual(many.bounds, CGRect(x: 0, y: 0, width: 370, height: 10))
        XCTAssertEqual(DamageRegion([CGRect(x: 0.5, y: 0.2, width: 1, height: 1)]).rects, [CGRect(x: 0, y: 0, width: 2, height: 2)])
        XCTAssertEqual(DamageRegion([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10)]).area, 175)
    }
}

/// Reusing the last walk's records below layers where nothing changed
/// (`DamageTracker+Reuse`); debug builds also check every reusing walk against a
/// fresh one.
final class DamageTrackerReuseTests: XCTestCase {
    private var window: UIWindow!
    private var tracker = DamageTracker()
    /// Two columns, each with three rows holding one dot: 2 + 6 + 6 records.
    private var columns: [UIView] = []

    override func setUp() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
        columns = (0..<2).map { c in
            let column = UIView(frame: CGRect(x: 10 + 200 * c, y: 10, width: 180, height: 280))
            column.backgroundColor = .lightGray
            for r in 0..<3 {
                let row = UIView(frame: CGRect(x: 0, y: 90 * r, width: 180, height: 80))
                row.backgroundColor = .white
                let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
                dot.backgroundColor = .red
                row.addSubview(dot)
                column.addSubview(row)
            }
            window.addSubview(column)
            return column
        }
    }

    private func damage() -> [CGRect]? {
        tracker.damage(of: window, scale: 1, pixelWidth: 400, pixelHeight: 300)?.rects.sorted { ($0.minX, $0.minY) < ($1.minX, $1.minY) }
    }

    func testAChangeDeepInOneColumnCopiesTheRecordsOfEverythingBesideIt() {
        _ = damage()
        // When the first column's first dot turns blue,
        columns[0].subviews[0].subviews[0].backgroundColor = .blue
        // then only that dot is repainted (at 20, 20 in the window, grown by one pixel),
        XCTAssertEqual(damage(), [CGRect(x: 19, y: 19, width: 22, height: 22)])
        // and the walk copied the other column's 6 records and the dots of the other two rows.
        XCTAssertEqual(tracker.copiedRecords, 8)
        // An unchanged frame copies everything below the window (its 14 records) and repaints nothing.
        XCTAssertEqual(damage(), [])
        XCTAssertEqual(tracker.copiedRecords, 14)
    }

    func testAMovedColumnWalksItsRowsAgainAtTheirNewPlace() {
        _ = damage()
        // When the second column moves 5 points down, its rows inherit another transform:
        columns[1].frame.origin.y = 15
        // its old and new boxes are repainted (210...390 x 10...290, then 15...295, grown by one),
        XCTAssertEqual(damage(), [CGRect(x: 209, y: 9, width: 182, height: 287)])
        // and only the first column's 6 records were copied.
        XCTAssertEqual(tracker.copiedRecords, 6)
    }

    func testARowAddedToACopiedColumnIsSeen() {
        _ = damage()
        // A view added below an unchanged column bumps it: the column is walked again (and
        // repainted whole: adding a subview redraws its superview here, as `addSubview` asks),
        let row = UIView(frame: CGRect(x: 0, y: 270, width: 180, height: 10))
        row.backgroundColor = .green
        columns[0].addSubview(row)
        XCTAssertEqual(damage(), [CGRect(x: 9, y: 9, width: 182, height: 282)])
        // the other column's 6 records and the first column's 3 dots copied.
        XCTAssertEqual(tracker.copiedRecords, 6 + 3)
    }
}
