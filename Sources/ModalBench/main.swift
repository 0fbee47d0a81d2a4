import Foundation

// modal-bench: frame cost against the pixel floor, event cost, scaling, idle,
// motion-to-pixels latency and startup. See docs/BENCHMARKS.md.

let usage = """
usage: modal-bench [--quick] [--out FILE] [--demo PATH] [--probe DIR] [--peers DIR] [--no-probe] [--readme FILE]
                   [--plain-app-demo PATH] [--build-app-demo PATH]
       modal-bench --check FILE        check a results file has every field
       modal-bench --bare-window       the bare Xlib window used as the real-window floor
  --quick   every group with few repetitions (for make test); no timing assertions
  --out     where to write the JSON (default .build/bench/results.json)
  --demo    the modal-demo executable (default: next to this program)
  --probe   the black-box probe's folder (default: scripts/x11probe)
  --peers   where the probe's peers are built (default: .build/x11probe; make bench builds them)
  --no-probe  skip the black-box probe (group 7)
  --readme  write the probe's table into this Markdown file, between its modal-bench markers
  --only G[,G]  only these groups: frame, damage, growth, event, scaling, window, autolayout, swiftui, probe (development)
  --reps N  the probe's interleaved repetitions per program (default 3)
  --plain-app-demo PATH  also probe the sheet of this modal-demo, built by a plain `swift build -c release`
            of a package that depends on this one (make bench builds it from Examples/)
  --build-app-demo PATH  also probe the sheet of this modal-demo, built by `swift package build-app` (the
            package's plugin: what an app is told to run) in a package that depends on this one
"""

func executableDirectory() -> String {
    let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: path).deletingLastPathComponent().path
}

func main() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var quick = false
    var output = ".build/bench/results.json"
    var demo = executableDirectory() + "/modal-demo"
    var probe = ProbeOptions()
    var readme: String?
    var only = Set(Bench.groups)
    while !arguments.isEmpty {
        let argument = arguments.removeFirst()
        switch argument {
        case "--help", "-h":
            print(usage)
            return 0
        case "--quick": quick = true
        case "--bare-window": return BareWindow.run()
        case "--scaling-child":
            guard arguments.count >= 2, let rows = Int(arguments[0]), let reps = Int(arguments[1]) else { return 2 }
            return ScalingBench.child(rows: rows, repetitions: reps)
        case "--profile-scene":
            // Frames of one scene only, for perf: --profile-scene NAME SCALE COUNT [big]
            guard arguments.count >= 3, let scale = Double(arguments[1]), let count = Int(arguments[2]) else { return 2 }
            let size = arguments.count > 3 && arguments[3] == "big" ? FrameBench.bigSize : FrameBench.size
            let driver = SceneDriver(scene: arguments[0], size: size, scale: CGFloat(scale))
            let total = (0..<count).reduce(0.0) { sum, _ in sum + driver.frame() }
            print("\(arguments[0]) @\(scale)x: \(Bench.round(total / Double(count) * 1000)) ms per frame")
            return 0
        case "--profile-damage":
            // Frames of one damage case only, for perf: --profile-damage NAME SCALE COUNT
            guard arguments.count >= 3, let scale = Double(arguments[1]), let count = Int(arguments[2]) else { return 2 }
            let driver = DamageDriver(arguments[0], size: FrameBench.size, scale: CGFloat(scale))
            let total = (0..<count).reduce(0.0) { sum, _ in sum + driver.step().0 }
            print("\(arguments[0]) @\(scale)x: \(Bench.round(total / Double(count) * 1000)) ms per frame")
            return 0
        case "--autolayout":
            // Only group 7 (Auto Layout), printed as JSON: --autolayout REPETITIONS
            let repetitions = arguments.first.flatMap { Int($0) } ?? 20
            let result = AutoLayoutBench(repetitions: repetitions).run()
            let data = try? JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys])
            print(String(data: data ?? Data(), encoding: .utf8) ?? "")
            return 0
        case "--check":
            guard let file = arguments.first else { print(usage); return 2 }
            return ResultsCheck.check(file: file)
        case "--out":
            guard !arguments.isEmpty else { print(usage); return 2 }
            output = arguments.removeFirst()
        case "--probe", "--peers", "--readme":
            guard let value = arguments.first else { print(usage); return 2 }
            arguments.removeFirst()
            if argument == "--probe" { probe.directory = value } else if argument == "--peers" { probe.peers = value } else { readme = value }
        case "--plain-app-demo", "--build-app-demo":
            guard let value = arguments.first else { print(usage); return 2 }
            arguments.removeFirst()
            if argument == "--plain-app-demo" { probe.plainAppDemo = value } else { probe.buildAppDemo = value }
        case "--no-probe": probe.enabled = false
        case "--only":
            guard let value = arguments.first else { print(usage); return 2 }
            arguments.removeFirst()
            only = Set(value.split(separator: ",").map(String.init))
            guard only.isSubset(of: Bench.groups) else { print(usage); return 2 }
        case "--reps":
            guard let value = arguments.first, let count = Int(value), count > 0 else { print(usage); return 2 }
            arguments.removeFirst()
            probe.repetitions = count
        case "--demo":
            guard let value = arguments.first else { print(usage); return 2 }
            demo = value
            arguments.removeFirst()
        default:
            FileHandle.standardError.write(Data("modal-bench: unknown option \(argument)\n\(usage)\n".utf8))
            return 2
        }
    }
    guard FileManager.default.isExecutableFile(atPath: demo) else {
        FileHandle.standardError.write(Data("modal-bench: no modal-demo at \(demo) (build it, or pass --demo PATH)\n".utf8))
        return 2
    }
    do {
        let results = try Bench.run(quick: quick, output: output, demoPath: demo,
                                    benchPath: executableDirectory() + "/modal-bench", probe: probe, only: only)
        print(Report.table(results))
        if let readme {
            try ReadmeTable.update(file: readme, results: results)
            print("updated the benchmark table in \(readme)")
        }
        print("wrote \(output)")
        return 0
    } catch {
        FileHandle.standardError.write(Data("modal-bench: \(error)\n".utf8))
        return 1
    }
}

exit(main())
