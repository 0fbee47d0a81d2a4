import Foundation
import UIKitImaging

/// A directory of PNG files, one per frame at `framesPerSecond` (`frame-00001.png`,
/// `frame-00002.png`, ...): frames are laid on the frame-rate grid as for video, so
/// frame N is what shows at (N - 1) / fps seconds.
///
/// The files go into a hidden temporary directory next to the destination; `commit()`
/// puts it in place of the destination directory (whose old contents are removed).
public final class PNGSequenceSink: FrameSink {
    public let destination: URL
    private let temporary: URL
    private var clock: FrameClock
    private var finished = false
    /// Files written so far.
    public private(set) var frameCount = 0

    public init(directory: URL, framesPerSecond: Int) throws {
        destination = directory
        clock = FrameClock(ticksPerSecond: Double(framesPerSecond))
        let parent = directory.deletingLastPathComponent().path
        var template = Array("\(parent)/.\(directory.lastPathComponent).tmp-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw MediaEncodingError(path: directory.path, reason: "cannot create a temporary directory in \(parent): \(String(cString: strerror(errno)))")
        }
        temporary = URL(fileURLWithPath: template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }

    deinit { if !finished || FileManager.default.fileExists(atPath: temporary.path) { cancel() } }

    /// The name of frame `number` (from 1).
    public static func fileName(frame number: Int) -> String { String(format: "frame-%05d.png", number) }

    public func append(_ frame: PixelBuffer, duration: TimeInterval) throws {
        var repeats = clock.advance(by: duration)
        if frameCount == 0 && repeats == 0 { repeats = 1 }
        guard repeats > 0 else { return }
        let data = PNGEncoder().encode(frame)
        for _ in 0..<repeats {
            frameCount += 1
            do { try data.write(to: temporary.appendingPathComponent(Self.fileName(frame: frameCount))) } catch {
                cancel()
                throw MediaEncodingError(path: destination.path, reason: "cannot write frame \(frameCount): \(error.localizedDescription)")
            }
        }
    }

    public func finishEncoding() throws {
        guard frameCount > 0 else { throw MediaEncodingError(path: destination.path, reason: "no frames to write") }
        finished = true
    }

    public func commit() throws {
        guard finished else { throw MediaEncodingError(path: destination.path, reason: "the frames are not finished") }
        let manager = FileManager.default
        chmod(temporary.path, 0o755)
        var old: URL?
        if manager.fileExists(atPath: destination.path) {
            let aside = destination.deletingLastPathComponent()
                .appendingPathComponent(".\(destination.lastPathComponent).old-\(getpid())-\(frameCount)")
            guard rename(destination.path, aside.path) == 0 else {
                throw MediaEncodingError(path: destination.path, reason: "cannot replace it: \(String(cString: strerror(errno)))")
            }
            old = aside
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if let old { rename(old.path, destination.path) }
            throw MediaEncodingError(path: destination.path, reason: "cannot move the frames into place: \(reason)")
        }
        if let old { try? manager.removeItem(at: old) }
    }

    public func cancel() {
        try? FileManager.default.removeItem(at: temporary)
        finished = true
    }
}
