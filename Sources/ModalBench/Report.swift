import Foundation

/// The readable table of a results object.
enum Report {
    static func table(_ r: [String: Any]) -> String {
        var out: [String] = []
        func f(_ value: Any?, _ digits: Int = 2) -> String {
            guard let number = value as? Double ?? (value as? Int).map(Double.init) else { return "-" }
            return String(format: "%.\(digits)f", number)
        }
        func pad(_ text: String, _ width: Int) -> String { text.count >= width ? text : text + String(repeating: " ", count: width - text.count) }
        let machine = r["machine"] as? [String: Any] ?? [:]
        out.append("modal-bench (\(r["mode"] ?? "")) on \(machine["cpu"] ?? "?"), \(machine["nproc"] ?? "?") CPUs")
        out.append("")
        out.append("1. Frame cost (CPU ms, state change to pixels; floor = full-window fill + copy)")
        out.append(pad("scene", 22) + pad("window", 10) + pad("scale", 6) + pad("median", 8) + pad("p95", 8) + pad("floor", 8) + pad("ratio", 7) + pad("full redraw", 12) + pad("ratio", 7) + "cache hit/miss")
        for row in r["frame"] as? [[String: Any]] ?? [] {
            let frame = row["frame_ms"] as? [String: Any], full = row["full_redraw_ms"] as? [String: Any], floor = row["floor_ms"] as? [String: Any]
            let cache = row["layer_cache"] as? [String: Any]
            let size = (row["size"] as? [Int]).map { "\($0[0])x\($0[1])" } ?? ""
            out.append(pad(row["scene"] as? String ?? "", 22) + pad(size, 10) + pad(f(row["scale"], 0), 6) + pad(f(frame?["median"]), 8) + pad(f(frame?["p95"]), 8)
                       + pad(f(floor?["median"]), 8) + pad(f(row["ratio"], 1) + "x", 7) + pad(f(full?["median"]), 12)
                       + pad(f(row["full_redraw_ratio"], 1) + "x", 7) + "\(cache?["hits"] ?? 0)/\(cache?["misses"] ?? 0)")
        }
        if let damage = r["damage"] as? [[String: Any]] {
            out.append("")
            out.append("1b. Damage tracking (CPU ms per frame into the kept picture; pixels repainted per frame)")
            out.append(pad("case", 14) + pad("scale", 6) + pad("damage", 8) + pad("p95", 8) + pad("whole", 8) + pad("p95", 8) + pad("floor", 8)
                       + pad("speed-up", 10) + "pixels repainted / window")
            for row in damage {
                let d = row["damage_ms"] as? [String: Any], u = row["full_ms"] as? [String: Any], floor = row["floor_ms"] as? [String: Any]
                out.append(pad(row["case"] as? String ?? "", 14) + pad(f(row["scale"], 0), 6) + pad(f(d?["median"]), 8) + pad(f(d?["p95"]), 8)
                           + pad(f(u?["median"]), 8) + pad(f(u?["p95"]), 8) + pad(f(floor?["median"]), 8) + pad(f(row["speedup"], 1) + "x", 10)
                           + "\(f(row["damaged_pixels"], 0)) / \(row["pixels"] ?? "-")")
            }
        }
        out += GrowthBench.report(r["growth"] as? [String: Any], format: { f($0, $1) })
        if let event = r["event"] as? [String: Any] {
            let cost = event["per_event_us"] as? [String: Any], floor = event["floor_hit_test_us"] as? [String: Any]
            out.append("")
            out.append("2. Event cost: \(event["events"] ?? 0) motions during a sheet drag, no drawing: median \(f(cost?["median"])) us, p95 \(f(cost?["p95"])) us (hit-test alone \(f(floor?["median"])) us)")
        }
        out.append("")
        out.append("3. Scaling (list scene, 1 pt scroll per frame, scale 2)")
        out.append(pad("rows", 10) + pad("frame ms", 10) + pad("p95", 8) + pad("floor", 8) + pad("ratio", 7) + pad("RSS MB", 9) + pad("HWM MB", 9) + pad("cells", 7) + "setup ms")
        for row in r["scaling"] as? [[String: Any]] ?? [] {
            let frame = row["frame_ms"] as? [String: Any], floor = row["floor_ms"] as? [String: Any]
            out.append(pad("\(row["rows"] ?? "")", 10) + pad(f(frame?["median"]), 10) + pad(f(frame?["p95"]), 8) + pad(f(floor?["median"]), 8)
                       + pad(f(row["ratio"], 1) + "x", 7) + pad(f((row["rss_kb"] as? Int).map { Double($0) / 1024 }, 1), 9)
                       + pad(f((row["hwm_kb"] as? Int).map { Double($0) / 1024 }, 1), 9) + pad("\(row["cells"] ?? "")", 7) + f(row["setup_ms"], 0))
        }
        if let idle = r["idle"] as? [String: Any] {
            let demo = idle["demo"] as? [String: Any], floor = idle["floor"] as? [String: Any]
            out.append("")
            out.append("4. Idle, \(f(idle["seconds"], 0)) s untouched: demo \(f(demo?["cpu_s"], 3)) s CPU, \(demo?["wakeups"] ?? "-") wake-ups; bare Xlib window \(f(floor?["cpu_s"], 3)) s, \(floor?["wakeups"] ?? "-") wake-ups")
        }
        if let latency = r["latency"] as? [String: Any] {
            let demo = latency["demo"] as? [String: Any], floor = latency["floor"] as? [String: Any]
            out.append("")
            out.append("5. Motion to pixels (XTest motion until XGetImage sees the card edge move), \(demo?["motions"] ?? 0) motions:")
            out.append("   demo p50 \(f(demo?["p50_ms"])) ms, p95 \(f(demo?["p95_ms"])) ms (\(demo?["timeouts"] ?? 0) timeouts); bare Xlib window p50 \(f(floor?["p50_ms"])) ms, p95 \(f(floor?["p95_ms"])) ms")
            out.append("   demo CPU per 60 drag steps \(f(demo?["cpu_s_per_60_steps"], 3)) s; peak memory \(f((demo?["peak_rss_kb"] as? Int).map { Double($0) / 1024 }, 1)) MB")
        }
        if let startup = r["startup"] as? [String: Any] {
            let demo = startup["demo"] as? [String: Any], floor = startup["floor"] as? [String: Any]
            out.append("")
            out.append("6. Start to first frame: demo median \(f(demo?["median"], 0)) ms (p95 \(f(demo?["p95"], 0))), bare Xlib window \(f(floor?["median"], 0)) ms; RSS at rest demo \(f((startup["demo_rss_at_rest_kb"] as? Int).map { Double($0) / 1024 }, 1)) MB, bare \(f((startup["floor_rss_at_rest_kb"] as? Int).map { Double($0) / 1024 }, 1)) MB")
        }
        if let layout = r["autolayout"] as? [String: Any] {
            out.append("")
            out.append("7. Auto Layout: first solve, and one constant changed then laid out (CPU; views / bare solver)")
            out.append(pad("shape", 7) + pad("views", 7) + pad("solve ms", 10) + pad("local us", 10) + pad("cascade us", 12) + pad("moved", 7)
                       + pad("solver ms", 11) + pad("local us", 10) + "cascade us")
            for row in layout["rows"] as? [[String: Any]] ?? [] {
                func median(_ key: String) -> Any? { (row[key] as? [String: Any])?["median"] }
                out.append(pad(row["shape"] as? String ?? "", 7) + pad("\(row["views"] ?? "")", 7) + pad(f(median("solve_ms")), 10)
                           + pad(f(median("local_edit_us")), 10) + pad(f(median("cascade_edit_us")), 12)
                           + pad("\(row["views_moved_by_cascade_edit"] ?? "")", 7) + pad(f(median("solver_solve_ms")), 11)
                           + pad(f(median("solver_local_edit_us")), 10) + f(median("solver_cascade_edit_us")))
            }
            let growth = (layout["growth_exponent"] as? [String: Any] ?? [:]).sorted { $0.key < $1.key }
            out.append("   growth exponents: " + growth.map { "\($0.key) \(f($0.value))" }.joined(separator: ", "))
        }
        if let swiftUI = r["swiftui"] as? [String: Any] {
            let bodies = swiftUI["bodies_per_keystroke"] as? [String: Any], time = swiftUI["keystroke_frame_ms"] as? [String: Any]
            out.append("")
            out.append("8. SwiftUI: a keystroke into a form beside a 1,000-row List: \(f(bodies?["median"], 0)) bodies re-evaluated (p95 \(f(bodies?["p95"], 0))), \(swiftUI["row_bodies_during_typing"] ?? "?") row bodies; keystroke + frame \(f(time?["median"])) ms CPU (p95 \(f(time?["p95"]))); \(swiftUI["rows_built"] ?? "?") of 1,000 rows built")
        }
        for row in (r["swiftui_sheet_drag"] as? [String: Any])?["scales"] as? [[String: Any]] ?? [] {
            let u = row["uikit_frame_ms"] as? [String: Any], s = row["swiftui_frame_ms"] as? [String: Any]
            out.append("   SwiftUI sheet drag @\(f(row["scale"], 0))x: \(f(s?["median"])) ms (p95 \(f(s?["p95"]))) against the UIKit sheet's \(f(u?["median"])) ms (p95 \(f(u?["p95"]))): ratio \(f(row["ratio"])), \(row["bodies_during_drag"] ?? "?") bodies and \(row["update_passes_during_drag"] ?? "?") update passes during the drag")
        }
        out.append("")
        out += probeTable(r["probe"] as? [String: Any], markdown: false)
        out.append("")
        out.append("For scale (the issue's figures, same kind of machine and Xvfb): motion-to-pixels p50 GTK 4 6-9 ms, Chromium 11 ms, bare Xlib 0.5 ms;")
        out.append("start to first paint GTK 4 200-340 ms, Chromium 780 ms, Xlib 17 ms; CPU for 60 drag steps GTK 4 0.25-0.65 s; peak memory GTK 4 92-153 MB, Chromium 750 MB, Xlib 2 MB.")
        out.append("")
        out.append("Targets:")
        for target in r["targets"] as? [[String: Any]] ?? [] {
            out.append("  [\((target["met"] as? Bool) == true ? "met   " : "missed")] \(pad(target["name"] as? String ?? "", 48)) \(pad(f(target["value"], 3), 10)) target \(target["target"] ?? "")")
        }
        return out.joined(separator: "\n")
    }
}

