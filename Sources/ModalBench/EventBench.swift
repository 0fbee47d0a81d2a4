import Foundation
import ModalDemoKit
import UIKit

/// Group 2: CPU per pointer motion through hit-testing, the gesture, velocity
/// tracking and layout during a sheet drag, with nothing drawn.
struct EventBench {
    let events: Int

    func run() -> [String: Any] {
        let stage = DemoStage(size: FrameBench.size, scale: 1)
        stage.present("edit")
        let window = stage.host.window
        let start = CGPoint(x: stage.centerX, y: stage.cardTop + 22)
        var time = stage.host.now + 0.1
        window.pointerDown(at: start, timestamp: time)
        // Past the pan's slop, so every measured motion moves the sheet.
        for step in 1...20 {
            time += 1.0 / 120
            window.pointerMoved(to: CGPoint(x: start.x, y: start.y + CGFloat(step)), timestamp: time)
            window.processFrame(at: time)
        }
        let base = start.y + 60
        var samples: [Double] = [], floors: [Double] = []
        samples.reserveCapacity(events)
        floors.reserveCapacity(events)
        var lastPoint = start
        for step in 0..<events {
            time += 1.0 / 120
            let phase = step % 80
            let point = CGPoint(x: start.x, y: base + CGFloat(phase < 40 ? phase : 80 - phase) - 20)
            lastPoint = point
            let t0 = Clock.threadCPU()
            window.pointerMoved(to: point, timestamp: time)
            window.processFrame(at: time)
            let t1 = Clock.threadCPU()
            _ = window.hitTest(point, with: nil)
            let t2 = Clock.threadCPU()
            samples.append(t1 - t0)
            floors.append(t2 - t1)
        }
        // The card's top follows the pointer 1:1 (the grab was 22 pt below it).
        let followed = abs(stage.cardTop - (lastPoint.y - 22)) < 1.5
        window.pointerUp(at: CGPoint(x: start.x, y: base), timestamp: time + 0.01)
        let cost = Summary(samples).scaled(1e6), floor = Summary(floors).scaled(1e6)
        return ["events": events, "per_event_us": cost.json, "floor_hit_test_us": floor.json,
                "ratio": Bench.round(cost.median / max(floor.median, 1e-9)), "sheet_followed": followed]
    }
}
