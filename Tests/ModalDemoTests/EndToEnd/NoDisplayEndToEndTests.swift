import Foundation
import XCTest

/// The contract's exit codes without an X server: no display (or one that is not
/// there) is exit 2 with one line on stderr that says what to do.
final class NoDisplayEndToEndTests: EndToEndTestCase {
    override class var usesSharedServer: Bool { false }

    private func run(display: String?) throws -> (status: Int32?, stderr: String, demo: EndToEndDemoProcess) {
        let demo = try EndToEndDemoProcess(arguments: ["--trace", "--data-dir", dataDirectory.path], display: display)
        self.demo = demo
        let status = demo.waitForExit(timeout: 5)
        return (status, demo.finalStderr(), demo)
    }

    func testWithoutDisplayExitsTwoWithOneLine() throws {
        let (status, stderr, demo) = try run(display: nil)

        XCTAssertEqual(status, 2)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2, "one line, ending in a newline: \(stderr.debugDescription)")
        XCTAssertTrue(stderr.hasPrefix("modal-demo: "), stderr)
        XCTAssertTrue(stderr.contains("DISPLAY"), "the message names $DISPLAY: \(stderr)")
        XCTAssertEqual(demo.allEvents.map(\.line), [], "no trace without a window")
    }

    func testWithAnUnreachableDisplayExitsTwoWithOneLine() throws {
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X4071"))
        let (status, stderr, demo) = try run(display: ":4071")

        XCTAssertEqual(status, 2)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2, "one line, ending in a newline: \(stderr.debugDescription)")
        XCTAssertTrue(stderr.hasPrefix("modal-demo: "), stderr)
        XCTAssertTrue(stderr.contains(":4071"), "the message names the display: \(stderr)")
        XCTAssertEqual(demo.allEvents.map(\.line), [])
    }
}
