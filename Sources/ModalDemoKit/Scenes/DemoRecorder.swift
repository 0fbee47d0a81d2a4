import Foundation
import UIKit

/// Films scenarios: `--record` writes an APNG of the frames at `--fps`, `--filmstrip`
/// lays N evenly spaced frames side by side. Same arguments, same bytes.
struct DemoRecorder {
    let options: DemoOptions

    private func scenario() throws -> DemoScenario {
        guard let name = options.scenario else { throw AppUsageError("--record and --filmstrip need --scenario NAME (see --list-scenarios)") }
        guard let scenario = DemoScenarios.named(name) else {
            throw AppUsageError("unknown scenario '\(name)'; --list-scenarios lists them")
        }
        return scenario
    }

    /// Plays the scenario and hands each frame (at `fps`) to `capture` with its time.
    private func play(_ scenario: DemoScenario, fps: Int, capture: @escaping (PixelBuffer, TimeInterval) -> Void) {
        let stage = DemoStage(size: options.size, scale: options.scale ?? 1, framesPerSecond: 60, rows: options.rows,
                              appearance: options.appearance ?? .light)
        let interval = 1 / Double(fps)
        var nextCapture = 0.0
        let host = stage.host
        capture(host.snapshot(), host.now)
        nextCapture = host.now + interval
        host.onFrame = { now in
            while now + 1e-9 >= nextCapture {
                capture(host.snapshot(), nextCapture)
                nextCapture += interval
            }
        }
        scenario.play(stage)
        host.onFrame = nil
    }

    func record(to file: String) throws {
        let scenario = try scenario()
        let url = try OutputPath.validate(file)
        let fps = options.framesPerSecond
        let writer = try APNGFileWriter(url: url)
        var frames = 0
        var failure: Error?
        var lastReport = 0.0
        play(scenario, fps: fps) { pixels, time in
            guard failure == nil else { return }
            do { try writer.addFrame(pixels, delay: APNGDelay(fps: fps)) } catch { failure = error }
            frames += 1
            if time >= 1 && time - lastReport >= 1 {
                lastReport = time
                FileHandle.standardError.write(Data("modal-demo: recording \(scenario.name): \(String(format: "%.1f", time)) s, \(frames) frames\n".utf8))
            }
        }
        if let failure {
            writer.cancel()
            throw failure
        }
        try writer.finish()
        if Double(frames) / Double(fps) > 1 {
            FileHandle.standardError.write(Data("modal-demo: wrote \(frames) frames (\(String(format: "%.2f", Double(frames) / Double(fps))) s) to \(url.path)\n".utf8))
        }
    }

    func filmstrip(to file: String) throws {
        let scenario = try scenario()
        let url = try OutputPath.validate(file)
        var all: [PixelBuffer] = []
        play(scenario, fps: 30) { pixels, _ in all.append(pixels) }
        let count = options.frames
        guard let first = all.first else { throw AppUsageError("the scenario produced no frames") }
        let picks = (0..<count).map { index in
            all[count == 1 ? 0 : Int((Double(index) * Double(all.count - 1) / Double(count - 1)).rounded())]
        }
        let gap = Int((8 * (options.scale ?? 1)).rounded())
        var strip = PixelBuffer(width: first.width * count + gap * (count - 1), height: first.height, fill: RGBA8(r: 255, g: 255, b: 255))
        for (index, frame) in picks.enumerated() {
            strip.replace(with: frame, atX: index * (first.width + gap), y: 0)
        }
        try PNGEncoder().write(strip, to: url)
    }
}
