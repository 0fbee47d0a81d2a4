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
