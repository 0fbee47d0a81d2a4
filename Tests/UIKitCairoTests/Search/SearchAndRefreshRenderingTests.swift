import Foundation
import UIKit
import XCTest

/// The pixels of a search bar (rounded grey field, magnifying glass, placeholder)
/// and of a refreshing control's spinner. Set SEARCH_SHOTS_DIR to keep the PNGs.
final class SearchAndRefreshRenderingTests: XCTestCase {
    private func keep(_ host: HeadlessHost, _ name: String) throws {
        guard let directory = ProcessInfo.processInfo.environment["SEARCH_SHOTS_DIR"] else { return }
        try host.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
    }

    /// Whether `pixel` is within `tolerance` of `expected` on each channel.
    private func assertClose(_ pixel: RGBA8, _ expected: RGBA8, tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        let close = abs(Int(pixel.r) - Int(expected.r)) <= tolerance && abs(Int(pixel.g) - Int(expected.g)) <= tolerance
            && abs(Int(pixel.b) - Int(expected.b)) <= tolerance
        XCTAssertTrue(close, "\(pixel) is not \(expected)", file: file, line: line)
    }

    func testTheSearchBarDrawsAGreyRoundedFieldWithAMagnifierAndPlaceholder() throws {
        // Given a search bar on white
        let host = makeRenderingHost(width: 390, height: 56)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        host.window.addSubview(bar)

        // When drawn
        let pixels = host.snapshot()
        try keep(host, "search-bar.png")

        // Then the field is UIKit's tertiary fill over white (118,118,128 at 12 %) inside its corners,
        // white outside them and around the field
        assertClose(pixels.pixel(x: 300, y: 14), RGBA8(r: 239, g: 239, b: 240))
        assertClose(pixels.pixel(x: 8, y: 10), RGBA8(r: 255, g: 255, b: 255))
        assertClose(pixels.pixel(x: 200, y: 5), RGBA8(r: 255, g: 255, b: 255))
        assertClose(pixels.pixel(x: 385, y: 28), RGBA8(r: 255, g: 255, b: 255))
        // The magnifier's ring (its left side at x 17, the field's 9) is dark grey; its middle is the field's fill
        XCTAssertLessThan(pixels.pixel(x: 17, y: 26).r, 200)
        assertClose(pixels.pixel(x: 22, y: 26), RGBA8(r: 239, g: 239, b: 240), tolerance: 3)
        // The placeholder's text is drawn after the glass, in grey
        let placeholderInk = (38...90).map { pixels.pixel(x: $0, y: 28).r }.min() ?? 255
        XCTAssertLessThan(placeholderInk, 200)
    }

    func testASearchIconImageReplacesTheMagnifier() throws {
        // Given a search bar whose search icon is a 10×10 red square
        let host = makeRenderingHost(width: 390, height: 56)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        let red = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        bar.setImage(red, for: .search, state: .normal)
        host.window.addSubview(bar)

        // When drawn
        let pixels = host.snapshot()

        // Then the square is centred in the glass's slot (field x 11...21, bar x 19...29) and no ring is drawn
        XCTAssertTrue(bar.image(for: .search, state: .normal) === red)
        XCTAssertNil(bar.image(for: .clear, state: .normal))
        assertClose(pixels.pixel(x: 24, y: 28), RGBA8(r: 255, g: 0, b: 0))
        assertClose(pixels.pixel(x: 17, y: 26), RGBA8(r: 239, g: 239, b: 240), tolerance: 3)
    }

    func testARefreshingControlShowsEightGreyPetals() throws {
        // Given a scroll view whose refresh control refreshes, scrolled to show it
        let host = makeRenderingHost(width: 390, height: 200)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        scrollView.contentSize = CGSize(width: 390, height: 1000)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        host.window.addSubview(scrollView)
        control.beginRefreshing()
        scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)

        // When drawn
        let pixels = host.snapshot()
        try keep(host, "refresh-spinner.png")

        // Then the petal at twelve o'clock is opaque system grey (142,142,147) and each one
        // clockwise is fainter, the centre and the space between them white
        let top = pixels.pixel(x: 195, y: 23)
        assertClose(top, RGBA8(r: 142, g: 142, b: 147), tolerance: 12)
        let left = pixels.pixel(x: 188, y: 30)
        XCTAssertGreaterThan(left.r, top.r)
        XCTAssertLessThan(left.r, 250)
        assertClose(pixels.pixel(x: 195, y: 30), RGBA8(r: 255, g: 255, b: 255))
        assertClose(pixels.pixel(x: 195, y: 5), RGBA8(r: 255, g: 255, b: 255))
    }
}
