import Foundation
import MediaEncoders
import UIKitCore

/// Parses one command line (everything but `Source`, which `TapeParser` inlines).
struct TapeLineParser {
    let parser: TapeParser

    /// Drags take this long unless the line says `over ...`.
    static let defaultDragDuration: TimeInterval = 0.5
    /// A flick is a short, fast drag.
    static let defaultFlickDuration: TimeInterval = 0.1

    func parse(_ line: inout TapeLine, into state: inout TapeParseState) throws {
        guard case .word(let keyword) = line.tokens[0] else {
            throw line.error("a line starts with a command (Click, Type, Sleep, ...), not \(line.tokens[0].shown)")
        }
        _ = try line.next("a command")
        if keyword.lowercased() == "output" {
            try output(&line, into: &state)
        } else if keyword.lowercased() == "set" {
            try TapeSettingParser(parser: parser).parse(&line, into: &state)
        } else {
            let action = try self.action(keyword, &line, state: &state)
            try line.end()
            if action.isInput || action == .hide || action == .show { state.hasActions = true }
            state.tape.commands.append(TapeCommand(action, at: line.location))
        }
        try line.end()
    }

    private func action(_ keyword: String, _ line: inout TapeLine, state: inout TapeParseState) throws -> TapeAction {
        switch keyword.lowercased() {
        case "click": return .click(try line.target())
        case "press": return .press(try line.target())
        case "release": return .release(line.isAtEnd ? nil : try line.target())
        case "move": return .move(try line.target(), over: try line.over(default: 0))
        case "drag": return try drag(&line)
        case "flick": return try flick(&line)
        case "scroll": return try scroll(&line)
        case "type":
            let text = try line.string("the text to type")
            return .type(TapeText(text))
        case "key":
            let name = try line.word("a key name (Escape, Enter, Tab, Ctrl+A, ...)")
            return try key(name, &line)
        case "sleep": return .sleep(try line.duration("a duration"))
        case "wait": return try wait(&line)
        case "screenshot": return try screenshot(&line, state: &state)
        case "hide": return .hide
        case "show": return .show
        default:
            // VHS style: a key name on its own (`Enter`, `Backspace 3`, `Ctrl+C`).
            if keyword.count > 1, TapeKey(name: keyword) != nil { return try key(keyword, &line) }
            throw line.error("unknown command '\(keyword)' (commands: Output, Set, Click, Press, Release, Move, Drag, Flick, Scroll, Type, Key, Sleep, Wait, Screenshot, Hide, Show, Source)")
        }
    }

    private func key(_ name: String, _ line: inout TapeLine) throws -> TapeAction {
        guard let key = TapeKey(name: name) else {
            throw line.error("unknown key '\(name)' (Escape, Enter, Tab, Backspace, Delete, Space, Left, Right, Up, Down, Home, End, PageUp, PageDown, a character, with Ctrl+, Shift+, Alt+ or Cmd+)")
        }
        let count = line.isAtEnd ? 1 : try line.integer("the repeat count", in: 1...1000)
        return .key(key, count: count)
    }

    private func drag(_ line: inout TapeLine) throws -> TapeAction {
        let start = try line.target()
        if line.take(word: "by") {
            let dx = try line.number("the horizontal distance", in: -10000...10000)
            let dy = try line.number("the vertical distance", in: -10000...10000)
            return .drag(start, to: .by(CGVector(dx: dx, dy: dy)), over: try line.over(default: Self.defaultDragDuration))
        }
        if line.take(word: "to") {
            let end = try line.target()
            return .drag(start, to: .to(end), over: try line.over(default: Self.defaultDragDuration))
        }
        throw line.error("Drag needs 'by DX DY' or 'to TARGET', e.g. Drag #card by 0 300 over 500ms")
    }

    private func flick(_ line: inout TapeLine) throws -> TapeAction {
        let start = try line.target()
        let direction = try line.word("a direction (up, down, left or right)").lowercased()
        let distance = try line.number("the flick distance", in: 1...10000)
        let vector: CGVector
        switch direction {
        case "up": vector = CGVector(dx: 0, dy: -distance)
        case "down": vector = CGVector(dx: 0, dy: distance)
        case "left": vector = CGVector(dx: -distance, dy: 0)
        case "right": vector = CGVector(dx: distance, dy: 0)
        default: throw line.error("a flick goes up, down, left or right, not \(direction)")
        }
        return .drag(start, to: .by(vector), over: try line.over(default: Self.defaultFlickDuration))
    }

