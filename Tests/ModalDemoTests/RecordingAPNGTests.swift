import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// `--record` and `--filmstrip`, parsed back byte by byte.
final class RecordingAPNGTests: XCTestCase {
    private let directory = TemporaryDirectory()

    private func options(_ scenario: String, fps: Int = 10, scale: CGFloat = 1, size: CGSize = CGSize(width: 240, height: 400),
                         frames: Int = 6) -> DemoOptions {
        var options = DemoOptions()
        options.scenario = scenario
        options.framesPerSecond = fps
        options.scale = scale
        options.size = size
        options.rows = 20
        options.frames = frames
        return options
    }

    private func record(_ options: DemoOptions, to name: String) throws -> Data {
        let url = directory.path(name)
        try DemoRecorder(options: options).record(to: url.path)
        return try Data(contentsOf: url)
    }

    /// The virtual time the scenario ends at, played on its own stage.
    private func duration(of scenario: String, size: CGSize = CGSize(width: 240, height: 400)) -> TimeInterval {
        let stage = DemoStage(size: size, scale: 1, rows: 20)
        DemoScenarios.named(scenario)!.play(stage)
        return stage.host.now
    }

    // MARK: Chunks

    private struct RawChunk {
        let type: String
        let data: [UInt8]
        let storedCRC: UInt32
    }

