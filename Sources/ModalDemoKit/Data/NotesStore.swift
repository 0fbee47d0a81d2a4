import Foundation

/// Keeps the notes as JSON in a data directory, with atomic writes: a temp file in
/// the same directory, fsync, rename over the old file, fsync of the directory.
/// A kill at any moment leaves the old file or the new one, never a broken one.
/// A file that cannot be read is moved aside (never silently overwritten) and reported.
final class NotesStore {
    struct StoreError: Error, CustomStringConvertible {
        let description: String
    }

    struct File: Codable {
        var version = 1
        var notes: [Note]
    }

    let directory: URL
    var fileURL: URL { directory.appendingPathComponent("notes.json") }
    /// Set when loading found a damaged file and moved it aside.
    private(set) var recoveryMessage: String?

    init(directory: URL) { self.directory = directory }

    /// `--data-dir`, else `$XDG_DATA_HOME/modal-demo`, else `~/.local/share/modal-demo`.
    static func defaultDirectory(environment: [String: String]) -> URL {
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return URL(fileURLWithPath: data).appendingPathComponent("modal-demo")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/modal-demo")
    }

    /// The saved notes, or `fallback` when nothing was saved yet. A damaged file is
    /// moved to `notes.corrupt-N.json` and `recoveryMessage` says so.
    func load(fallback: [Note]) -> [Note] { loadSaved() ?? fallback }

    /// The saved notes, or nil when nothing was saved or the file was damaged
    /// (then moved aside, with `recoveryMessage` set).
    func loadSaved() -> [Note]? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        if let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 {
            return file.notes
        }
        let aside = nextAsideURL()
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
            recoveryMessage = "modal-demo: \(fileURL.path) could not be read; moved it to \(aside.path) and started from the sample notes"
        } catch {
            recoveryMessage = "modal-demo: \(fileURL.path) could not be read, and moving it aside failed (\(error.localizedDescription)); it was left untouched"
        }
        return nil
    }

    private func nextAsideURL() -> URL {
        var index = 1
        while true {
            let candidate = directory.appendingPathComponent("notes.corrupt-\(index).json")
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            index += 1
        }
    }

    /// Writes all notes atomically; throws a `StoreError` that names the path.
    func save<Notes: Collection>(_ notes: Notes) throws where Notes.Element == Note {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(File(notes: Array(notes))) } catch {
            throw StoreError(description: "could not encode the notes: \(error)")
        }
        try writeAtomically(data, to: fileURL)
    }

    /// Hook for tests: called after the temp file is written and synced, before the rename.
    var beforeRename: (() throws -> Void)?

    private func writeAtomically(_ data: Data, to url: URL) throws {
        let directoryPath = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directoryPath, withIntermediateDirectories: true)
        } catch {
            throw StoreError(description: "cannot create the data directory \(directoryPath): \(describe(errno))")
        }
        var template = Array("\(directoryPath)/.notes-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw StoreError(description: "cannot write in \(directoryPath): \(describe(errno))") }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var succeeded = false
        defer {
            if !succeeded { unlink(tempPath) }
        }
        let written = data.withUnsafeBytes { buffer -> Int in
            var offset = 0
            while offset < buffer.count {
                let result = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if result <= 0 { return -1 }
                offset += result
            }
            return offset
        }
        let writeError = errno
        guard written == data.count, fsync(fd) == 0 else {
            close(fd)
            throw StoreError(description: "cannot write \(url.path): \(describe(written == data.count ? errno : writeError))")
        }
        fchmod(fd, 0o644)
        close(fd)
        try beforeRename?()
        guard rename(tempPath, url.path) == 0 else {
            throw StoreError(description: "cannot replace \(url.path): \(describe(errno))")
        }
        succeeded = true
        let directoryFD = open(directoryPath, O_RDONLY)
        if directoryFD >= 0 { fsync(directoryFD); close(directoryFD) }
    }

    private func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
