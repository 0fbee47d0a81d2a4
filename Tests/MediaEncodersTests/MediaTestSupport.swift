import Foundation
import UIKitImaging
import XCTest

/// A fresh directory, removed when the test is done.
final class ScratchDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("media-tests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the directory, sorted (hidden files included).
    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
}

/// Runs an independent decoder (ffprobe, ImageMagick) and returns its standard output.
func runTool(_ name: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        struct ToolFailed: Error, CustomStringConvertible { let description: String }
        throw ToolFailed(description: "\(name) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(String(decoding: errors, as: UTF8.self)) (scripts/install-deps.sh test installs it)")
    }
    return String(decoding: output, as: UTF8.self)
}

/// What ffprobe says about a video file's first stream.
struct ProbedVideo: Equatable {
    var codec: String
    var width: Int
    var height: Int
    var pixelFormat: String
    var frames: Int
    var frameRate: String
    var duration: Double
}

func probeVideo(_ path: String) throws -> ProbedVideo {
    let json = try runTool("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                       "-show_entries", "stream=codec_name,width,height,pix_fmt,nb_read_frames,r_frame_rate",
                                       "-show_entries", "format=duration", "-of", "json", path])
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let stream = try XCTUnwrap((object["streams"] as? [[String: Any]])?.first)
    let format = try XCTUnwrap(object["format"] as? [String: Any])
    return ProbedVideo(codec: stream["codec_name"] as? String ?? "", width: stream["width"] as? Int ?? 0,
                       height: stream["height"] as? Int ?? 0, pixelFormat: stream["pix_fmt"] as? String ?? "",
                       frames: Int(stream["nb_read_frames"] as? String ?? "") ?? -1,
                       frameRate: stream["r_frame_rate"] as? String ?? "",
                       duration: Double(format["duration"] as? String ?? "") ?? -1)
}

/// ImageMagick's view of a GIF: one entry per frame with its delay (cs) and placement.
struct ProbedGIFFrame: Equatable {
    var delay: Int
    var page: String
}

func probeGIF(_ path: String) throws -> (width: Int, height: Int, frames: [ProbedGIFFrame], loops: Int) {
    let lines = try runTool("identify", ["-format", "%T %W %H %wx%h%X%Y\n", path]).split(separator: "\n")
    // "Iterations: 0" is ImageMagick's reading of the NETSCAPE2.0 loop count (0 = forever).
    let verbose = try runTool("identify", ["-verbose", path])
    let iterations = verbose.split(separator: "\n").first { $0.contains("Iterations:") }
    let loops = iterations.flatMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) } ?? -1
    var frames: [ProbedGIFFrame] = []
    var width = 0, height = 0
    for line in lines {
        let parts = line.split(separator: " ").map(String.init)
        frames.append(ProbedGIFFrame(delay: Int(parts[0]) ?? -1, page: parts[3]))
        width = Int(parts[1]) ?? 0
        height = Int(parts[2]) ?? 0
    }
    return (width, height, frames, loops)
}

/// Frames of a small animation: a 10×10 red square moving right on white by 4 px a frame.
func movingSquare(frames count: Int, width: Int = 40, height: Int = 30) -> [PixelBuffer] {
    (0..<count).map { index in
        var frame = PixelBuffer(width: width, height: height, fill: .white)
        for y in 10..<20 { for x in 0..<10 where x + index * 4 < width { frame[x + index * 4, y] = RGBA8(r: 255, g: 0, b: 0) } }
        return frame
    }
}

/// The bytes of a file, or nil.
func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
