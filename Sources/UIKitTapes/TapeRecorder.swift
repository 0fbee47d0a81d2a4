import Foundation
import UIKitCore

/// Input as a live session's recorder hears it (window points, host seconds).
public enum RecordedInput: Equatable {
    case pointerDown(CGPoint)
    /// A motion with the button held (a drag).
    case pointerMoved(CGPoint)
    /// A motion with the button up.
    case hover(CGPoint)
    case pointerUp(CGPoint)
    /// The pointer grab was lost mid-drag.
    case pointerCancelled
    case scroll(CGVector, at: CGPoint, precise: Bool)
    /// A key that types nothing (Escape, Return, arrows, Ctrl shortcuts ...).
    case key(TapeKey)
    /// Composed text; `secure` when it went into a secure text field.
    case text(String, secure: Bool)
}

/// Turns a live session into a tape (`--record-tape`): every press, move (with the
/// button held or not), release, wheel step, key and typed text becomes a line,
/// with `Sleep`s that reproduce the real timing to a tenth of a millisecond (times
/// are rounded from the start, so rounding never drifts). Played back headlessly,
/// the same velocities give the same decisions: the same presentations,
/// dismissals and alerts.
///
/// Text typed into a secure field is never written: the tape types the same
/// number of `•` instead (with a comment saying so), which keeps a form's lock
/// and length-based behaviour without the secret.
public final class TapeRecorder {
    /// What replaces each character typed into a secure field.
    public static let secureCharacter: Character = "•"

    private var lines: [String]
    private var origin: TimeInterval?
    /// The last event's time, in tenths of a millisecond since the origin.
    private var lastTick = 0
    private var pointer: CGPoint?
    private var isPressed = false
    /// The key `X11Host.onKey` reported, waiting for its input event (and time).
    var pendingKey: UIKey?

    /// - Parameters:
    ///   - size: the window's size in points when recording starts.
    ///   - scale: its device pixels per point.
    ///   - startState: what `Set Present` should enter (the app was started in it).
    ///   - program: the recording program's name, for the header comment.
    public init(size: CGSize, scale: CGFloat, startState: String? = nil, program: String) {
        lines = [
            "# Recorded live by \(program) --record-tape. Replay: \(program) --tape FILE --trace",
            "Set Size \(TapeNumber.format(size.width))x\(TapeNumber.format(size.height))",
            "Set Scale \(max(1, min(4, Int(scale.rounded()))))",
        ]
        if let startState { lines.append("Set Present \(startState)") }
        // Typing takes the recorded time, not a typing speed.
        lines.append("Set TypingSpeed 0")
    }

    /// Starts the clock: the first frame was shown at `time`.
    public func start(at time: TimeInterval) {
        if origin == nil { origin = time }
    }

    /// Records `input` that happened at `time` (host seconds).
    public func record(_ input: RecordedInput, at time: TimeInterval) {
        sleep(until: time)
        switch input {
        case .pointerDown(let point):
            pointer = point
            isPressed = true
            lines.append("Press \(Self.target(point))")
        case .pointerMoved(let point), .hover(let point):
            guard point != pointer else { return }
            pointer = point
            lines.append("Move \(Self.target(point))")
        case .pointerUp(let point):
            guard isPressed else { return }
            isPressed = false
            lines.append(point == pointer ? "Release" : "Release \(Self.target(point))")
            pointer = point
        case .pointerCancelled:
            guard isPressed else { return }
            isPressed = false
            lines.append("# The pointer grab was lost here; a tape cannot cancel a drag, so it releases.")
            lines.append("Release")
        case .scroll(let delta, let point, let precise):
            pointer = point
            let amount = delta.dx == 0 ? TapeNumber.format(delta.dy) : "\(TapeNumber.format(delta.dx)) \(TapeNumber.format(delta.dy))"
            lines.append("Scroll \(Self.target(point)) by \(amount)\(precise ? " precise" : "")")
        case .key(let key):
            lines.append("Key \(key)")
        case .text(let text, let secure):
            if secure {
                let count = text.count == 1 ? "1 character" : "\(text.count) characters"
                lines.append("# Typed into a secure field: \(count), written as \(Self.secureCharacter).")
                lines.append("Type \"\(String(repeating: Self.secureCharacter, count: text.count))\"")
            } else {
                lines.append("Type \"\(Self.escaped(text))\"")
            }
        }
    }

    /// The whole tape, with a last `Sleep` up to `time` (when the session ended).
    public func tape(endingAt time: TimeInterval) -> String {
        var copy = lines
        if let origin {
            let end = Self.ticks(time - origin)
            if end > lastTick { copy.append("Sleep \(Self.format(ticks: end - lastTick))") }
        }
        if isPressed { copy.append("Release") }
        return copy.joined(separator: "\n") + "\n"
    }

    private func sleep(until time: TimeInterval) {
        guard let origin else {
            start(at: time)
            return
        }
        let tick = Self.ticks(time - origin)
        if tick > lastTick {
            lines.append("Sleep \(Self.format(ticks: tick - lastTick))")
            lastTick = tick
        }
    }

    /// Tenths of a millisecond.
    static func ticks(_ seconds: TimeInterval) -> Int { Int((max(0, seconds) * 10_000).rounded()) }

    static func format(ticks: Int) -> String {
        ticks % 10 == 0 ? "\(ticks / 10)ms" : "\(ticks / 10).\(ticks % 10)ms"
    }

    static func target(_ point: CGPoint) -> String {
        "\(TapeNumber.format((point.x * 100).rounded() / 100)),\(TapeNumber.format((point.y * 100).rounded() / 100))"
    }

    /// `text` for a double-quoted tape string.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
