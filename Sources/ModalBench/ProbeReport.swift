import Foundation

/// Where the probe and its peers are, and whether to run it.
struct ProbeOptions {
    var directory = "scripts/x11probe"
    var peers = ".build/x11probe"
    var enabled = true
    var repetitions = 3
    /// modal-demo from a plain `swift build -c release` of a dependent package (`--plain-app-demo`).
    var plainAppDemo: String?
    /// modal-demo from `swift package build-app` in a dependent package (`--build-app-demo`).
    var buildAppDemo: String?

    /// Group 7's figures; a smoke run in quick mode; a reason when it cannot run.
    func run(quick: Bool, demoPath: String) throws -> [String: Any] {
        guard enabled else {
            Bench.log("probe: skipped (--no-probe)")
            return ["skipped": "--no-probe"]
        }
        if let reason = ProbeBench.unavailableReason(probeDirectory: directory) {
            Bench.log("probe: skipped: \(reason)")
            return ["skipped": reason]
        }
        guard FileManager.default.isExecutableFile(atPath: peers + "/xlib-floor") else {
            let reason = "no floor peer at \(peers)/xlib-floor (make bench builds it)"
            Bench.log("probe: skipped: \(reason)")
            return ["skipped": reason]
        }
        Bench.log(quick ? "probe: smoke run (the floor and the sheet, 4 steps each; make bench runs it in full)..."
                        : "probe: black-box runs, \(repetitions) interleaved repetitions (a few minutes)...")
        if let plainAppDemo, !FileManager.default.isExecutableFile(atPath: plainAppDemo) {
            Bench.log("probe: no plain SwiftPM build at \(plainAppDemo): it is not probed")
        }
        if let buildAppDemo, !FileManager.default.isExecutableFile(atPath: buildAppDemo) {
            Bench.log("probe: no `swift package build-app` build at \(buildAppDemo): it is not probed")
        }
        return try ProbeBench(probeDirectory: directory, peersDirectory: peers, demoPath: demoPath,
                              plainAppDemoPath: plainAppDemo, buildAppDemoPath: buildAppDemo,
                              repetitions: repetitions, smoke: quick).run()
    }
}

/// The issue's targets for what the probe measures.
enum ProbeTargets {
    static let presentations = ["sheet", "edit", "custom"]

    static func evaluate(_ probe: [String: Any]?) -> [[String: Any]] {
        guard let probe, probe["mode"] as? String == "full",
              let subjects = probe["subjects"] as? [String: [String: Any]],
              let ratios = probe["versus_floor"] as? [String: [String: Any]] else { return [] }
        var targets: [[String: Any]] = []
        func add(_ name: String, _ goal: String, _ value: Double, _ met: Bool) {
            targets.append(["name": name, "target": goal, "value": Bench.round(value), "met": met && value.isFinite])
        }
        for name in presentations {
            let p50 = ratios[name]?["latency_p50_minus_floor_ms"] as? Double ?? .nan
            let p95 = ratios[name]?["latency_p95_minus_floor_ms"] as? Double ?? .nan
            add("probe \(name): latency p50 - floor p50 (ms)", "<= 1.5", p50, p50 <= 1.5)
            add("probe \(name): latency p95 - floor p95 (ms)", "<= 3", p95, p95 <= 3)
            let cpu = subjects[name]?["drag_cpu_total_s"] as? Double ?? .nan
            add("probe \(name): CPU app + X server, 60 steps (s)", "<= 0.10", cpu, cpu <= 0.10)
        }
        if let gtk = subjects["gtk4-cairo"]?["drag_cpu_total_s"] as? Double,
           let sheet = subjects["sheet"]?["drag_cpu_total_s"] as? Double {
            add("probe sheet CPU / GTK 4 Cairo CPU (same run)", "<= 0.333", sheet / gtk, sheet / gtk <= 1.0 / 3)
        }
        let paint = subjects["sheet"]?["first_paint_ms"] as? Double ?? .nan
        add("probe sheet: start to first paint (ms)", "< 60", paint, paint < 60)
        let rss = presentations.compactMap { subjects[$0]?["peak_rss_mb"] as? Double }.max() ?? .nan
        add("probe: peak RSS, largest of the three (MB)", "< 40", rss, rss < 40)
        targets += appBuildTargets(subjects: subjects)
        targets += bigWindowTargets(subjects: subjects, ratios: ratios)
        return targets
    }

