import XCTest
@testable import SwiftUI

/// `LongPressGesture` and `onLongPressGesture` on the window's virtual clock.
final class LongPressGestureTests: XCTestCase {
    struct Screen: View {
        let log: GestureLog
        var body: some View {
            Color.blue.frame(width: 200, height: 200)
                .onLongPressGesture(minimumDuration: 1, maximumDistance: 10) {
                    log("perform")
                } onPressingChanged: { pressing in
                    log("pressing \(pressing)")
                }
                .accessibilityIdentifier("area")
        }
    }

    func testTheActionRunsOnceTheDurationHasPassedWhileStillPressed() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(Screen(log: log))

            hosted.drive(.down(100, 100), .wait(0.9))
            XCTAssertEqual(log.entries, ["pressing true"])
            hosted.host.advance(by: 0.1)
            XCTAssertEqual(log.entries, ["pressing true", "pressing false", "perform"])
            hosted.drive(.up(100, 100), .settle)

            XCTAssertEqual(log.entries, ["pressing true", "pressing false", "perform"])
        }
    }

    func testAnEarlyReleaseOrAMoveTooFarEndsThePressWithoutTheAction() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(Screen(log: log))

            // A release at 0.5 s
            hosted.drive(.down(100, 100), .wait(0.5), .up(100, 100), .settle)
            // A move of 8 points (allowed), then of 15 (too far)
            hosted.drive(.down(100, 100), .wait(0.2), .move(108, 100), .wait(0.2), .move(115, 100), .wait(1),
                         .up(115, 100), .settle)

            XCTAssertEqual(log.entries, ["pressing true", "pressing false", "pressing true", "pressing false"])
        }
    }

    func testTheOlderPressingSpellingReportsTheSame() {
        MainActor.assumeIsolated {
            struct Older: View {
                let log: GestureLog
                var body: some View {
                    Color.blue.frame(width: 200, height: 200)
                        .onLongPressGesture(minimumDuration: 0.2, pressing: { log("pressing \($0)") }) { log("perform") }
                        .accessibilityIdentifier("area")
                }
            }
            let log = GestureLog()
            let hosted = HostedContent(Older(log: log))
            hosted.drive(.down(10, 10), .wait(0.2), .up(10, 10), .settle)
            XCTAssertEqual(log.entries, ["pressing true", "pressing false", "perform"])
        }
    }
}
