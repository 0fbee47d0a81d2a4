import XCTest
@testable import SwiftUI

/// `@GestureState`: set by `updating` while the gesture is active, back to its
/// initial value when it ends, fails or is cancelled, in its reset transaction.
final class GestureStateTests: XCTestCase {
    struct PressScreen: View {
        let log: GestureLog
        @GestureState var pressing = false
        var body: some View {
            Color.blue.frame(width: 200, height: 200)
                .gesture(LongPressGesture(minimumDuration: 1)
                    .updating($pressing) { value, state, _ in state = value }
                    .onEnded { _ in log("ended") })
                .accessibilityIdentifier("area")
                .onChange(of: pressing) { _, new in log("pressing \(new)") }
        }
    }

    func testTheStateFollowsALongPressAndResetsWhenItEnds() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(PressScreen(log: log))

            // When: pressed and held past the duration (the pointer still down)
            hosted.drive(.down(100, 100), .wait(0.5))
            XCTAssertEqual(log.entries, ["pressing true"])
            hosted.host.advance(by: 0.5)

            // Then: it ended at one second, and the state went back to false then
            XCTAssertEqual(log.entries, ["pressing true", "ended", "pressing false"])
            hosted.drive(.up(100, 100), .settle)
            XCTAssertEqual(log.entries, ["pressing true", "ended", "pressing false"])
        }
    }

    func testTheStateResetsWhenTheGestureFails() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(PressScreen(log: log))

            // When: released early, then pressed again and moved 20 points away
            hosted.drive(.down(100, 100), .wait(0.3), .up(100, 100), .settle, .down(100, 100), .wait(0.1),
                         .move(120, 100), .settle)

            // Then: never ended; reset each time
            XCTAssertEqual(log.entries, ["pressing true", "pressing false", "pressing true", "pressing false"])
        }
    }

    func testTheStateResetsWhenADragIsCancelled() {
        MainActor.assumeIsolated {
            final class Screen: View {
                let log: GestureLog
                init(log: GestureLog) { self.log = log }
                @GestureState var offset: CGFloat = 0
                var body: some View {
                    Color.blue.frame(width: 200, height: 200)
                        .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation.width })
                        .accessibilityIdentifier("area")
                        .onChange(of: offset) { [log] _, new in log("offset \(Int(new))") }
                }
            }
            let log = GestureLog()
            let hosted = HostedContent(Screen(log: log))

            hosted.drive(.down(20, 20), .wait(0.05), .move(70, 20), .wait(0.05), .cancel, .settle)

            XCTAssertEqual(log.entries, ["offset 50", "offset 0"])
        }
    }

    struct AnimatedResetScreen: View {
        @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) var wide = false
        var body: some View {
            Color.blue.frame(width: wide ? 300 : 100, height: 100)
                .gesture(LongPressGesture(minimumDuration: 5).updating($wide) { value, state, _ in state = value })
                .accessibilityIdentifier("bar")
        }
    }

    func testTheResetIsAnimatedWithTheResetTransaction() {
        MainActor.assumeIsolated {
            // Given: a state set without animation by the press
            let hosted = HostedContent(AnimatedResetScreen())
            let start = hosted.frame("bar")!
            hosted.host.pointerDown(at: CGPoint(x: start.midX, y: start.midY))
            hosted.host.advance(by: 0.05)
            XCTAssertEqual(hosted.view("bar")?.layer.presentation()?.bounds.width, 300, "the update jumps (no animation in its transaction)")

            // When: released early, so the gesture fails and the state resets
            hosted.host.pointerUp(at: CGPoint(x: start.midX, y: start.midY))
            hosted.host.advance(by: 0.5)

            // Then: the linear second of the reset transaction is half way
            let midway = hosted.view("bar")?.layer.presentation()?.bounds.width ?? -1
            XCTAssertEqual(midway, 200, accuracy: 10)
            hosted.settle()
            XCTAssertEqual(hosted.view("bar")?.layer.presentation()?.bounds.width, 100)
        }
    }

    func testUpdatingAppliesTheTransactionItsBodySets() {
        MainActor.assumeIsolated {
            struct Screen: View {
                @GestureState var wide = false
                var body: some View {
                    Color.blue.frame(width: wide ? 300 : 100, height: 100)
                        .gesture(LongPressGesture(minimumDuration: 5).updating($wide) { value, state, transaction in
                            state = value
                            transaction.animation = .linear(duration: 1)
                        })
                        .accessibilityIdentifier("bar")
                }
            }
            let hosted = HostedContent(Screen())
            let start = hosted.frame("bar")!
            hosted.host.pointerDown(at: CGPoint(x: start.midX, y: start.midY))
            hosted.host.advance(by: 0.5)
            XCTAssertEqual(hosted.view("bar")?.layer.presentation()?.bounds.width ?? -1, 200, accuracy: 10)
        }
    }
}
