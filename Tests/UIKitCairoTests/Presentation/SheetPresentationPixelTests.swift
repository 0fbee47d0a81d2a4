import XCTest
import UIKit

/// What the window shows with a sheet at rest, read from a headless snapshot at scale 1.
/// The presenter is rgb(51, 153, 255); under 40 % black dimming it is rgb(31, 92, 153).
final class SheetPresentationPixelTests: XCTestCase {
    private let dimmedPresenter = (r: 51.0 * 0.6, g: 153.0 * 0.6, b: 255.0 * 0.6)

    private func assertDimmedPresenter(_ pixel: RGBA8, shadowed: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        // The card's soft shadow (12 % black) may darken the rows just above its top edge.
        let low = shadowed ? 0.85 : 1.0
        for (value, expected) in [(pixel.r, dimmedPresenter.r), (pixel.g, dimmedPresenter.g), (pixel.b, dimmedPresenter.b)] {
            XCTAssertGreaterThanOrEqual(Double(value), expected * low - 1, "\(pixel)", file: file, line: line)
            XCTAssertLessThanOrEqual(Double(value), expected + 1, "\(pixel)", file: file, line: line)
        }
    }

    func testMediumSheetDimsThePresenterByFortyPercentAndItsTopEdgeIsAtHalfHeight() {
        // Given
        let fixture = SheetFixture { controller in
            let sheet = controller.sheetPresentationController!
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
        }

        // When
        let pixels = fixture.host.snapshot()

        // Then
        assertDimmedPresenter(pixels[195, 200])
        assertDimmedPresenter(pixels[195, 421], shadowed: true)
        XCTAssertEqual(pixels[195, 422], .white)
        XCTAssertEqual(pixels[195, 843], .white)
    }

    func testLargeSheetSitsOverThePushedBackPresenter() {
        // Given
        let fixture = SheetFixture()

        // When
        let pixels = fixture.host.snapshot()

        // Then: black behind the scaled presenter (top at 844 × 0.035 ≈ 29.5), the
        // presenter dimmed between it and the card, the card from y = 40
        XCTAssertEqual(pixels[195, 10], .black)
        assertDimmedPresenter(pixels[195, 39], shadowed: true)
        XCTAssertEqual(pixels[195, 40], .white)
        XCTAssertEqual(pixels[195, 700], .white)
        XCTAssertEqual(pixels[2, 20], .black)
    }
}
