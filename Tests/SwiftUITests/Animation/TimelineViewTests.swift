import XCTest
import Observation
@testable import SwiftUI

/// What a timeline's content saw, each time it was made.
@MainActor
final class TimelineRecorder {
    var dates: [TimeInterval] = []
}

private struct TimelineScreen<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let recorder: TimelineRecorder
    var body: some View {
        TimelineView(schedule) { context in
            let _ = recorder.dates.append(context.date.timeIntervalSinceReferenceDate)
            Text("\(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

/// `TimelineView` makes its content at its schedule's dates on the window's clock
/// (virtual in a headless host: `context.date` is the reference date plus the clock).
final class TimelineViewTests: XCTestCase {
    func testPeriodicScheduleRedrawsOncePerPeriodWithTheEntrysDate() { MainActor.assumeIsolated {
        // Given a timeline every 0.5 s from the clock's start, shown at t = 0,
        let recorder = TimelineRecorder()
        let hosted = HostedContent(TimelineScreen(schedule: .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5),
                                                  recorder: recorder))
        XCTAssertEqual(recorder.dates, [0])
        // when the clock runs 0.4 s, nothing is made again;
        hosted.host.advance(by: 0.4)
        XCTAssertEqual(recorder.dates, [0])
        // at 0.5 s and 1.0 s the content is made with those dates, once each,
        hosted.host.advance(by: 0.6)
        XCTAssertEqual(recorder.dates, [0, 0.5, 1.0])
        // and in 2 s more four more times.
        hosted.host.advance(by: 2)
        XCTAssertEqual(recorder.dates, [0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0])
    } }

    func testAnimationScheduleRedrawsEveryFrameWithTheFramesDate() { MainActor.assumeIsolated {
        // Given an `.animation` timeline,
        let recorder = TimelineRecorder()
        let hosted = HostedContent(TimelineScreen(schedule: .animation, recorder: recorder))
        let start = hosted.host.now
        recorder.dates.removeAll()
        // when 6 frames pass (0.1 s at 60 fps), it is made at each frame, dated with the frame's time.
        hosted.host.advance(by: 0.1)
        XCTAssertEqual(recorder.dates.count, 6)
        for (index, date) in recorder.dates.enumerated() {
            XCTAssertEqual(date, start + Double(index + 1) / 60, accuracy: 1e-9)
        }
    } }

    func testPausedAnimationAndExplicitDates() { MainActor.assumeIsolated {
        // Given a paused animation schedule: made once, never again;
        let paused = TimelineRecorder()
        let pausedHost = HostedContent(TimelineScreen(schedule: .animation(minimumInterval: nil, paused: true), recorder: paused))
        pausedHost.host.advance(by: 1)
        XCTAssertEqual(paused.dates.count, 1)
        // and explicit dates 0.25 and 2: made at start (no entry has come: now), then at each date.
        let explicit = TimelineRecorder()
        let hosted = HostedContent(TimelineScreen(schedule: .explicit([Date(timeIntervalSinceReferenceDate: 0.25),
                                                                       Date(timeIntervalSinceReferenceDate: 2)]),
                                                  recorder: explicit))
        XCTAssertEqual(explicit.dates.count, 1)
        hosted.host.advance(by: 3 - hosted.host.now)
        XCTAssertEqual(Array(explicit.dates.dropFirst()), [0.25, 2])
    } }

    func testEveryMinuteEntriesAreTheStartsOfMinutes() {
        // Given the every-minute schedule from 30 s past a minute,
        let entries = EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 90), mode: .normal)
        // then its entries are the start date, then each minute's start.
        XCTAssertEqual(Array(entries.prefix(3)).map(\.timeIntervalSinceReferenceDate), [90, 120, 180])
    }

    func testARemovedTimelineStopsUpdating() { MainActor.assumeIsolated {
        // Given a periodic timeline that is then removed,
        let recorder = TimelineRecorder()
        let model = TimelineVisibility()
        let hosted = HostedContent(RemovableTimeline(model: model, recorder: recorder))
        hosted.host.advance(by: 1)
        let count = recorder.dates.count
        model.shown = false
        hosted.settle()
        // when time passes, its content is made no more.
        hosted.host.advance(by: 3)
        XCTAssertEqual(recorder.dates.count, count)
    } }
}

@Observable
final class TimelineVisibility { var shown = true }

private struct RemovableTimeline: View {
    let model: TimelineVisibility
    let recorder: TimelineRecorder
    var body: some View {
        if model.shown {
            TimelineScreen(schedule: .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.25), recorder: recorder)
        }
    }
}
