import XCTest
@testable import SwiftUI

/// `simultaneously(with:)`, `sequenced(before:)` and `exclusively(before:)`: the
/// exact values they report, driven by pointer events on the virtual clock.
final class GestureCompositionTests: XCTestCase {
    func testASequenceReportsTheFirstValueThenTheSecondWithTheFirstsFinalValue() {
        MainActor.assumeIsolated {
            // Given: the classic long press, then drag
            let log = GestureLog()
            let hosted = HostedContent(GestureArea(gesture: LongPressGesture(minimumDuration: 0.5)
                .sequenced(before: DragGesture(minimumDistance: 0))
                .onChanged { value in
                    switch value {
                    case .first(let pressing): log("first \(pressing)")
                    case .second(let pressed, let drag): log("second \(pressed) \(drag?.translation.logged ?? "nil")")
                    }
                }
                .onEnded { value in
                    if case .second(_, let drag) = value { log("ended \(drag?.translation.logged ?? "nil")") }
                }))

            // When: pressed, held for the duration, dragged 40 to the right, released
            hosted.drive(.down(100, 100), .wait(0.4))
            XCTAssertEqual(log.entries, ["first true"], "the press has not lasted long enough")
            hosted.drive(.wait(0.1), .move(120, 100), .wait(0.05), .move(140, 100), .up(140, 100), .settle)

            // Then
            XCTAssertEqual(log.entries, ["first true", "second true nil", "second true 20,0", "second true 40,0", "ended 40,0"])
        }
    }

    func testASequenceWhoseFirstGestureFailsNeverReachesTheSecond() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(GestureArea(gesture: LongPressGesture(minimumDuration: 0.5)
                .sequenced(before: DragGesture(minimumDistance: 0))
                .onChanged { _ in log("changed") }
                .onEnded { _ in log("ended") }))

            // When: released after 0.3 s, then dragged without a long press
            hosted.drive(.down(100, 100), .wait(0.3), .up(100, 100), .settle)
            hosted.host.drag(from: hosted.point(100, 100), to: hosted.point(180, 100), duration: 0.2)
            hosted.settle()

            // Then: each press changed the value once (to .first(true)); nothing ended
            XCTAssertEqual(log.entries, ["changed", "changed"])
        }
    }

    func testSimultaneousGesturesReportBothValuesAndEndWhenBothAreOver() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(GestureArea(gesture: LongPressGesture(minimumDuration: 0.3)
                .simultaneously(with: DragGesture(minimumDistance: 20))
                .map { "\($0.first.map { "\($0)" } ?? "nil") \($0.second?.translation.logged ?? "nil")" }
                .onChanged { log("changed \($0)") }
                .onEnded { log("ended \($0)") }))

            // When: pressed, held past the duration, dragged 30 down, released
            hosted.drive(.down(50, 50), .wait(0.35), .move(50, 80), .wait(0.05), .up(50, 80), .settle)

            // Then: the press alone, then both; the end holds both final values
            XCTAssertEqual(log.entries, ["changed true nil", "changed true 0,30", "ended true 0,30"])
        }
    }

    func testSimultaneousGesturesEndWithTheOneThatEndedWhenTheOtherFails() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(GestureArea(gesture: TapGesture()
                .simultaneously(with: LongPressGesture(minimumDuration: 1))
                .map { "\($0.first == nil ? "nil" : "tap") \($0.second.map { "\($0)" } ?? "nil")" }
                .onEnded { log("ended \($0)") }))

            // When: a short click (the long press fails at the release)
            hosted.host.click(at: hosted.point(20, 20))
            hosted.settle()

            // Then: the tap's value, none for the press
            XCTAssertEqual(log.entries, ["ended tap nil"])
        }
    }

    func testAnExclusiveGesturePrefersTheFirstAndFallsBackToTheSecond() {
        MainActor.assumeIsolated {
            // Given: a double tap preferred to a single tap
            let log = GestureLog()
            let hosted = HostedContent(GestureArea(gesture: TapGesture(count: 2)
                .exclusively(before: TapGesture())
                .onEnded { value in
                    switch value {
                    case .first: log("double")
                    case .second: log("single")
                    }
                }))

            // When: a double click, then (later) a single one
            hosted.host.click(at: hosted.point(40, 40))
            hosted.host.advance(by: 0.1)
            hosted.host.click(at: hosted.point(40, 40))
            hosted.settle()
            XCTAssertEqual(log.entries, ["double"])
            hosted.host.advance(by: 1)
            hosted.host.click(at: hosted.point(40, 40))
            XCTAssertEqual(log.entries, ["double"], "the single tap waits for the double tap to fail")
            hosted.host.advance(by: 0.25)
            XCTAssertEqual(log.entries, ["double"])
            // The window's multi-click interval (0.35 s) after the release: the double tap fails.
            hosted.host.advance(by: 0.1)

            // Then
            XCTAssertEqual(log.entries, ["double", "single"])
        }
    }

    func testAnExclusiveDragBeforeATapGivesTheTapOnlyWhenThePointerDidNotMove() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(GestureArea(gesture: DragGesture()
                .exclusively(before: TapGesture())
                .onEnded { value in
                    switch value {
                    case .first(let drag): log("drag \(drag.translation.logged)")
                    case .second: log("tap")
                    }
                }))

            hosted.host.drag(from: hosted.point(20, 100), to: hosted.point(120, 100), duration: 0.2)
            hosted.settle()
            hosted.host.advance(by: 1)
            hosted.host.click(at: hosted.point(20, 100))
            hosted.settle()

            XCTAssertEqual(log.entries, ["drag 100,0", "tap"])
        }
    }
}

