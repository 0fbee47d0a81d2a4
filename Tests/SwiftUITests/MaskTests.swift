import XCTest
@testable import SwiftUI

/// `mask(alignment:_:)`: the mask's alpha shows or hides the view; a plain shape clips.
final class MaskTests: XCTestCase {
    struct HalfMasked: View {
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .mask(alignment: .leading) { Color.black.frame(width: 50, height: 100) }
                .accessibilityIdentifier("masked")
        }
    }

    func testAViewMaskShowsOnlyWhereTheMaskIsAlignedAndOpaque() {
        MainActor.assumeIsolated {
            // Given
            let hosted = HostedContent(HalfMasked())
            let frame = hosted.frame("masked")!
            let image = hosted.host.snapshot()
            let y = Int(frame.midY)

            // Then: the left half (where the leading-aligned 50-point mask is) is red, the right half is the white background
            XCTAssertEqual(frame.size, CGSize(width: 100, height: 100), "the mask takes no part in the size")
            XCTAssertEqual(image.pixel(x: Int(frame.minX) + 25, y: y), RGBA8(r: 255, g: 59, b: 48, a: 255))
            XCTAssertEqual(image.pixel(x: Int(frame.minX) + 75, y: y), RGBA8(r: 255, g: 255, b: 255, a: 255))
            XCTAssertNotNil(hosted.view("masked")?.mask, "a view mask is UIKit's mask view")
        }
    }

    struct ShapeMasked: View {
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .mask(RoundedRectangle(cornerRadius: 30, style: .continuous))
                .accessibilityIdentifier("rounded")
        }
    }

    func testAShapeMaskClipsAsClipShapeDoes() {
        MainActor.assumeIsolated {
            // Given
            let hosted = HostedContent(ShapeMasked())
            let view = hosted.view("rounded")!

            // Then: a clip with the shape's corner radius, no mask pass
            XCTAssertNil(view.mask)
            XCTAssertTrue(view.clipsToBounds)
            XCTAssertEqual(view.layer.cornerRadius, 30)
            let image = hosted.host.snapshot()
            let frame = hosted.frame("rounded")!
            XCTAssertEqual(image.pixel(x: Int(frame.minX) + 1, y: Int(frame.minY) + 1), RGBA8(r: 255, g: 255, b: 255, a: 255))
            XCTAssertEqual(image.pixel(x: Int(frame.midX), y: Int(frame.midY)), RGBA8(r: 255, g: 59, b: 48, a: 255))
        }
    }
}
