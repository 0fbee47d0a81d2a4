import XCTest
import UIKit

/// Release decisions (physics.md §5: project with the deceleration rate, then the
/// nearest resting place), springs that start at the release velocity, grabbing a
/// moving sheet, and the locked rubber band.
final class SheetPresentationReleaseTests: XCTestCase {
    private let frame: Double = 1.0 / 60

    func testQuickSixtyPointFlickDismisses() {
        // Given
        let fixture = SheetFixture()

        // When: 60 pt in 0.05 s = 1200 pt/s; 100 + 1.2 × 499 = 699 is nearer 844 than 40
        fixture.flick60()
        let releasedAt = fixture.cardTop
        fixture.host.advance(by: frame)
        let firstFrame = fixture.cardTop
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(releasedAt, 100, accuracy: 0.001)
        XCTAssertEqual(firstFrame, sheetSpringPosition(from: 100, to: 844, velocity: 1200, after: frame), accuracy: 0.5)
        XCTAssertGreaterThan(firstFrame - sheetSpringPosition(from: 100, to: 844, velocity: 0, after: frame), 12,
                             "the release velocity carries on into the spring")
        XCTAssertFalse(fixture.isPresented)
    }

    func testSameSixtyPointsSlowlySnapsBack() {
        // Given
        let fixture = SheetFixture()

        // When: 60 pt in 0.6 s = 100 pt/s; 100 + 0.1 × 499 = 150 is nearer 40
        fixture.slow60()
        let releasedAt = fixture.cardTop
        fixture.host.advance(by: frame)
        let firstFrame = fixture.cardTop
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(releasedAt, 100, accuracy: 0.001)
        XCTAssertEqual(firstFrame, sheetSpringPosition(from: 100, to: 40, velocity: 100, after: frame), accuracy: 0.3)
        XCTAssertGreaterThan(firstFrame - sheetSpringPosition(from: 100, to: 40, velocity: 0, after: frame), 1,
                             "the release velocity carries on into the spring")
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
    }

    func testSheetFollowsThePointerOneToOneWhileDragged() {
        // Given
        let fixture = SheetFixture()

        // When
        fixture.host.pointerDown(at: CGPoint(x: 195, y: 300))
        var tops: [CGFloat] = []
        for step in 1...5 {
            fixture.host.advance(by: frame)
            fixture.host.pointerMove(to: CGPoint(x: 195, y: 300 + CGFloat(step) * 15))
            tops.append(fixture.cardTop)
        }
        fixture.host.advance(by: 0.3)
        fixture.host.pointerUp(at: CGPoint(x: 195, y: 375))
        fixture.host.runUntilIdle()

        // Then: from the first recognized move on (15 pt is past the 10 pt hysteresis)
        XCTAssertEqual(tops, [55, 70, 85, 100, 115])
    }

    func testGrabbingASheetSpringingBackTakesItFromWhereItIs() {
        // Given: released slowly, springing back up
        let fixture = SheetFixture()
        fixture.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 1, pauseBeforeRelease: 0.2)
        XCTAssertEqual(fixture.cardTop, 240, accuracy: 0.001)
        fixture.host.advance(by: 0.1)
        let caught = fixture.cardTop
        XCTAssertTrue(caught > 45 && caught < 235, "moving: \(caught)")

        // When: pressed, held one frame, then dragged 40 pt down
        fixture.host.pointerDown(at: CGPoint(x: 195, y: 600))
        fixture.host.advance(by: frame)
        let held = fixture.cardTop
        var tops: [CGFloat] = []
        for step in 1...4 {
            fixture.host.advance(by: frame)
            fixture.host.pointerMove(to: CGPoint(x: 195, y: 600 + CGFloat(step) * 10))
            tops.append(fixture.cardTop)
        }

        // Then: stopped under the pointer, then 1:1 from there
        XCTAssertEqual(held, caught, accuracy: 0.001)
        XCTAssertEqual(tops.last!, caught + 40, accuracy: 0.001)
        XCTAssertEqual(tops[2], caught + 30, accuracy: 0.001)

