import Foundation
import ModalDemoKit
import UIKit

/// Group 8: what damage tracking saves. CPU per frame (state change, tracker walk,
/// clipped render into the kept picture) and device pixels repainted, for a caret
/// blink in the edit sheet and a 1 pt scroll of the list, with damage tracking and
/// with every frame repainted whole (`MODAL_KIT_DAMAGE=off`), next to the pixel floor.
struct DamageBench {
    static let cases = ["caret blink", "list scroll"]
    let repetitions: Int

    func run() -> [[String: Any]] {
        var rows: [[String: Any]] = []
        for scale in [1.0, 2.0] {
            for name in Self.cases { rows.append(measure(name, scale: CGFloat(scale))) }
        }
        return rows
    }

    func measure(_ name: String, scale: CGFloat) -> [String: Any] {
        let driver = DamageDriver(name, size: FrameBench.size, scale: scale)
        let floor = PixelFloor(size: FrameBench.size, scale: scale)
        var damaged: [Double] = [], full: [Double] = [], floors: [Double] = [], pixels: [Double] = []
        for tracking in [true, false] {
            driver.frame.tracksDamage = tracking
            for _ in 0..<3 { _ = driver.step() }
            for _ in 0..<repetitions {
                let (seconds, area) = driver.step()
                if tracking { damaged.append(seconds); pixels.append(Double(area)) } else { full.append(seconds) }
                floors.append(floor.measure())
            }
        }
        let d = Summary(damaged).scaled(1000), u = Summary(full).scaled(1000), f = Summary(floors).scaled(1000)
        return [
            "case": name, "scale": Double(scale), "pixels": floor.width * floor.height,
            "damage_ms": d.json, "full_ms": u.json, "floor_ms": f.json,
            "damaged_pixels": Summary(pixels).median, "speedup": Bench.round(u.median / d.median),
        ]
    }
}

/// A demo stage and a kept picture, and one frame of a caret blink or a list scroll on demand.
final class DamageDriver {
    let stage: DemoStage
    let frame: IncrementalFrame
    let name: String
    private var time: TimeInterval
    private var count = 0
    private let table: UITableView?

    init(_ name: String, size: CGSize, scale: CGFloat) {
        self.name = name
        stage = DemoStage(size: size, scale: scale)
        if name == "caret blink" { stage.present("edit") }
        frame = IncrementalFrame(renderer: stage.host.renderer)
        table = stage.host.window.firstSubview(of: UITableView.self)
        time = stage.host.now
    }

    /// One frame: the caret's next blink (half a second on), or the list 1 pt further
    /// (a triangle wave of 20 pt); CPU seconds and pixels repainted.
    func step() -> (Double, Int) {
        let window = stage.host.window
        count += 1
        let start = Clock.threadCPU()
        if name == "caret blink" {
            time += 0.5
        } else {
            time += 1.0 / 60
            if let table {
                let phase = count % 40
                var bounds = table.bounds
                bounds.origin.y = 100 + CGFloat(phase < 20 ? phase : 40 - phase)
                table.bounds = bounds
            }
        }
        window.processFrame(at: time)
        let scale = stage.host.scale
        frame.render(window, scale: scale, pixelWidth: Int((window.bounds.width * scale).rounded()),
                     pixelHeight: Int((window.bounds.height * scale).rounded()))
        window.didDisplay()
        // Repainted, not uploaded: a scroll by copy uploads the moved area too.
        return (Clock.threadCPU() - start, frame.lastRepainted.area)
    }
}
