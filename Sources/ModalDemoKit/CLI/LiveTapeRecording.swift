import Foundation
import UIKit
import UIKitTapes

/// `--record-tape FILE.tape`: what the user does in the live window, with its real
/// timing, as a tape (`TapeRecorder`), written atomically when the session ends.
final class LiveTapeRecording {
    let url: URL
    private let host: X11Host
    private var recorder: TapeRecorder?
    private let startState: String?

    init(url: URL, host: X11Host, startState: String?) {
        self.url = url
        self.host = host
        self.startState = startState
    }

    /// The first frame is on screen: the tape's clock starts, at the window's size then.
    func started() {
        let recorder = TapeRecorder(size: host.window.bounds.size, scale: host.scale, startState: startState, program: "modal-demo")
        recorder.start(at: host.now)
        self.recorder = recorder
    }

    func key(_ key: UIKey, isDown: Bool) { recorder?.note(key: key, isDown: isDown) }

    func input(_ event: X11InputEvent) { recorder?.record(event, in: host.window) }

    /// Writes the tape (nothing if the window never showed a frame).
    func finish() throws {
        guard let recorder else { return }
        self.recorder = nil
        try recorder.write(to: url, endingAt: host.now)
        FileHandle.standardError.write(Data("modal-demo: wrote \(url.path)\n".utf8))
    }
}
