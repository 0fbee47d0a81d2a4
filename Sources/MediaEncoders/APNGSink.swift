import Foundation
import UIKitImaging

/// Animated PNG output (`APNGFileWriter`): lossless, every frame with its exact
/// duration, identical consecutive frames merged into one longer frame.
public final class APNGSink: FrameSink {
    public let destination: URL
    private let writer: APNGFileWriter
    private var finished = false

    public init(url: URL) throws {
        destination = url
        writer = try APNGFileWriter(url: url)
    }

    public func append(_ frame: PixelBuffer, duration: TimeInterval) throws {
        try writer.addFrame(frame, delay: duration)
    }

    /// The APNG writer completes and renames in one step, so it runs at `commit()`;
    /// here only the frame count is checked.
    public func finishEncoding() throws {
        guard writer.frameCount > 0 else { throw MediaEncodingError(path: destination.path, reason: "no frames to write") }
        finished = true
    }

    public func commit() throws {
        guard finished else { throw MediaEncodingError(path: destination.path, reason: "the APNG is not finished") }
        try writer.finish()
    }

    public func cancel() { writer.cancel() }
}
