import Foundation
import UIKit
@testable import UIKitTapes
import XCTest

/// A screen whose buttons change it through the main queue the way popup libraries
/// do: "Hop" through a background queue that waits for a wall-clock signal
/// (PopupView's show path), "Later" after a wall-clock `asyncAfter` (SlideOverCard's dismissal).
private final class MainQueueViewController: UIViewController {
    let status = UILabel()
    private let backgroundQueue = DispatchQueue(label: "events", qos: .utility)

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        status.text = "Idle"
        status.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        root.addSubview(status)
        for (index, title) in ["Hop", "Later"].enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: 20 + CGFloat(index) * 130, y: 40, width: 120, height: 44)
            button.addAction(UIAction { [weak self] _ in self?.tapped(title) }, for: .touchUpInside)
            root.addSubview(button)
        }
        view = root
    }

    private func tapped(_ title: String) {
        if title == "Hop" {
            // The background queue waits for a signal the main queue gives 0.2 s later
            // on the wall clock, then hands the change back to the main queue.
            let signal = DispatchSemaphore(value: 0)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { signal.signal() }
            backgroundQueue.async {
                signal.wait()
                DispatchQueue.main.async { self.show("Hopped") }
            }
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.show("Later") }
        }
    }

    private func show(_ text: String) {
        status.text = text
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    }
}

/// Tapes wait for main-queue work that does not follow the virtual clock: blocks a
/// background queue hands to the main queue and wall-clock `asyncAfter` (docs/TAPES.md).
final class TapeMainQueueTests: XCTestCase {
    private func makeApp() -> (RootViewControllerTapeApplication, () -> MainQueueViewController?) {
        weak var made: MainQueueViewController?
        let app = RootViewControllerTapeApplication { _, _ in
            let controller = MainQueueViewController()
            made = controller
            return controller
        }
        return (app, { made })
    }

    func testAClickWhoseActionHopsThroughABackgroundQueueDrawsItsResult() throws {
        // Given the screen, when "Hop" is clicked and the tape waits for its result
        let (app, controller) = makeApp()
        let (runner, recording) = try play("""
        Set Size 320x240
        Click "Hop"
        Wait "Hopped" timeout 3s
        Wait idle
        """, app: app)

        // Then the result is shown and drawn in the last frame
        XCTAssertEqual(controller()?.status.text, "Hopped")
        XCTAssertNotNil(TapeElementFinder.view(for: .text("Hopped"), in: runner.host.window))
        XCTAssertEqual(recording.finalFrame?.pixel(x: 300, y: 200), RGBA8(r: 0, g: 255, b: 0))
    }

    func testASleepLetsAWallClockAsyncAfterRun() throws {
        // Given the screen, when "Later" is clicked and the tape sleeps past its delay
        let (app, controller) = makeApp()
        let (_, recording) = try play("""
        Set Size 320x240
        Click "Later"
        Sleep 1s
        """, app: app)

        // Then the delayed change ran during the sleep and is drawn
        XCTAssertEqual(controller()?.status.text, "Later")
        XCTAssertEqual(recording.finalFrame?.pixel(x: 300, y: 200), RGBA8(r: 0, g: 255, b: 0))
    }

    func testARealTimeLimitOfZeroIsParsedAndKept() throws {
        // Given a tape that turns pacing off
        let tape = try TapeParser(startStates: []).parse("Set RealTimeLimit 0\nSleep 10ms\n", file: "t.tape")

        // Then the setting is kept, and the default is five seconds
        XCTAssertEqual(tape.settings.realTimeLimit, 0)
        XCTAssertEqual(TapeSettings().realTimeLimit, 5)
    }

    func testAPacedAdvanceWaitsNoLongerThanItsLimit() {
        // Given a host whose real clock is a counter the wait moves on
        let host = HeadlessHost(size: CGSize(width: 50, height: 50), scale: 1)
        var realNow: TimeInterval = 100
        var reads = 0
        host.realClock = {
            reads += 1
            realNow += 0.125
            return realNow
        }

        // When two virtual seconds pass with a limit of half a second
        host.advance(by: 2, pacingRealTimeUpTo: 0.5)

        // Then virtual time moved by two seconds, and the clock was read until half a
        // second had been waited (the start, then four eighths), never after
        XCTAssertEqual(host.now, 2, accuracy: 1e-9)
        XCTAssertEqual(reads, 5)
        XCTAssertEqual(realNow, 100.625)
    }
}
