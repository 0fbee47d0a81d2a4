/// A unique identifier for identifying publisher streams (as Apple's `CombineIdentifier`).
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64

    /// A new identifier, unique within the process.
    public init() {
        rawValue = CombineIdentifierCounter.next()
    }

    /// The identifier of an object (stable for the object's lifetime).
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    public var description: String {
        "0x" + String(rawValue, radix: 16)
    }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier {
        CombineIdentifier(self)
    }
}

/// Identifiers for value-type subscribers: a process-wide counter, as Apple's. It is
/// only ever incremented (never reset), so tests do not depend on it.
enum CombineIdentifierCounter {
    private static let lock = Lock()
    nonisolated(unsafe) private static var value: UInt64 = 1 << 63

    static func next() -> UInt64 {
        lock.withLock {
            value += 1
            return value
        }
    }
}
