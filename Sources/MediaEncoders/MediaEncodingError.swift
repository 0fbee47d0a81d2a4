import Foundation

/// An encoder could not make its file. Nothing is left at `path` (see `FrameSink`).
public struct MediaEncodingError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The destination file.
    public let path: String
    /// What went wrong, in a sentence fragment ("giflib: write failed", ...).
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `"cannot write <path>: <reason>"`.
    public var description: String { "cannot write \(path): \(reason)" }
    public var errorDescription: String? { description }
}
