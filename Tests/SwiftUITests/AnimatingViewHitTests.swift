import XCTest
@testable import SwiftUI

/// SwiftUI never stops touches while views animate: a button fading in or moving
/// under `withAnimation` takes a click mid-animation (exyte/PopupView's example
/// switches its display mode with `withAnimation`, and its buttons must take the
/// next click at once).
final class AnimatingViewHitTests: XCTestCase {
    final class Log { var taps = 0 }

    struct Screen: View {
        let log: Log
        @State var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
                    .accessibilityIdentifier("show")
                if shown {
                    Button { log.taps += 1 } label: { Color.green.frame(width: 100, height: 100) }
                        .accessibilityIdentifier("target")
                        .transition(.opacity)
                }
                Spacer()
            }
        }
    }

    func testAButtonMidAnimationTakesTheClick() { MainActor.assumeIsolated {
        // Given a button fading in over one second (an insertion under withAnimation)
        let log = Log()
        let hosted = HostedContent(Screen(log: log))
        guard let show = hosted.frame("show") else { return XCTFail("no show button") }
        hosted.host.click(at: CGPoint(x: show.midX, y: show.midY))
        hosted.host.advance(by: 0.25)
        XCTAssertTrue(hosted.host.window.wantsAnimationFrames, "the fade is still running")
        guard let target = hosted.frame("target") else { return XCTFail("no target button") }

        // When it is clicked a quarter of the way in
        hosted.host.click(at: CGPoint(x: target.midX, y: target.midY))

        // Then its action ran
        XCTAssertEqual(log.taps, 1)
    } }
}
