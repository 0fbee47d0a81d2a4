import Foundation

/// A problem with the command line: the app prints `NAME: message` on stderr
/// and exits with code 2 (the contract's "bad usage").
public struct AppUsageError: Error, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}

/// Checks output paths and directories before any work is done, so a bad path
/// fails fast (exit 2) and no partial file is ever left (writes are atomic).
public enum OutputPath {
    /// `path` as a URL, when its directory exists and is writable and it is not a directory.
    public static func validate(_ path: String) throws -> URL {
        guard !path.isEmpty else { throw AppUsageError("the output path is empty") }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AppUsageError("cannot write \(path): the directory \(directory) does not exist")
        }
        guard access(directory, W_OK) == 0 else {
            throw AppUsageError("cannot write \(path): the directory \(directory) is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw AppUsageError("cannot write \(path): it is a directory")
        }
        return url
    }

    /// `path` as a URL, when it is a writable directory (`option` names it in the message).
    public static func validateDirectory(_ path: String, option: String) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              access(path, W_OK) == 0 else {
            throw AppUsageError("\(option) \(path) is not a writable directory")
        }
        return URL(fileURLWithPath: path)
    }
}