    private func scroll(_ line: inout TapeLine) throws -> TapeAction {
        let target = try line.target()
        guard line.take(word: "by") else { throw line.error("Scroll needs 'by DY' (points, positive shows what is below)") }
        let first = try line.number("the scroll distance", in: -100000...100000)
        var delta = CGVector(dx: 0, dy: first)
        if !line.isAtEnd, case .word(let word) = line.tokens[line.position], TapeLine.number(Substring(word)) != nil {
            delta = CGVector(dx: first, dy: try line.number("the vertical scroll distance", in: -100000...100000))
        }
        let precise = line.take(word: "precise")
        return .scroll(target, by: delta, precise: precise)
    }

    private func wait(_ line: inout TapeLine) throws -> TapeAction {
        let token = try line.next("what to wait for (presented, alert, dismissed, idle, #identifier or \"text\")")
        let condition: TapeWaitCondition
        switch token {
        case .identifier(let name): condition = .element(.identifier(name))
        case .string(let text): condition = .element(.text(text))
        case .word(let word):
            if word.lowercased() == "idle" {
                condition = .idle
            } else if let event = TapeWaitCondition.events.first(where: { $0.lowercased() == word.lowercased() }) {
                condition = .event(event)
            } else {
                throw line.error("cannot wait for '\(word)' (events: \(TapeWaitCondition.events.joined(separator: ", ")); or idle, #identifier, \"text\")")
            }
        }
        let timeout = line.take(word: "timeout") ? try line.duration("the timeout", in: 0.001...3600) : nil
        return .wait(condition, timeout: timeout)
    }

    private func screenshot(_ line: inout TapeLine, state: inout TapeParseState) throws -> TapeAction {
        let path = try line.path(after: "Screenshot")
        guard path.lowercased().hasSuffix(".png") else { throw line.error("a Screenshot is a .png file, got \(path)") }
        try TapeOutputPath.checkWritable(path, at: line.location)
        let name = (path as NSString).lastPathComponent
        if let first = state.screenshotNames[name] {
            throw line.error("another Screenshot is named \(name) (\(first)); --check compares them by file name")
        }
        state.screenshotNames[name] = line.location
        return .screenshot(path)
    }

    private func output(_ line: inout TapeLine, into state: inout TapeParseState) throws {
        let path = try line.path(after: "Output")
        guard MediaFormat(path: path) != nil else {
            throw line.error("unknown output format \(path): use \(MediaFormat.accepted)")
        }
        try TapeOutputPath.checkWritable(path, at: line.location)
        if let first = state.tape.outputs.first(where: { Self.samePath($0.path, path) }) {
            throw line.error("\(path) is already an Output (\(first.location))")
        }
        state.tape.outputs.append(TapeOutput(path: path, location: line.location))
    }

    private static func samePath(_ a: String, _ b: String) -> Bool {
        TapeParser.canonical(a) == TapeParser.canonical(b)
    }
}

/// Checks, before anything runs, that an output can be written.
enum TapeOutputPath {
    static func checkWritable(_ path: String, at location: TapeLocation) throws {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard !trimmed.isEmpty else { throw TapeError("cannot write \(path): not a file name", at: location) }
        let directory = (trimmed as NSString).deletingLastPathComponent
        let parent = directory.isEmpty ? "." : directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TapeError("cannot write \(path): the directory \(parent) does not exist", at: location)
        }
        guard access(parent, W_OK) == 0 else {
            throw TapeError("cannot write \(path): the directory \(parent) is not writable", at: location)
        }
        let exists = FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue != path.hasSuffix("/") {
            throw TapeError("cannot write \(path): \(isDirectory.boolValue ? "it is a directory (end the path with / for PNG frames)" : "it is a file, not a directory")", at: location)
        }
    }
}
