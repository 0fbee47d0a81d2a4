import Foundation
import UIKitImaging

/// Hands the same frames to several sinks, and finishes them all or none: every
/// sink completes its encoding before any is renamed into place, and a failure in
/// one cancels the others.
public final class FrameFanOut {
    public let sinks: [FrameSink]

    public init(_ sinks: [FrameSink]) { self.sinks = sinks }

    public func append(_ frame: PixelBuffer, duration: TimeInterval) throws {
        do { for sink in sinks { try sink.append(frame, duration: duration) } } catch {
            cancel()
            throw error
        }
    }

    public func finish() throws {
        do {
            for sink in sinks { try sink.finishEncoding() }
            for sink in sinks { try sink.commit() }
        } catch {
            cancel()
            throw error
        }
    }

    public func cancel() { for sink in sinks { sink.cancel() } }
}
