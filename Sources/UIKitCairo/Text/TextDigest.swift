import Foundation

/// A 128-bit digest of a string (two SipHash values under the process's random
/// seed): text caches key on it, so no cache key ever holds the text itself.
/// A collision would need 2^64 distinct strings.
struct TextDigest: Hashable {
    let high: Int
    let low: Int

    init(_ text: String) {
        var first = Hasher(), second = Hasher()
        first.combine(0x5eed_0001)
        second.combine(0x5eed_0002)
        first.combine(text)
        second.combine(text)
        high = first.finalize()
        low = second.finalize()
    }
}
