import Foundation
import UIKitCairo

/// Reads back the lines `MonkeyEvent.description` prints, so a printed failing list
/// (or one saved while shrinking) can be replayed: `MONKEY_REPLAY_FILE=list.txt`.
extension MonkeyEvent {
    init?(parsing line: String) {
        let text = line.trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: #"^\d+\.\s*"#, with: "", options: .regularExpression)
        guard let open = text.firstIndex(of: "(") ?? (text.isEmpty ? nil : text.endIndex) else { return nil }
        let name = String(text[..<open])
        let inner = open < text.endIndex ? String(text[text.index(after: open)..<text.index(before: text.endIndex)]) : ""
        let numbers = inner.components(separatedBy: CharacterSet(charactersIn: "-0123456789.").inverted)
            .filter { !$0.isEmpty }.compactMap(Double.init)
        func point(_ at: Int) -> CGPoint? { numbers.count > at + 1 ? CGPoint(x: numbers[at], y: numbers[at + 1]) : nil }
        switch name {
        case "advance": guard let value = numbers.first else { return nil }; self = .advance(value)
        case "down": guard let p = point(0) else { return nil }; self = .down(p)
        case "move": guard let p = point(0) else { return nil }; self = .move(p)
        case "up": self = .up(inner == "here" ? nil : point(0))
        case "pressOn": self = .pressOn(Self.unquote(inner))
        case "pointerCancel": self = .cancel
        case "wheel":
            guard numbers.count >= 3 else { return nil }
            self = .wheel(CGFloat(numbers[0]), at: CGPoint(x: numbers[1], y: numbers[2]), precise: inner.hasSuffix("true"))
        case "key":
            let control = inner.hasSuffix(", ctrl")
            let keyText = control ? String(inner.dropLast(", ctrl".count)) : inner
            let keys = MonkeyGenerator.keys + MonkeyGenerator.controlKeys
            guard let key = keys.first(where: { "\($0)" == keyText }) else { return nil }
            self = .key(key, control: control)
        case "type": self = .type(Self.unquote(inner))
        case "resize":
            let parts = inner.split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2 else { return nil }
            self = .resize(CGSize(width: parts[0], height: parts[1]))
        case "windowCloseRequested": self = .closeRequest
        case "present":
            guard let name = inner.split(separator: ",").first else { return nil }
            self = .present(String(name), animated: inner.hasSuffix("true"))
        case "dismissTop": self = .dismissTop(animated: inner.hasSuffix("true"))
        case "settle": self = .settle
        default: return nil
        }
    }

    /// The inverse of `String.debugDescription` for what the monkey types.
    private static func unquote(_ quoted: String) -> String {
        var body = quoted
        if body.hasPrefix("\"") { body.removeFirst() }
        if body.hasSuffix("\"") { body.removeLast() }
        var result = ""
        var escaping = false
        for character in body {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
