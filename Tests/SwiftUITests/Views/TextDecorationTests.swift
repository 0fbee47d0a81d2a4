import XCTest
@testable import SwiftUI

/// `Text.strikethrough(_:color:)` / `underline(_:color:)` and the View modifiers:
/// the label's attributed text carries UIKit's line attributes and Pango draws the lines.
final class TextDecorationTests: XCTestCase {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    struct Decorated: View {
        var body: some View {
            VStack(spacing: 20) {
                Text("Strike me").font(.system(size: 20)).strikethrough(color: TextDecorationTests.red)
                    .accessibilityIdentifier("struck")
                Text("Under me").font(.system(size: 20)).underline(true, color: TextDecorationTests.blue)
                    .accessibilityIdentifier("under")
                Text("Plain").font(.system(size: 20)).strikethrough(false).accessibilityIdentifier("plain")
                VStack {
                    Text("Inherited").font(.system(size: 20)).accessibilityIdentifier("inherited")
                    Text("Opted out").font(.system(size: 20)).strikethrough(false).accessibilityIdentifier("opted-out")
                }
                .strikethrough()
            }
        }
    }

    /// The rows of `frame` (from its top) where every pixel of the middle 60% of its
    /// width is tinted by the line's colour (the line is anti-aliased over the rows it covers).
    @MainActor private func lineRows(in frame: CGRect, image: PixelBuffer, tinted: (RGBA8) -> Bool) -> [Int] {
        let left = Int(frame.minX + frame.width * 0.2), right = Int(frame.maxX - frame.width * 0.2)
        return (Int(frame.minY)..<Int(frame.maxY)).filter { y in
            (left..<right).allSatisfy { tinted(image.pixel(x: $0, y: y)) }
        }.map { $0 - Int(frame.minY) }
    }
    /// Red dominating (the line over white or, partly covering, over a black stem).
    private static func reddish(_ pixel: RGBA8) -> Bool { Int(pixel.r) - Int(max(pixel.g, pixel.b)) >= 60 }
    private static func bluish(_ pixel: RGBA8) -> Bool { Int(pixel.b) - Int(max(pixel.r, pixel.g)) >= 60 }
    private static func darkish(_ pixel: RGBA8) -> Bool { pixel.r <= 200 && pixel.g <= 200 && pixel.b <= 200 }

    func testTheLabelCarriesUIKitsLineAttributes() throws { try MainActor.assumeIsolated {
        // Given
        let hosted = HostedContent(Decorated())
        let struck = try XCTUnwrap(hosted.view("struck") as? UILabel)
        let under = try XCTUnwrap(hosted.view("under") as? UILabel)

        // Then: strikethrough and underline styles with their colours, over the whole text
        XCTAssertEqual(struck.attributedText?.attribute(.strikethroughStyle, at: 0, effectiveRange: nil) as? Int, 1)
        XCTAssertEqual(struck.attributedText?.attribute(.strikethroughColor, at: 0, effectiveRange: nil) as? UIColor,
                       TextDecorationTests.red.uiColor)
        XCTAssertEqual(struck.textRun.spans.map(\.strikethrough), [true])
        XCTAssertEqual(under.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int, 1)
        XCTAssertEqual(under.textRun.spans.map(\.underline), [true])
        XCTAssertEqual(under.textRun.spans.first?.underlineColor, TextDecorationTests.blue.uiColor)

        // And `isActive: false` draws none; the View modifier reaches the text inside unless it opts out
        XCTAssertEqual((hosted.view("plain") as? UILabel)?.textRun.spans.count, 0)
        XCTAssertEqual((hosted.view("inherited") as? UILabel)?.textRun.spans.map(\.strikethrough), [true])
        XCTAssertNil((hosted.view("inherited") as? UILabel)?.textRun.spans.first?.strikethroughColor)
        XCTAssertEqual((hosted.view("opted-out") as? UILabel)?.textRun.spans.count, 0)
    } }

    func testPangoDrawsTheLinesInTheirColoursAcrossTheText() throws { try MainActor.assumeIsolated {
        // Given the 20-point texts rendered
        let hosted = HostedContent(Decorated())
        let image = hosted.host.snapshot()
        let struck = try XCTUnwrap(hosted.frame("struck"))
        let under = try XCTUnwrap(hosted.frame("under"))
        let plain = try XCTUnwrap(hosted.frame("plain"))

        // Then a red line runs through the middle of the first (rows counted from the label's top),
        // a blue one under the baseline of the second, and none across the plain text
        // (Pango's 20-point metrics: the strikethrough a 1-pixel line straddling rows 13 and 14 of the
        // 24-point line, the underline on row 19, under the baseline at 18.6)
        XCTAssertEqual(lineRows(in: struck, image: image, tinted: Self.reddish), [13, 14])
        XCTAssertEqual(lineRows(in: under, image: image, tinted: Self.bluish), [19])
        XCTAssertEqual(lineRows(in: plain, image: image, tinted: Self.darkish), [])
        XCTAssertEqual(struck.height, under.height, "the lines take no room")
    } }
}
