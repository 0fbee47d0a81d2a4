import Foundation

/// The tape options every app gets (see the contract, "Options every app gets").
///
/// | option | meaning |
/// | --- | --- |
/// | `--tape FILE.tape` | play the tape headlessly and write its outputs, then exit |
/// | `--check DIR` | with `--tape`: compare each Screenshot and output's last frame with DIR |
/// | `--update` | with `--check`: rewrite the files in DIR instead |
/// | `--tolerance N` | with `--check`: per-channel difference allowed (overrides `Set Tolerance`) |
/// | `--record-tape FILE.tape` | in the live window: write what the user does as a tape |
public struct TapeOptions: Equatable {
    public var tape: String?
    public var checkDirectory: String?
    public var update = false
    public var tolerance: Int?
    public var recordTape: String?

    public init() {}

    /// A problem with the options (exit 2).
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// Usage lines for `--help`.
    public static let usage = """
      --tape FILE.tape            play a recording script headlessly, write its Outputs, exit (docs/TAPES.md)
      --check DIR                 with --tape: compare Screenshots and each output's last frame with DIR
      --update                    with --check: rewrite the files in DIR instead
      --tolerance N               with --check: per-channel difference allowed (default 2, or Set Tolerance)
      --record-tape FILE.tape     in the live window: write what you do, with its timing, as a tape
    """

    /// Takes the tape options out of `arguments` (without the program name) and
    /// returns them with the other arguments, in order.
    public static func extract(from arguments: [String]) throws -> (TapeOptions, [String]) {
        var options = TapeOptions()
        var rest: [String] = []
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError("\(flag) needs a value (see --help)")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--tape": options.tape = try value(for: argument)
            case "--check": options.checkDirectory = try value(for: argument)
            case "--update": options.update = true
            case "--record-tape": options.recordTape = try value(for: argument)
            case "--tolerance":
                let text = try value(for: argument)
                guard let tolerance = Int(text), (0...255).contains(tolerance) else {
                    throw UsageError("--tolerance must be a whole number from 0 to 255, got '\(text)'")
                }
                options.tolerance = tolerance
            default: rest.append(argument)
            }
            index += 1
        }
        try options.validate()
        return (options, rest)
    }

    /// Checks the combinations: `--check` needs `--tape`, `--update` and `--tolerance` need `--check`,
    /// `--record-tape` does not go with `--tape`.
    public func validate() throws {
        if tape == nil {
            if checkDirectory != nil { throw UsageError("--check needs --tape FILE.tape") }
            if tolerance != nil { throw UsageError("--tolerance needs --tape FILE.tape and --check DIR") }
        } else if recordTape != nil {
            throw UsageError("--record-tape records a live window session; it cannot be combined with --tape")
        }
        if update && checkDirectory == nil { throw UsageError("--update needs --check DIR") }
        if tolerance != nil && checkDirectory == nil { throw UsageError("--tolerance needs --check DIR") }
    }
}
