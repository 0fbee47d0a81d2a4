import XCTest
@testable import QuartzCore

/// The release decision of a percent-driven transition: progress projected with
/// the sheet's projection (v / 1000 × 0.998 / 0.002 points) over the drag's
/// distance, for flicks of 700 pt/s and more (Flutter's Material bottom sheet).
final class InteractiveReleaseTests: XCTestCase {
    func testAFlickIsProjectedAndADragIsNot() {
        // Given an 844 pt modal at 15 %
        // Then: 1500 pt/s projects 748.5 pt; 699 pt/s is a drag; 700 pt/s projects 349.3 pt
        XCTAssertEqual(InteractiveRelease.projectedProgress(0.15, velocity: 1500, distance: 844), 0.15 + 748.5 / 844, accuracy: 1e-12)
        XCTAssertEqual(InteractiveRelease.projectedProgress(0.15, velocity: 699.9, distance: 844), 0.15)
        XCTAssertEqual(InteractiveRelease.projectedProgress(0.15, velocity: 700, distance: 844), 0.15 + 349.3 / 844, accuracy: 1e-12)
        XCTAssertEqual(InteractiveRelease.projectedProgress(0.15, velocity: -700, distance: 844), 0.15 - 349.3 / 844, accuracy: 1e-12)
    }

    func testFlicksAreClampedAndANullDistanceProjectsNothing() {
        // Then: 8000 pt/s at most (3992 pt)
        XCTAssertEqual(InteractiveRelease.projectedProgress(0.5, velocity: 20000, distance: 844), 0.5 + 3992 / 844, accuracy: 1e-12)
        XCTAssertEqual(InteractiveRelease.projectedProgress(0.5, velocity: 1500, distance: 0), 0.5)
    }

    func testTheThresholdRuleOfTheArticleForDragsAndTheProjectionForFlicks() {
        // Then: the article's strict `percent > 0.3` for drags
        XCTAssertFalse(InteractiveRelease.shouldFinish(progress: 0.3, velocity: 0, distance: 844, threshold: 0.3))
        XCTAssertTrue(InteractiveRelease.shouldFinish(progress: 0.3001, velocity: 0, distance: 844, threshold: 0.3))
        XCTAssertFalse(InteractiveRelease.shouldFinish(progress: 0.25, velocity: 600, distance: 844, threshold: 0.3))
        XCTAssertTrue(InteractiveRelease.shouldFinish(progress: 0.35, velocity: -600, distance: 844, threshold: 0.3))
        // and flicks by where they head
        XCTAssertTrue(InteractiveRelease.shouldFinish(progress: 0.15, velocity: 1500, distance: 844, threshold: 0.3))
        XCTAssertTrue(InteractiveRelease.shouldFinish(progress: 0.05, velocity: 700, distance: 844, threshold: 0.3))
        XCTAssertFalse(InteractiveRelease.shouldFinish(progress: 0.35, velocity: -1500, distance: 844, threshold: 0.3))
        XCTAssertTrue(InteractiveRelease.shouldFinish(progress: 0.95, velocity: -700, distance: 844, threshold: 0.3),
                      "0.95 − 0.414 is still past 30 %")
        XCTAssertFalse(InteractiveRelease.shouldFinish(progress: 0.6, velocity: -1000, distance: 844, threshold: 0.3),
                       "0.6 − 499 / 844 = 0.009")
        // a taller window projects less of itself: 0.7 − 349.3 / 2000 = 0.525
        XCTAssertTrue(InteractiveRelease.shouldFinish(progress: 0.7, velocity: -700, distance: 2000, threshold: 0.3))
    }
}
