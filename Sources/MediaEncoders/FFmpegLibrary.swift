import CFFmpeg

/// FFmpeg's libraries (libavutil, libavcodec, libavformat, libswscale), opened with
/// `dlopen` the first time a video is recorded rather than linked: libavcodec pulls
/// in about a hundred libraries (x264, x265, aom, rav1e, gnutls, ...) that would
/// cost every program using the package 50-60 ms and 28 MB at launch.
///
/// `shared` is loaded once, on first use, by Swift's thread-safe lazy `static let`;
/// a missing library becomes a `FFmpegLibrary.LoadError`, never a crash.
struct FFmpegLibrary: @unchecked Sendable {
    /// The functions (each typed as FFmpeg's header declares it).
    let api: cffmpeg_api

    /// Why the libraries could not be opened.
    struct LoadError: Error, Equatable {
        /// dlerror()'s message, or "<soname> has no <symbol>".
        let detail: String

        /// "MP4 recording needs FFmpeg's libavcodec 59, ...: install ... (<detail>)".
        func reason(for codec: VideoCodec) -> String {
            let format = codec == .h264 ? "MP4" : "WebM"
            let libraries = FFmpegLibrary.Sonames.default.packages
            return "\(format) recording needs FFmpeg's "
                + libraries.map { "\($0.name) \($0.major)" }.joined(separator: ", ")
                + ": install " + libraries.map { "\($0.name)\($0.major)" }.joined(separator: " ")
                + " (\(detail))"
        }
    }

    /// The sonames to open; `default` is what the headers were built against.
    struct Sonames: Equatable {
        var avutil: String
        var avcodec: String
        var avformat: String
        var swscale: String

        static let `default` = Sonames(avutil: String(cString: cffmpeg_avutil_soname()),
                                       avcodec: String(cString: cffmpeg_avcodec_soname()),
                                       avformat: String(cString: cffmpeg_avformat_soname()),
                                       swscale: String(cString: cffmpeg_swscale_soname()))

        /// Debian's package names and majors, for the error message.
        var packages: [(name: String, major: Int32)] {
            [("libavcodec", cffmpeg_avcodec_major()), ("libavformat", cffmpeg_avformat_major()),
             ("libswscale", cffmpeg_swscale_major()), ("libavutil", cffmpeg_avutil_major())]
        }
    }

    /// The libraries at their default sonames, opened on first use.
    static let shared: Result<FFmpegLibrary, LoadError> = load(.default)

    /// Opens the libraries at `sonames` (tests pass bogus ones to see the error).
    static func load(_ sonames: Sonames) -> Result<FFmpegLibrary, LoadError> {
        let table = UnsafeMutablePointer<cffmpeg_api>.allocate(capacity: 1)
        defer { table.deallocate() }
        var error = [CChar](repeating: 0, count: 512)
        let loaded = cffmpeg_load(sonames.avutil, sonames.avcodec, sonames.avformat, sonames.swscale,
                                  table, &error, error.count)
        guard loaded != 0 else { return .failure(LoadError(detail: String(cString: error))) }
        return .success(FFmpegLibrary(api: table.pointee))
    }
}
