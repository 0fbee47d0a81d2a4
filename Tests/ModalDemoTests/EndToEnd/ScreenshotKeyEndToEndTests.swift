import CX11
import Foundation
import UIKitImaging
import XCTest

/// F12 in the live window: a PNG of the window as drawn, in `--shots-dir`,
/// equal to what the X server shows for the window.
final class ScreenshotKeyEndToEndTests: EndToEndTestCase {
    func testF12SavesThePNGTheWindowShows() throws {
        // Given the demo at rest with a shots directory
        let shots = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-shots-\(getpid())-\(Int(Date().timeIntervalSince1970 * 1000))")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: shots) }
        try launch(["--shots-dir", shots.path])
        let demo = try running()
        try focusDemo()
        try settle()

        // When F12 is pressed through the X server
        try xserver().tap(keysym: Int32(XK_F12))
        let deadline = Date().addingTimeInterval(5)
        var files: [String] = []
        while Date() < deadline {
            files = (try? FileManager.default.contentsOfDirectory(atPath: shots.path).filter { $0.hasSuffix(".png") }) ?? []
            if !files.isEmpty { break }
            usleep(50_000)
        }

        // Then one PNG was written, and stderr says where
        XCTAssertEqual(files.count, 1, "files: \(files)")
        let file = try XCTUnwrap(files.first)
        XCTAssertTrue(file.hasPrefix("modal-demo-"), file)
        XCTAssertTrue(demo.waitForStderr(containing: shots.appendingPathComponent(file).path), demo.stderrText)

        // And its pixels match the window's own XGetImage capture
        let png = try PNGDecoder(data: Data(contentsOf: shots.appendingPathComponent(file))).image()
        let server = try xserver()
        let width = png.width, height = png.height
        XCTAssertEqual(CGFloat(width), windowSize.width * scale)
        XCTAssertEqual(CGFloat(height), windowSize.height * scale)
        let image = try XCTUnwrap(XGetImage(server.control, window, 0, 0, UInt32(width), UInt32(height), cx11_all_planes(), ZPixmap))
        defer { cx11_destroy_image(image) }
        var differing = 0
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) {
                let value = cx11_get_pixel(image, Int32(x), Int32(y))
                let shown = (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
                let saved = png.pixel(x: x, y: y)
                if abs(shown.0 - Int(saved.r)) > 2 || abs(shown.1 - Int(saved.g)) > 2 || abs(shown.2 - Int(saved.b)) > 2 {
                    differing += 1
                }
            }
        }
        let sampled = ((width + 1) / 2) * ((height + 1) / 2)
        XCTAssertLessThanOrEqual(Double(differing) / Double(sampled), 0.001, "\(differing) of \(sampled) sampled pixels differ")
    }
}
