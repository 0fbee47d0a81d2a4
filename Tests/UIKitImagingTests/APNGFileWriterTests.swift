import XCTest
@testable import UIKitImaging

final class APNGFileWriterTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try Fixtures.makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func frames(count: Int) -> [PixelBuffer] {
        var frame = Fixtures.gradient(width: 24, height: 16)
        var result = [frame]
        for index in 1..<count {
            // A small moving square; every fifth frame repeats the one before.
            if index % 5 != 0 {
                frame = Fixtures.painting(frame, PixelRect(x: index % 20, y: index % 12, width: 3, height: 3),
                                          RGBA8(r: UInt8(index * 9 % 256), g: 40, b: 200, a: 220))
            }
            result.append(frame)
        }
        return result
    }

    func testStreamedFileIsByteIdenticalToTheInMemoryEncoding() throws {
        // Given 30 frames with live-recording delays in milliseconds
        let url = directory.appendingPathComponent("recording.png")
        let input = frames(count: 30)
        let delays = (0..<30).map { 0.016 + Double($0 % 3) * 0.001 }
        let writer = try APNGFileWriter(url: url)
        var encoder = APNGEncoder()

        // When they are streamed to a file and also encoded in memory
        for (frame, delay) in zip(input, delays) {
            try writer.addFrame(frame, delay: delay)
            try encoder.addFrame(frame, delay: delay)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "nothing appears before finish()")
        try writer.finish()

        // Then the bytes match, the frame count excludes the 5 merged repeats, and
        // only the final file is left in the directory
        let data = try Data(contentsOf: url)
        XCTAssertEqual(data, try encoder.finish())
        XCTAssertEqual(writer.frameCount, 25)
        XCTAssertTrue(writer.isFinished)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["recording.png"])
        let decoder = try PNGDecoder(data: data)
        XCTAssertEqual(decoder.animationControl?.frameCount, 25)
        XCTAssertTrue(decoder.chunks.allSatisfy(\.isCRCValid))
        XCTAssertEqual(Fixtures.sequenceNumbers(decoder.chunks), (0..<49).map(UInt32.init))
        XCTAssertEqual(decoder.frameControls[1].delay, APNGDelay(numerator: 17, denominator: 1000))
        XCTAssertEqual(try decoder.frames().last, input.last)
    }

    func testCancelLeavesNoFile() throws {
        // Given a recording with two frames
        let url = directory.appendingPathComponent("cancelled.png")
        let writer = try APNGFileWriter(url: url)
        for frame in frames(count: 2) { try writer.addFrame(frame, delay: APNGDelay(fps: 10)) }

        // When it is cancelled
        writer.cancel()

        // Then no file exists and further use is rejected
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
        XCTAssertThrowsError(try writer.finish()) { XCTAssertEqual($0 as? APNGEncodingError, .finished) }
    }

    func testFinishingWithoutFramesThrowsAndLeavesNoFile() throws {
        let url = directory.appendingPathComponent("empty.png")
        let writer = try APNGFileWriter(url: url)
        XCTAssertThrowsError(try writer.finish()) { XCTAssertEqual($0 as? APNGEncodingError, .noFrames) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testUnwritableDirectoryIsReportedAtCreation() {
        // Given a destination inside a missing directory
        let url = directory.appendingPathComponent("missing/recording.png")

        // When / Then creating the writer throws an error naming the path, and no file appears
        XCTAssertThrowsError(try APNGFileWriter(url: url)) { error in
            XCTAssertEqual((error as? ImageWriteError)?.path, url.path)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    func testDroppingAnUnfinishedWriterRemovesItsTemporaryFile() throws {
        do {
            let writer = try APNGFileWriter(url: directory.appendingPathComponent("dropped.png"))
            try writer.addFrame(PixelBuffer(width: 2, height: 2, fill: .white), delay: 0.1)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
