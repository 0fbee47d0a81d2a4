import Foundation

/// The tokens of one line, read left to right, with the argument readers every
/// command uses; each throws a `TapeError` at the line's location.
struct TapeLine {
    let tokens: [TapeToken]
    let location: TapeLocation
    private(set) var position = 0

    init(tokens: [TapeToken], location: TapeLocation) {
        self.tokens = tokens
        self.location = location
    }

    func error(_ message: String) -> TapeError { TapeError(message, at: location) }

    var isAtEnd: Bool { position >= tokens.count }

    /// The next token, if it is this word (case-insensitive); consumes it.
    mutating func take(word expected: String) -> Bool {
        guard position < tokens.count, case .word(let word) = tokens[position], word.lowercased() == expected else { return false }
        position += 1
        return true
    }

    mutating func next(_ what: String) throws -> TapeToken {
        guard position < tokens.count else { throw error("missing \(what)") }
        position += 1
        return tokens[position - 1]
    }

    mutating func word(_ what: String) throws -> String {
        let token = try next(what)
        guard case .word(let word) = token else { throw error("expected \(what), got \(token.shown)") }
        return word
    }

    /// A path: a bare word or a quoted string.
    mutating func path(after command: String) throws -> String {
        let token = try next("a path after \(command)")
        switch token {
        case .word(let word): return word
        case .string(let text) where !text.isEmpty: return text
        default: throw error("expected a path after \(command), got \(token.shown)")
        }
    }

    mutating func string(_ what: String) throws -> String {
        let token = try next(what)
        guard case .string(let text) = token else { throw error("expected \(what) in quotes, e.g. \"hello\"") }
        return text
    }

    /// `#identifier`, `"visible text"` or `x,y`.
    mutating func target() throws -> TapeTarget {
        let token = try next("a target: #identifier, \"visible text\" or x,y")
        switch token {
        case .identifier(let name): return .identifier(name)
        case .string(let text):
            guard !text.isEmpty else { throw error("the visible text of a target cannot be empty") }
            return .text(text)
        case .word(let word):
            let parts = word.split(separator: ",", omittingEmptySubsequences: false)
            if parts.count == 2, let x = Self.number(parts[0]), let y = Self.number(parts[1]) {
                return .point(CGPoint(x: x, y: y))
            }
            throw error("expected a target: #identifier, \"visible text\" or x,y in points, got \(word)")
        }
    }

    mutating func number(_ what: String, in range: ClosedRange<Double>) throws -> Double {
        let text = try word(what)
        guard let value = Self.number(Substring(text)) else { throw error("expected \(what) (a number), got \(text)") }
        guard range.contains(value) else {
            throw error("\(what) must be from \(TapeNumber.format(range.lowerBound)) to \(TapeNumber.format(range.upperBound)), got \(text)")
        }
        return value
    }

    mutating func integer(_ what: String, in range: ClosedRange<Int>) throws -> Int {
        let text = try word(what)
        guard let value = Int(text), range.contains(value) else {
            throw error("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(text)")
        }
        return value
    }

    /// `500ms`, `1.5s`, or a bare number of seconds.
    mutating func duration(_ what: String, in range: ClosedRange<TimeInterval> = 0...3600) throws -> TimeInterval {
        let text = try word(what)
        guard let seconds = Self.duration(text) else {
            throw error("expected \(what) like 500ms or 1.5s, got \(text)")
        }
        guard range.contains(seconds) else {
            throw error("\(what) must be from \(Self.format(duration: range.lowerBound)) to \(Self.format(duration: range.upperBound)), got \(text)")
        }
        return seconds
    }

    /// An optional `over DURATION` (or the default).
    mutating func over(default value: TimeInterval) throws -> TimeInterval {
        take(word: "over") ? try duration("a duration after 'over'", in: 0...60) : value
    }

    /// No tokens may be left.
    func end() throws {
        guard position < tokens.count else { return }
        throw error("unexpected \(tokens[position].shown) at the end of the line")
    }

    static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func duration(_ text: String) -> TimeInterval? {
        let lower = text.lowercased()
        let (digits, scale): (Substring, Double) = lower.hasSuffix("ms") ? (lower.dropLast(2), 0.001)
            : lower.hasSuffix("s") ? (lower.dropLast(1), 1) : (Substring(lower), 1)
        guard let value = number(digits), value >= 0 else { return nil }
        return value * scale
    }

    static func format(duration seconds: TimeInterval) -> String {
        seconds < 1 && seconds > 0 ? "\(TapeNumber.format(seconds * 1000))ms" : "\(TapeNumber.format(seconds))s"
    }
}
