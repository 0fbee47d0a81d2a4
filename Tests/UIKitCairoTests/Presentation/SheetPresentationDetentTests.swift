import XCTest
import UIKit

/// Detents (medium ≈ half, large = full), undimmed detents, and the presenter pushed back.
final class SheetPresentationDetentTests: XCTestCase {
    private let frame: Double = 1.0 / 60

    private func mediumLargeFixture(selected: UISheetPresentationController.Detent.Identifier, undimmed: UISheetPresentationController.Detent.Identifier? = nil) -> SheetFixture {
        SheetFixture { controller in
            let sheet = controller.sheetPresentationController!
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = selected
            sheet.largestUndimmedDetentIdentifier = undimmed
        }
    }

    func testMediumAndLargeDetentsRestWhereExpected() {
        // Given / When
        let large = mediumLargeFixture(selected: .large)
        let medium = mediumLargeFixture(selected: .medium)

        // Then: large 10 pt below the pushed-back presenter's top (844 × 0.035 ≈ 30); medium half of 844
        XCTAssertEqual(large.cardTop, 40)
        XCTAssertEqual(medium.cardTop, 422)
        XCTAssertEqual(medium.cardFrame, medium.restingFrame)
    }

    func testDragFromLargeThatProjectsNearMediumSettlesThereAndTellsTheDelegateOnce() {
        // Given
        let fixture = mediumLargeFixture(selected: .large)

        // When: 300 pt down then held (no velocity): 340 is nearest 422
        fixture.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 1, pauseBeforeRelease: 0.2)
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.sheet.sheetPresentationController?.selectedDetentIdentifier, .medium)
        XCTAssertEqual(fixture.cardTop, 422)
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
        XCTAssertEqual(fixture.recorder.calls, ["didChangeDetent"])
        XCTAssertEqual(fixture.events, [])
        XCTAssertTrue(fixture.isPresented)
    }

    func testFlickUpFromMediumGoesToLarge() {
        // Given
        let fixture = mediumLargeFixture(selected: .medium)

        // When
        fixture.host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 540), duration: 0.05)
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.sheet.sheetPresentationController?.selectedDetentIdentifier, .large)
        XCTAssertEqual(fixture.cardTop, 40)
        XCTAssertEqual(fixture.recorder.calls, ["didChangeDetent"])
    }

    func testProgrammaticDetentChangeMovesWithoutCallingTheDelegate() {
        // Given
        let fixture = mediumLargeFixture(selected: .large)
        let sheet = fixture.sheet.sheetPresentationController!

        // When
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.cardTop, 422)
        XCTAssertEqual(fixture.recorder.calls, [])
    }

    func testAtMediumEveryDetentDimsUnlessUndimmed() {
        // Given / When
        let dimmed = mediumLargeFixture(selected: .medium)
        let undimmed = mediumLargeFixture(selected: .medium, undimmed: .medium)

        // Then: nil means every detent dims (UIKit)
        XCTAssertEqual(dimmed.dimmingView?.alpha ?? -1, 0.4, accuracy: 0.0001)
        XCTAssertEqual(undimmed.dimmingView?.alpha ?? -1, 0, accuracy: 0.0001)
    }

    func testUndimmedMediumLetsTouchesThroughToThePresenterAndLargeBlocksThem() {
        // Given
        let fixture = mediumLargeFixture(selected: .medium, undimmed: .medium)
        var presenterTaps = 0
        fixture.root.view.addGestureRecognizer(UITapGestureRecognizer { _ in presenterTaps += 1 })

        // When
        fixture.host.click(at: CGPoint(x: 195, y: 200))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(presenterTaps, 1)
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.recorder.calls, [])

        // When: at large it dims and blocks
        let sheet = fixture.sheet.sheetPresentationController!
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        fixture.host.runUntilIdle()
        fixture.host.click(at: CGPoint(x: 195, y: 20))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(presenterTaps, 1)
        XCTAssertEqual(fixture.recorder.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    func testPresenterIsPushedBackAtRestFollowsTheDragAndIsRestoredExactly() {
        // Given
        let fixture = SheetFixture()
        let view = fixture.root.view!

        // Then: at rest
        XCTAssertEqual(view.transform.a, 0.93, accuracy: 0.0001)
        XCTAssertEqual(view.transform.d, 0.93, accuracy: 0.0001)
        XCTAssertEqual(view.layer.cornerRadius, 10, accuracy: 0.0001)
        XCTAssertTrue(view.clipsToBounds)

        // When: held 200 pt down
        fixture.host.pointerDown(at: CGPoint(x: 195, y: 300))
        for step in 1...10 {
            fixture.host.advance(by: frame)
            fixture.host.pointerMove(to: CGPoint(x: 195, y: 300 + CGFloat(step) * 20))
        }
        let midScale = view.transform.a
        let midRadius = view.layer.cornerRadius

        // Then: (844 − 240) / (844 − 40) of the way
        let progress: CGFloat = (844 - 240) / (844 - 40)
        XCTAssertEqual(midScale, 1 - 0.07 * progress, accuracy: 0.0001)
        XCTAssertEqual(midRadius, 10 * progress, accuracy: 0.0001)

        // When: held still, released: it springs back
        fixture.host.advance(by: 0.3)
        fixture.host.pointerUp(at: CGPoint(x: 195, y: 500))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 0.93, y: 0.93))
        XCTAssertEqual(view.layer.cornerRadius, 10)

        // When: dismissed
        fixture.root.dismiss(animated: true)
        fixture.host.runUntilIdle()

        // Then
        XCTAssertFalse(fixture.isPresented)
        XCTAssertEqual(view.transform, .identity)
        XCTAssertEqual(view.layer.cornerRadius, 0)
        XCTAssertFalse(view.clipsToBounds)
        XCTAssertEqual(fixture.host.window.backgroundColor, .systemBackground)
    }

    func testPresenterKeepsItsOwnCornerRadiusAfterDismissal() {
        // Given
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let root = ColorViewController(.gray)
        host.window.rootViewController = root
        root.view.layer.cornerRadius = 4
        host.runUntilIdle()

        // When
        root.present(ColorViewController(.white), animated: true)
        host.runUntilIdle()
        let atRest = root.view.layer.cornerRadius
        root.dismiss(animated: true)
        host.runUntilIdle()

        // Then
        XCTAssertEqual(atRest, 10)
        XCTAssertEqual(root.view.layer.cornerRadius, 4)
        XCTAssertEqual(root.view.transform, .identity)
    }
}
