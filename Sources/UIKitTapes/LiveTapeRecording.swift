import Foundation
import UIKitCore
import UIKitX11

/// `--record-tape FILE.tape` for any app in an X11 window: what the user does, with
/// its real timing, as a tape (`TapeRecorder`), written atomically when the session
/// ends.
///
/// ```swift
/// let recording = LiveTapeRecording(url: url, host: host, startState: nil, program: "my-app")
/// recording.attach()          // after the app set its own host handlers
/// host.run()
/// try recording.finish()
/// ```
public final class LiveTapeRecording {
    public let url: URL
    private let host: X11Host
    private let startState: String?
    private let program: String
    private var recorder: TapeRecorder?
    private var finished = false

    public init(url: URL, host: X11Host, startState: String?, program: String) {
        self.url = url
        self.host = host
        self.startState = startState
        self.program = program
    }

    /// Hooks `onFirstFrame`, `onKey` and `onInput`, keeping the handlers already set:
    /// they run first, and a key they swallow (an app's F12) is not recorded.
    public func attach() {
        let firstFrame = host.onFirstFrame, keys = host.onKey, inputs = host.onInput
        host.onFirstFrame = { [weak self] in
            self?.started()
            firstFrame?()
        }
        host.onKey = { [weak self] key, isDown in
            if let keys, keys(key, isDown) { return true }
            self?.recorder?.note(key: key, isDown: isDown)
            return false
        }
        host.onInput = { [weak self] event in
            inputs?(event)
            guard let self else { return }
            self.recorder?.record(event, in: self.host.window)
        }
    }

    /// The first frame is on screen: the tape's clock starts, at the window's size then.
    func started() {
        guard recorder == nil else { return }
        let recorder = TapeRecorder(size: host.window.bounds.size, scale: host.scale, startState: startState, program: program)
        recorder.start(at: host.now)
        self.recorder = recorder
    }

    /// Writes the tape (once; nothing if the window never showed a frame).
    public func finish() throws {
        guard !finished, let recorder else { return }
        finished = true
        try recorder.write(to: url, endingAt: host.now)
        FileHandle.standardError.write(Data("\(program): wrote \(url.path)\n".utf8))
    }
}
