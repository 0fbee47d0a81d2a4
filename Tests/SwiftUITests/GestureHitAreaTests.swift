import XCTest
@testable import SwiftUI

/// Where a gesture is hit, as in SwiftUI: where its content draws or inside its
/// `contentShape`. A view moved with `offset` takes touches where it is drawn, not
/// where its layout put it: a sheet parked below the screen (PartialSheet's) leaves
/// the button under its layout frame clickable.
final class GestureHitAreaTests: XCTestCase {
    final class Log { var taps = 0 }

    struct Screen: View {
        let log: Log
        var body: some View {
            ZStack {
                Button("Show") { log.taps += 1 }.accessibilityIdentifier("show")
                ZStack {
                    Group {
                        VStack(spacing: 0) {
                            RoundedRectangle(cornerRadius: 2.5).frame(width: 40, height: 5).frame(height: 40)
                            VStack { EmptyView(); Spacer() }
                        }
                        .frame(width: 390)
                        .background(Color.white)
                        .cornerRadius(10)
                        .shadow(color: .black.opacity(0.13), radius: 10)
                        .offset(y: 844)
                        .gesture(DragGesture().onChanged { _ in })
                    }
                }
                .edgesIgnoringSafeArea(.vertical)
            }
        }
    }

    func testAButtonUnderAViewOffsetBelowTheScreenTakesTheClick() { MainActor.assumeIsolated {
        let log = Log()
        let hosted = HostedContent(Screen(log: log))
        hosted.tap("show")
        XCTAssertEqual(log.taps, 1)
    } }

    struct Row: View {
        let log: Log
        let shaped: Bool
        var body: some View {
            VStack {
                if shaped {
                    HStack { Text("Title"); Spacer(); Text("Detail") }.contentShape(Rectangle()).onTapGesture { log.taps += 1 }
                } else {
                    HStack { Text("Title"); Spacer(); Text("Detail") }.onTapGesture { log.taps += 1 }
                }
                Spacer()
            }
        }
    }

    func testARowsGapTakesATapOnlyWithAContentShape() { MainActor.assumeIsolated {
        for (shaped, expected) in [(false, [0, 1]), (true, [1, 2])] {
            let log = Log()
            let hosted = HostedContent(Row(log: log, shaped: shaped))
            // A click in the gap between the texts, then on the first text (x 10: inside "Title")
            hosted.host.click(at: CGPoint(x: 195, y: 8)); hosted.settle()
            XCTAssertEqual(log.taps, expected[0], "shaped: \(shaped)")
            hosted.host.click(at: CGPoint(x: 10, y: 8)); hosted.settle()
            XCTAssertEqual(log.taps, expected[1], "shaped: \(shaped)")
        }
    } }
}
