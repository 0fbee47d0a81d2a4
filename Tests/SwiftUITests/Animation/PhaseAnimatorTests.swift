import XCTest
import Observation
@testable import SwiftUI

@MainActor
final class PhaseRecorder {
    var phases: [Int] = []
    var times: [TimeInterval] = []
}

@Observable
final class PhaseTrigger { var count = 0 }

private struct PhaseScreen: View {
    let trigger: PhaseTrigger?
    let recorder: PhaseRecorder
    let clock: () -> TimeInterval

    var body: some View {
        if let trigger {
            PhaseAnimator([0, 1, 2], trigger: trigger.count) { phase in content(phase) } animation: { phase in
                .linear(duration: phase == 1 ? 0.5 : 0.25)
            }
        } else {
            PhaseAnimator([0, 1, 2]) { phase in content(phase) } animation: { phase in
                .linear(duration: phase == 1 ? 0.5 : 0.25)
            }
        }
    }

    private func content(_ phase: Int) -> some View {
        if recorder.phases.last != phase {
            recorder.phases.append(phase)
            recorder.times.append(clock())
        }
        return Color.red.frame(width: 10, height: 10).opacity(phase == 1 ? 0.5 : 1)
    }
}

/// `PhaseAnimator` moves to the next phase when the current phase's animation is done,
/// on the window's clock.
final class PhaseAnimatorTests: XCTestCase {
    func testATriggerRunsThroughEveryPhaseOnceAndBackToTheFirst() { MainActor.assumeIsolated {
        // Given an animator resting in its first phase,
        let trigger = PhaseTrigger()
        let recorder = PhaseRecorder()
        var host: HeadlessHost?
        let hosted = HostedContent(PhaseScreen(trigger: trigger, recorder: recorder, clock: { host?.now ?? 0 }))
        host = hosted.host
        hosted.host.advance(by: 1)
        XCTAssertEqual(recorder.phases, [0])
        // when the trigger changes at t = 1,
        trigger.count += 1
        hosted.host.advance(by: 0)
        // then it goes to phase 1 at once, to 2 after phase 1's 0.5 s, back to 0 after phase 2's 0.25 s,
        hosted.host.advance(by: 2)
        XCTAssertEqual(recorder.phases, [0, 1, 2, 0])
        XCTAssertEqual(recorder.times[1], 1, accuracy: 1e-9)
        XCTAssertEqual(recorder.times[2], 1.5, accuracy: 1e-9)
        XCTAssertEqual(recorder.times[3], 1.75, accuracy: 1e-9)
        // and rests there.
        hosted.host.advance(by: 2)
        XCTAssertEqual(recorder.phases, [0, 1, 2, 0])
    } }

    func testWithoutATriggerThePhasesCycle() { MainActor.assumeIsolated {
        // Given a cycling animator, shown in its first phase,
        let recorder = PhaseRecorder()
        var host: HeadlessHost?
        let hosted = HostedContent(PhaseScreen(trigger: nil, recorder: recorder, clock: { host?.now ?? 0 }))
        host = hosted.host
        XCTAssertEqual(recorder.phases, [0])
        // the second phase follows the first at the next frame,
        hosted.host.advance(by: 1.0 / 60)
        XCTAssertEqual(recorder.phases, [0, 1])
        XCTAssertEqual(recorder.times[1] - recorder.times[0], 1.0 / 60, accuracy: 1e-9)
        recorder.phases.removeFirst()
        recorder.times.removeFirst()
        // when 3 s pass, the phases go round 1 → 2 → 0 → 1 ...
        hosted.host.advance(by: 3)
        XCTAssertGreaterThanOrEqual(recorder.phases.count, 9)
        for (previous, next) in zip(recorder.phases, recorder.phases.dropFirst()) { XCTAssertEqual(next, (previous + 1) % 3) }
        // each lasting its animation: phase 1 0.5 s, phases 2 and 0 0.25 s.
        for index in 0..<(recorder.phases.count - 1) {
            let lasted = recorder.times[index + 1] - recorder.times[index]
            XCTAssertEqual(lasted, recorder.phases[index] == 1 ? 0.5 : 0.25, accuracy: 1e-6, "phase \(recorder.phases[index])")
        }
    } }
}
