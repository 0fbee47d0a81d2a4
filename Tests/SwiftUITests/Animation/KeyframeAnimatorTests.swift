import XCTest
import Observation
@testable import SwiftUI

private struct Motion {
    var offset: Double = 0
    var scale: Double = 1
}

@MainActor
final class KeyframeRecorder {
    var values: [Double] = []
}

@Observable
final class KeyframeTrigger { var count = 0 }

private struct KeyframeScreen: View {
    let trigger: KeyframeTrigger
    let recorder: KeyframeRecorder
    var body: some View {
        KeyframeAnimator(initialValue: 0.0, trigger: trigger.count) { value in
            let _ = recorder.values.append(value)
            Color.blue.frame(width: 10, height: 10).offset(x: value)
        } keyframes: { _ in
            KeyframeTrack {
                LinearKeyframe(100.0, duration: 1)
                LinearKeyframe(0.0, duration: 0.5, timingCurve: .easeIn)
            }
        }
    }
}

/// Keyframe values are exact at given times: `KeyframeTimeline` from the curves, and
/// `KeyframeAnimator` on the window's virtual clock.
final class KeyframeAnimatorTests: XCTestCase {
    func testLinearMoveSpringAndCubicKeyframesFollowTheirCurves() {
        // Given a track: linear to 10 in 1 s, a jump to 20, a 0.5 s critically damped spring to 30, a cubic to 40,
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                MoveKeyframe(20.0)
                SpringKeyframe(30.0, duration: 0.5, spring: Spring(duration: 0.5, bounce: 0))
                CubicKeyframe(40.0, duration: 1, startVelocity: 0, endVelocity: 0)
            }
        }
        // then it lasts 2.5 s,
        XCTAssertEqual(timeline.duration, 2.5, accuracy: 1e-12)
        // the linear part is a quarter of the way at 0.25 s,
        XCTAssertEqual(timeline.value(time: 0.25), 2.5, accuracy: 1e-9)
        // the move jumps at 1 s,
        XCTAssertEqual(timeline.value(time: 1.0), 20, accuracy: 1e-9)
        // the spring (ω = 4π, critical: 1 − (1 + ωt)e^(−ωt)) at 0.25 s in is 1 − (1 + π)e^(−π) of the way,
        XCTAssertEqual(timeline.value(time: 1.25), 20 + 10 * (1 - (1 + Double.pi) * exp(-Double.pi)), accuracy: 1e-6)
        // the cubic with zero end velocities (Hermite: 3s² − 2s³) is 0.15625 of the way a quarter through,
        XCTAssertEqual(timeline.value(time: 1.75), 30 + 10 * 0.15625, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 2.0), 35, accuracy: 1e-9)
        // and past the end the value rests on the last target.
        XCTAssertEqual(timeline.value(time: 9), 40, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(progress: 0.1), 2.5, accuracy: 1e-9)
    }

    func testTracksAnimateTheirPropertiesIndependently() {
        // Given two tracks of different lengths on a struct,
        let timeline = KeyframeTimeline(initialValue: Motion()) {
            KeyframeTrack(\.offset) { LinearKeyframe(50.0, duration: 2) }
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
        }
        // then the longest sets the duration, and each property follows its own track.
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0.25).offset, 6.25, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0.25).scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5).scale, 1, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5).offset, 37.5, accuracy: 1e-9)
    }

    func testAdjacentCubicKeyframesUseCatmullRomTangents() {
        // Given cubic keyframes 0 → 10 → 0 a second each, no velocities given,
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(0.0, duration: 1)
            }
        }
        // then the tangent at the middle keyframe is (0 − 0) / 2 = 0, so the first half is 3s² − 2s³ of 10,
        XCTAssertEqual(timeline.value(time: 0.5), 5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5), 5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1), 10, accuracy: 1e-9)
    }

    func testTheAnimatorRunsOnTheVirtualClockWhenTheTriggerChanges() { MainActor.assumeIsolated {
        // Given a keyframe animator at rest on its initial value,
        let trigger = KeyframeTrigger()
        let recorder = KeyframeRecorder()
        let hosted = HostedContent(KeyframeScreen(trigger: trigger, recorder: recorder))
        hosted.host.advance(by: 1)
        XCTAssertEqual(recorder.values, [0], "at rest the content is made once")
        // when the trigger changes (the run starts in that frame),
        trigger.count += 1
        hosted.host.advance(by: 0)
        XCTAssertEqual(recorder.values.last, 0)
        // then 0.25 s later the value is 25, at 1 s 100,
        hosted.host.advance(by: 0.25)
        XCTAssertEqual(recorder.values.last ?? -1, 25, accuracy: 1e-9)
        hosted.host.advance(by: 0.75)
        XCTAssertEqual(recorder.values.last ?? -1, 100, accuracy: 1e-9)
        // half-way down the ease-in it is 100 − 100·easeIn(0.5),
        hosted.host.advance(by: 0.25)
        XCTAssertEqual(recorder.values.last ?? -1, 100 - 100 * UnitCurve.easeIn.value(at: 0.5), accuracy: 1e-9)
        // and after the end it rests on 0 with no more frames of content.
        hosted.host.advance(by: 0.5)
        let count = recorder.values.count
        XCTAssertEqual(recorder.values.last ?? -1, 0, accuracy: 1e-12)
        hosted.host.advance(by: 1)
        XCTAssertEqual(recorder.values.count, count)
    } }
}