    /// The phone-sized sheet built as an app that depends on the package builds it, plainly
    /// and with `swift package build-app`: the Makefile build's own three targets.
    static func appBuildTargets(subjects: [String: [String: Any]]) -> [[String: Any]] {
        var targets: [[String: Any]] = []
        for label in [ProbeBench.plainAppLabel, ProbeBench.buildAppLabel] {
            guard let subject = subjects[label] else { continue }
            let cpu = subject["drag_cpu_total_s"] as? Double ?? .nan
            let paint = subject["first_paint_ms"] as? Double ?? .nan
            let rss = subject["peak_rss_mb"] as? Double ?? .nan
            for (name, goal, value, met) in [("CPU app + X server, 60 steps (s)", "<= 0.10", cpu, cpu <= 0.10),
                                             ("start to first paint (ms)", "< 60", paint, paint < 60),
                                             ("peak RSS (MB)", "< 40", rss, rss < 40)] {
                targets.append(["name": "probe \(label): \(name)", "target": goal, "value": Bench.round(value),
                                "met": met && value.isFinite])
            }
        }
        return targets
    }

    /// The desktop-sized window's targets, each against the floor of its own pixel size.
    static func bigWindowTargets(subjects: [String: [String: Any]], ratios: [String: [String: Any]]) -> [[String: Any]] {
        var targets: [[String: Any]] = []
        func add(_ name: String, _ goal: String, _ value: Double, _ met: Bool) {
            targets.append(["name": name, "target": goal, "value": Bench.round(value), "met": met && value.isFinite])
        }
        let at2 = "sheet-1920x1080@2", at1 = "sheet-1920x1080@1"
        guard subjects[at2] != nil, subjects["floor-3840x2160"] != nil else { return [] }
        let p50 = ratios[at2]?["latency_p50_minus_floor_ms"] as? Double ?? .nan
        let p95 = ratios[at2]?["latency_p95_minus_floor_ms"] as? Double ?? .nan
        add("probe \(at2): latency p50 - same-size floor p50 (ms)", "<= 3", p50, p50 <= 3)
        add("probe \(at2): latency p95 - same-size floor p95 (ms)", "<= 5", p95, p95 <= 5)
        let cpu = subjects[at2]?["drag_cpu_total_s"] as? Double ?? .nan
        add("probe \(at2): CPU app + X server, 60 steps (s)", "<= 0.30", cpu, cpu <= 0.30)
        if let gtk = subjects["gtk4-cairo-1920x1080@2"]?["drag_cpu_total_s"] as? Double {
            add("probe \(at2) CPU / GTK 4 Cairo CPU at the same size", "<= 0.333", cpu / gtk, cpu / gtk <= 1.0 / 3)
        }
        let paint = subjects[at2]?["first_paint_ms"] as? Double ?? .nan
        add("probe \(at2): start to first paint (ms)", "< 150", paint, paint < 150)
        let rss = subjects[at2]?["peak_rss_mb"] as? Double ?? .nan
        add("probe \(at2): peak RSS (MB)", "< 80", rss, rss < 80)
        if subjects[at1] != nil {
            let p50 = ratios[at1]?["latency_p50_minus_floor_ms"] as? Double ?? .nan
            add("probe \(at1): latency p50 - same-size floor p50 (ms)", "<= 1.5", p50, p50 <= 1.5)
            let cpu = subjects[at1]?["drag_cpu_total_s"] as? Double ?? .nan
            add("probe \(at1): CPU app + X server, 60 steps (s)", "<= 0.15", cpu, cpu <= 0.15)
        }
        return targets
    }
}