/// `--check FILE`: every field the issue asks for is present (make test runs it after `--quick`).
enum ResultsCheck {
    static let required: [String] = [
        "mode", "machine.nproc", "machine.cpu", "reference.gtk4", "reference.chromium_bootstrap_modal", "reference.bare_xlib",
        "event.events", "event.per_event_us.median", "event.per_event_us.p95", "event.floor_hit_test_us.median",
        "idle.seconds", "idle.demo.cpu_s", "idle.demo.wakeups", "idle.floor.cpu_s", "idle.floor.wakeups",
        "latency.demo.p50_ms", "latency.demo.p95_ms", "latency.demo.cpu_s_per_60_steps", "latency.demo.peak_rss_kb",
        "latency.floor.p50_ms", "latency.floor.p95_ms",
        "startup.demo.median", "startup.demo.p95", "startup.floor.median", "startup.demo_rss_at_rest_kb", "startup.floor_rss_at_rest_kb",
        "targets", "probe",
    ]
    static let frameFields = ["scene", "scale", "frame_ms.median", "frame_ms.p95", "floor_ms.median", "floor_ms.p95", "ratio",
                              "full_redraw_ms.median", "full_redraw_ratio", "layer_cache.hits", "repainted_pixels"]
    static let damageFields = ["case", "scale", "damage_ms.median", "damage_ms.p95", "full_ms.median", "floor_ms.median",
                               "damaged_pixels", "pixels", "speedup"]
    static let scalingFields = ["rows", "frame_ms.median", "frame_ms.p95", "floor_ms.median", "ratio", "rss_kb", "hwm_kb"]

