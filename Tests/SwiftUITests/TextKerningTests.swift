import XCTest
@testable import SwiftUI

/// `Text.kerning(_:)` / `tracking(_:)`: Pango's letter spacing widens the text by the
/// spacing per character, in measurement and in drawing.
final class TextKerningTests: XCTestCase {
    func testKerningAndTrackingWidenTheTextByTheSpacingPerCharacter() throws {
        try MainActor.assumeIsolated {
            // Given "Nickname" plain, kerned 2, tracked 3 (with kerning 2: tracking wins), and in a
            // view-level kerning of -0.5 (iOS 16's modifier)
            let hosted = HostedContent(VStack {
                Text("Nickname").accessibilityIdentifier("plain")
                Text("Nickname").kerning(2).accessibilityIdentifier("kerned")
                Text("Nickname").kerning(2).tracking(3).accessibilityIdentifier("tracked")
                Text("Nickname").accessibilityIdentifier("tight").kerning(-0.5)
            })
            let plain = try XCTUnwrap(hosted.frame("plain")).width
            // Then each is wider by the spacing between each pair of its 8 characters (Pango's
            // extents leave out the last one's), on one line: sizes are whole points, rounded up
            XCTAssertEqual(try XCTUnwrap(hosted.frame("kerned")).size, CGSize(width: plain + 14, height: 20))
            XCTAssertEqual(try XCTUnwrap(hosted.frame("tracked")).size, CGSize(width: plain + 21, height: 20))
            XCTAssertEqual(try XCTUnwrap(hosted.frame("tight")).width, plain - 3.5, accuracy: 0.5)
            // And the label draws the attributed text with the label's font and colour
            let label = try XCTUnwrap(hosted.view("kerned") as? UILabel)
            XCTAssertEqual(label.text, "Nickname")
            XCTAssertEqual(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? CGFloat, 2)
            XCTAssertEqual(label.textRun.spans.map(\.kern), [2])
        }
    }

    func testSettingPlainTextDropsTheAttributesAsInUIKit() {
        MainActor.assumeIsolated {
            // Given a label showing kerned attributed text
            let label = UILabel()
            label.attributedText = NSAttributedString(string: "Hi", attributes: [.kern: CGFloat(4)])
            XCTAssertEqual(label.text, "Hi")
            XCTAssertEqual(label.textRun.spans.count, 1)
            // When its text is set, the attributes go
            label.text = "Hello"
            XCTAssertEqual(label.textRun.spans.count, 0)
            XCTAssertEqual(label.attributedText?.string, "Hello")
        }
    }
}
