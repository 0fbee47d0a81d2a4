import Foundation

/// A string literal used as a localisation key, as SwiftUI's: there are no string
/// tables on Linux, so the key (with interpolations filled in) is the text.
public struct LocalizedStringKey: Hashable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, format: FloatingPointFormatStyle<T>) {
            output += value.formatted(format)
        }
        public mutating func appendInterpolation(_ value: String) { output += value }
        /// A value with a `printf` specifier (`"\(price, specifier: "%.2f")"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }
        /// A value formatted by a format style (`"\(date, format: .dateTime.day())"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(value)
        }
        public mutating func appendInterpolation(_ text: Text) { output += text.string }
    }

    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }
}
