import XCTest
@testable import SwiftUI

/// `.badge(_:)`: a tab's red capsule with white text, as UIKit's tab bar draws
/// `badgeValue`; a List row's trailing grey text; nothing for 0 or nil.
final class BadgeTests: XCTestCase {
    struct Tabs: View {
        var body: some View {
            TabView {
                Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
                Text("Sent screen").badge("New").tabItem { Label("Sent", systemImage: "paperplane") }
                Text("Drafts screen").tabItem { Label("Drafts", systemImage: "doc") }.badge(0)
            }
        }
    }

    /// The bounding box of the pixels exactly `color` inside `area`.
    @MainActor private func box(of color: RGBA8, in area: CGRect, image: PixelBuffer) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where image.pixel(x: x, y: y) == color {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func testATabBadgeIsARedCapsuleWithWhiteTextRightOfTheIconsCentre() throws { try MainActor.assumeIsolated {
        // Given three tabs (130 points each) in a 390 x 844 window, the bar's 49 points at the bottom
        let hosted = HostedContent(Tabs())
        let image = hosted.host.snapshot()
        let red = RGBA8(r: 255, g: 59, b: 48, a: 255)

        // Then the first tab's badge: 18 tall, 18 wide for one digit, its leading edge at the
        // centre (65) + 6, one point under the bar's top
        let first = try XCTUnwrap(box(of: red, in: CGRect(x: 0, y: 795, width: 130, height: 49), image: image))
        // (the exact-red pixels: the capsule at (71, 796) 18 x 18 less its anti-aliased edge)
        XCTAssertEqual(first, CGRect(x: 71, y: 796, width: 18, height: 18).insetBy(dx: 1, dy: 1))
        // with white text inside
        let white = box(of: RGBA8(r: 255, g: 255, b: 255, a: 255), in: first.insetBy(dx: 3, dy: 3), image: image)
        XCTAssertNotNil(white)
        // And the second's "New" badge is wider (text + 5 each side), from its centre (195) + 6
        let second = try XCTUnwrap(box(of: red, in: CGRect(x: 130, y: 795, width: 130, height: 49), image: image))
        XCTAssertEqual(second.minX, 201 + 1)
        XCTAssertEqual(second.height, 18, "a capsule's straight top and bottom edges lie on whole pixels")
        XCTAssertGreaterThan(second.width, 18)
        // And a badge of 0 shows nothing
        XCTAssertNil(box(of: red, in: CGRect(x: 260, y: 795, width: 130, height: 49), image: image))
    } }

    func testAListRowBadgeIsTrailingSecondaryText() throws { try MainActor.assumeIsolated {
        // Given
        let hosted = HostedContent(List {
            Text("Inbox").accessibilityIdentifier("inbox").badge(5)
            Text("Drafts").badge(Text("New"))
            Text("Sent").badge(0)
        })
        let badge = try XCTUnwrap(hosted.host.window.firstSubview { ($0 as? UILabel)?.text == "5" } as? UILabel)
        let title = try XCTUnwrap(hosted.frame("inbox"))
        let frame = badge.convert(badge.bounds, to: nil)

        // Then the count is on the title's line, at the row's trailing edge (inset-grouped:
        // 16 from the window's edge, then the cell's 20-point margin), in the secondary colour
        XCTAssertEqual(badge.textColor, UIColor.secondaryLabel)
        XCTAssertEqual(frame.midY, title.midY, accuracy: 0.5)
        XCTAssertEqual(frame.maxX, 390 - 16 - 20, accuracy: 0.5)
        XCTAssertEqual(title.minX, 16 + 20)
        XCTAssertNotNil(hosted.host.window.firstSubview { ($0 as? UILabel)?.text == "New" })
        // And a 0 badge draws nothing
        XCTAssertNil(hosted.host.window.firstSubview { ($0 as? UILabel)?.text == "0" })
    } }
}
