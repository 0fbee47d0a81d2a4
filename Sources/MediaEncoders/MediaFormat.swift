import Foundation

/// The output formats, chosen by the file name: `.gif`, `.mp4`, `.webm`, `.png`
/// (animated PNG), or a path ending in `/` (a directory of PNG frames).
public enum MediaFormat: String, Equatable, CaseIterable, Sendable {
    case gif, mp4, webm, apng, pngSequence

    /// The format a path asks for, or nil for an unknown extension.
    public init?(path: String) {
        if path.hasSuffix("/") {
            self = .pngSequence
            return
        }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "gif": self = .gif
        case "mp4": self = .mp4
        case "webm": self = .webm
        case "png", "apng": self = .apng
        default: return nil
        }
    }

    /// What `Output` accepts, for error messages.
    public static let accepted = ".gif, .mp4, .webm, .png (animated PNG) or a directory ending in /"

    /// Opens a sink writing `path` in this format; `framesPerSecond` sets the grid of
    /// constant-rate formats (video, PNG frames).
    public func makeSink(path: String, framesPerSecond: Int) throws -> FrameSink {
        let url = URL(fileURLWithPath: path)
        switch self {
        case .gif: return GIFEncoder(url: url)
        case .mp4: return VideoEncoder(url: url, codec: .h264, framesPerSecond: framesPerSecond)
        case .webm: return VideoEncoder(url: url, codec: .vp9, framesPerSecond: framesPerSecond)
        case .apng: return try APNGSink(url: url)
        case .pngSequence: return try PNGSequenceSink(directory: url, framesPerSecond: framesPerSecond)
        }
    }
}
