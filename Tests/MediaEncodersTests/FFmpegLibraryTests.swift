@testable import MediaEncoders
import UIKitImaging
import XCTest

/// FFmpeg is opened on first use: when that fails, recording throws an error naming
/// the packages to install, and leaves no file.
final class FFmpegLibraryTests: XCTestCase {
    private let scratch = ScratchDirectory()

    func testTheDefaultSonamesAreTheHeadersMajors() {
        XCTAssertEqual(FFmpegLibrary.Sonames.default,
                       FFmpegLibrary.Sonames(avutil: "libavutil.so.57", avcodec: "libavcodec.so.59",
                                             avformat: "libavformat.so.59", swscale: "libswscale.so.6"))
        XCTAssertNoThrow(try FFmpegLibrary.shared.get())
    }

    func testAMissingLibraryIsAClearErrorAndNoFile() throws {
        var sonames = FFmpegLibrary.Sonames.default
        sonames.avcodec = "libavcodec-missing.so.59"
        let path = scratch.path("missing.mp4")
        let encoder = VideoEncoder(url: URL(fileURLWithPath: path), codec: .h264, framesPerSecond: 30,
                                   library: FFmpegLibrary.load(sonames))

        XCTAssertThrowsError(try encoder.append(movingSquare(frames: 1)[0], duration: 0.1)) { error in
            XCTAssertEqual(error as? MediaEncodingError, MediaEncodingError(
                path: path,
                reason: "MP4 recording needs FFmpeg's libavcodec 59, libavformat 59, libswscale 6, libavutil 57: "
                    + "install libavcodec59 libavformat59 libswscale6 libavutil57 "
                    + "(libavcodec-missing.so.59: cannot open shared object file: No such file or directory)"))
        }
        XCTAssertEqual(scratch.contents, [])
    }

    func testALibraryWithoutAFunctionNamesTheFunction() {
        var sonames = FFmpegLibrary.Sonames.default
        sonames.avcodec = sonames.avutil   // libavutil has none of libavcodec's functions

        XCTAssertEqual(FFmpegLibrary.load(sonames).map { _ in "loaded" },
                       .failure(FFmpegLibrary.LoadError(detail: "libavutil.so.57 has no avcodec_find_encoder_by_name")))
    }

    func testAWebMNamesItsFormat() {
        XCTAssertEqual(FFmpegLibrary.LoadError(detail: "x").reason(for: .vp9),
                       "WebM recording needs FFmpeg's libavcodec 59, libavformat 59, libswscale 6, libavutil 57: "
                       + "install libavcodec59 libavformat59 libswscale6 libavutil57 (x)")
    }
}