extension Report {
    /// Group 7 as a table: one row per program, with the differences to the floor.
    static func probeTable(_ probe: [String: Any]?, markdown: Bool) -> [String] {
        guard let probe else { return [] }
        if let reason = probe["skipped"] as? String { return ["7. Black-box probe: skipped (\(reason))"] }
        let subjects = probe["subjects"] as? [String: [String: Any]] ?? [:]
        let ratios = probe["versus_floor"] as? [String: [String: Any]] ?? [:]
        let order = probe["order"] as? [String] ?? subjects.keys.sorted()
        func f(_ value: Any?, _ digits: Int) -> String {
            guard let number = value as? Double, number.isFinite, number >= 0 || digits > 0 else { return "-" }
            return String(format: "%.\(digits)f", number)
        }
        func signed(_ value: Any?) -> String {
            guard let number = value as? Double, number.isFinite else { return "" }
            return String(format: " (%@%.1f)", number >= 0 ? "+" : "", number)
        }
        let header = ["program", "latency p50 / p95 ms (vs floor)", "CPU 60 steps s: app + X = total",
                      "first paint ms", "peak RSS MB (after the drag)", "runs", "timeouts", "X server: probe's polls s"]
        var rows: [[String]] = []
        for label in order {
            guard let s = subjects[label] else { continue }
            let r = ratios[label]
            rows.append([label,
                         "\(f(s["latency_p50_ms"], 1))\(signed(r?["latency_p50_minus_floor_ms"])) / \(f(s["latency_p95_ms"], 1))\(signed(r?["latency_p95_minus_floor_ms"]))",
                         "\(f(s["drag_cpu_app_s"], 3)) + \(f(s["drag_cpu_xserver_s"], 3)) = \(f(s["drag_cpu_total_s"], 3))",
                         f(s["first_paint_ms"], 0),
                         "\(f(s["peak_rss_mb"], 1))\(s["rss_after_drag_mb"].map { " (\(f($0, 1)))" } ?? "")",
                         "\(s["runs_ok"] ?? 0)", "\(s["timeouts"] ?? 0)", f(s["drag_cpu_xserver_polling_s"], 3)])
        }
        let load = f(probe["loadavg_before"], 2)
        var out: [String] = []
        if markdown {
            out.append("| " + header.joined(separator: " | ") + " |")
            out.append("|" + String(repeating: " --- |", count: header.count))
            for row in rows { out.append("| " + row.joined(separator: " | ") + " |") }
            out.append("")
            out.append("Probe \(probe["mode"] ?? ""), \(probe["repetitions"] ?? 0) interleaved runs per program on one Xvfb "
                       + "(\(probe["display_screen"] ?? "")), 1-minute load average \(load) before the first run.")
        } else {
            out.append("7. Black-box probe (\(probe["mode"] ?? ""), \(probe["repetitions"] ?? 0) runs each, load \(load)): XTest motion to the card edge seen by XGetImage")
            let widths = header.indices.map { column in ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0 }
            func line(_ cells: [String]) -> String {
                zip(cells, widths).map { $0 + String(repeating: " ", count: max(0, $1 - $0.count)) }.joined(separator: "  ")
            }
            out.append("   " + line(header))
            for row in rows { out.append("   " + line(row)) }
        }
        return out
    }
}

/// Writes the probe's table into a Markdown file between
/// `<!-- modal-bench:probe -->` and `<!-- /modal-bench:probe -->` (atomically).
enum ReadmeTable {
    static let begin = "<!-- modal-bench:probe -->", end = "<!-- /modal-bench:probe -->"

    static func update(file: String, results: [String: Any]) throws {
        guard let probe = results["probe"] as? [String: Any], probe["mode"] as? String == "full" else {
            Bench.log("readme: no full probe run in these results; \(file) left as it was")
            return
        }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
            throw BenchError("\(file) has no \(begin) ... \(end) block for the table")
        }
        let date = results["date"] as? String ?? ""
        let block = ["", "Latest `make bench` (\(date)):", ""] + Report.probeTable(probe, markdown: true) + [""]
        let updated = text[..<start.upperBound] + block.joined(separator: "\n") + text[stop.lowerBound...]
        let url = URL(fileURLWithPath: file)
        try Data(updated.utf8).write(to: url, options: .atomic)
    }
}
