import XCTest
@testable import UIKitImaging

final class APNGRecorderTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try Fixtures.makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// 24x16 frames, each with a square one pixel further right than the one before.
    private func movingSquare(_ count: Int, width: Int = 24, height: Int = 16) -> [PixelBuffer] {
        let background = Fixtures.gradient(width: width, height: height)
        return (0..<count).map { index in
            Fixtures.painting(background, PixelRect(x: index % (width - 3), y: 4, width: 3, height: 3),
                              RGBA8(r: 250, g: 40, b: UInt8(index * 5 % 256)))
        }
    }

    func testEveryFrameIsKeptEvenWhenTheProducerOutrunsTheEncoder() throws {
        // Given a recorder whose queue holds one frame, so the producer must wait for it
        let url = directory.appendingPathComponent("live.png")
        let frames = movingSquare(40)
        let recorder = try APNGRecorder(url: url, maximumQueuedFrames: 1)
        // Frame times as a frame loop reports them: irregular, not on whole milliseconds
        let times: [TimeInterval] = (0..<40).map { index in
            let jitter: TimeInterval = index % 3 == 0 ? 0.0004 : 0
            return 1_234.5 + Double(index) * 0.0163 + jitter
        }

        // When 40 different frames are given as fast as possible, then the recording finishes
        for (frame, time) in zip(frames, times) { recorder.addFrame(frame, shownAt: time) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "nothing appears before finish()")
        let given = try recorder.finish(lastFrameDelay: 0.1)

        // Then the file has all 40 frames, in order, with delays that are the differences of
        // the frame times in whole milliseconds from the first, adding up to the recording's length
        let decoder = try PNGDecoder(data: Data(contentsOf: url))
        XCTAssertEqual(given, 40)
        XCTAssertEqual(decoder.animationControl?.frameCount, 40)
        XCTAssertEqual(try decoder.frames(), frames)
        let milliseconds: [Int] = times.map { time in Int(((time - times[0]) * 1000).rounded()) }
        let expected: [APNGDelay] = zip(milliseconds.dropFirst(), milliseconds).map { next, this in
            APNGDelay(seconds: Double(next - this) / 1000)
        }
        XCTAssertEqual(decoder.frameControls.map(\.delay), expected + [APNGDelay(numerator: 1, denominator: 10)])
        let total = decoder.frameControls.map(\.delay.seconds).reduce(0, +)
        XCTAssertEqual(total, Double(milliseconds.last!) / 1000 + 0.1, accuracy: 1e-9)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["live.png"])
    }

    func testIdenticalNeighboursAreMergedWithTheirTimeAdded() throws {
        // Given three frames, the middle one repeated (a redraw that changed nothing)
        let url = directory.appendingPathComponent("merged.png")
        let frames = movingSquare(2)
        let recorder = try APNGRecorder(url: url)

        // When they are shown at 0, 20, 50 ms and the last for 0.25 s
        recorder.addFrame(frames[0], shownAt: 10)
        recorder.addFrame(frames[0], shownAt: 10.020)
        recorder.addFrame(frames[1], shownAt: 10.050)
        XCTAssertEqual(try recorder.finish(lastFrameDelay: 0.25), 3)

        // Then the file has two frames: the first for 50 ms, the second for 250 ms
        let decoder = try PNGDecoder(data: Data(contentsOf: url))
        XCTAssertEqual(decoder.frameControls.map(\.delay.seconds), [0.05, 0.25])
    }

    func testAFrameOfAnotherSizeIsDrawnAtTheTopLeftOfTheFirstFramesCanvas() throws {
        // Given a 24x16 recording, then a 10x20 frame (the window was resized)
        let url = directory.appendingPathComponent("resized.png")
        let recorder = try APNGRecorder(url: url)
        let small = Fixtures.gradient(width: 10, height: 20, seed: 3)
        recorder.addFrame(movingSquare(1)[0], shownAt: 0)
        recorder.addFrame(small, shownAt: 0.1)
        try recorder.finish()

        // Then the second frame is the small one cropped to 16 rows, over opaque black
        let frames = try PNGDecoder(data: Data(contentsOf: url)).frames()
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames[1].width, 24)
        XCTAssertEqual(frames[1].height, 16)
        XCTAssertEqual(frames[1].cropped(to: PixelRect(x: 0, y: 0, width: 10, height: 16)),
                       small.cropped(to: PixelRect(x: 0, y: 0, width: 10, height: 16)))
        XCTAssertEqual(frames[1].pixel(x: 10, y: 0), RGBA8.black)
        XCTAssertEqual(frames[1].pixel(x: 23, y: 15), RGBA8.black)
    }

    func testFinishWithoutFramesWritesNothing() throws {
        let url = directory.appendingPathComponent("empty.png")
        let recorder = try APNGRecorder(url: url)

        XCTAssertThrowsError(try recorder.finish()) { error in
            XCTAssertEqual(error as? APNGEncodingError, .noFrames)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testCancelAndDroppingAnUnfinishedRecorderLeaveNoFile() throws {
        let url = directory.appendingPathComponent("cancelled.png")
        let frames = movingSquare(5)
        let cancelled = try APNGRecorder(url: url)
        for (index, frame) in frames.enumerated() { cancelled.addFrame(frame, shownAt: Double(index) / 60) }
        cancelled.cancel()
        cancelled.addFrame(frames[0], shownAt: 1)   // ignored after cancel
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])

        var dropped: APNGRecorder? = try APNGRecorder(url: url)
        for (index, frame) in frames.enumerated() { dropped?.addFrame(frame, shownAt: Double(index) / 60) }
        dropped = nil
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testAnUnwritableDirectoryFailsAtOnce() {
        let url = directory.appendingPathComponent("missing/live.png")
        XCTAssertThrowsError(try APNGRecorder(url: url)) { error in
            XCTAssertTrue(error is ImageWriteError, "\(error)")
        }
    }
}
