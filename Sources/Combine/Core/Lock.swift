import Foundation

/// The mutex that guards every publisher's and subscription's state (Apple's Combine
/// uses `os_unfair_lock`). Never held while calling out to a subscriber or a closure.
final class Lock: @unchecked Sendable {
    private let mutex = NSLock()

    func lock() { mutex.lock() }
    func unlock() { mutex.unlock() }

    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }
}

/// A recursive lock, for the places where Apple's Combine serializes downstream calls
/// (a subscriber may re-enter the publisher from its own `receive`).
final class RecursiveLock: @unchecked Sendable {
    private let mutex = NSRecursiveLock()

    func lock() { mutex.lock() }
    func unlock() { mutex.unlock() }

    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }
}
