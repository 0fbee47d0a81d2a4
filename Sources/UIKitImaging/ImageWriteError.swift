import Foundation

/// Writing an image file failed. No partial file is left at `path`: output goes to a
/// temporary file in the same directory, which is removed on failure.
public struct ImageWriteError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The file that was being written (the final destination, not the temporary file).
    public let path: String
    /// What was being done: "create temporary file", "write", "rename", ...
    public let operation: String
    /// The `errno` value, or 0 when the failure did not come from the system.
    public let code: Int32
    /// A readable reason (`strerror` for system failures).
    public let reason: String

    /// Creates an error.
    public init(path: String, operation: String, code: Int32, reason: String) {
        self.path = path
        self.operation = operation
        self.code = code
        self.reason = reason
    }

    /// `"cannot write image to <path>: <operation> failed: <reason>"`.
    public var description: String {
        "cannot write image to \(path): \(operation) failed: \(reason)"
    }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