        // When: held still and released
        fixture.host.advance(by: 0.3)
        fixture.host.pointerUp(at: CGPoint(x: 195, y: 640))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
        XCTAssertEqual(fixture.recorder.calls, ["shouldDismiss", "willDismiss"], "one attempt per drag that crossed the rest")
    }

    func testGrabbingASheetThatIsLeavingTakesItBackFromWhereItIs() {
        // Given: flicked away
        let fixture = SheetFixture()
        fixture.flick60()
        fixture.host.advance(by: 3 * frame)
        let caught = fixture.cardTop
        XCTAssertTrue(caught > 110 && caught < 800, "leaving: \(caught)")

        // When: grabbed, pulled back up 200 pt slowly and released at rest speed
        fixture.host.pointerDown(at: CGPoint(x: 195, y: caught + 20))
        fixture.host.advance(by: frame)
        let held = fixture.cardTop
        var tops: [CGFloat] = []
        for step in 1...20 {
            fixture.host.advance(by: frame)
            fixture.host.pointerMove(to: CGPoint(x: 195, y: caught + 20 - CGFloat(step) * 10))
            tops.append(fixture.cardTop)
        }
        fixture.host.advance(by: 0.2)
        fixture.host.pointerUp(at: CGPoint(x: 195, y: caught - 180))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(held, caught, accuracy: 0.001)
        XCTAssertEqual(tops[4], caught - 50, accuracy: 0.001)
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
        XCTAssertEqual(fixture.recorder.calls, ["shouldDismiss", "willDismiss"])
        XCTAssertEqual(fixture.events, ["shouldDismiss", "willDismiss", "dismissCancelled"])
    }

    func testGrabbingASheetWhilePresentingTakesItFromWhereItIs() {
        // Given: half way up
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let root = ColorViewController(.gray)
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = ColorViewController(.white)
        var completed = 0
        root.present(sheet, animated: true) { completed += 1 }
        host.advance(by: 0.1)
        let caught = sheet.presentationController!.presentedView!.frame.minY
        XCTAssertTrue(caught > 60 && caught < 800, "presenting: \(caught)")

        // When
        host.pointerDown(at: CGPoint(x: 195, y: caught + 20))
        host.advance(by: frame)
        let held = sheet.presentationController!.presentedView!.frame.minY
        for step in 1...3 {
            host.advance(by: frame)
            host.pointerMove(to: CGPoint(x: 195, y: caught + 20 - CGFloat(step) * 20))
        }
        let dragged = sheet.presentationController!.presentedView!.frame.minY
        host.advance(by: 0.3)
        host.pointerUp(at: CGPoint(x: 195, y: caught - 40))
        host.runUntilIdle()

        // Then
        XCTAssertEqual(held, caught, accuracy: 0.001)
        XCTAssertEqual(dragged, caught - 60, accuracy: 0.001)
        XCTAssertEqual(completed, 1)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.presentationController!.presentedView!.frame, sheet.presentationController!.frameOfPresentedViewInContainerView)
    }

    func testAPressWithoutADragOnASpringingSheetLetsItSettle() {
        // Given: springing back
        let fixture = SheetFixture()
        fixture.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 1, pauseBeforeRelease: 0.2)
        fixture.host.advance(by: 0.1)

        // When
        fixture.host.click(at: CGPoint(x: 195, y: 600))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
    }

    func testGrabbingASheetDuringAProgrammaticDismissalDoesNotStopIt() {
        // Given
        let fixture = SheetFixture()
        var completions = 0
        fixture.root.dismiss(animated: true) { completions += 1 }
        fixture.host.advance(by: 0.1)
        let leaving = fixture.cardTop

        // When
        fixture.host.drag(from: CGPoint(x: 195, y: leaving + 20), to: CGPoint(x: 195, y: leaving - 100), duration: 0.3)
        fixture.host.runUntilIdle()

        // Then: UIKit does not let a touch interrupt a programmatic dismissal
        XCTAssertEqual(completions, 1)
        XCTAssertFalse(fixture.isPresented)
        XCTAssertEqual(fixture.recorder.calls, [])
        XCTAssertEqual(fixture.events, ["dismissed"])
    }

    func testLockedSheetRubberBandsAHundredPointPullAndSpringsBackExactly() {
        // Given
        let fixture = SheetFixture { $0.isModalInPresentation = true }

        // When: pulled 100 pt and held
        fixture.host.pointerDown(at: CGPoint(x: 195, y: 300))
        for step in 1...10 {
            fixture.host.advance(by: frame)
            fixture.host.pointerMove(to: CGPoint(x: 195, y: 300 + CGFloat(step) * 10))
        }
        let displacement = fixture.cardTop - 40

        // Then: rubberBand(100, d = 844 × 0.25) = (1 − 1 / (100 × 0.55 / 211 + 1)) × 211 ≈ 43.63
        XCTAssertEqual(displacement, rubberBand(offset: 100, dimension: 844 * 0.25), accuracy: 0.001)
        XCTAssertEqual(displacement, 43.63, accuracy: 0.01)

        // When
        fixture.host.advance(by: 0.3)
        fixture.host.pointerUp(at: CGPoint(x: 195, y: 400))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
        XCTAssertEqual(fixture.recorder.calls, ["didAttemptToDismiss"])
    }

    func testPullingAboveTheLargestDetentRubberBands() {
        // Given
        let fixture = SheetFixture()

        // When: 100 pt up
        fixture.host.pointerDown(at: CGPoint(x: 195, y: 300))
        for step in 1...10 {
            fixture.host.advance(by: frame)
            fixture.host.pointerMove(to: CGPoint(x: 195, y: 300 - CGFloat(step) * 10))
        }
        let top = fixture.cardTop
        fixture.host.advance(by: 0.3)
        fixture.host.pointerUp(at: CGPoint(x: 195, y: 200))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(top, 40 - rubberBand(offset: 100, dimension: 844), accuracy: 0.001)
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
        XCTAssertEqual(fixture.recorder.calls, [])
    }
}
