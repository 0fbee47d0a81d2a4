import Foundation

/// Parses an app's arguments against the options every app gets and the app's
/// own (an app's option wins over a common one of the same name), and writes `--help`.
public struct AppCommandLine {
    public let programName: String
    public let summary: String
    public let appOptions: [AppOption]
    public let startStates: [AppStartState]

    public init(programName: String, summary: String = "", appOptions: [AppOption] = [], startStates: [AppStartState] = []) {
        self.programName = programName
        self.summary = summary
        self.appOptions = appOptions
        self.startStates = startStates
    }

    /// Parses `arguments` (without the program name); throws `AppUsageError`.
    public func parse(_ arguments: [String]) throws -> AppOptions {
        var options = AppOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard let option = option(named: argument) else {
                throw AppUsageError("unknown option '\(argument)' (see --help)")
            }
            var value: String?
            if option.valueName != nil {
                index += 1
                guard index < arguments.count, !arguments[index].hasPrefix("--") || arguments[index] == "-" else {
                    throw AppUsageError("\(argument) needs a value (see --help)")
                }
                value = arguments[index]
            }
            try option.apply(value, &options)
            index += 1
        }
        for validate in options.validations { try validate(options) }
        if let present = options.present, !startStates.contains(where: { $0.name == present }) {
            throw AppUsageError(startStates.isEmpty
                ? "unknown presentation '\(present)': this app declares none"
                : "unknown presentation '\(present)'; --list-presentations lists them")
        }
        return options
    }

    private func option(named name: String) -> AppOption? {
        appOptions.first { $0.name == name } ?? AppOption.everyApp.first { $0.name == name }
    }

    /// The `--help` text: usage, the app's summary, every option, the start states, exit codes.
    public var usage: String {
        var lines = ["usage: \(programName) [options]"]
        if !summary.isEmpty { lines += ["", summary] }
        let appNames = Set(appOptions.map(\.name))
        lines += ["", "options:"] + AppOption.everyApp.filter { !appNames.contains($0.name) }.map(\.helpLine)
        if !appOptions.isEmpty { lines += ["", "\(programName) options:"] + appOptions.map(\.helpLine) }
        if !startStates.isEmpty {
            lines += ["", "presentations (--present NAME):"] + startStates.map { state in
                let left = "  " + state.name
                return (left.count < 30 ? left + String(repeating: " ", count: 30 - left.count) : left + "  ") + state.summary
            }
        }
        lines += ["", "exit codes: 0 ok, 2 bad usage or no display, 1 any other failure"]
        return lines.joined(separator: "\n")
    }
}
