import CX11
import Foundation
import UIKitImaging
import XCTest

/// `--record-live` (issue 8): the real session, at the frames actually drawn with
/// their real timing, as an APNG written when the window closes.
final class LiveRecordingEndToEndTests: EndToEndTestCase {
    func testRecordLiveWritesTheDrawnFramesWhenTheWindowCloses() throws {
        // Given the demo recording its session
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-live-\(getpid())-\(Int(Date().timeIntervalSince1970 * 1000)).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try launch(["--record-live", file.path])
        let demo = try running()

        // When the list is dragged for a while, then the window is closed
        try drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 400), steps: 20, interval: 16, pause: 50)
        usleep(300_000)
        try xserver().sendDeleteWindow(to: window)
        XCTAssertEqual(demo.waitForExit(timeout: 5), 0)

        // Then the file is a valid APNG of several window-sized frames with real delays
        let decoder = try PNGDecoder(data: Data(contentsOf: file))
        XCTAssertTrue(decoder.isAnimated)
        XCTAssertEqual(CGFloat(decoder.header.width), windowSize.width * scale)
        XCTAssertEqual(CGFloat(decoder.header.height), windowSize.height * scale)
        let controls = decoder.frameControls
        XCTAssertGreaterThan(controls.count, 3, "frames drawn during the drag")
        XCTAssertEqual(controls.map(\.sequenceNumber).first, 0)
        let total = controls.map(\.delay.seconds).reduce(0, +)
        XCTAssertGreaterThan(total, 0.2, "the delays follow the real timing of the frames")
        XCTAssertLessThan(total, 30)
        let frames = try decoder.frames()
        XCTAssertNotEqual(frames.first, frames.last, "the list moved between the first and last frame")
    }
}
