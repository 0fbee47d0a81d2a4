import Foundation
import XCTest

/// `make test` checks the README's recordings: every tape in `tapes/` is played with
/// `--check tapes/golden` (its Screenshots and each output's last frame against the
/// committed goldens; nothing is encoded). After an intended change of the pictures:
/// `make screenshots` and `modal-demo --tape tapes/NAME.tape --check tapes/golden --update`.
final class RepositoryTapesTests: XCTestCase {
    /// The repository's root (this file is Tests/ModalDemoTests/RepositoryTapesTests.swift).
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryTapeInTheRepositoryMatchesItsGoldens() throws {
        let tapes = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("tapes").path)
            .filter { $0.hasSuffix(".tape") }.sorted()
        XCTAssertEqual(tapes, ["custom-transition.tape", "flick-dismisses.tape", "locked-drag-action-sheet.tape", "web-modal.tape"])

        for tape in tapes {
            let result = try DemoCommandLine.run(["--tape", "tapes/\(tape)", "--check", "tapes/golden"], in: root)
            XCTAssertEqual(result.status, 0, "\(tape): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix(" match tapes/golden\n") || result.stderr.hasSuffix(" matches tapes/golden\n"), "\(tape): \(result.stderr)")
        }
    }
}
