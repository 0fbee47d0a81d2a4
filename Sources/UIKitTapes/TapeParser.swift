import Foundation
import MediaEncoders

/// Reads a tape file into a `Tape`, checking every line (and every `Source`d file)
/// before anything runs: the first problem throws `TapeError` with its `FILE:LINE`.
///
/// Keywords are case-insensitive; a line whose first non-blank character is `#`
/// is a comment. `Output` and `Screenshot` paths are relative to the current
/// directory, `Source` paths to the tape that names them. See docs/TAPES.md.
public struct TapeParser {
    /// The names `Set Present` accepts (the app's start states).
    public var startStates: [String]

    public init(startStates: [String] = []) {
        self.startStates = startStates
    }

    /// Parses the tape at `path` (as the user named it).
    public func parse(file path: String) throws -> Tape {
        var state = TapeParseState()
        try include(file: path, into: &state, from: nil)
        return state.tape
    }

    /// Parses `text` as if it were the file `file` (for tests and embedded tapes).
    public func parse(_ text: String, file: String = "tape") throws -> Tape {
        var state = TapeParseState()
        state.sourceStack = [Self.canonical(file)]
        try parseLines(text, file: file, into: &state)
        return state.tape
    }

    private func include(file path: String, into state: inout TapeParseState, from location: TapeLocation?) throws {
        let canonical = Self.canonical(path)
        if let index = state.sourceStack.firstIndex(of: canonical) {
            let cycle = (state.sourceNames[index...] + [path]).joined(separator: " -> ")
            throw TapeError("Source cycle: \(cycle)", at: location)
        }
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "it is not readable UTF-8 text" : "no such file"
            throw TapeError("cannot read tape \(path): \(reason)", at: location)
        }
        state.sourceStack.append(canonical)
        state.sourceNames.append(path)
        defer {
            state.sourceStack.removeLast()
            state.sourceNames.removeLast()
        }
        try parseLines(text, file: path, into: &state)
    }

    private func parseLines(_ text: String, file: String, into state: inout TapeParseState) throws {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let location = TapeLocation(file: file, line: index + 1)
            var line = rawLine
            if line.hasSuffix("\r") { line = line.dropLast() }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let tokens: [TapeToken]
            do { tokens = try TapeLexer.tokens(in: trimmed) } catch let failure as TapeLexer.Failure {
                throw TapeError(failure.message, at: location)
            }
            var tapeLine = TapeLine(tokens: tokens, location: location)
            if case .word(let keyword) = tokens[0], keyword.lowercased() == "source" {
                _ = try tapeLine.next("Source")
                let path = try tapeLine.path(after: "Source")
                try tapeLine.end()
                try include(file: Self.resolve(path, relativeTo: file), into: &state, from: location)
                continue
            }
            try TapeLineParser(parser: self).parse(&tapeLine, into: &state)
        }
    }

    /// `path` relative to the directory of the tape named `file`.
    static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return path }
        let directory = (file as NSString).deletingLastPathComponent
        return directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// What the parser has built so far.
struct TapeParseState {
    var tape = Tape()
    /// Canonical paths of the files being read (innermost last), for cycles.
    var sourceStack: [String] = []
    var sourceNames: [String] = []
    /// Whether an action has been seen (the recording-shaping settings must come before).
    var hasActions = false
    /// Screenshot file names and where they were first used.
    var screenshotNames: [String: TapeLocation] = [:]
}
