import Foundation
import UIKitImaging

/// Animated GIF output: giflib writes the file, libimagequant chooses each frame's
/// palette (up to 256 colours, dithered), and every frame after the first only
/// carries the rectangle that changed, with unchanged pixels transparent.
///
/// Delays are whole centiseconds from the frames' exact times (`FrameClock`), so
/// rounding never drifts. Browsers slow frames shorter than 2 cs down to 10 cs, so
/// a frame that would last under 2 cs is dropped and its time given to the next
/// one (this only happens above 50 frames per second). The GIF loops forever.
/// Identical frames are kept (as a one-pixel transparent frame) so the frame count
/// matches the frames given.
public final class GIFEncoder: FrameSink {
    public let destination: URL
    private var quantizer = PaletteQuantizer()
    private var writer: GIFFileWriter?
    private var clock = FrameClock(ticksPerSecond: 100)
    /// The last frame written: the base for the next frame's difference.
    private var previous: PixelBuffer?
    /// A frame too short to show on its own, and its centiseconds, waiting for the next.
    private var held: (frame: PixelBuffer, ticks: Int)?
    private var isFinished = false
    /// Frames written to the file so far.
    public private(set) var frameCount = 0
    /// Centiseconds of the frames written so far.
    public private(set) var totalCentiseconds = 0

    /// Browsers show shorter delays as 10 cs.
    public static let minimumDelayCentiseconds = 2

    public init(url: URL) {
        destination = url
    }

    deinit { writer?.discard() }

    public func append(_ frame: PixelBuffer, duration: TimeInterval) throws {
        guard !isFinished else { throw MediaEncodingError(path: destination.path, reason: "the GIF is already finished") }
        var ticks = clock.advance(by: duration)
        if let held {
            ticks += held.ticks
            self.held = nil
        }
        guard ticks >= Self.minimumDelayCentiseconds else {
            held = (frame, ticks)
            return
        }
        try write(frame, ticks: ticks)
    }

    public func finishEncoding() throws {
        guard !isFinished else { return }
        if let held {
            self.held = nil
            try write(held.frame, ticks: max(held.ticks, Self.minimumDelayCentiseconds))
        }
        isFinished = true
        guard let writer else { throw MediaEncodingError(path: destination.path, reason: "no frames to write") }
        try writer.close()
    }

    public func commit() throws {
        guard let writer, isFinished else { throw MediaEncodingError(path: destination.path, reason: "the GIF is not finished") }
        try writer.commit()
        self.writer = nil
    }

    public func cancel() {
        writer?.discard()
        writer = nil
        isFinished = true
    }

    private func write(_ frame: PixelBuffer, ticks: Int) throws {
        do {
            let writer = try self.writer ?? GIFFileWriter(destination: destination, width: frame.width, height: frame.height)
            self.writer = writer
            let difference: FrameDifference
            if let previous {
                guard previous.width == frame.width, previous.height == frame.height else {
                    throw MediaEncodingError(path: destination.path, reason: "frame size changed from \(previous.width)x\(previous.height) to \(frame.width)x\(frame.height)")
                }
                difference = .between(frame, previous: previous)
            } else {
                difference = .whole(frame)
            }
            let image = try quantizer.quantize(rgba: difference.rgba, width: difference.rect.width, height: difference.rect.height)
            try writer.addFrame(image, at: difference.rect, delayCentiseconds: ticks)
            previous = frame
            frameCount += 1
            totalCentiseconds += ticks
        } catch let error as PaletteQuantizer.Failure {
            cancel()
            throw MediaEncodingError(path: destination.path, reason: "libimagequant: \(error)")
        } catch {
            cancel()
            throw error
        }
    }
}
