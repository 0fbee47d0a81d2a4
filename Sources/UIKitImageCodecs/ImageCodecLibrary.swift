import CImageCodecs
import Foundation

/// gdk-pixbuf and librsvg, opened with `dlopen` the first time an image file is
/// decoded or a JPEG encoded, rather than linked: they (and the libraries they pull
/// in) would cost every program using the package about 10 ms and 10 MB at launch.
///
/// `shared` is loaded once, on first use, by Swift's thread-safe lazy `static let`;
/// when a library is missing, decoding returns nil and `SystemImageCodec.loadError`
/// says why, never a crash.
struct ImageCodecLibrary: @unchecked Sendable {
    /// The functions (each typed as the shim declares it, checked against the real headers).
    let api: cimagecodecs_api

    /// Why the libraries could not be opened.
    struct LoadError: Error, Equatable, CustomStringConvertible {
        /// dlerror()'s message, or "<soname> has no <symbol>".
        let detail: String

        /// "decoding image files needs gdk-pixbuf and librsvg: install ... (<detail>)".
        var description: String {
            "decoding image files needs gdk-pixbuf 2.0 and librsvg 2: install libgdk-pixbuf-2.0-0 librsvg2-2 (\(detail))"
        }
    }

    /// The libraries at Debian's sonames, opened on first use.
    static let shared: Result<ImageCodecLibrary, LoadError> =
        load(pixbuf: String(cString: cimagecodecs_pixbuf_soname()), rsvg: String(cString: cimagecodecs_rsvg_soname()))

    /// `shared` when it loaded; on the first call after a failure, the reason goes to
    /// standard error once (decoding then returns nil, as for an unreadable file).
    static var loaded: ImageCodecLibrary? {
        switch shared {
        case .success(let library): return library
        case .failure: _ = reportedFailure; return nil
        }
    }

    private static let reportedFailure: Void = {
        if case .failure(let error) = shared { FileHandle.standardError.write(Data("UIKit: \(error)\n".utf8)) }
    }()

    /// Opens the libraries at these sonames (tests pass bogus ones to see the error).
    static func load(pixbuf: String, rsvg: String) -> Result<ImageCodecLibrary, LoadError> {
        let table = UnsafeMutablePointer<cimagecodecs_api>.allocate(capacity: 1)
        defer { table.deallocate() }
        var error = [CChar](repeating: 0, count: 512)
        guard cimagecodecs_load(pixbuf, rsvg, table, &error, error.count) != 0 else {
            return .failure(LoadError(detail: String(cString: error)))
        }
        return .success(ImageCodecLibrary(api: table.pointee))
    }
}
