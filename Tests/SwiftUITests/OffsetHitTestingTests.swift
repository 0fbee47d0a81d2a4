import XCTest
@testable import SwiftUI

/// A view moved with `offset` takes touches where it is drawn, not where its layout put
/// it: a sheet parked below the screen (PartialSheet's) leaves the button under its
/// layout frame clickable.
final class OffsetHitTestingTests: XCTestCase {
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
}
