import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest

/// The host's pure parts: event clock, frame pacing, key mapping, resources, smooth scrolling.
final class ServerTimeMapperTests: XCTestCase {
    func testEventTimesKeepTheServersSpacingFromTheFirstStamp() {
        var mapper = ServerTimeMapper()
        mapper.calibrate(serverTime: 5_000, hostTime: 2.0)

        let a = mapper.hostTime(forServerTime: 5_016, hostNow: 9.0)
        let b = mapper.hostTime(forServerTime: 5_040, hostNow: 9.0)

        XCTAssertEqual(a, 2.016, accuracy: 1e-9)
        XCTAssertEqual(b, 2.040, accuracy: 1e-9)
    }

    func testThe32BitServerClockWrapsForward() {
        var mapper = ServerTimeMapper()
        mapper.calibrate(serverTime: UInt32.max - 9, hostTime: 100)

        let afterWrap = mapper.hostTime(forServerTime: 10, hostNow: 0)

        XCTAssertEqual(afterWrap, 100.020, accuracy: 1e-9)
    }

    func testASlightlyOlderStampMapsEarlierNotAcrossAWrap() {
        var mapper = ServerTimeMapper()
        mapper.calibrate(serverTime: 1_000, hostTime: 1)

        _ = mapper.hostTime(forServerTime: 1_050, hostNow: 0)
        let older = mapper.hostTime(forServerTime: 1_040, hostNow: 0)

        XCTAssertEqual(older, 1.040, accuracy: 1e-9)
    }

    func testTheFirstStampCalibratesWhenNothingElseDid() {
        var mapper = ServerTimeMapper()

        let first = mapper.hostTime(forServerTime: 700, hostNow: 3)
        let second = mapper.hostTime(forServerTime: 710, hostNow: 50)

        XCTAssertEqual(first, 3)
        XCTAssertEqual(second, 3.010, accuracy: 1e-9)
    }
}

final class FrameScheduleTests: XCTestCase {
    let schedule = FrameSchedule(frameInterval: 1.0 / 60)

    func testIdleSleepsUntilAnEvent() {
        XCTAssertNil(schedule.timeout(now: 10, needsDisplay: false, wantsAnimationFrames: false,
                                      nextDeadline: nil, lastFrame: 9))
    }

    func testDirtyDrawsAtOnceAfterAnIdlePeriod() {
        XCTAssertEqual(schedule.timeout(now: 10, needsDisplay: true, wantsAnimationFrames: false,
                                        nextDeadline: nil, lastFrame: 9), 0)
    }

    func testInputRightAfterAFrameWaitsOnlyForTheInputSpacing() {
        let wait = schedule.timeout(now: 10.001, needsDisplay: true, wantsAnimationFrames: false,
                                    nextDeadline: nil, lastFrame: 10)
        XCTAssertEqual(wait ?? -1, 0.004 - 0.001, accuracy: 1e-9)
    }

    func testInputFiveMillisecondsAfterAFrameDrawsAtOnce() {
        XCTAssertEqual(schedule.timeout(now: 10.005, needsDisplay: true, wantsAnimationFrames: false,
                                        nextDeadline: nil, lastFrame: 10), 0)
    }

    func testDirtyWhileAnimatingWaitsForTheNextFrameSlot() {
        let wait = schedule.timeout(now: 10.005, needsDisplay: true, wantsAnimationFrames: true,
                                    nextDeadline: nil, lastFrame: 10)
        XCTAssertEqual(wait ?? -1, 1.0 / 60 - 0.005, accuracy: 1e-9)
    }

    func testAnimatingWakesForTheNextFrame() {
        let wait = schedule.timeout(now: 10.010, needsDisplay: false, wantsAnimationFrames: true,
                                    nextDeadline: nil, lastFrame: 10)
        XCTAssertEqual(wait ?? -1, 1.0 / 60 - 0.010, accuracy: 1e-9)
    }

    func testATimerWakesAtItsDeadline() {
        let wait = schedule.timeout(now: 10, needsDisplay: false, wantsAnimationFrames: false,
                                    nextDeadline: 10.5, lastFrame: 9)
        XCTAssertEqual(wait ?? -1, 0.5, accuracy: 1e-9)
    }

    func testAnOverdueTimerDoesNotWait() {
        XCTAssertEqual(schedule.timeout(now: 10, needsDisplay: false, wantsAnimationFrames: false,
                                        nextDeadline: 9.5, lastFrame: 9), 0)
    }

    func testTheCallersLimitCapsTheWait() {
        XCTAssertEqual(schedule.timeout(now: 10, needsDisplay: false, wantsAnimationFrames: false,
                                        nextDeadline: nil, lastFrame: nil, limit: 0.25), 0.25)
        XCTAssertEqual(schedule.timeout(now: 10, needsDisplay: false, wantsAnimationFrames: false,
                                        nextDeadline: 10.1, lastFrame: nil, limit: 0.25) ?? -1, 0.1, accuracy: 1e-9)
    }
}

