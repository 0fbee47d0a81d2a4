import Foundation

/// `Set NAME VALUE` lines.
struct TapeSettingParser {
    let parser: TapeParser

    static let names = ["Size", "Scale", "Framerate", "PlaybackSpeed", "Appearance", "Present", "LoopOffset",
                        "Cursor", "TypingSpeed", "WaitTimeout", "Tolerance", "RealTimeLimit"]

    func parse(_ line: inout TapeLine, into state: inout TapeParseState) throws {
        let name = try line.word("a setting name (\(Self.names.joined(separator: ", ")))")
        let key = name.lowercased()
        // These can change between actions; the others shape the whole recording.
        switch key {
        case "cursor":
            let on = try onOff(&line)
            if state.hasActions { state.tape.commands.append(TapeCommand(.setCursor(on), at: line.location)) } else { state.tape.settings.showsCursor = on }
            return
        case "typingspeed":
            let speed = try line.duration("the typing speed", in: 0...5)
            if state.hasActions { state.tape.commands.append(TapeCommand(.setTypingSpeed(speed), at: line.location)) } else { state.tape.settings.typingSpeed = speed }
            return
        case "waittimeout":
            let timeout = try line.duration("the wait timeout", in: 0.001...3600)
            if state.hasActions { state.tape.commands.append(TapeCommand(.setWaitTimeout(timeout), at: line.location)) } else { state.tape.settings.waitTimeout = timeout }
            return
        default:
            break
        }
        guard let canonical = Self.names.first(where: { $0.lowercased() == key }) else {
            throw line.error("unknown setting '\(name)' (settings: \(Self.names.joined(separator: ", ")))")
        }
        guard !state.hasActions else {
            throw line.error("Set \(canonical) must come before the first action (it applies to the whole recording)")
        }
        var settings = state.tape.settings
        switch key {
        case "size": settings.size = try size(&line)
        case "scale": settings.scale = try line.integer("the scale", in: 1...4)
        case "framerate": settings.framerate = try line.integer("the frame rate", in: 1...60)
        case "playbackspeed": settings.playbackSpeed = try line.number("the playback speed", in: 0.1...10)
        case "appearance": settings.appearance = try appearance(&line)
        case "present":
            let name = try line.word("a start state")
            guard parser.startStates.contains(name) else {
                let known = parser.startStates.isEmpty ? "this app defines none" : "known: \(parser.startStates.joined(separator: ", "))"
                throw line.error("unknown start state '\(name)' for Set Present (\(known))")
            }
            settings.startState = name
        case "loopoffset": settings.loopOffset = try loopOffset(&line)
        case "tolerance": settings.tolerance = try line.integer("the tolerance", in: 0...255)
        case "realtimelimit": settings.realTimeLimit = try line.duration("the real-time limit", in: 0...600)
        default: break
        }
        state.tape.settings = settings
    }

    private func onOff(_ line: inout TapeLine) throws -> Bool {
        let value = try line.word("on or off").lowercased()
        switch value {
        case "on", "true", "yes": return true
        case "off", "false", "no": return false
        default: throw line.error("expected on or off, got \(value)")
        }
    }

    private func size(_ line: inout TapeLine) throws -> CGSize {
        let text = try line.word("a size like 390x844")
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (100...8192).contains(width), (100...8192).contains(height) else {
            throw line.error("Set Size is WIDTHxHEIGHT in points, each from 100 to 8192, got \(text)")
        }
        return CGSize(width: width, height: height)
    }

    private func appearance(_ line: inout TapeLine) throws -> TapeAppearance {
        let text = try line.word("light or dark").lowercased()
        guard let appearance = TapeAppearance(rawValue: text) else { throw line.error("Set Appearance is light or dark, got \(text)") }
        return appearance
    }

    private func loopOffset(_ line: inout TapeLine) throws -> TapeLoopOffset {
        let text = try line.word("a frame count or a percentage")
        if text.hasSuffix("%") {
            guard let percent = TapeLine.number(text.dropLast()), (0..<100).contains(percent) else {
                throw line.error("Set LoopOffset is a percentage from 0% to 99.9%, or a frame count, got \(text)")
            }
            return .percent(percent)
        }
        guard let frames = Int(text), frames >= 0 else {
            throw line.error("Set LoopOffset is a frame count or a percentage like 20%, got \(text)")
        }
        return .frames(frames)
    }
}
