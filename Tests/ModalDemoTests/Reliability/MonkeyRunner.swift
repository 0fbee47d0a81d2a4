import Foundation

/// Runs seeds of random events through a fresh `MonkeyWorld` each, and shrinks a
/// failing run to the shortest event list found that still fails.
enum MonkeyRunner {
    struct Failure: CustomStringConvertible {
        let seed: UInt64
        let message: String
        let eventIndex: Int
        let shrunk: [MonkeyEvent]

        var description: String {
            var text = "MONKEY FAILURE seed=\(seed) (0x\(String(seed, radix: 16))) at event #\(eventIndex): \(message)\n"
            text += "replay: MONKEY_SEED=\(seed) swift test --filter MonkeyTests/testReplaySeed\n"
            text += "shortest failing list (\(shrunk.count) events, then settle):\n"
            for (index, event) in shrunk.enumerated() { text += "  \(index + 1). \(event)\n" }
            return text
        }
    }

    struct Outcome {
        var events = 0
        var stats = MonkeyStats()
        var failure: Failure?
    }

    /// `MONKEY_TRACE=1` prints every event before it is applied (to find a crash).
    static let traceEvents = ProcessInfo.processInfo.environment["MONKEY_TRACE"] == "1"

    /// One seed: `count` generated events, a settle every so often and at the end.
    static func run(seed: UInt64, events count: Int, shrinkBudget: TimeInterval = 20) -> Outcome {
        var generator = MonkeyGenerator(seed: seed)
        var world: MonkeyWorld? = MonkeyWorld()
        var log: [MonkeyEvent] = []
        log.reserveCapacity(count + 64)
        var outcome = Outcome()
        while log.count < count, let current = world {
            var batch = generator.next(in: current)
            if log.count + batch.count >= count { batch.append(.settle) }
            for event in batch {
                if traceEvents { fputs("  #\(log.count + 1) \(event)\n", stderr) }
                log.append(event)
                current.apply(event)
                if let message = current.failure {
                    outcome.events = log.count
                    outcome.stats = current.stats
                    world = nil
                    // Said before shrinking, which replays (and might crash on) sub-lists.
                    fputs("monkey: seed \(seed) failed at event #\(log.count): \(message); shrinking\n", stderr)
                    let shrunk = shrink(log, failingWith: message, budget: shrinkBudget)
                    outcome.failure = Failure(seed: seed, message: message, eventIndex: log.count, shrunk: shrunk)
                    return outcome
                }
            }
        }
        outcome.events = log.count
        outcome.stats = world?.stats ?? MonkeyStats()
        return outcome
    }

    /// Replays `events` in a fresh world followed by a settle; returns the failure message.
    static func replay(_ events: [MonkeyEvent]) -> String? {
        let world = MonkeyWorld()
        for event in events {
            world.apply(event)
            if let failure = world.failure { return failure }
        }
        world.apply(.settle)
        return world.failure
    }

    /// The failure's kind, so shrinking does not wander off to a different bug.
    static func kind(of message: String) -> String {
        message.split(separator: " ").prefix(4).joined(separator: " ")
    }

    /// Delta debugging, greedy: remove chunks of halving size while the same kind
    /// of failure remains, within `budget` seconds.
    static func shrink(_ events: [MonkeyEvent], failingWith message: String, budget: TimeInterval) -> [MonkeyEvent] {
        let deadline = Date().addingTimeInterval(budget)
        let wanted = kind(of: message)
        func stillFails(_ candidate: [MonkeyEvent]) -> Bool {
            if traceEvents {
                // The list being tried, so a crash while shrinking can be replayed.
                try? candidate.map(\.description).joined(separator: "\n").write(toFile: "/tmp/monkey-candidate.txt", atomically: true, encoding: .utf8)
            }
            guard let failure = replay(candidate) else { return false }
            return kind(of: failure) == wanted
        }
        var current = events
        if current.last == .settle { current.removeLast() }
        guard stillFails(current) else { return events }
        let merged = mergingAdvances(current)
        if merged.count < current.count && stillFails(merged) { current = merged }
        var chunk = max(1, current.count / 2)
        while chunk >= 1 && Date() < deadline {
            var index = 0
            var removedAny = false
            while index < current.count && Date() < deadline {
                let end = min(current.count, index + chunk)
                var candidate = current
                candidate.removeSubrange(index..<end)
                if stillFails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny || chunk > 1 { chunk /= 2 }
            if chunk == 0 { break }
        }
        let mergedAgain = mergingAdvances(current)
        if mergedAgain.count < current.count && stillFails(mergedAgain) { current = mergedAgain }
        return current
    }

    /// Runs of `advance` become one advance of their total.
    static func mergingAdvances(_ events: [MonkeyEvent]) -> [MonkeyEvent] {
        var result: [MonkeyEvent] = []
        for event in events {
            if case .advance(let seconds) = event, case .advance(let previous)? = result.last {
                result[result.count - 1] = .advance(previous + seconds)
            } else {
                result.append(event)
            }
        }
        return result
    }
}