final class X11KeyMappingTests: XCTestCase {
    func testNamedKeysMapToTheirHIDUsages() {
        let cases: [(Int32, UIKeyboardHIDUsage)] = [
            (XK_Escape, .keyboardEscape), (XK_Tab, .keyboardTab), (XK_Return, .keyboardReturnOrEnter),
            (XK_KP_Enter, .keyboardReturnOrEnter), (XK_BackSpace, .keyboardDeleteOrBackspace),
            (XK_Delete, .keyboardDeleteForward), (XK_Home, .keyboardHome), (XK_End, .keyboardEnd),
            (XK_Page_Up, .keyboardPageUp), (XK_Page_Down, .keyboardPageDown), (XK_Left, .keyboardLeftArrow),
            (XK_Right, .keyboardRightArrow), (XK_Up, .keyboardUpArrow), (XK_Down, .keyboardDownArrow),
            (XK_F12, .keyboardF12), (XK_a, .keyboardA), (XK_C, .keyboardC), (XK_v, .keyboardV),
            (XK_x, .keyboardX), (XK_z, .keyboardZ), (XK_b, .keyboardUnknown),
        ]
        for (keysym, usage) in cases {
            XCTAssertEqual(X11KeyMapping.usage(forKeysym: KeySym(keysym)).usage, usage, "keysym \(keysym)")
        }
    }

    func testISOLeftTabIsTabWithShift() {
        let mapped = X11KeyMapping.usage(forKeysym: KeySym(XK_ISO_Left_Tab))
        XCTAssertEqual(mapped.usage, .keyboardTab)
        XCTAssertTrue(mapped.impliesShift)
    }

    func testModifierState() {
        let state = UInt32(ShiftMask | ControlMask | Mod1Mask | Mod4Mask | LockMask)
        XCTAssertEqual(X11KeyMapping.modifiers(forState: state), [.shift, .control, .alternate, .command, .alphaShift])
        XCTAssertEqual(X11KeyMapping.modifiers(forState: 0), [])
    }

    func testTypedTextSkipsControlCharactersAndShortcuts() {
        XCTAssertEqual(X11KeyMapping.typedText("é", modifiers: []), "é")
        XCTAssertEqual(X11KeyMapping.typedText("ø", modifiers: [.alternate]), "ø")
        XCTAssertNil(X11KeyMapping.typedText("c", modifiers: [.control]))
        XCTAssertNil(X11KeyMapping.typedText("\u{1B}", modifiers: []))
        XCTAssertNil(X11KeyMapping.typedText("\t", modifiers: []))
        XCTAssertNil(X11KeyMapping.typedText("\u{7F}", modifiers: []))
        XCTAssertNil(X11KeyMapping.typedText("", modifiers: []))
    }
}

final class X11ResourcesTests: XCTestCase {
    func testXftDpiIsReadFromTheResourceString() {
        let resources = "Xcursor.size:\t24\nXft.dpi:\t192\nXft.antialias:\t1\n"
        XCTAssertEqual(X11Resources.dpi(inResourceString: resources), 192)
        XCTAssertNil(X11Resources.dpi(inResourceString: "Xft.antialias:\t1\n"))
    }

    func testScaleIsDPIOver96ToTheNearestQuarterAtLeastOne() {
        XCTAssertEqual(X11Resources.scale(forDPI: nil), 1)
        XCTAssertEqual(X11Resources.scale(forDPI: 72), 1)
        XCTAssertEqual(X11Resources.scale(forDPI: 96), 1)
        XCTAssertEqual(X11Resources.scale(forDPI: 120), 1.25)   // KDE's 125 %
        XCTAssertEqual(X11Resources.scale(forDPI: 144), 1.5)
        XCTAssertEqual(X11Resources.scale(forDPI: 192), 2)
        XCTAssertEqual(X11Resources.scale(forDPI: 288), 3)
    }
}

final class SmoothScrollTrackerTests: XCTestCase {
    func testValuatorChangesBecomeNotches() {
        var tracker = SmoothScrollTracker()
        tracker.setAxes([.init(valuator: 2, isVertical: false, increment: 15),
                         .init(valuator: 3, isVertical: true, increment: 15)],
                        forDevice: 9, currentValues: [3: 300])

        let first = tracker.notches(device: 9, valuators: [0: 10, 1: 20, 3: 330])
        let second = tracker.notches(device: 9, valuators: [2: -7.5, 3: 322.5])

        XCTAssertEqual(first, CGVector(dx: 0, dy: 2))
        XCTAssertEqual(second, CGVector(dx: 0, dy: -0.5))   // first horizontal value is only a baseline
    }

    func testAfterAResetTheFirstValueIsOnlyABaseline() {
        var tracker = SmoothScrollTracker()
        tracker.setAxes([.init(valuator: 3, isVertical: true, increment: 10)], forDevice: 4, currentValues: [3: 0])
        _ = tracker.notches(device: 4, valuators: [3: 10])

        tracker.resetBaselines()
        let afterReset = tracker.notches(device: 4, valuators: [3: 500])
        let next = tracker.notches(device: 4, valuators: [3: 510])

        XCTAssertNil(afterReset)
        XCTAssertEqual(next, CGVector(dx: 0, dy: 1))
    }

    func testMotionWithoutScrollAxesIsNotScrolling() {
        var tracker = SmoothScrollTracker()
        tracker.setAxes([.init(valuator: 3, isVertical: true, increment: -15)], forDevice: 4, currentValues: [3: 0])

        XCTAssertNil(tracker.notches(device: 4, valuators: [0: 100, 1: 100]))
        XCTAssertNil(tracker.notches(device: 5, valuators: [3: 100]))
        XCTAssertEqual(tracker.notches(device: 4, valuators: [3: 30]), CGVector(dx: 0, dy: -2))   // inverted
    }
}
