import Foundation
import UIKitImaging

/// "Frames in, file out": what every output format takes.
///
/// A recording hands the same stream of frames to one sink per output (as VHS hands
/// every format the same frames), each frame with how long it stays on screen. The
/// file is built under a hidden temporary name next to its destination; nothing
/// appears at the destination until `commit()`, so a failure or an interruption
/// never leaves a partial file.
///
/// The order is: `append` any number of times, then `finishEncoding()` (the file is
/// complete, still under its temporary name), then `commit()` (renamed into place).
/// `cancel()` at any point removes the temporary file. Several sinks finish their
/// encoding first and are committed together (`FrameFanOut`), so either every output
/// of a recording appears or none does.
public protocol FrameSink: AnyObject {
    /// The file this sink writes.
    var destination: URL { get }
    /// Adds a frame shown for `duration` seconds (after the previous one).
    func append(_ frame: PixelBuffer, duration: TimeInterval) throws
    /// Completes the file under its temporary name.
    func finishEncoding() throws
    /// Moves the completed file to `destination`, replacing what was there.
    func commit() throws
    /// Abandons the file: the temporary file is removed and `destination` untouched.
    func cancel()
}

extension FrameSink {
    /// `finishEncoding()` then `commit()`; on failure the temporary file is removed.
    public func finish() throws {
        do {
            try finishEncoding()
            try commit()
        } catch {
            cancel()
            throw error
        }
    }
}
