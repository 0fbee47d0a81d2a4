import Foundation

/// Group 7: what users feel, measured from outside the process by the black-box
/// probe (`scripts/x11probe/probe.py`: XTest motion, `XGetImage` polling of the
/// card's edge, `/proc` CPU of the program and of the X server), on the bare Xlib
/// floor, GTK 4 with its Cairo renderer (when it was built) and the demo's three
/// draggable presentations, interleaved, all on one private Xvfb in one run; then
/// the sheet in a 1920x1080 window at scales 1 and 2 beside the floor and GTK 4 at the
/// same pixel sizes (each big subject's ratios are to the floor of its size).
///
/// Every subject's first paint is seen on 16 full-width rows of its window, not the
/// whole window: python-xlib takes about a second to read a whole 3840x2160 window, so
/// a full grab made every program's first paint there (the floor's too) look 2-3 s late.
struct ProbeBench {
    let probeDirectory: String
    let peersDirectory: String
    let demoPath: String
    /// The same demo built as an app gets it from a plain `swift build -c release` of a
    /// package that depends on this one (no link flags; `make bench` builds it from the
    /// examples' package), probed beside the Makefile's build; nil: not probed.
    var plainAppDemoPath: String? = nil
    /// The same demo built the way an app is told to build itself: `swift package build-app`
    /// (the package's command plugin) in a package that depends on this one; nil: not probed.
    var buildAppDemoPath: String? = nil
    /// Interleaved repetitions of every subject (after one unmeasured warm-up each).
    let repetitions: Int
    /// A smoke run: the floor and the sheet once, a few steps, no warm-up (make test).
    let smoke: Bool

    /// One program the probe drives, with the geometry of its card.
    struct Subject {
        let label: String
        let command: [String]
        var environment: [String] = []
        let geometry: [String]
        var isFloor = false
        var isPeer = false
        /// The floor whose figures this subject's ratios are taken against (same pixel size).
        var floorLabel = "floor"
    }

    /// The sheet from the plain SwiftPM build (`plainAppDemoPath`).
    static let plainAppLabel = "sheet-plain-swiftpm"
    /// The sheet from the plugin's build (`buildAppDemoPath`).
    static let buildAppLabel = "sheet-build-app"

    /// The probe's first-paint sampling for every subject (see the type's comment).
    static let paintRows = ["--paint-rows", "16"]

