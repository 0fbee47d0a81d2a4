import XCTest
@testable import SwiftUI

/// A button inside a view with a drag gesture (BottomSheet's header and its close
/// button) still takes a click: a drag needs to move before it begins.
final class ButtonUnderDragGestureTests: XCTestCase {
    final class Log { var taps = 0; var drags = 0 }

    struct Header: View {
        let log: Log
        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                Text("Title").padding()
                Spacer(minLength: 0)
                Button(action: { log.taps += 1 }) {
                    Image(systemName: "xmark.circle.fill").resizable().scaledToFit().frame(width: 30, height: 30)
                }
                .buttonStyle(.borderless)
                .accessibilityIdentifier("close")
                .padding([.trailing, .bottom])
            }
            .gesture(DragGesture().onChanged { _ in log.drags += 1 })
        }
    }

    func testAClickOnTheButtonRunsItsAction() { MainActor.assumeIsolated {
        let log = Log()
        let hosted = HostedContent(Header(log: log))
        hosted.tap("close")
        XCTAssertEqual(log.taps, 1)
        XCTAssertEqual(log.drags, 0)
    }}
}
