import Foundation
import XCTest

/// FFmpeg, gdk-pixbuf and librsvg are opened with dlopen on first use (recording a
/// video, decoding an image file), not at launch: a started program that does
/// neither has none of them (nor the hundred libraries libavcodec pulls in) loaded.
final class LazyLibrariesTests: XCTestCase {
    /// The sonames the dynamic loader loaded for `modal-demo --help`, from its
    /// `LD_DEBUG=files` trace ("file=libcairo.so.2 [0];  needed by ...").
    private func librariesLoadedAtLaunch() throws -> Set<String> {
        let directory = FileManager.default.temporaryDirectory
        let result = try DemoCommandLine.run(["--help"], in: directory, environment: ["LD_DEBUG": "files"])
        XCTAssertEqual(result.status, 0, result.stderr)
        var names = Set<String>()
        for line in result.stderr.split(separator: "\n") {
            guard let start = line.range(of: "file=") else { continue }
            let rest = line[start.upperBound...]
            names.insert(String(rest.prefix { $0 != " " && $0 != "\t" && $0 != ";" }))
        }
        return names
    }

    func testTheDemoLoadsNoMediaOrImageCodecLibraryAtLaunch() throws {
        let loaded = try librariesLoadedAtLaunch()

        XCTAssertTrue(loaded.contains("libcairo.so.2"), "the trace lists what was loaded: \(loaded.sorted())")
        let lazy = loaded.filter { name in
            ["libavcodec", "libavformat", "libavutil", "libswscale", "libx264", "libx265", "libvpx", "libgdk_pixbuf", "librsvg"]
                .contains { name.hasPrefix($0 + ".") || name.hasPrefix($0 + "-") }
        }
        XCTAssertEqual(lazy.sorted(), [], "loaded at launch although only recording or image files need them")
    }
}