    /// Splits a PNG into chunks with its own reader (independent of `PNGDecoder`).
    private func rawChunks(_ data: Data) throws -> [RawChunk] {
        let bytes = [UInt8](data)
        var chunks: [RawChunk] = []
        var offset = 8
        func u32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        while offset + 12 <= bytes.count {
            let length = Int(u32(offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let payload = Array(bytes[offset + 8..<offset + 8 + length])
            chunks.append(RawChunk(type: type, data: payload, storedCRC: u32(offset + 8 + length)))
            offset += 12 + length
        }
        XCTAssertEqual(offset, bytes.count, "chunks end exactly at the end of the file")
        return chunks
    }

    /// CRC-32 (ISO 3309, as PNG uses) over type and data, computed here bit by bit.
    private func crc32(_ type: String, _ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in Array(type.utf8) + data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
    private func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }

    // MARK: Tests

    func testTheWebModalRecordingParsesBackChunkByChunk() throws {
        // Given a recording of the web modal scenario at 10 fps, 240 × 400
        let data = try record(options("web-modal"), to: "web.png")
        let expectedFrames = Int((duration(of: "web-modal") * 10 + 1e-6).rounded(.down)) + 1

        // Then: the signature
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try rawChunks(data)

        // IHDR first: 240 × 400, 8-bit RGBA, no interlace
        XCTAssertEqual(chunks.first?.type, "IHDR")
        let ihdr = chunks[0].data
        XCTAssertEqual(u32(ihdr, 0), 240)
        XCTAssertEqual(u32(ihdr, 4), 400)
        XCTAssertEqual(Array(ihdr[8...12]), [8, 6, 0, 0, 0])
        XCTAssertEqual(chunks.last?.type, "IEND")

        // Every CRC is valid
        for (index, chunk) in chunks.enumerated() {
            XCTAssertEqual(chunk.storedCRC, crc32(chunk.type, chunk.data), "chunk \(index) \(chunk.type)")
        }

        // acTL before IDAT, its count equals the fcTL chunks, looping forever
        let actlIndex = try XCTUnwrap(chunks.firstIndex { $0.type == "acTL" })
        XCTAssertLessThan(actlIndex, chunks.firstIndex { $0.type == "IDAT" }!)
        let fctl = chunks.filter { $0.type == "fcTL" }
        XCTAssertEqual(Int(u32(chunks[actlIndex].data, 0)), fctl.count)
        XCTAssertEqual(u32(chunks[actlIndex].data, 4), 0)
        XCTAssertGreaterThan(fctl.count, 5)

        // fcTL and fdAT sequence numbers are 0, 1, 2, ... in file order
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { u32($0.data, 0) }
        XCTAssertEqual(sequence, (0..<UInt32(sequence.count)).map { $0 })

        // The first frame covers the canvas; every frame lies inside it
        XCTAssertEqual([u32(fctl[0].data, 4), u32(fctl[0].data, 8), u32(fctl[0].data, 12), u32(fctl[0].data, 16)], [240, 400, 0, 0])
        for chunk in fctl {
            let (w, h, x, y) = (u32(chunk.data, 4), u32(chunk.data, 8), u32(chunk.data, 12), u32(chunk.data, 16))
            XCTAssertTrue(w > 0 && h > 0 && x + w <= 240 && y + h <= 400)
        }

        // Delays: whole multiples of 1/10 s (identical frames are merged), summing to the frames captured
        var total = 0.0
        for chunk in fctl {
            let numerator = Double(u16(chunk.data, 20)), denominator = Double(u16(chunk.data, 22))
            let seconds = numerator / (denominator == 0 ? 100 : denominator)
            XCTAssertEqual((seconds * 10).rounded(), seconds * 10, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(seconds, 0.1 - 1e-9)
            total += seconds
        }
        XCTAssertEqual(total, Double(expectedFrames) / 10, accuracy: 1e-9)
        XCTAssertEqual(Double(u16(fctl[1].data, 20)) / Double(u16(fctl[1].data, 22)), 0.1, accuracy: 1e-9,
                       "the zoom changes every frame: one frame, 1/10 s")
    }

    func testDecodedFramesShowTheListThenTheModalThenTheListAgain() throws {
        let data = try record(options("web-modal"), to: "web.png")

        let decoder = try PNGDecoder(data: data)
        let frames = try decoder.frames()

        XCTAssertEqual(frames.count, decoder.animationControl?.frameCount)
        let first = try XCTUnwrap(frames.first), last = try XCTUnwrap(frames.last)
        // A white list row at (3, 300) before and after; the 40 % backdrop over it while open
        XCTAssertColor(first.color(at: CGPoint(x: 3, y: 300)), .white)
        XCTAssertColor(last.color(at: CGPoint(x: 3, y: 300)), .white)
        XCTAssertTrue(frames.contains { $0.color(at: CGPoint(x: 3, y: 300)) == RGBA8(r: 153, g: 153, b: 153) })
        // The first frame is what the stage shows before the scenario starts
        let stage = DemoStage(size: CGSize(width: 240, height: 400), scale: 1, rows: 20)
        XCTAssertEqual(first, stage.host.snapshot())
        XCTAssertEqual(last.width, 240)
        XCTAssertEqual(last.height, 400)
    }

    func testTwoRecordingsAreByteIdentical() throws {
        let first = try record(options("flick-dismisses"), to: "a.png")
        let second = try record(options("flick-dismisses"), to: "b.png")

        XCTAssertEqual(first, second)
        XCTAssertGreaterThan(first.count, 1000)
        XCTAssertEqual(directory.contents, ["a.png", "b.png"], "no temporary file is left")
    }

    func testEveryScenarioRecordsAValidAnimation() throws {
        for scenario in DemoScenarios.all {
            XCTAssertGreaterThan(scenario.summary.count, 15, scenario.name)
            let data = try record(options(scenario.name, fps: 5), to: "\(scenario.name).png")
            let decoder = try PNGDecoder(data: data)
            XCTAssertGreaterThan(decoder.animationControl?.frameCount ?? 0, 2, scenario.name)
            XCTAssertNoThrow(try decoder.frames(), scenario.name)
        }
    }

    func testTheFilmstripLaysNFramesSideBySide() throws {
        for scale: CGFloat in [1, 2] {
            // Given 4 frames of the flick at 240 × 400
            let url = directory.path("strip-\(Int(scale)).png")
            try DemoRecorder(options: options("flick-dismisses", scale: scale, frames: 4)).filmstrip(to: url.path)

            // Then the strip is 4 frames wide with 8-point gaps
            let image = try PNGDecoder(data: Data(contentsOf: url)).image()
            XCTAssertEqual(image.width, Int((240 * 4 + 8 * 3) * scale))
            XCTAssertEqual(image.height, Int(400 * scale))
            // The gap is white; the first frame is the list (no sheet yet); the last frame is the list again
            XCTAssertColor(image.color(at: CGPoint(x: 244, y: 200), scale: scale), .white)
            let stage = DemoStage(size: CGSize(width: 240, height: 400), scale: scale, rows: 20)
            let list = stage.host.snapshot()
            XCTAssertEqual(image.pixel(x: 5, y: Int(300 * scale)), list.pixel(x: 5, y: Int(300 * scale)))
        }
    }

    func testUnknownScenarioIsAUsageErrorAndWritesNothing() {
        XCTAssertThrowsError(try DemoRecorder(options: options("nope")).record(to: directory.path("x.png").path)) { error in
            XCTAssertTrue(error is AppUsageError)
            XCTAssertEqual("\(error)", "unknown scenario 'nope'; --list-scenarios lists them")
        }
        var missing = options("x")
        missing.scenario = nil
        XCTAssertThrowsError(try DemoRecorder(options: missing).filmstrip(to: directory.path("x.png").path)) { error in
            XCTAssertTrue("\(error)".contains("--scenario NAME"), "\(error)")
        }
        XCTAssertEqual(directory.contents, [])
    }

    func testAnUnwritableOutputPathIsAUsageErrorAndWritesNothing() throws {
        try Data("x".utf8).write(to: directory.path("file"))
        let cases = [
            (directory.path("missing/out.png").path, "the directory \(directory.path("missing").path) does not exist"),
            (directory.path("file/out.png").path, "the directory \(directory.path("file").path) does not exist"),
            (directory.url.path, "it is a directory"),
        ]
        for (path, message) in cases {
            XCTAssertThrowsError(try DemoRecorder(options: options("web-modal")).record(to: path), path) { error in
                XCTAssertTrue(error is AppUsageError, path)
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
        XCTAssertEqual(directory.contents, ["file"])
    }
}