    /// Why the probe cannot run here, or nil.
    static func unavailableReason(probeDirectory: String) -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return "no /usr/bin/python3" }
        guard FileManager.default.fileExists(atPath: probeDirectory + "/probe.py") else {
            return "no probe at \(probeDirectory)/probe.py"
        }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = ["-c", "import Xlib.ext.xtest"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return "cannot run python3" }
        check.waitUntilExit()
        return check.terminationStatus == 0 ? nil : "python3-xlib is not installed (make test-deps installs it)"
    }

    func subjects(dataDirectory: String) -> (main: [Subject], big: [Subject]) {
        let floorGeometry = ["--expect-size", "400x700", "--grab", "200,130", "--edge-y", "100", "--watch-col", "320"]
        let demo = [demoPath, "--scale", "1", "--data-dir", dataDirectory]
        var main = [Subject(label: "floor", command: [peersDirectory + "/xlib-floor"], geometry: floorGeometry, isFloor: true)]
        let gtk = peersDirectory + "/gtk4-card"
        if !smoke, FileManager.default.isExecutableFile(atPath: gtk) {
            main.append(Subject(label: "gtk4-cairo", command: [gtk], environment: ["GDK_BACKEND=x11", "GSK_RENDERER=cairo"],
                                geometry: floorGeometry, isPeer: true))
        }
        // The card's top edge, a column where the card is plain below it, a grab point on it
        // (found with --inspect; docs/BENCHMARKS.md). A pre-travel of 12 px passes the pan's slop.
        let sheetGeometry = ["--expect-size", "390x844", "--grab", "195,440", "--edge-y", "422", "--watch-col", "300",
                             "--pre-travel", "12"]
        main.append(Subject(label: "sheet", command: demo + ["--present", "sheet"], geometry: sheetGeometry))
        // The app builds beside the Makefile's: plain SwiftPM, then `swift package build-app`.
        for (label, path) in [(Self.plainAppLabel, plainAppDemoPath), (Self.buildAppLabel, buildAppDemoPath)] {
            guard !smoke, let path, FileManager.default.isExecutableFile(atPath: path) else { continue }
            main.append(Subject(label: label, command: [path, "--scale", "1", "--data-dir", dataDirectory,
                                                        "--present", "sheet"], geometry: sheetGeometry))
        }
        if !smoke {
            // The sheet on each way a frame reaches the window (docs/BENCHMARKS.md, "Upload
            // paths"), every frame drawn on the client (the XRender compositor off).
            for path in ["shm", "xputimage", "cairo"] {
                main.append(Subject(label: "sheet-upload-\(path)", command: demo + ["--present", "sheet"],
                                    environment: ["MODAL_KIT_X11_UPLOAD=\(path)", "MODAL_KIT_X11_COMPOSITE=client"],
                                    geometry: sheetGeometry))
            }
            main.append(Subject(label: "edit", command: demo + ["--present", "edit"],
                                geometry: ["--expect-size", "390x844", "--grab", "100,60", "--edge-y", "40",
                                           "--watch-col", "300", "--pre-travel", "12"]))
            // The custom modal fills the window and follows the hand along the dismissal's
            // ease-in-out curve, not 1:1: dragged 200 px first, any change of a column
            // through its edge and title counts.
            main.append(Subject(label: "custom", command: demo + ["--present", "custom"],
                                geometry: ["--expect-size", "390x844", "--grab", "195,400", "--edge-y", "0",
                                           "--watch-col", "300", "--pre-travel", "200", "--detect", "change",
                                           "--watch-rows", "150,700"]))
        }
        var big: [Subject] = []
        if !smoke {
            for scale in [1, 2] {
                // The floor and GTK 4 at the sheet's pixel size (scripts/x11probe/peers, `make probe-peers`).
                let size = "\(1920 * scale)x\(1080 * scale)"
                let floorPath = peersDirectory + "/xlib-floor-\(size)"
                let hasFloor = FileManager.default.isExecutableFile(atPath: floorPath)
                let floorLabel = hasFloor ? "floor-\(size)" : "floor"
                if hasFloor {
                    big.append(Subject(label: floorLabel, command: [floorPath],
                                       geometry: ["--expect-size", size, "--grab", "200,130", "--edge-y", "100",
                                                  "--watch-col", "320"], isFloor: true))
                }
                let gtkBig = peersDirectory + "/gtk4-card-1920x1080"
                if FileManager.default.isExecutableFile(atPath: gtkBig) {
                    big.append(Subject(label: "gtk4-cairo-1920x1080@\(scale)", command: [gtkBig],
                                       environment: ["GDK_BACKEND=x11", "GSK_RENDERER=cairo", "GDK_SCALE=\(scale)"],
                                       geometry: ["--expect-size", size, "--grab", "\(200 * scale),\(130 * scale)",
                                                  "--edge-y", "\(100 * scale)", "--watch-col", "\(320 * scale)"],
                                       isPeer: true, floorLabel: floorLabel))
                }
                let big1080 = [demoPath, "--scale", "\(scale)", "--size", "1920x1080", "--data-dir", dataDirectory,
                               "--present", "sheet"]
                big.append(Subject(label: "sheet-1920x1080@\(scale)", command: big1080,
                                   geometry: ["--expect-size", "\(1920 * scale)x\(1080 * scale)",
                                              "--grab", "\(960 * scale),\(560 * scale)", "--edge-y", "\(540 * scale)",
                                              "--watch-col", "\(1100 * scale)", "--pre-travel", "\(12 * scale)"],
                                   floorLabel: floorLabel))
            }
        }
        return (main, big)
    }

    func run() throws -> [String: Any] {
        // Big enough for a 1920x1080 window at scale 2.
        let xvfb = try XvfbSession(width: smoke ? 1280 : 3840, height: smoke ? 1024 : 2160)
        defer { xvfb.stop() }
        let dataDirectory = NSTemporaryDirectory() + "modal-bench-probe-\(getpid())"
        let outputDirectory = NSTemporaryDirectory() + "modal-bench-probe-out-\(getpid())"
        for directory in [dataDirectory, outputDirectory] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        defer {
            try? FileManager.default.removeItem(atPath: dataDirectory)
            try? FileManager.default.removeItem(atPath: outputDirectory)
        }
        let (main, big) = subjects(dataDirectory: dataDirectory)
        let serverPID = xvfb.process.processIdentifier
        var runs: [String: [[String: Any]]] = [:]
        func probe(_ subject: Subject, repetition: Int, extra: [String] = []) -> [String: Any]? {
            let file = outputDirectory + "/\(subject.label.replacingOccurrences(of: "/", with: "_"))-\(repetition).json"
            var arguments = [probeDirectory + "/probe.py", "--display", xvfb.displayName, "--label", subject.label,
                             "--cmd", subject.command.map(Self.shellQuoted).joined(separator: " "),
                             "--steps", "60", "--dy", "4", "--max-travel", "120", "--xserver-pid", "\(serverPID)",
                             "--keep-samples", "--seed", "\(repetition)", "--json", file]
            for variable in subject.environment { arguments += ["--env", variable] }
            arguments += subject.geometry + Self.paintRows + extra
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            do { try process.run() } catch { Bench.log("probe: cannot run python3: \(error)"); return nil }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if let line = text.split(separator: "\n").last { Bench.log("probe: \(line)") }
            guard let data = FileManager.default.contents(atPath: file),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            return object
        }
        let quickArguments = ["--settle", "0.2", "--idle", "0.3"]
        if smoke {
            for subject in main {
                if let result = probe(subject, repetition: 1, extra: quickArguments + ["--steps", "4"]) {
                    runs[subject.label, default: []].append(result)
                }
            }
        } else {
            // Warm-up (disk cache, fonts), unmeasured, then interleaved repetitions.
            for subject in main + big { _ = probe(subject, repetition: 0, extra: quickArguments + ["--steps", "4"]) }
            for repetition in 1...repetitions {
                for subject in main + big {
                    if let result = probe(subject, repetition: repetition) { runs[subject.label, default: []].append(result) }
                }
            }
        }
        var summaries: [String: Any] = [:]
        for subject in main + big { summaries[subject.label] = ProbeSummary(runs: runs[subject.label] ?? []).json }
        var ratios: [String: Any] = [:]
        for subject in main + big where !subject.isFloor {
            let floor = ProbeSummary(runs: runs[subject.floorLabel] ?? [])
            ratios[subject.label] = ProbeSummary(runs: runs[subject.label] ?? []).ratios(to: floor)
        }
        return [
            "mode": smoke ? "smoke" : "full",
            "repetitions": smoke ? 1 : repetitions,
            "display_screen": smoke ? "1280x1024x24" : "3840x2160x24",
            "loadavg_before": Self.loadAverage(),
            "subjects": summaries,
            "versus_floor": ratios,
            "order": (main + big).map(\.label),
            "first_paint_sampling": "16 full-width rows",
        ]
    }

    static func shellQuoted(_ word: String) -> String {
        word.allSatisfy({ $0.isLetter || $0.isNumber || "-_./=,:@".contains($0) }) ? word
            : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func loadAverage() -> Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return Double(text.split(separator: " ").first ?? "") ?? -1
    }
}

