import CX11
import Foundation
import UIKitImaging
import XCTest

/// `--record-live`: the real session, every frame actually drawn
/// with its real timing, as an APNG written when the window closes.
final class LiveRecordingEndToEndTests: EndToEndTestCase {
    /// A file in the temporary directory, removed after the test.
    func temporaryPNG(_ name: String) -> URL {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("e2e-\(name)-\(getpid())-\(UUID().uuidString.prefix(8)).png")
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        return file
    }

    /// Presses on the list and drags it up `steps` times by `step` points, each move
    /// sent once the frame showing the one before is on screen; returns the list's
    /// offset after each step. The button stays down.
    func dragListStepByStep(from start: CGPoint, steps: Int, step: CGFloat) throws -> [CGFloat] {
        let demo = try running()
        let server = try xserver()
        let press = root(start)
        server.move(x: press.x, y: press.y)
        server.button(1, down: true)
        server.sync()
        var offsets: [CGFloat] = []
        for index in 1...steps {
            let mark = demo.mark
            let target = root(CGPoint(x: start.x, y: start.y - step * CGFloat(index)))
            server.move(x: target.x, y: target.y)
            server.sync()
            let scroll = try expect("scroll", after: mark) { $0.string("view") == "list" }
            try expect("frame", after: scroll.index)
            offsets.append(try XCTUnwrap(scroll.offset?.y))
        }
        return offsets
    }

    func testRecordLiveKeepsEveryDrawnFrameWithItsTiming() throws {
        // Given the demo recording its session, settled on its first frame
        let file = temporaryPNG("live")
        try launch(["--record-live", file.path])
        let demo = try running()
        try settle()
        let list = try element("list", in: ready)

        // When the list is dragged up in 12 steps of 15 points, each waiting for its
        // frame, released still, and the window closed once everything is drawn
        let offsets = try dragListStepByStep(from: CGPoint(x: list.midX, y: list.minY + 600), steps: 12, step: 15)
        try xserver().button(1, down: false, delay: 100)
        try xserver().sync()
        try settle()
        let frameEvents = demo.events("frame")
        try xserver().sendDeleteWindow(to: window)
        XCTAssertEqual(demo.waitForExit(timeout: 30), 0)

        // Then the list followed the pointer 1:1, and the file is a window-sized APNG
        XCTAssertEqual(offsets, (1...12).map { CGFloat($0 * 15) })
        let decoder = try PNGDecoder(data: Data(contentsOf: file))
        XCTAssertTrue(decoder.isAnimated)
        XCTAssertEqual(CGFloat(decoder.header.width), windowSize.width * scale)
        XCTAssertEqual(CGFloat(decoder.header.height), windowSize.height * scale)
        let frames = try decoder.frames()
        XCTAssertLessThanOrEqual(frames.count, frameEvents.count, "one APNG frame per drawn frame at most")
        XCTAssertEqual(decoder.frameControls.map(\.sequenceNumber).first, 0)

        // And every step's frame is in it: the list's rows moved up by exactly that offset
        // (a band of rows above the pressed one, away from the scroll indicator)
        let band = PixelRect(x: Int((list.minX + 10) * scale), y: Int((list.minY + 20) * scale),
                             width: Int(list.width / 2 * scale), height: Int(280 * scale))
        let first = frames[0]
        for offset in offsets {
            let shifted = PixelRect(x: band.x, y: band.y + Int(offset * scale), width: band.width, height: band.height)
            let expected = first.cropped(to: shifted)
            XCTAssertTrue(frames.contains { $0.cropped(to: band) == expected }, "no frame shows the list at offset \(offset)")
        }
        XCTAssertEqual(frames.last?.cropped(to: band),
                       first.cropped(to: PixelRect(x: band.x, y: band.y + Int(180 * scale), width: band.width, height: band.height)),
                       "the last frame shows where the drag ended")

        // And the delays are the real time between the frames: from the first frame to
        // the last one drawn (their times in the trace, to the millisecond), plus 0.1 s
        let total = decoder.frameControls.map(\.delay.seconds).reduce(0, +)
        let shown = frameEvents.compactMap { $0.number("shown") }
        XCTAssertEqual(shown.count, frameEvents.count)
        XCTAssertEqual(total, try XCTUnwrap(shown.last) - shown[0] + 0.1, accuracy: 0.0021)
    }
}
