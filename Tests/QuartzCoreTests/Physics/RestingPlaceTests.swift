import XCTest
@testable import QuartzCore

final class RestingPlaceTests: XCTestCase {
    func testFlickProjectsPastTheNearestSnapPoint() {
        // Given snap points 0, 300, 600 and a release at 120 moving 1000 px/s
        // When the resting place is computed (projection 120 + 499 = 619)
        let place = restingPlace(position: 120, velocity: 1000, snapPoints: [0, 300, 600])

        // Then it is 600, not the 0 nearest to the release point
        XCTAssertEqual(place, 600)
    }

    func testSlowReleaseStaysNearest() {
        // Given the same snap points, released at 120 moving 40 px/s (projection 139.96)
        // When the resting place is computed
        // Then it is 0; at 100 px/s (projection 169.9) it is already 300, as at 400 px/s (319.6)
        XCTAssertEqual(restingPlace(position: 120, velocity: 40, snapPoints: [0, 300, 600]), 0)
        XCTAssertEqual(restingPlace(position: 120, velocity: 100, snapPoints: [0, 300, 600]), 300)
        XCTAssertEqual(restingPlace(position: 120, velocity: 400, snapPoints: [0, 300, 600]), 300)
    }

    func testFastRateProjectsLess() {
        // Given a 1000 px/s flick from 120 at UIKit's fast rate (projection 120 + 99 = 219)
        // When the resting place is computed
        // Then it is 300 (nearest to 219), while the normal rate reaches 600
        XCTAssertEqual(restingPlace(position: 120, velocity: 1000, snapPoints: [0, 300, 600],
                                    decelerationRate: 0.99), 300)
    }

    func testUpwardFlickAndNoSnapPoints() {
        // Given an upward flick of -2000 px/s from 500
        // When the resting place is computed
        // Then it is the lowest snap point, or the projection 500 - 998 = -498 with none
        XCTAssertEqual(restingPlace(position: 500, velocity: -2000, snapPoints: [0, 300, 600]), 0)
        XCTAssertEqual(restingPlace(position: 500, velocity: -2000, snapPoints: []), -498, accuracy: 1e-9)
        XCTAssertNil(restingPlaceIndex(position: 0, velocity: 0, snapPoints: []))
    }

    // MARK: Sheet release

    func testQuickSixtyPointFlickDismissesA700PointSheet() {
        // Given a 700 pt sheet dragged down 60 pt in 50 ms (~1200 pt/s)
        // When released (projection 60 + 598.8 = 658.8)
        let decision = SheetReleaseDecision.decide(offset: 60, velocity: 1200, sheetHeight: 700)

        // Then it dismisses
        XCTAssertEqual(decision, .dismiss)
        XCTAssertEqual(decision.targetOffset(sheetHeight: 700), 700)
    }

    func testSlowSixtyPointDragSnapsBack() {
        // Given the same sheet dragged 60 pt slowly (100 pt/s)
        // When released (projection 60 + 49.9 = 109.9)
        let decision = SheetReleaseDecision.decide(offset: 60, velocity: 100, sheetHeight: 700)

        // Then it springs back to its detent
        XCTAssertEqual(decision, .snap(detentIndex: 0, offset: 0))
    }

    func testDraggedPastHalfWithoutVelocityDismisses() {
        // Given a 700 pt sheet held still 360 pt down, and another 340 pt down
        // When released with a speed under the 50 pt/s fling gate
        // Then past half it dismisses, before half it stays
        XCTAssertEqual(SheetReleaseDecision.decide(offset: 360, velocity: 40, sheetHeight: 700), .dismiss)
        XCTAssertEqual(SheetReleaseDecision.decide(offset: 340, velocity: 40, sheetHeight: 700),
                       .snap(detentIndex: 0, offset: 0))
    }

    func testUpwardFlickFromFarDownStays() {
        // Given a sheet dragged 500 pt down, then flicked up at 1500 pt/s
        // When released (projection 500 - 748.5 < 0)
        // Then it returns to the top
        XCTAssertEqual(SheetReleaseDecision.decide(offset: 500, velocity: -1500, sheetHeight: 700),
                       .snap(detentIndex: 0, offset: 0))
    }

    func testMediumDetentCatchesAModerateFlick() {
        // Given detents large (0) and medium (350) on a 700 pt sheet
        // When flicked down 40 pt at 600 pt/s (projection 40 + 299.4 = 339.4)
        let decision = SheetReleaseDecision.decide(offset: 40, velocity: 600, sheetHeight: 700,
                                                   detentOffsets: [0, 350])

        // Then it settles on the medium detent
        XCTAssertEqual(decision, .snap(detentIndex: 1, offset: 350))
    }

    func testModalInPresentationNeverDismisses() {
        // Given a sheet that refuses dismissal
        // When flicked hard downwards
        let decision = SheetReleaseDecision.decide(offset: 150, velocity: 5000, sheetHeight: 700,
                                                   allowsDismissal: false)

        // Then it springs back to its only detent
        XCTAssertEqual(decision, .snap(detentIndex: 0, offset: 0))
    }

    func testFlingVelocityIsClampedTo8000() {
        // Given a 700 pt sheet with detents 0 and 350, and a tracker glitch of 1e6 pt/s upward from 650
        // When released (clamped to -8000: projection 650 - 3992 → top)
        // Then it goes to the top detent (and the clamp kept the numbers finite)
        XCTAssertEqual(SheetReleaseDecision.decide(offset: 650, velocity: -1e6, sheetHeight: 700,
                                                   detentOffsets: [0, 350]),
                       .snap(detentIndex: 0, offset: 0))
    }
}
