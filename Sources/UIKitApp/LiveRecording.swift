import Foundation
import UIKitImaging
import UIKitX11

/// `--record-live`: every frame drawn, with its real timing, into an APNG. The frame
/// loop only copies each frame out of the back buffer; an `APNGRecorder` thread
/// compresses and writes it, so recording never makes the loop skip frames.
final class LiveRecording {
    private let recorder: APNGRecorder
    private let host: X11Host

    init(url: URL, host: X11Host) throws {
        recorder = try APNGRecorder(url: url)
        self.host = host
    }

    func frameDrawn(at time: TimeInterval) {
        guard let pixels = host.currentFrame() else { return }
        recorder.addFrame(pixels, shownAt: time)
    }

    /// Writes the file (the last frame shown for 0.1 s); returns the frames kept.
    /// With no frame drawn, nothing is written.
    @discardableResult
    func finish() throws -> Int {
        guard recorder.framesAdded > 0 else {
            recorder.cancel()
            return 0
        }
        return try recorder.finish(lastFrameDelay: 0.1)
    }
}
