import Foundation

/// A tape that cannot run: `FILE:LINE: message`.
///
/// A problem found while reading the tape (a bad line, a missing `Source`, an
/// unwritable `Output`) is a usage error (exit 2); one found while playing it (a
/// target that is not on screen, a `Wait` that timed out) is a run failure (exit 1).
/// Either way no output file is written. Messages never repeat typed text.
public struct TapeError: Error, Equatable, CustomStringConvertible, LocalizedError {
    public enum Kind: Equatable, Sendable {
        case usage, run
    }

    public var location: TapeLocation?
    public var message: String
    public var kind: Kind

    public init(_ message: String, at location: TapeLocation?, kind: Kind = .usage) {
        self.message = message
        self.location = location
        self.kind = kind
    }

    /// The process exit code: 2 for usage errors, 1 for run failures.
    public var exitCode: Int32 { kind == .usage ? 2 : 1 }

    public var description: String { location.map { "\($0): \(message)" } ?? message }
    public var errorDescription: String? { description }
}
