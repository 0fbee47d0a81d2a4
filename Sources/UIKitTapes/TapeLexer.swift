/// Splits one tape line into tokens: bare words, quoted strings ("...", '...' or
/// `...`, with backslash escapes in double quotes) and identifiers (`#name` or
/// `#"name with spaces"`).
enum TapeToken: Equatable {
    case word(String)
    case string(String)
    case identifier(String)

    /// How the token reads in an error message.
    var shown: String {
        switch self {
        case .word(let word): return word
        case .string: return "a quoted string"
        case .identifier(let name): return "#\(name)"
        }
    }
}

struct TapeLexer {
    struct Failure: Error, Equatable {
        let message: String
    }

    /// Escapes in double-quoted strings: \n \t \r \\ \" \' \u{HEX}.
    static func tokens(in line: Substring) throws -> [TapeToken] {
        var tokens: [TapeToken] = []
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == " " || character == "\t" {
                index = line.index(after: index)
                continue
            }
            if character == "#" {
                let next = line.index(after: index)
                if next < line.endIndex, line[next] == "\"" || line[next] == "'" {
                    let (text, end) = try quoted(line, from: next)
                    tokens.append(.identifier(text))
                    index = end
                } else {
                    let end = line[next...].firstIndex { $0 == " " || $0 == "\t" } ?? line.endIndex
                    guard next < end else { throw Failure(message: "'#' must be followed by an accessibility identifier") }
                    tokens.append(.identifier(String(line[next..<end])))
                    index = end
                }
                continue
            }
            if character == "\"" || character == "'" || character == "`" {
                let (text, end) = try quoted(line, from: index)
                tokens.append(.string(text))
                index = end
                continue
            }
            let end = line[index...].firstIndex { $0 == " " || $0 == "\t" || $0 == "\"" } ?? line.endIndex
            tokens.append(.word(String(line[index..<end])))
            index = end
        }
        return tokens
    }

    /// A quoted string starting at `start` (the quote); returns its text and the index after it.
    private static func quoted(_ line: Substring, from start: Substring.Index) throws -> (String, Substring.Index) {
        let quote = line[start]
        var text = ""
        var index = line.index(after: start)
        while index < line.endIndex {
            let character = line[index]
            if character == quote { return (text, line.index(after: index)) }
            if character == "\\" && quote == "\"" {
                index = line.index(after: index)
                guard index < line.endIndex else { break }
                let (escaped, end) = try escape(line, at: index)
                text.append(escaped)
                index = end
                continue
            }
            text.append(character)
            index = line.index(after: index)
        }
        throw Failure(message: "a string is not closed: add the missing \(quote)")
    }

    private static func escape(_ line: Substring, at index: Substring.Index) throws -> (Character, Substring.Index) {
        let next = line.index(after: index)
        switch line[index] {
        case "n": return ("\n", next)
        case "t": return ("\t", next)
        case "r": return ("\r", next)
        case "\\": return ("\\", next)
        case "\"": return ("\"", next)
        case "'": return ("'", next)
        case "u":
            guard next < line.endIndex, line[next] == "{", let close = line[next...].firstIndex(of: "}") else {
                throw Failure(message: "a \\u escape is written \\u{HEX}, e.g. \\u{E9}")
            }
            let hex = line[line.index(after: next)..<close]
            guard (1...6).contains(hex.count), let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw Failure(message: "a \\u{HEX} escape must hold 1 to 6 hex digits of a Unicode character")
            }
            return (Character(scalar), line.index(after: close))
        default:
            // The character is not repeated: the string may be a password.
            throw Failure(message: "unknown escape in a string (use \\n \\t \\r \\\\ \\\" \\' or \\u{HEX})")
        }
    }
}