    static func value(_ object: Any?, _ path: String) -> Any? {
        path.split(separator: ".").reduce(object) { ($0 as? [String: Any])?[String($1)] }
    }

    static func check(file: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: file),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            print("modal-bench --check: cannot read JSON from \(file)")
            return 1
        }
        var missing = required.filter { value(root, $0) == nil }
        let frames = root["frame"] as? [[String: Any]] ?? []
        let expected = FrameBench.scenes.map { ($0, FrameBench.size) } + FrameBench.bigScenes.map { ($0, FrameBench.bigSize) }
        for (scene, size) in expected { for scale in [1.0, 2.0] {
            let name = "frame[\(scene) \(Int(size.width))x\(Int(size.height))@\(scale)]"
            guard let row = frames.first(where: { $0["scene"] as? String == scene && $0["scale"] as? Double == scale
                && $0["size"] as? [Int] == [Int(size.width), Int(size.height)] }) else {
                missing.append(name); continue
            }
            missing += frameFields.filter { value(row, $0) == nil }.map { "\(name).\($0)" }
        } }
        let damage = root["damage"] as? [[String: Any]] ?? []
        for name in DamageBench.cases { for scale in [1.0, 2.0] {
            guard let row = damage.first(where: { $0["case"] as? String == name && $0["scale"] as? Double == scale }) else {
                missing.append("damage[\(name)@\(scale)]"); continue
            }
            missing += damageFields.filter { value(row, $0) == nil }.map { "damage[\(name)@\(scale)].\($0)" }
        } }
        let scaling = root["scaling"] as? [[String: Any]] ?? []
        for rows in ScalingBench.rowCounts {
            guard let row = scaling.first(where: { $0["rows"] as? Int == rows }) else { missing.append("scaling[\(rows)]"); continue }
            missing += scalingFields.filter { value(row, $0) == nil }.map { "scaling[\(rows)].\($0)" }
        }
        missing += GrowthBench.missingFields(root["growth"] as? [String: Any])
        missing += AutoLayoutBench.missingFields(root["autolayout"] as? [String: Any], quick: root["mode"] as? String == "quick")
        if let probe = root["probe"] as? [String: Any], probe["skipped"] == nil {
            let fields = ["latency_p50_ms", "latency_p95_ms", "drag_cpu_app_s", "drag_cpu_xserver_s", "drag_cpu_xserver_polling_s",
                          "first_paint_ms", "peak_rss_mb"]
            for subject in ["floor", "sheet"] {
                missing += fields.filter { value(probe, "subjects.\(subject).\($0)") == nil }.map { "probe.subjects.\(subject).\($0)" }
            }
            if value(probe, "versus_floor.sheet.latency_p50_minus_floor_ms") == nil { missing.append("probe.versus_floor.sheet") }
        }
        if missing.isEmpty {
            print("modal-bench --check: \(file) has every field")
            return 0
        }
        print("modal-bench --check: \(file) lacks: \(missing.joined(separator: ", "))")
        return 1
    }
}