/// The figures of one subject over its runs: latency percentiles over every step of
/// every run, medians of the per-run figures.
struct ProbeSummary {
    var runsOK = 0
    var latencies: [Double] = []
    var appCPU: [Double] = []
    var serverCPU: [Double] = []
    /// What the probe's own strip grabs cost the X server during the drag (probe.py's estimate:
    /// the drag's grabs times one grab's cost, timed after the drag); part of `serverCPU`.
    var serverPolling: [Double] = []
    /// The X server's CPU over the whole probe run (spawn to the end of the poll calibration),
    /// which is not the figure: it holds the startup's and settle's polls (docs/BENCHMARKS.md).
    var serverWholeRun: [Double] = []
    var firstPaint: [Double] = []
    var rss: [Double] = []
    var pss: [Double] = []
    /// Resident memory when the drag is over (what the process keeps, against its peak).
    var rssAfterDrag: [Double] = []
    var idleCPU: [Double] = []
    var timeouts = 0
    var load: [Double] = []
    var warnings: [String] = []

    init(runs: [[String: Any]]) {
        for run in runs {
            guard run["ok"] as? Bool == true, let drag = run["drag"] as? [String: Any] else {
                warnings += (run["errors"] as? [String]) ?? []
                continue
            }
            runsOK += 1
            for sample in drag["samples"] as? [[String: Any]] ?? [] {
                if let latency = sample["latency_ms"] as? Double { latencies.append(latency) }
            }
            appCPU.append(drag["cpu_fine_s"] as? Double ?? drag["cpu_s"] as? Double ?? .nan)
            serverCPU.append(drag["xserver_cpu_fine_s"] as? Double ?? drag["xserver_cpu_s"] as? Double ?? .nan)
            if let polling = drag["xserver_polling_s"] as? Double { serverPolling.append(polling) }
            if let whole = (run["xserver_cpu_by_phase_s"] as? [String: Any])?["whole_run"] as? Double {
                serverWholeRun.append(whole)
            }
            timeouts += drag["timeouts"] as? Int ?? 0
            if let startup = run["startup"] as? [String: Any] { firstPaint.append(startup["first_paint_ms"] as? Double ?? .nan) }
            if let memory = run["memory"] as? [String: Any] {
                rss.append(memory["tree_vmhwm_mb"] as? Double ?? .nan)
                pss.append(memory["tree_pss_mb"] as? Double ?? .nan)
                rssAfterDrag.append(memory["tree_vmrss_mb"] as? Double ?? .nan)
            }
            if let idle = run["idle"] as? [String: Any] { idleCPU.append(idle["cpu_fine_s"] as? Double ?? .nan) }
            if let host = run["host"] as? [String: Any], let averages = host["loadavg_before"] as? [Double] {
                load.append(averages.first ?? .nan)
            }
            warnings += (run["warnings"] as? [String]) ?? []
        }
    }

