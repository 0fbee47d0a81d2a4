import Foundation

/// One command-line option of an app run by `UIApplicationMain`: its name, the
/// value it takes (if any), the line `--help` shows, and what it does to the
/// options being parsed.
public struct AppOption {
    public let name: String
    /// The value's placeholder in `--help` (`FILE.png`, `WxH`); nil for a flag.
    public let valueName: String?
    public let summary: String
    let apply: (String?, inout AppOptions) throws -> Void

    /// A flag (no value).
    public init(flag name: String, _ summary: String, apply: @escaping (inout AppOptions) throws -> Void) {
        self.name = name
        valueName = nil
        self.summary = summary
        self.apply = { _, options in try apply(&options) }
    }

    /// An option followed by a value; throw `AppUsageError` for a bad one.
    public init(_ name: String, value valueName: String, _ summary: String,
                apply: @escaping (String, inout AppOptions) throws -> Void) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
        self.apply = { value, options in try apply(value ?? "", &options) }
    }

    /// The `--help` line: name and value, then the summary in a column.
    var helpLine: String {
        let left = "  " + name + (valueName.map { " " + $0 } ?? "")
        let padded = left.count < 30 ? left + String(repeating: " ", count: 30 - left.count) : left + "  "
        return padded + summary
    }
}
