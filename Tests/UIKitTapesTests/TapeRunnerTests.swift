import Foundation
import UIKit
@testable import UIKitTapes
import XCTest

/// Playing tapes against an app that is not the demo: targets, waits, typing, keys,
/// the frame clock, hiding, and failures with their line.
final class TapeRunnerTests: XCTestCase {
    private func failure(_ text: String) -> TapeError? {
        do {
            _ = try play(text)
            return nil
        } catch {
            return error as? TapeError
        }
    }

    private func sheet(of runner: TapeRunner) -> SampleSheetViewController? {
        runner.host.window.rootViewController?.presentedViewController as? SampleSheetViewController
    }

    func testClickingAButtonByItsTitlePresentsAndWaitPresentedReturnsWhenItHasAppeared() throws {
        let (runner, _) = try play("""
        Set Size 320x480
        Click "Open"
        Wait presented
        """)

        let sheet = try XCTUnwrap(sheet(of: runner))
        XCTAssertNotNil(TapeElementFinder.view(for: .text("Hello from the sheet"), in: runner.host.window))
        XCTAssertFalse(runner.host.window.wantsAnimationFrames, "presented comes when the sheet has finished appearing")
        XCTAssertEqual(sheet.view.convert(sheet.view.bounds, to: nil).minY, 10 + 16, accuracy: 20)
    }

    func testTypingIntoFieldsFoundByIdentifierAndPlaceholder() throws {
        let (runner, _) = try play("""
        Set Present sheet
        Click "Password"
        Type "x"
        Click #name
        Type "Ada\\tpa55"
        """)

        let sheet = try XCTUnwrap(sheet(of: runner))
        XCTAssertEqual(sheet.nameField.text, "Ada", "\\t is Tab: the focus moves on, the rest goes to the next field")
        XCTAssertEqual(sheet.passwordField.text, "xpa55", "found by its placeholder while empty")
    }

    func testEscapeDismissesAndWaitDismissedHearsIt() throws {
        let (runner, _) = try play("""
        Set Present sheet
        Key Escape
        Wait dismissed timeout 2s
        """)

        XCTAssertNil(runner.host.window.rootViewController?.presentedViewController)
    }

    func testAnAlertActionIsATargetByItsTitle() throws {
        let (runner, _) = try play("""
        Set Present sheet
        Click "Delete"
        Wait alert
        Wait idle
        Click "Cancel"
        Wait dismissed
        """)

        XCTAssertNotNil(sheet(of: runner), "the alert went away, the sheet stays")
        XCTAssertNil(sheet(of: runner)?.presentedViewController)
    }

    func testAFlickDownTheSheetDismissesIt() throws {
        let (runner, _) = try play("""
        Set Present sheet
        Flick "Hello from the sheet" down 200
        Wait dismissed
        """)

        XCTAssertNil(runner.host.window.rootViewController?.presentedViewController)
    }

    func testAWaitThatTimesOutFailsWithItsLineAndTheEventsSeen() {
        let error = failure("""
        Set Present sheet
        Click #name
        Wait alert timeout 300ms
        """)

        XCTAssertEqual(error?.description, "test.tape:3: Wait alert timed out after 300ms (no events since the last input)")
        XCTAssertEqual(error?.exitCode, 1)
    }

    func testWaitingForAnElementThatNeverComes() {
        XCTAssertEqual(failure("Wait \"Goodbye\" timeout 100ms")?.description, "test.tape:1: Wait \"Goodbye\" timed out after 100ms")
    }

    func testATargetThatIsNotOnScreenFailsWithItsLineAndWhatIs() {
        let error = failure("Sleep 100ms\nClick #nope")

        XCTAssertEqual(error?.description, "test.tape:2: #nope is not on screen (identifiers on screen: open)")
        XCTAssertEqual(error?.exitCode, 1)
    }

    func testAViewBehindTheSheetsDimmingIsNotWhatAClickReaches() throws {
        let (runner, _) = try play("Set Present sheet\nSleep 10ms")

        // "Home" is drawn behind the dimming: found, but not reachable.
        let home = try XCTUnwrap(TapeElementFinder.view(for: .text("Home"), in: runner.host.window))
        XCTAssertFalse(TapeElementFinder.isReachable(home, in: runner.host.window))
    }

    func testReleaseWithoutPressAndPressTwiceFail() {
        XCTAssertEqual(failure("Release")?.description, "test.tape:1: Release: the pointer is not pressed (Press first)")
        XCTAssertEqual(failure("Press 10,10\nClick 20,20")?.description, "test.tape:2: Click: the pointer is still pressed (Release first)")
    }

    func testPressMoveReleaseDragsTheSheetWithTheRealTiming() throws {
        let (runner, _) = try play("""
        Set Present sheet
        Press "Hello from the sheet"
        Move 160,400 over 1s
        Sleep 500ms
        Release
        Wait dismissCancelled
        """)

        XCTAssertNotNil(sheet(of: runner), "a slow drag that rests before letting go snaps back")
    }

    func testFramesEveryFramerateStepEachShowingTheEndOfItsInterval() throws {
        let (_, recording) = try play("Set Framerate 10\nSleep 1s")

        XCTAssertEqual(recording.frameCount, 10)
        XCTAssertEqual(recording.duration, 1, accuracy: 1e-9)
    }

    func testAPartialIntervalAtTheEndStillGetsAFrame() throws {
        let (_, recording) = try play("Set Framerate 10\nSleep 1.05s")

        XCTAssertEqual(recording.frameCount, 11)
    }

    func testPlaybackSpeedTwoHalvesTheFrames() throws {
        let (_, recording) = try play("Set Framerate 10\nSet PlaybackSpeed 2\nSleep 1s")

        XCTAssertEqual(recording.frameCount, 5)
    }

