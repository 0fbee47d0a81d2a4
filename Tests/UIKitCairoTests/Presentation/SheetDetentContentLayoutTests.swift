import XCTest
import UIKit

/// A sheet's content is laid out in the part of the card that shows: at the medium
/// detent the presented view is half the window high, and a child view pinned to its
/// edges with Auto Layout follows it (the pattern public SwiftUI wrappers use to host
/// content in a sheet).
final class SheetDetentContentLayoutTests: XCTestCase {
    func testAChildPinnedWithConstraintsFillsTheCardAtTheMediumDetent() {
        // Given: a plain controller whose child view is pinned to its edges
        let sheet = UIViewController()
        let child = UIView()
        sheet.view.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: sheet.view.leftAnchor),
            child.topAnchor.constraint(equalTo: sheet.view.topAnchor),
            child.rightAnchor.constraint(equalTo: sheet.view.rightAnchor),
            child.bottomAnchor.constraint(equalTo: sheet.view.bottomAnchor),
        ])

        // When
        let fixture = SheetFixture(sheet: sheet) { controller in
            controller.sheetPresentationController!.detents = [.medium(), .large()]
        }

        // Then: the card rests at 422 and both views are its 422 pt
        XCTAssertEqual(fixture.cardTop, 422)
        XCTAssertEqual(sheet.view.bounds.size, CGSize(width: 390, height: 422))
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 390, height: 422))
    }

    func testTheCardGrowsWhileDraggedBetweenDetentsAndSlidesWholeBelowTheSmallest() {
        // Given: medium and large, resting at medium (top 422, 422 high)
        let fixture = SheetFixture { controller in
            controller.sheetPresentationController!.detents = [.medium(), .large()]
        }
        let host = fixture.host

        // When: held 100 pt above where it was pressed
        host.pointerDown(at: CGPoint(x: 195, y: 600))
        for y in stride(from: 590, through: 500, by: -10) {
            host.advance(by: 1.0 / 60)
            host.pointerMove(to: CGPoint(x: 195, y: CGFloat(y)))
        }
        host.advance(by: 1.0 / 60)

        // Then: the card reaches the window's bottom, its view 522 high
        XCTAssertEqual(fixture.cardFrame, CGRect(x: 0, y: 322, width: 390, height: 522))
        XCTAssertEqual(fixture.sheet.view.bounds.height, 522)

        // When: held 100 pt below the press instead
        for y in stride(from: 510, through: 700, by: 10) {
            host.advance(by: 1.0 / 60)
            host.pointerMove(to: CGPoint(x: 195, y: CGFloat(y)))
        }
        host.advance(by: 1.0 / 60)

        // Then: below the smallest detent it keeps that detent's height and slides
        XCTAssertEqual(fixture.cardFrame.height, 422)
        XCTAssertGreaterThan(fixture.cardFrame.minY, 422)
        XCTAssertEqual(fixture.sheet.view.bounds.height, 422)

        // When: released there slowly, it springs back to medium
        host.advance(by: 0.3)
        host.pointerUp(at: CGPoint(x: 195, y: 700))
        host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.cardFrame, CGRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(fixture.sheet.view.bounds.height, 422)
    }
}
