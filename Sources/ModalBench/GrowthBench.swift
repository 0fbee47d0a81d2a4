import Foundation
import ModalDemoKit
import UIKit

/// Group 9: does a frame's cost follow what changed, or the window? A caret blink in
/// the edit sheet and a 1 pt pointer motion of the held info sheet (the probe's
/// `--present sheet`), each at four window sizes from 390x844 @1 (0.33 M pixels) to
/// 1920x1080 @2 (8.3 M pixels): CPU per frame (state change, damage walk, clipped
/// repaint into the kept picture, as `DamageBench`) and the device pixels repainted.
///
/// The growth exponent is the least-squares slope of log cost over log window pixels
/// (a caret blink should cost the same in any window: ~0) and, for the drag, over log
/// pixels repainted (a drag frame may cost what it moves, not more: at most 1).
/// The sizes are measured interleaved, frame by frame, so a busy machine slows all alike.
struct GrowthBench {
    static let cases = ["caret blink", "sheet drag"]
    static let windows: [(size: CGSize, scale: CGFloat)] = [
        (CGSize(width: 390, height: 844), 1), (CGSize(width: 390, height: 844), 2),
        (CGSize(width: 1920, height: 1080), 1), (CGSize(width: 1920, height: 1080), 2),
    ]
    /// The goals: a blink's exponent over window pixels at most 0.2 (about flat), a
    /// drag's over pixels repainted at most 1.
    static let caretLimit = 0.2
    static let dragLimit = 1.0

    let repetitions: Int

    func run() -> [String: Any] {
        var rows: [[String: Any]] = []
        var exponents: [String: Any] = [:]
        for name in Self.cases {
            let drivers = Self.windows.map { GrowthDriver(name, size: $0.size, scale: $0.scale) }
            for driver in drivers { for _ in 0..<min(3, repetitions) { _ = driver.step() } }
            var costs = Array(repeating: [Double](), count: drivers.count)
            var repainted = costs
            for _ in 0..<repetitions {
                for (index, driver) in drivers.enumerated() {
                    let (seconds, area) = driver.step()
                    costs[index].append(seconds)
                    repainted[index].append(Double(area))
                }
            }
            var byWindow: [(Double, Double)] = [], byRepainted: [(Double, Double)] = []
            for (index, driver) in drivers.enumerated() {
                let cost = Summary(costs[index]).scaled(1000), area = Summary(repainted[index]).median
                let window = Double(driver.pixelWidth * driver.pixelHeight)
                byWindow.append((window, cost.median))
                byRepainted.append((max(1, area), cost.median))
                rows.append(["case": name, "size": [Int(driver.size.width), Int(driver.size.height)], "scale": Double(driver.scale),
                             "pixels": Int(window), "frame_ms": cost.json, "repainted_pixels": area])
            }
            exponents[name] = ["window_pixels": Bench.round(AutoLayoutBench.exponent(byWindow)),
                               "repainted_pixels": Bench.round(AutoLayoutBench.exponent(byRepainted))]
        }
        return ["rows": rows, "growth_exponent": exponents, "repetitions": repetitions,
                "goal": ["caret_blink_exponent_over_window_pixels_at_most": Self.caretLimit,
                         "sheet_drag_exponent_over_repainted_pixels_at_most": Self.dragLimit]]
    }

    static func targets(_ result: [String: Any]?) -> [[String: Any]] {
        guard let growth = result?["growth_exponent"] as? [String: Any] else { return [] }
        let caret = (growth["caret blink"] as? [String: Any])?["window_pixels"] as? Double ?? .nan
        let drag = (growth["sheet drag"] as? [String: Any])?["repainted_pixels"] as? Double ?? .nan
        return [
            ["name": "caret blink: growth exponent over window pixels", "target": "<= \(caretLimit)",
             "value": Bench.round(caret), "met": caret <= caretLimit],
            ["name": "sheet drag: growth exponent over pixels repainted", "target": "<= \(dragLimit)",
             "value": Bench.round(drag), "met": drag <= dragLimit],
        ]
    }

