import Foundation

/// Groups 4-6 on a real window under Xvfb, for the demo and, as the floor, the
/// bare Xlib window (`modal-bench --bare-window`), in the same run and server.
struct WindowBench {
    let demoPath: String
    let benchPath: String
    let startups: Int
    let idleSeconds: Double
    let motions: Int

    struct Subject {
        let name: String
        let executable: String
        let arguments: [String]
        let presentArguments: [String]
    }

    func run() throws -> [String: Any] {
        let xvfb = try XvfbSession()
        defer { xvfb.stop() }
        let dataDirectory = NSTemporaryDirectory() + "modal-bench-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
        let demoArguments = ["--trace", "--scale", "1", "--data-dir", dataDirectory]
        let subjects = [
            Subject(name: "demo", executable: demoPath, arguments: demoArguments, presentArguments: demoArguments + ["--present", "edit"]),
            Subject(name: "bare", executable: benchPath, arguments: ["--bare-window"], presentArguments: ["--bare-window"]),
        ]
        var results: [String: [String: Any]] = [:]
        for subject in subjects {
            var result: [String: Any] = [:]
            result["startup"] = try startup(subject, on: xvfb)
            result["latency"] = try latency(subject, on: xvfb)
            results[subject.name] = result
        }
        let demo = results["demo"]!, bare = results["bare"]!
        let demoStartup = demo["startup"] as! [String: Any], bareStartup = bare["startup"] as! [String: Any]
        return [
            "display": xvfb.displayName,
            "idle": ["seconds": idleSeconds, "demo": demoStartup["idle"]!, "floor": bareStartup["idle"]!],
            "latency": ["demo": demo["latency"]!, "floor": bare["latency"]!],
            "startup": ["demo": demoStartup["first_frame_ms"]!, "floor": bareStartup["first_frame_ms"]!,
                        "demo_ready_t_ms": demoStartup["ready_t_ms"]!,
                        "demo_rss_at_rest_kb": demoStartup["rss_at_rest_kb"]!, "floor_rss_at_rest_kb": bareStartup["rss_at_rest_kb"]!],
        ]
    }

    /// Start to first frame (several launches), then, in the last one, idle CPU, wake-ups and memory at rest.
    private func startup(_ subject: Subject, on xvfb: XvfbSession) throws -> [String: Any] {
        var walls: [Double] = [], readyTimes: [Double] = []
        var idle: [String: Any] = [:]
        var rss = 0
        for launch in 0..<startups {
            let process = try TracedProcess(executable: subject.executable, arguments: subject.arguments, display: xvfb.displayName)
            defer { process.stop() }
            guard let ready = process.waitForEvent("ready") else { throw BenchError("\(subject.name): no ready event") }
            walls.append((ready.seenAt - process.launchedAt) * 1000)
            readyTimes.append(((ready.event["t"] as? Double) ?? .nan) * 1000)
            guard launch == startups - 1 else { continue }
            usleep(1_000_000)   // let start-up work settle
            let pid = process.pid
            let cpu0 = ProcStatus.cpuSeconds(pid: pid) ?? .nan, switches0 = ProcStatus.contextSwitches(pid: pid) ?? -1
            usleep(UInt32(idleSeconds * 1_000_000))
            let cpu1 = ProcStatus.cpuSeconds(pid: pid) ?? .nan, switches1 = ProcStatus.contextSwitches(pid: pid) ?? -1
            rss = ProcStatus.field("VmRSS", pid: pid) ?? -1
            idle = ["cpu_s": Bench.round(cpu1 - cpu0), "wakeups": switches1 - switches0]
        }
        return ["first_frame_ms": Summary(walls).json, "ready_t_ms": Summary(readyTimes).json,
                "idle": idle, "rss_at_rest_kb": rss]
    }

    /// XTest motions during a held drag of the card, each timed until the card's top edge is seen moved.
    private func latency(_ subject: Subject, on xvfb: XvfbSession) throws -> [String: Any] {
        let process = try TracedProcess(executable: subject.executable, arguments: subject.presentArguments, display: xvfb.displayName)
        defer { process.stop() }
        guard process.waitForEvent("ready") != nil,
              let presented = process.waitForEvent("presented"),
              let frame = presented.event["frame"] as? [Double], frame.count == 4 else {
            throw BenchError("\(subject.name): no presented event with a frame")
        }
        usleep(300_000)
        guard let origin = xvfb.findWindow(width: 390, height: 844) else { throw BenchError("\(subject.name): window not found") }
        let x = origin.x + 195
        let cardTop = origin.y + Int(frame[1].rounded())
        let searchTop = cardTop - 40, searchCount = 40 + motions + 80
        guard let reference = xvfb.column(x: x, y: searchTop, count: searchCount) else { throw BenchError("XGetImage failed") }
        // The card's top is light (its bar) over darker pixels (the dimmed, pushed-back presenter or
        // the black behind it, the card's shadow): the edge is the first light row from just above where it was.
        let light = reference[40 + 8]
        let threshold = light - 24
        func edge(near y: Int) -> Int? {
            guard let column = xvfb.column(x: x, y: searchTop, count: searchCount) else { return nil }
            let from = max(0, min(searchCount - 1, y - 6 - searchTop))
            return column[from...].firstIndex { $0 >= threshold }.map { searchTop + $0 }
        }
        var pointerY = cardTop + 22
        xvfb.move(toX: x, y: pointerY)
        usleep(50_000)
        xvfb.button(down: true)
        usleep(50_000)
        // Past the pan's slop: the card follows the pointer from here on.
        for _ in 0..<12 {
            pointerY += 1
            xvfb.move(toX: x, y: pointerY)
            usleep(16_000)
        }
        usleep(300_000)
        guard var current = edge(near: cardTop) else { throw BenchError("\(subject.name): card edge not found") }
        let pid = process.pid
        let cpu0 = ProcStatus.cpuSeconds(pid: pid) ?? .nan
        var samples: [Double] = []
        var timeouts = 0
        for _ in 0..<motions {
            let target = current + 1
            pointerY += 1
            let start = Clock.monotonic()
            xvfb.move(toX: x, y: pointerY)
            var seen: Int?
            while Clock.monotonic() - start < 0.5 {
                if let y = edge(near: current), y >= target { seen = y; break }
                usleep(100)
            }
            if let seen {
                samples.append((Clock.monotonic() - start) * 1000)
                current = seen
            } else {
                timeouts += 1
                current = edge(near: current) ?? current
            }
            usleep(8_000)
        }
        let cpu1 = ProcStatus.cpuSeconds(pid: pid) ?? .nan
        let peak = ProcStatus.field("VmHWM", pid: pid) ?? -1
        xvfb.button(down: false)
        usleep(100_000)
        let summary = Summary(samples)
        return ["motions": motions, "p50_ms": Bench.round(summary.median), "p95_ms": Bench.round(summary.p95),
                "seen": samples.count, "timeouts": timeouts, "edge_threshold": threshold,
                "cpu_s_per_60_steps": Bench.round((cpu1 - cpu0) * 60 / Double(max(1, motions))),
                "peak_rss_kb": peak]
    }
}
