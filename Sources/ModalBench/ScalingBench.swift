import Foundation
import ModalDemoKit
import UIKit

/// Group 3: the list scene with 100, 10,000 and 1,000,000 rows, each in a fresh
/// process (`--scaling-child ROWS REPS`) so its resident memory is its own.
struct ScalingBench {
    static let rowCounts = [100, 10_000, 1_000_000]
    let benchPath: String
    let repetitions: Int

    func run() throws -> [[String: Any]] {
        try Self.rowCounts.map { rows in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: benchPath)
            process.arguments = ["--scaling-child", String(rows), String(repetitions)]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0,
                  let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw BenchError("scaling child for \(rows) rows failed")
            }
            return object
        }
    }

    /// In the child: set up the list, then time frames (a 1 pt scroll of the list, processed and
    /// repainted into the kept picture, as `FrameBench`'s list) at scale 2.
    static func child(rows: Int, repetitions: Int) -> Int32 {
        let setupStart = Clock.monotonic()
        let driver = SceneDriver(scene: "list", size: FrameBench.size, scale: 2, rows: rows)
        let setupMs = (Clock.monotonic() - setupStart) * 1000
        let floor = PixelFloor(size: FrameBench.size, scale: 2)
        let window = driver.stage.host.window
        var frames: [Double] = [], floors: [Double] = []
        for step in 0..<(repetitions + 3) {
            let elapsed = driver.frame()
            if step >= 3 { frames.append(elapsed); floors.append(floor.measure()) }
        }
        let frame = Summary(frames).scaled(1000), floorSummary = Summary(floors).scaled(1000)
        let object: [String: Any] = [
            "rows": rows, "frame_ms": frame.json, "floor_ms": floorSummary.json,
            "ratio": Bench.round(frame.median / floorSummary.median),
            "setup_ms": Bench.round(setupMs),
            "rss_kb": ProcStatus.field("VmRSS") ?? -1, "hwm_kb": ProcStatus.field("VmHWM") ?? -1,
            "cells": count(UITableViewCell.self, in: window),
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        FileHandle.standardOutput.write(data)
        return 0
    }

    private static func count<T>(_ type: T.Type, in view: UIView) -> Int {
        (view is T ? 1 : 0) + view.subviews.reduce(0) { $0 + count(type, in: $1) }
    }
}
