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
