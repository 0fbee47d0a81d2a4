import XCTest
import Foundation

/// Random input through `HeadlessHost` on the whole demo, with invariants after
/// every event (see `MonkeyWorld`). Budget from the environment:
/// `MONKEY_EVENTS` (total, default 20 000 in a plain `swift test`; `make test` runs
/// 1 000 000 in a release build), `MONKEY_EVENTS_PER_SEED` (default 5 000),
/// `MONKEY_FIRST_SEED`; `MONKEY_SEED` replays one seed; `SOAK_SECONDS` soaks.
final class MonkeyTests: XCTestCase {
    private var environment: [String: String] { ProcessInfo.processInfo.environment }
    private func number(_ name: String, _ fallback: Int) -> Int { environment[name].flatMap { Int($0) } ?? fallback }

    func testMonkeyKeepsEveryInvariant() {
        let total = number("MONKEY_EVENTS", 20_000)
        let perSeed = number("MONKEY_EVENTS_PER_SEED", 5_000)
        let firstSeed = UInt64(number("MONKEY_FIRST_SEED", 1))
        let start = Date()
        var events = 0
        var seeds = 0
        var stats = MonkeyStats()
        var failures: [MonkeyRunner.Failure] = []
        var seed = firstSeed
        while events < total {
            // Printed first, so a crash still names its seed.
            fputs("monkey: seed \(seed)\n", stderr)
            let outcome = MonkeyRunner.run(seed: seed, events: min(perSeed, total - events))
            events += outcome.events
            seeds += 1
            stats.add(outcome.stats)
            if let failure = outcome.failure {
                print(failure)
                failures.append(failure)
                if failures.count >= 3 { break }
            }
            seed += 1
        }
        let elapsed = Date().timeIntervalSince(start)
        print("monkey: \(events) events, \(seeds) seeds (\(firstSeed)...\(seed - 1)), \(Int(Double(events) / max(elapsed, 0.001))) events/s, "
              + "\(String(format: "%.1f", elapsed)) s; \(stats.presentations) presentations, \(stats.dismissals) dismissals, "
              + "\(stats.completions) completions, \(stats.saves) saves, \(stats.settles) settles, \(stats.quits) quit requests, \(stats.warnings) UIKit warnings")
        XCTAssertTrue(failures.isEmpty, failures.map(\.description).joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(events, total)
    }

    /// Seeds that once found a bug (each fixed): replayed on every run as regressions.
    static let regressionSeeds: [UInt64] = [31, 54, 56, 58, 63, 116, 127, 155, 1064]

    /// Replays the regression seeds; `MONKEY_SEED=N swift test --filter MonkeyTests/testReplaySeed`
    /// replays that seed instead.
    func testReplaySeed() throws {
        let seeds = environment["MONKEY_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? Self.regressionSeeds
        for seed in seeds {
            let outcome = MonkeyRunner.run(seed: seed, events: number("MONKEY_EVENTS_PER_SEED", 5_000), shrinkBudget: 120)
            if let failure = outcome.failure { XCTFail(failure.description) }
        }
    }

    /// Shortest event lists of fixed bugs, as the failure reports printed them.
    static let regressionLists = [
        // Seed 1064: a touchpad swipe caught a sheet sliding up and the monkey settled
        // with the fingers still down (the swipe's end timer never ran).
        """
        present(edit, animated: false)
        type("x́")
        key(escape)
        present(sheet, animated: true)
        advance(1.206)
        dismissTop(animated: true)
        resize(255x913)
        advance(0.968)
        present(sheet, animated: true)
        advance(0.033)
        wheel(dy: 188, at: (78, 876), precise: true)
        settle
        """,
        // Seed 58: Escape reached an alert buried under later presentations.
        """
        pressOn("list")
        settle
        key(space)
        key(escape)
        advance(0.475)
        present(custom, animated: true)
        advance(0.050)
        present(custom, animated: true)
        advance(1.254)
        present(sheet, animated: true)
        advance(0.038)
        down(345, 797)
        down(129, 574)
        up(here)
        key(escape)
        """,
        // Seed 56: a grab completed another sheet's presentation.
        """
        resize(862x463)
        present(sheet, animated: true)
        present(sheet, animated: true)
        advance(0.018)
        dismissTop(animated: false)
        advance(0.156)
        down(404, 294)
        move(401, 386)
        """,
    ]

    /// `MONKEY_REPLAY_FILE=list.txt`: replays a printed event list (one event a line,
    /// as the failure report prints them), tracing each event with MONKEY_TRACE=1.
    /// Without `MONKEY_REPLAY_FILE`, replays `regressionLists`.
    func testReplayList() throws {
        let texts = try environment["MONKEY_REPLAY_FILE"].map { [try String(contentsOfFile: $0, encoding: .utf8)] } ?? Self.regressionLists
        for text in texts {
            let lines = text.split(separator: "\n").map(String.init)
            let events = lines.compactMap(MonkeyEvent.init(parsing:))
            XCTAssertEqual(events.count, lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count, "unreadable lines")
            let world = MonkeyWorld()
            for (index, event) in (events + [.settle]).enumerated() {
                if MonkeyRunner.traceEvents { fputs("  #\(index + 1) \(event)\n", stderr) }
                world.apply(event)
                if let failure = world.failure {
                    XCTFail("event #\(index + 1) \(event): \(failure)")
                    break
                }
            }
        }
    }

    /// `SOAK_SECONDS=N` (`make soak`): fresh seeds (from the clock) until the time is up,
    /// printing progress. Without it, one second from the fixed seed 900 000.
    func testSoak() throws {
        let soaking = environment["SOAK_SECONDS"].flatMap { Double($0) }
        let seconds = soaking ?? 1
        let perSeed = number("MONKEY_EVENTS_PER_SEED", 5_000)
        let start = Date()
        var seed = environment["MONKEY_FIRST_SEED"].flatMap { UInt64($0) }
            ?? (soaking != nil ? UInt64(start.timeIntervalSince1970 * 1000) : 900_000)
        var events = 0
        var seeds = 0
        var lastReport = start
        var failures = 0
        print("soak: \(Int(seconds)) s from seed \(seed)")
        while Date().timeIntervalSince(start) < seconds {
            let outcome = MonkeyRunner.run(seed: seed, events: perSeed, shrinkBudget: 60)
            events += outcome.events
            seeds += 1
            if let failure = outcome.failure {
                failures += 1
                print(failure)
                XCTFail(failure.description)
            }
            seed &+= 1
            if Date().timeIntervalSince(lastReport) >= 10 {
                lastReport = Date()
                print("soak: \(Int(lastReport.timeIntervalSince(start))) s, \(seeds) seeds, \(events) events, \(failures) failures")
                fflush(stdout)
            }
        }
        print("soak done: \(seeds) seeds, \(events) events, \(failures) failures in \(Int(Date().timeIntervalSince(start))) s")
    }
}