    func testHiddenTimeIsNotRecorded() throws {
        let (_, recording) = try play("Set Framerate 10\nSleep 300ms\nHide\nSleep 2s\nShow\nSleep 200ms")

        XCTAssertEqual(recording.frameCount, 5)
    }

    func testATapeThatNeverAdvancesTimeStillHasOneFrame() throws {
        let (_, recording) = try play("Set Framerate 10\nClick \"Home\"\n")

        XCTAssertEqual(recording.frameCount, 1)
    }

    func testScreenshotsAreTakenWhereTheyStand() throws {
        let (_, recording) = try play("""
        Set Size 200x300
        Set Scale 2
        Screenshot /tmp/before.png
        Set Present sheet
        """.replacingOccurrences(of: "Set Present sheet", with: "Click \"Open\"\nWait presented\nScreenshot /tmp/after.png"))

        XCTAssertEqual(recording.screenshots.map(\.path), ["/tmp/before.png", "/tmp/after.png"])
        XCTAssertEqual(recording.screenshots.map(\.location.line), [3, 6])
        let before = recording.screenshots[0].image, after = recording.screenshots[1].image
        XCTAssertEqual([before.width, before.height], [400, 600])
        XCTAssertEqual(before[10, 500], RGBA8(r: 255, g: 255, b: 255))
        XCTAssertNotEqual(after[10, 500], before[10, 500], "the sheet covers the bottom")
    }

    func testTheCursorIsDrawnOnFramesWhereThePointerIs() throws {
        let tape = "Set Size 200x300\nMove 100,200\nSleep 100ms\nScreenshot /tmp/cursor.png"
        let (_, plain) = try play(tape)
        let (_, drawn) = try play("Set Cursor on\n" + tape)

        let without = plain.screenshots[0].image, with = drawn.screenshots[0].image
        XCTAssertEqual(without[100, 200], RGBA8(r: 255, g: 255, b: 255))
        XCTAssertNotEqual(with[100, 200], without[100, 200], "the disc's centre")
        XCTAssertNotEqual(with[100, 190], without[100, 190], "the ring, 10 points up")
        XCTAssertEqual(with[100, 170], without[100, 170], "nothing 30 points away")
    }

    func testSetAppearanceDarkDrawsTheAppDark() throws {
        let app = RootViewControllerTapeApplication { _, _ in
            let root = UIViewController()
            root.view.backgroundColor = .systemBackground
            return root
        }
        let tape = "Set Size 120x120\nScreenshot /tmp/appearance.png"

        let (_, dark) = try play("Set Appearance dark\n" + tape, app: app)
        let (_, light) = try play(tape, app: app)

        XCTAssertEqual(dark.screenshots[0].image[60, 60], RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(light.screenshots[0].image[60, 60], RGBA8(r: 255, g: 255, b: 255))
    }

    func testTheSameTapeGivesTheSameFrames() throws {
        let tape = "Set Size 240x320\nClick \"Open\"\nWait presented\nFlick \"Hello from the sheet\" down 150\nWait dismissed\nScreenshot /tmp/end.png"
        let (_, first) = try play(tape)
        let (_, second) = try play(tape)

        XCTAssertEqual(first.frameCount, second.frameCount)
        XCTAssertEqual(first.finalFrame, second.finalFrame)
        XCTAssertEqual(first.screenshots[0].image, second.screenshots[0].image)
    }
}

/// An app that builds its own window, as an app delegate does.
final class WindowTapeApplicationTests: XCTestCase {
    func testAnAppThatBuildsItsWindowHasItsStartStates() throws {
        let app = WindowTapeApplication(startStates: [("sheet", { window in
            (window.rootViewController as? SampleRootViewController)?.openSheet(animated: false)
        })]) { window in
            window.rootViewController = SampleRootViewController()
        }

        let (runner, _) = try play("Set Present sheet\nWait \"Hello from the sheet\"", app: app)

        XCTAssertEqual(app.startStates, ["sheet"])
        XCTAssertTrue(runner.host.window.rootViewController?.presentedViewController is SampleSheetViewController)
    }
}

/// `Wait idle` waits for a layout the last input left pending (a SwiftUI state change
/// made when a gesture ends is laid out, and starts its animation, in the next pass).
final class TapeIdleWaitTests: XCTestCase {
    /// A screen whose button only marks it for layout; its layout pass then slides a bar.
    final class DeferredSlideViewController: UIViewController {
        let bar = UIView(frame: CGRect(x: 0, y: 200, width: 40, height: 40))
        private var slideAtNextLayout = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let button = UIButton(type: .system)
            button.setTitle("Slide", for: .normal)
            button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
            button.addAction(UIAction { [weak self] _ in
                self?.slideAtNextLayout = true
                self?.view.setNeedsLayout()
            }, for: .touchUpInside)
            view.addSubview(button)
            view.addSubview(bar)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard slideAtNextLayout else { return }
            slideAtNextLayout = false
            UIView.animate(withDuration: 0.5) { self.bar.frame.origin.x = 200 }
        }
    }

    func testWaitIdleWaitsForThePendingLayoutAndTheAnimationItStarts() throws {
        // Given
        let app = RootViewControllerTapeApplication { _, _ in DeferredSlideViewController() }

        // When
        let (runner, _) = try play("""
        Set Size 320x480
        Click "Slide"
        Wait idle
        """, app: app)

        // Then: the slide ran to its end before the wait returned
        let controller = try XCTUnwrap(runner.host.window.rootViewController as? DeferredSlideViewController)
        XCTAssertEqual(controller.bar.layer.presentation()?.frame.minX, 200)
        XCTAssertFalse(runner.host.window.wantsAnimationFrames)
    }
}
