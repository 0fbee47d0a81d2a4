import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written next to its destination and renamed into place when complete.
///
/// The temporary file is created with `mkstemp` in the destination's directory (so the
/// final `rename` is atomic on one file system) under a hidden name
/// `.<name>.tmp-XXXXXX`. Any failed operation removes the temporary file and throws
/// `ImageWriteError` naming the destination; dropping an uncommitted file removes it too.
/// Public so the media encoders (GIF, video) write their files the same way.
public final class TemporaryFile {
    /// Where the file ends up after `commit()`.
    public let destination: URL
    /// The temporary file's path.
    public private(set) var temporaryPath: String
    private var descriptor: Int32

    /// Creates an empty temporary file for `destination`.
    public init(destination: URL) throws {
        self.destination = destination
        let directory = destination.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(destination.lastPathComponent).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            let code = errno
            throw ImageWriteError(path: destination.path, operation: "create temporary file in \(directory)",
                                  code: code, reason: String(cString: strerror(code)))
        }
        descriptor = fd
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit { discard() }

    /// Appends `bytes` at the current end of the file.
    public func write(_ bytes: [UInt8]) throws {
        try write(bytes, at: nil)
    }

    /// Overwrites bytes starting at `offset` (used to patch a header written earlier).
    public func write(_ bytes: [UInt8], atOffset offset: Int) throws {
        try write(bytes, at: offset)
    }

    /// Makes the file world-readable (0644), flushes it to disk and renames it onto
    /// `destination`, replacing any existing file.
    public func commit() throws {
        try check(fchmod(descriptor, 0o644) == 0, "set permissions")
        try check(fsync(descriptor) == 0, "flush")
        let fd = descriptor
        descriptor = -1
        try check(close(fd) == 0, "close")
        try check(rename(temporaryPath, destination.path) == 0, "rename")
        temporaryPath = ""
    }

    /// Closes and deletes the temporary file (nothing happens after `commit()`).
    public func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if !temporaryPath.isEmpty {
            unlink(temporaryPath)
            temporaryPath = ""
        }
    }

    private func write(_ bytes: [UInt8], at offset: Int?) throws {
        try check(descriptor >= 0, "write (file already closed)", code: EBADF)
        var done = 0
        while done < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                let start = buffer.baseAddress! + done
                let count = buffer.count - done
                if let offset { return pwrite(descriptor, start, count, off_t(offset + done)) }
                #if canImport(Glibc)
                return Glibc.write(descriptor, start, count)
                #else
                return Darwin.write(descriptor, start, count)
                #endif
            }
            if result < 0 && errno == EINTR { continue }
            try check(result > 0, "write")
            done += result
        }
    }

    /// Throws (after discarding) when `condition` is false, using `errno` unless `code` is given.
    private func check(_ condition: Bool, _ operation: String, code: Int32? = nil) throws {
        guard !condition else { return }
        let code = code ?? errno
        discard()
        throw ImageWriteError(path: destination.path, operation: operation, code: code,
                              reason: String(cString: strerror(code)))
    }
}

/// Writes whole files atomically via `TemporaryFile`.
enum AtomicFileWriter {
    /// Writes `bytes` to `url`: all of it, or (on error) nothing.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        let file = try TemporaryFile(destination: url)
        try file.write(bytes)
        try file.commit()
    }
}
