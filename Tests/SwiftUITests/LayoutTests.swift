import XCTest
@testable import SwiftUI

/// SwiftUI's layout algorithm with hand-solved numbers (colours and frames, no text metrics).
final class LayoutTests: XCTestCase {
    func testVStackCentresItsChildrenWithDefaultSpacingInTheSafeArea() {
        MainActor.assumeIsolated {
            // Given a VStack of a 100x50 and a 60x30 view
            let hosted = HostedContent(VStack {
                Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
            })
            // Then the stack is 100 x (50 + 8 + 30) = 88, centred in the safe area; children centred in it
            let safe = hosted.safeArea
            let top = safe.minY + (safe.height - 88) / 2
            XCTAssertEqual(hosted.frame("a"), CGRect(x: 145, y: top, width: 100, height: 50))
            XCTAssertEqual(hosted.frame("b"), CGRect(x: 165, y: top + 58, width: 60, height: 30))
        }
    }

    func testHStackSpacerPushesChildrenToTheEdgesOfThePadding() {
        MainActor.assumeIsolated {
            // Given an HStack with a spacer, padded by the default 16, fixed at 300 wide
            let hosted = HostedContent(HStack {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("left")
                Spacer()
                Color.blue.frame(width: 30, height: 40).accessibilityIdentifier("right")
            }
            .padding()
            .frame(width: 300)
            .accessibilityIdentifier("frame"))
            // Then the frame is 300 x (40 + 32); left at 16, right ends at 300 - 16; left centred vertically
            let frame = hosted.frame("frame")!
            XCTAssertEqual(frame.size, CGSize(width: 300, height: 72))
            XCTAssertEqual(hosted.frame("left"), CGRect(x: frame.minX + 16, y: frame.minY + 16 + 10, width: 50, height: 20))
            XCTAssertEqual(hosted.frame("right"), CGRect(x: frame.maxX - 16 - 30, y: frame.minY + 16, width: 30, height: 40))
        }
    }

    func testSpacersAroundInfinitelyFlexibleContentKeepTheirMinimumsAndTheContentTakesTheRest() {
        MainActor.assumeIsolated {
            // Given content as flexible as a spacer (a colour), between two spacers, 300 wide
            // (the centring pattern of public card libraries: HStack { Spacer(); content; Spacer() }),
            let hosted = HostedContent(HStack {
                Spacer()
                Color.red.frame(height: 20).accessibilityIdentifier("content")
                Spacer()
            }
            .frame(width: 300)
            .accessibilityIdentifier("frame"))
            // then the spacers are offered space after it and keep their 8-point minimums: the
            // content is 300 - 2 x 8 (spacing) - 2 x 8 (spacers) = 268 wide, centred (at 16).
            let frame = hosted.frame("frame")!
            XCTAssertEqual(hosted.frame("content"), CGRect(x: frame.minX + 16, y: frame.minY, width: 268, height: 20))
        }
    }

    func testColoursShareTheLengthEquallyAndFixedViewsGoFirst() {
        MainActor.assumeIsolated {
            // Given an HStack 0-spacing of two flexible colours and a fixed 90-wide one, in a 390 wide frame
            let hosted = HostedContent(HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("a")
                Color.green.frame(width: 90).accessibilityIdentifier("fixed")
                Color.blue.accessibilityIdentifier("b")
            }.frame(width: 390, height: 100))
            // Then the fixed one takes 90 and the others 150 each
            let a = hosted.frame("a")!, fixed = hosted.frame("fixed")!, b = hosted.frame("b")!
            XCTAssertEqual([a.width, fixed.width, b.width], [150, 90, 150])
            XCTAssertEqual([a.minX, fixed.minX, b.minX], [0, 150, 240])
            XCTAssertEqual(a.height, 100)
        }
    }

    func testFlexibleFrameTakesTheWidthOfferedUpToItsMaximum() {
        MainActor.assumeIsolated {
            // Given a 40x40 colour in frame(maxWidth: .infinity, alignment: .leading) and one in frame(maxWidth: 100)
            let hosted = HostedContent(VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).accessibilityIdentifier("inner")
                    .frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("wide")
                Color.blue.frame(maxWidth: 100).frame(height: 10).accessibilityIdentifier("capped")
            })
            // Then the wide frame spans the safe area's width, its content at its leading edge; the capped one is 100
            XCTAssertEqual(hosted.frame("wide")?.width, hosted.safeArea.width)
            XCTAssertEqual(hosted.frame("inner")?.minX, hosted.safeArea.minX)
            XCTAssertEqual(hosted.frame("capped")?.width, 100)
        }
    }

    func testZStackAlignsChildrenAndIsAsLargeAsTheLargest() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 100, height: 80).accessibilityIdentifier("big")
                Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("small")
            })
            let big = hosted.frame("big")!
            XCTAssertEqual(hosted.frame("small"), CGRect(x: big.maxX - 20, y: big.maxY - 10, width: 20, height: 10))
        }
    }

    func testBackgroundIsSizedToItsContent() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(Color.clear.frame(width: 70, height: 30)
                .padding(10)
                .background(Color.yellow.accessibilityIdentifier("bg")))
            XCTAssertEqual(hosted.frame("bg")?.size, CGSize(width: 90, height: 50))
        }
    }
}
