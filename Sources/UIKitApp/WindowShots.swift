import Foundation
import UIKitImaging
import UIKitX11

/// F12 in the live window: a PNG of the window as drawn, named after the
/// program and the time, in `--shots-dir` (default: the current directory).
final class WindowShots {
    let host: X11Host
    let directory: URL
    let programName: String
    let report: (String) -> Void

    init(host: X11Host, directory: URL, programName: String, report: @escaping (String) -> Void) {
        self.host = host
        self.directory = directory
        self.programName = programName
        self.report = report
    }

    func saveScreenshot() {
        guard let pixels = host.captureWindow() else {
            report("could not read the window's pixels")
            return
        }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let url = directory.appendingPathComponent("\(programName)-\(formatter.string(from: Date())).png")
        do {
            try PNGEncoder().write(pixels, to: url)
            report("saved \(url.path)")
        } catch {
            report("could not save a screenshot: \(error)")
        }
    }
}

/// `--record-live`: every frame actually drawn, with its real timing, into an APNG.
final class LiveRecording {
    private let writer: APNGFileWriter
    private let host: X11Host
    private var pending: (pixels: PixelBuffer, time: TimeInterval)?

    init(url: URL, host: X11Host) throws {
        writer = try APNGFileWriter(url: url)
        self.host = host
    }

    func frameDrawn(at time: TimeInterval) {
        guard let pixels = host.captureWindow() else { return }
        if let previous = pending {
            try? writer.addFrame(previous.pixels, delay: max(0.001, time - previous.time))
        }
        pending = (pixels, time)
    }

    func finish() throws {
        if let last = pending { try writer.addFrame(last.pixels, delay: 0.1) }
        pending = nil
        if writer.frameCount > 0 { try writer.finish() } else { writer.cancel() }
    }
}
