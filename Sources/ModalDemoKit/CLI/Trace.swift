import Foundation

/// Writes `--trace` events: one JSON object per line on stdout, flushed at once,
/// each with `"event"` and `"t"` (seconds since start).
public final class Trace {
    private let clock: () -> TimeInterval
    private let write: (String) -> Void
    let isEnabled: Bool

    init(enabled: Bool, clock: @escaping () -> TimeInterval, write: @escaping (String) -> Void = Trace.standardOutput) {
        self.isEnabled = enabled
        self.clock = clock
        self.write = write
    }

    static func standardOutput(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Emits `event` with `fields` (values: strings, numbers, bools, arrays, dictionaries).
    func emit(_ event: String, _ fields: [String: Any] = [:]) {
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
    static func rect(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 10).rounded() / 10 }
    }
}
