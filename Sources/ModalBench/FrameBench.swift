import CCairo
import Foundation
import ModalDemoKit
import UIKit

/// Group 1: CPU time from a state change to pixels in the buffer, per demo scene,
/// with the pixel floor (one opaque full-window fill plus one full-window copy)
/// measured interleaved with the frames.
struct FrameBench {
    static let size = CGSize(width: 390, height: 844)
    static let scenes = ["list", "sheet", "sheet-drag", "locked-rubber-band", "discard-action-sheet", "web"]
    /// Scenes where a frame is a 1 pt pointer motion of a held drag.
    static let dragScenes: Set<String> = ["sheet-drag", "locked-rubber-band"]

    let repetitions: Int
    let uncachedRepetitions: Int

    func run() -> [[String: Any]] {
        var rows: [[String: Any]] = []
        for scale in [1.0, 2.0] {
            for name in Self.scenes {
                rows.append(measure(scene: name, scale: CGFloat(scale)))
            }
        }
        return rows
    }

    func measure(scene name: String, scale: CGFloat) -> [String: Any] {
        let driver = SceneDriver(scene: name, size: Self.size, scale: scale)
        let floor = PixelFloor(size: Self.size, scale: scale)
        let renderer = driver.stage.host.renderer
        var cached: [Double] = [], uncached: [Double] = [], floors: [Double] = []
        renderer.layers.isEnabled = true
        for _ in 0..<3 { _ = driver.frame() }
        let hitsBefore = renderer.layers.hits, missesBefore = renderer.layers.misses
        for _ in 0..<repetitions {
            cached.append(driver.frame())
            floors.append(floor.measure())
        }
        let hits = renderer.layers.hits - hitsBefore, misses = renderer.layers.misses - missesBefore
        // "Full redraw": no layer cache and no occlusion culling.
        renderer.layers.isEnabled = false
        renderer.cullsOccludedViews = false
        for _ in 0..<uncachedRepetitions {
            uncached.append(driver.frame())
            floors.append(floor.measure())
        }
        renderer.layers.isEnabled = true
        renderer.cullsOccludedViews = true
        let c = Summary(cached).scaled(1000), u = Summary(uncached).scaled(1000), f = Summary(floors).scaled(1000)
        return [
            "scene": name, "scale": Double(scale),
            "pixels": [floor.width, floor.height],
            "frame_ms": c.json, "full_redraw_ms": u.json, "floor_ms": f.json,
            "ratio": Bench.round(c.median / f.median), "ratio_p95": Bench.round(c.p95 / f.median),
            "full_redraw_ratio": Bench.round(u.median / f.median),
            "layer_cache": ["hits": hits, "misses": misses],
        ]
    }
}

/// A demo scene set up on a headless stage, and one frame of it on demand.
final class SceneDriver {
    let stage: DemoStage
    let scene: String
    let surface: ImageSurface
    private var time: TimeInterval
    private var step = 0
    private var grab = CGPoint.zero

    init(scene: String, size: CGSize, scale: CGFloat, rows: Int = 240) {
        self.scene = scene
        stage = DemoStage(size: size, scale: scale, rows: rows)
        surface = ImageSurface(pointSize: size, scale: scale)
        switch scene {
        case "sheet-drag":
            // As DemoScenes' "sheet-drag", remembering where the pointer is held.
            stage.present("edit")
            let distance = (stage.size.height - stage.cardTop) * 0.4
            grab = CGPoint(x: stage.centerX, y: stage.cardTop + 22 + distance)
            stage.holdDragOnCard(by: distance)
        case "locked-rubber-band":
            stage.present("edit")
            stage.editForm()
            grab = CGPoint(x: stage.centerX, y: stage.cardTop + 22 + 300)
            stage.holdDragOnCard(by: 300)
        default:
            DemoScenes.named(scene)!.setUp(stage)
        }
        time = stage.host.now
    }

    var isDrag: Bool { FrameBench.dragScenes.contains(scene) }

    /// Changes the state (a 1 pt pointer motion while dragging, else `setNeedsDisplay`),
    /// then processes and renders the frame; returns its CPU seconds.
    func frame() -> Double {
        let window = stage.host.window
        time += 1.0 / 60
        step += 1
        let start = Clock.threadCPU()
        if isDrag {
            // A triangle wave, 1 pt per frame, 10 pt either way.
            let phase = step % 40
            let offset = CGFloat(phase < 20 ? phase : 40 - phase) - 10
            window.pointerMoved(to: CGPoint(x: grab.x, y: grab.y + offset), timestamp: time)
        } else {
            window.setNeedsDisplay()
        }
        window.processFrame(at: time)
        stage.host.renderer.render(window, into: surface.surface, scale: stage.host.scale)
        window.didDisplay()
        return Clock.threadCPU() - start
    }
}

/// One opaque full-window fill, then one full-window copy into a second surface.
final class PixelFloor {
    let source: ImageSurface
    let target: ImageSurface
    var width: Int { source.pixelWidth }
    var height: Int { source.pixelHeight }
    private var shade = 0.0

    init(size: CGSize, scale: CGFloat) {
        source = ImageSurface(pointSize: size, scale: scale)
        target = ImageSurface(pointSize: size, scale: scale)
    }

    /// CPU seconds of one fill plus one copy.
    func measure() -> Double {
        shade = shade > 0.5 ? 0.2 : 0.8
        let start = Clock.threadCPU()
        let fill = cairo_create(source.surface)
        cairo_set_source_rgb(fill, shade, 0.5, 0.4)
        cairo_paint(fill)
        cairo_destroy(fill)
        cairo_surface_flush(source.surface)
        let copy = cairo_create(target.surface)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copy, source.surface, 0, 0)
        cairo_paint(copy)
        cairo_destroy(copy)
        cairo_surface_flush(target.surface)
        return Clock.threadCPU() - start
    }
}
