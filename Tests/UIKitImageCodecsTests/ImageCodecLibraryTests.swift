import Foundation
@testable import UIKitImageCodecs
import XCTest

/// gdk-pixbuf and librsvg are opened on first use; the shim that declares their
/// functions (their headers are not on the module's include path) matches the real
/// headers; a missing library is a sentence saying what to install.
final class ImageCodecLibraryTests: XCTestCase {
    func testTheLibrariesLoad() {
        XCTAssertNoThrow(try ImageCodecLibrary.shared.get())
        XCTAssertNil(SystemImageCodec.unavailableReason)
    }

    func testAMissingLibraryIsAClearError() {
        let result = ImageCodecLibrary.load(pixbuf: "libgdk_pixbuf-missing.so.0", rsvg: "librsvg-2.so.2")

        guard case .failure(let error) = result else { return XCTFail("loaded a library that does not exist") }
        XCTAssertEqual(error.description, "decoding image files needs gdk-pixbuf 2.0 and librsvg 2: "
                       + "install libgdk-pixbuf-2.0-0 librsvg2-2 "
                       + "(libgdk_pixbuf-missing.so.0: cannot open shared object file: No such file or directory)")
    }

    func testALibraryWithoutAFunctionNamesTheFunction() {
        let result = ImageCodecLibrary.load(pixbuf: "libgdk_pixbuf-2.0.so.0", rsvg: "libgdk_pixbuf-2.0.so.0")

        XCTAssertEqual(result.map { _ in "loaded" },
                       .failure(ImageCodecLibrary.LoadError(detail: "libgdk_pixbuf-2.0.so.0 has no rsvg_handle_new_from_data")))
    }

    /// The shim's declarations, compiled after gdk-pixbuf's and librsvg's own headers:
    /// a declaration that differs from theirs is a "conflicting types" error.
    func testTheShimDeclaresTheFunctionsAsTheRealHeadersDo() throws {
        let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CImageCodecs/shim.h")
        let flags = try run("/usr/bin/env", ["pkg-config", "--cflags", "gdk-pixbuf-2.0", "librsvg-2.0"])
        XCTAssertEqual(flags.status, 0, "pkg-config needs libgdk-pixbuf-2.0-dev and librsvg2-dev: \(flags.output)")
        let compiled = try run("/usr/bin/env", ["clang", "-fsyntax-only", "-Werror=incompatible-pointer-types"]
            + flags.output.split(separator: " ").map(String.init)
            + ["-include", "gdk-pixbuf/gdk-pixbuf.h", "-include", "librsvg/rsvg.h", "-x", "c", shim.path])

        XCTAssertEqual(compiled.status, 0, compiled.output)
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