    /// The fields `--check` wants in group 9.
    static func missingFields(_ result: [String: Any]?) -> [String] {
        guard let result else { return ["growth"] }
        var missing: [String] = []
        let rows = result["rows"] as? [[String: Any]] ?? []
        for name in cases {
            for window in windows {
                guard let row = rows.first(where: { $0["case"] as? String == name && $0["scale"] as? Double == Double(window.scale)
                    && $0["size"] as? [Int] == [Int(window.size.width), Int(window.size.height)] }) else {
                    missing.append("growth[\(name) \(Int(window.size.width))x\(Int(window.size.height))@\(Int(window.scale))]")
                    continue
                }
                missing += ["frame_ms.median", "repainted_pixels", "pixels"].filter { ResultsCheck.value(row, $0) == nil }
                    .map { "growth[\(name)].\($0)" }
            }
            let exponent = (result["growth_exponent"] as? [String: Any])?[name] as? [String: Any]
            if exponent?["window_pixels"] == nil || exponent?["repainted_pixels"] == nil { missing.append("growth.growth_exponent[\(name)]") }
        }
        return missing
    }

    /// Group 9's lines of the readable table.
    static func report(_ result: [String: Any]?, format f: (Any?, Int) -> String) -> [String] {
        guard let result else { return [] }
        var out = ["", "9. Growth with the window (CPU ms per frame into the kept picture; pixels repainted per frame)"]
        for row in result["rows"] as? [[String: Any]] ?? [] {
            let size = (row["size"] as? [Int]).map { "\($0[0])x\($0[1])" } ?? ""
            let cost = row["frame_ms"] as? [String: Any]
            out.append("   \(row["case"] ?? "") \(size)@\(f(row["scale"], 0)): \(f(cost?["median"], 3)) ms (p95 \(f(cost?["p95"], 3))), "
                       + "\(f(row["repainted_pixels"], 0)) of \(row["pixels"] ?? "-") pixels repainted")
        }
        for (name, value) in (result["growth_exponent"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            let exponent = value as? [String: Any]
            out.append("   \(name): growth exponent \(f(exponent?["window_pixels"], 2)) over window pixels, "
                       + "\(f(exponent?["repainted_pixels"], 2)) over pixels repainted")
        }
        return out
    }
}

/// A demo stage at one window size and a kept picture, and one frame of a caret blink
/// (the edit sheet's focused title) or of a held info-sheet drag on demand.
final class GrowthDriver {
    let stage: DemoStage
    let frame: IncrementalFrame
    let name: String
    let size: CGSize
    let scale: CGFloat
    let pixelWidth: Int
    let pixelHeight: Int
    private var time: TimeInterval
    private var count = 0
    private var grab = CGPoint.zero

    init(_ name: String, size: CGSize, scale: CGFloat) {
        (self.name, self.size, self.scale) = (name, size, scale)
        pixelWidth = Int((size.width * scale).rounded())
        pixelHeight = Int((size.height * scale).rounded())
        stage = DemoStage(size: size, scale: scale)
        if name == "caret blink" {
            stage.present("edit")
        } else {
            stage.present("sheet")
            grab = CGPoint(x: stage.centerX, y: stage.cardTop + 22 + 20)
            stage.holdDragOnCard(by: 20)
        }
        frame = IncrementalFrame(renderer: stage.host.renderer)
        time = stage.host.now
    }

    /// One frame: the caret's next blink (half a second on), or the held sheet 1 pt
    /// further (a triangle wave of 10 pt either way); CPU seconds and pixels repainted.
    func step() -> (Double, Int) {
        let window = stage.host.window
        count += 1
        let start = Clock.threadCPU()
        if name == "caret blink" {
            time += 0.5
        } else {
            time += 1.0 / 60
            let phase = count % 40
            let offset = CGFloat(phase < 20 ? phase : 40 - phase) - 10
            window.pointerMoved(to: CGPoint(x: grab.x, y: grab.y + offset), timestamp: time)
        }
        window.processFrame(at: time)
        frame.render(window, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        window.didDisplay()
        return (Clock.threadCPU() - start, frame.lastRepainted.area)
    }
}
