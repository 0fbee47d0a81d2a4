/// A tiny deterministic random generator (SplitMix64, Steele, Lea & Flood 2014).
/// Our own rather than the standard library's, so a seed replays the same events
/// on every toolchain; the helpers avoid `Int.random(in:using:)` for the same reason.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// Uniform in 0..<count.
    mutating func below(_ count: Int) -> Int { count <= 1 ? 0 : Int(next() % UInt64(count)) }

    /// Uniform in [low, high).
    mutating func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }

    mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
