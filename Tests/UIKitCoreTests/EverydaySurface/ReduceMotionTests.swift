import Foundation
import XCTest
@testable import UIKitCore

/// With Reduce Motion on, presentations cross-fade in place instead of sliding, as on iOS.
final class ReduceMotionTests: XCTestCase {
    private func makeDriver(reduceMotion: Bool) -> (VirtualWindowDriver, UIViewController) {
        let driver = VirtualWindowDriver()
        driver.window.application?.accessibilitySettings.isReduceMotionEnabled = reduceMotion
        let root = UIViewController()
        driver.window.rootViewController = root
        driver.runUntilIdle()
        return (driver, root)
    }

    func testASheetFadesInAtItsDetentInsteadOfSliding() throws {
        // Given Reduce Motion on
        let (driver, root) = makeDriver(reduceMotion: true)
        XCTAssertTrue(UIAccessibility.isReduceMotionEnabled)
        let content = UIViewController()
        let sheet = try XCTUnwrap(content.sheetPresentationController)

        // When a page sheet is presented, and 0.1 s pass
        root.present(content, animated: true)
        driver.advance(by: 0.1)

        // Then the card already rests at its detent, part-way faded in
        XCTAssertEqual(sheet.cardView.frame.minY, sheet.restingTop)
        let early = sheet.cardView.alpha
        XCTAssertGreaterThan(early, 0)
        XCTAssertLessThan(early, 1)

        // And it only ever fades in, never moves, until fully opaque at the end
        var alphas = [early]
        while root.presentedViewController?.isBeingPresented == true {
            driver.advance(by: 1.0 / 60)
            XCTAssertEqual(sheet.cardView.frame.minY, sheet.restingTop)
            alphas.append(sheet.cardView.alpha)
        }
        XCTAssertEqual(alphas, alphas.sorted())
        XCTAssertEqual(sheet.cardView.alpha, 1)

        // When it is dismissed, it fades out where it is
        content.dismiss(animated: true)
        driver.advance(by: 0.1)
        XCTAssertEqual(sheet.cardView.frame.minY, sheet.restingTop)
        XCTAssertLessThan(sheet.cardView.alpha, 1)
        driver.runUntilIdle()
        XCTAssertNil(root.presentedViewController)
    }

    func testWithoutReduceMotionTheSheetSlidesAtFullOpacity() throws {
        // Given Reduce Motion off
        let (driver, root) = makeDriver(reduceMotion: false)
        let content = UIViewController()
        let sheet = try XCTUnwrap(content.sheetPresentationController)

        // When a page sheet is presented, and 0.1 s pass
        root.present(content, animated: true)
        driver.advance(by: 0.1)

        // Then the card is still below its detent, opaque
        XCTAssertGreaterThan(sheet.cardView.frame.minY, sheet.restingTop + 10)
        XCTAssertEqual(sheet.cardView.alpha, 1)
    }

    func testAFullScreenPresentationCrossFadesInsteadOfCoveringVertically() {
        // Given Reduce Motion on and a full-screen controller (cover vertical by default)
        let (driver, root) = makeDriver(reduceMotion: true)
        let content = UIViewController()
        content.modalPresentationStyle = .fullScreen

        // When it is presented, and 0.1 s pass
        root.present(content, animated: true)
        driver.advance(by: 0.1)

        // Then its view is in place, part-way faded in; at the end it is opaque
        XCTAssertEqual(content.view.layer.presented.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertGreaterThan(content.view.layer.presented.alpha, 0)
        XCTAssertLessThan(content.view.layer.presented.alpha, 1)
        driver.runUntilIdle()
        XCTAssertEqual(content.view.alpha, 1)
        XCTAssertEqual(content.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
