import Foundation

/// Writes `--trace` events: one JSON object per line on stdout, flushed at once,
/// each with `"event"` and `"t"` (seconds since start, to the millisecond), keys sorted.
/// The contract (`CONTRACT.md`) lists the events; apps may add their own.
public final class AppTrace {
    /// Seconds since start: the host's clock once the app is on screen (virtual
    /// time headlessly), 0 before.
    public var clock: () -> TimeInterval
    private let write: (String) -> Void
    public let isEnabled: Bool

    public init(enabled: Bool, clock: @escaping () -> TimeInterval = { 0 },
                write: @escaping (String) -> Void = AppTrace.standardOutput) {
        isEnabled = enabled
        self.clock = clock
        self.write = write
    }

    /// One line on stdout, written with a single `write` so lines never interleave.
    public static func standardOutput(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Emits `event` with `fields` (values: strings, numbers, bools, arrays, dictionaries).
    public func emit(_ event: String, _ fields: [String: Any] = [:]) {
        guard isEnabled else { return }
        var object = fields
        object["event"] = event
        object["t"] = (clock() * 1000).rounded() / 1000
        guard JSONSerialization.isValidJSONObject(object),
              let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
              let line = String(data: data, encoding: .utf8) else { return }
        write(line)
    }

    /// `[x, y, w, h]` rounded to 0.1 point.
    public static func rect(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 10).rounded() / 10 }
    }
}