    private static func median(_ values: [Double]) -> Double { Summary(values).median }

    var latencyP50: Double { Summary.quantile(latencies.sorted(), 0.5) }
    var latencyP95: Double { Summary.quantile(latencies.sorted(), 0.95) }
    var cpuApp: Double { Self.median(appCPU) }
    var cpuServer: Double { Self.median(serverCPU) }
    var cpuTotal: Double { Self.median(zip(appCPU, serverCPU).map { $0 + $1 }) }
    var firstPaintMedian: Double { Self.median(firstPaint) }
    var rssMedian: Double { Self.median(rss) }

    var json: [String: Any] {
        [
            "runs_ok": runsOK, "steps_measured": latencies.count, "timeouts": timeouts,
            "latency_p50_ms": Bench.round(latencyP50), "latency_p95_ms": Bench.round(latencyP95),
            "latency_max_ms": Bench.round(latencies.max() ?? .nan),
            "drag_cpu_app_s": Bench.round(cpuApp), "drag_cpu_xserver_s": Bench.round(cpuServer),
            "drag_cpu_total_s": Bench.round(cpuTotal),
            "drag_cpu_xserver_polling_s": Bench.round(Self.median(serverPolling)),
            "xserver_cpu_whole_run_s": Bench.round(Self.median(serverWholeRun)),
            "first_paint_ms": Bench.round(firstPaintMedian), "peak_rss_mb": Bench.round(rssMedian),
            "pss_mb": Bench.round(Self.median(pss)),
            "rss_after_drag_mb": Bench.round(Self.median(rssAfterDrag)), "idle_cpu_s": Bench.round(Self.median(idleCPU)),
            "loadavg_before": load.map(Bench.round), "warnings": Array(Set(warnings)).sorted(),
        ]
    }

    /// Differences and ratios to the floor's figures in the same run.
    func ratios(to floor: ProbeSummary) -> [String: Any] {
        [
            "latency_p50_minus_floor_ms": Bench.round(latencyP50 - floor.latencyP50),
            "latency_p95_minus_floor_ms": Bench.round(latencyP95 - floor.latencyP95),
            "latency_p50_ratio": Bench.round(latencyP50 / floor.latencyP50),
            "drag_cpu_total_ratio": Bench.round(cpuTotal / floor.cpuTotal),
            "first_paint_ratio": Bench.round(firstPaintMedian / floor.firstPaintMedian),
            "peak_rss_ratio": Bench.round(rssMedian / floor.rssMedian),
        ]
    }
}
