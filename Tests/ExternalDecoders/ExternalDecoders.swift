import Foundation

/// Independent decoders for the tests: FFmpeg's `ffprobe` and ImageMagick's
/// `identify`/`convert` read back what the encoders and tapes wrote
/// (`scripts/install-deps.sh test` installs them).
public enum ExternalDecoders {
    public struct ToolFailed: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `name` with `arguments` and returns its standard output; throws when it fails.
    public static func run(_ name: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        final class Collected: @unchecked Sendable { var data = Data() }
        let errors = Collected()
        let reader = Thread { errors.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        guard process.terminationStatus == 0 else {
            throw ToolFailed(description: "\(name) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): "
                + String(decoding: errors.data, as: UTF8.self) + " (scripts/install-deps.sh test installs it)")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// What ffprobe says about a video file's first stream.
    public struct Video: Equatable {
        public var codec: String
        public var width: Int
        public var height: Int
        public var pixelFormat: String
        public var frames: Int
        public var frameRate: String
        public var duration: Double

        public init(codec: String, width: Int, height: Int, pixelFormat: String, frames: Int, frameRate: String, duration: Double) {
            self.codec = codec
            self.width = width
            self.height = height
            self.pixelFormat = pixelFormat
            self.frames = frames
            self.frameRate = frameRate
            self.duration = duration
        }
    }

    /// ffprobe, counting the frames it decodes.
    public static func probeVideo(_ path: String) throws -> Video {
        let json = try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                       "-show_entries", "stream=codec_name,width,height,pix_fmt,nb_read_frames,r_frame_rate",
                                       "-show_entries", "format=duration", "-of", "json", path])
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let stream = (object["streams"] as? [[String: Any]])?.first, let format = object["format"] as? [String: Any] else {
            throw ToolFailed(description: "ffprobe gave no stream for \(path): \(json)")
        }
        return Video(codec: stream["codec_name"] as? String ?? "", width: stream["width"] as? Int ?? 0,
                     height: stream["height"] as? Int ?? 0, pixelFormat: stream["pix_fmt"] as? String ?? "",
                     frames: Int(stream["nb_read_frames"] as? String ?? "") ?? -1,
                     frameRate: stream["r_frame_rate"] as? String ?? "",
                     duration: Double(format["duration"] as? String ?? "") ?? -1)
    }

    /// ImageMagick's view of a GIF frame: its delay (centiseconds) and placement (`WxH+X+Y`).
    public struct GIFFrame: Equatable {
        public var delay: Int
        public var page: String

        public init(delay: Int, page: String) {
            self.delay = delay
            self.page = page
        }
    }

    /// A GIF's screen size, frames and loop count (ImageMagick's "Iterations", 0 = forever).
    public static func probeGIF(_ path: String) throws -> (width: Int, height: Int, frames: [GIFFrame], loops: Int) {
        let lines = try run("identify", ["-format", "%T %W %H %wx%h%X%Y\n", path]).split(separator: "\n")
        let verbose = try run("identify", ["-verbose", path])
        let iterations = verbose.split(separator: "\n").first { $0.contains("Iterations:") }
        let loops = iterations.flatMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) } ?? -1
        var frames: [GIFFrame] = []
        var width = 0, height = 0
        for line in lines {
            let parts = line.split(separator: " ").map(String.init)
            frames.append(GIFFrame(delay: Int(parts[0]) ?? -1, page: parts[3]))
            width = Int(parts[1]) ?? 0
            height = Int(parts[2]) ?? 0
        }
        return (width, height, frames, loops)
    }
}
