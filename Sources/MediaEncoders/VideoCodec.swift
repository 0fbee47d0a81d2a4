import Foundation

/// The two video formats the encoders write, with the settings that make them
/// small, widely playable and byte-for-byte reproducible.
public enum VideoCodec: Equatable, Sendable {
    /// H.264 (libx264) in MP4, yuv420p: plays everywhere, including GitHub's README viewer.
    case h264
    /// VP9 (libvpx) in WebM, yuv420p: the open format browsers play natively.
    case vp9

    /// FFmpeg's muxer name.
    var container: String { self == .h264 ? "mp4" : "webm" }
    /// FFmpeg's encoder name.
    var encoderName: String { self == .h264 ? "libx264" : "libvpx-vp9" }

    /// Encoder options. One thread and FFmpeg's bit-exact flags (set by the encoder)
    /// make the output depend only on the frames, not on the machine.
    var encoderOptions: [(String, String)] {
        switch self {
        case .h264:
            // Constant quality; `animation` tunes for flat areas and sharp edges (UI).
            return [("preset", "medium"), ("tune", "animation"), ("crf", "20")]
        case .vp9:
            // Constant quality (crf with no bitrate cap), "good" at a moderate speed,
            // no row multithreading.
            return [("crf", "32"), ("b", "0"), ("deadline", "good"), ("cpu-used", "4"), ("row-mt", "0")]
        }
    }

    /// Muxer options: MP4's index goes first so browsers can start playing at once.
    var muxerOptions: [(String, String)] {
        self == .h264 ? [("movflags", "+faststart")] : []
    }
}
