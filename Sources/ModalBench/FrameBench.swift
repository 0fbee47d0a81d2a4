import CCairo
import Foundation
import ModalDemoKit
import UIKit

/// Group 1: CPU time from a state change to pixels in the window's kept picture, on
/// the client path a real window takes when frames are not composited in the X
/// server (`IncrementalFrame`: the damage walk, a scroll moved by copy, the clipped
/// repaint with the layer and text caches), per demo scene, with the pixel floor (one
/// opaque full-window fill plus one full-window copy) measured interleaved.
///
/// The state change: a 1 pt scroll of the list (`list`), a character typed into or
/// deleted from the web modal's username field (`web`), a 1 pt pointer motion of the
/// held drag (drag scenes), else the whole window repainted (the caches on).
/// "Full redraw" is the same frame with every pixel repainted and the layer cache and
/// occlusion culling off.
struct FrameBench {
    static let size = CGSize(width: 390, height: 844)
    /// The big window of the part 5: 1920x1080 points, 3840x2160 pixels at scale 2.
    static let bigSize = CGSize(width: 1920, height: 1080)
    static let scenes = ["list", "sheet", "sheet-drag", "locked-rubber-band", "discard-action-sheet", "web"]
    /// The scenes measured in the big window too.
    static let bigScenes = ["list", "sheet-drag"]
    /// Scenes where a frame is a 1 pt pointer motion of a held drag.
    static let dragScenes: Set<String> = ["sheet-drag", "locked-rubber-band"]

    let repetitions: Int
    let uncachedRepetitions: Int

    func run() -> [[String: Any]] {
        var rows: [[String: Any]] = []
        for (size, scenes) in [(Self.size, Self.scenes), (Self.bigSize, Self.bigScenes)] {
            for scale in [1.0, 2.0] {
                for name in scenes { rows.append(measure(scene: name, size: size, scale: CGFloat(scale))) }
            }
        }
        return rows
    }

    func measure(scene name: String, size: CGSize = FrameBench.size, scale: CGFloat) -> [String: Any] {
        let driver = SceneDriver(scene: name, size: size, scale: scale)
        let floor = PixelFloor(size: size, scale: scale)
        let renderer = driver.stage.host.renderer
        // The big window's frames are long: fewer of them.
        let big = size != Self.size
        let repetitions = big ? max(2, self.repetitions / 4) : self.repetitions
        let uncachedRepetitions = big ? max(2, self.uncachedRepetitions / 4) : self.uncachedRepetitions
        var cached: [Double] = [], uncached: [Double] = [], floors: [Double] = []
        renderer.layers.isEnabled = true
        for _ in 0..<3 { _ = driver.frame() }
        let hitsBefore = renderer.layers.hits, missesBefore = renderer.layers.misses
        var repainted: [Double] = []
        for _ in 0..<repetitions {
            cached.append(driver.frame())
            repainted.append(Double(driver.picture.lastRepainted.area))
            floors.append(floor.measure())
        }
        let hits = renderer.layers.hits - hitsBefore, misses = renderer.layers.misses - missesBefore
        // "Full redraw": every pixel, no layer cache and no occlusion culling.
        renderer.layers.isEnabled = false
        renderer.cullsOccludedViews = false
        driver.picture.tracksDamage = false
        for _ in 0..<uncachedRepetitions {
            uncached.append(driver.frame())
            floors.append(floor.measure())
        }
        renderer.layers.isEnabled = true
        renderer.cullsOccludedViews = true
        driver.picture.tracksDamage = true
        let c = Summary(cached).scaled(1000), u = Summary(uncached).scaled(1000), f = Summary(floors).scaled(1000)
        return [
            "scene": name, "scale": Double(scale), "size": [Int(size.width), Int(size.height)],
            "pixels": [floor.width, floor.height], "repainted_pixels": Summary(repainted).median,
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
    /// The window's kept picture, as an X11 host's client path keeps it.
    let picture: IncrementalFrame
    private var time: TimeInterval
    private var step = 0
    private var grab = CGPoint.zero
    private var table: UITableView?
    private var field: UITextField?

    init(scene: String, size: CGSize, scale: CGFloat, rows: Int = 240) {
        self.scene = scene
        stage = DemoStage(size: size, scale: scale, rows: rows)
        picture = IncrementalFrame(renderer: stage.host.renderer)
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
        if scene == "list" { table = stage.host.window.firstSubview(of: UITableView.self) }
        if scene == "web" {
            field = stage.host.window.firstSubview(of: UITextField.self) { $0.accessibilityIdentifier == "username" }
            _ = field?.becomeFirstResponder()
        }
        time = stage.host.now
    }

    var isDrag: Bool { FrameBench.dragScenes.contains(scene) }

    /// Changes the state (see `FrameBench`), then processes the frame and repaints it
    /// into the kept picture; returns its CPU seconds.
    func frame() -> Double {
        let window = stage.host.window
        time += 1.0 / 60
        step += 1
        let start = Clock.threadCPU()
        // A triangle wave, 1 pt per frame, 10 pt either way.
        let phase = step % 40
        let offset = CGFloat(phase < 20 ? phase : 40 - phase) - 10
        if isDrag {
            window.pointerMoved(to: CGPoint(x: grab.x, y: grab.y + offset), timestamp: time)
        } else if let table {
            var bounds = table.bounds
            bounds.origin.y = 110 + offset
            table.bounds = bounds
        } else if let field {
            if step % 2 == 0 { field.insertText("a") } else { field.deleteBackward() }
        } else {
            // A whole repaint (the layer and text caches still on).
            picture.invalidate()
        }
        window.processFrame(at: time)
        let scale = stage.host.scale
        picture.render(window, scale: scale, pixelWidth: Int((window.bounds.width * scale).rounded()),
                       pixelHeight: Int((window.bounds.height * scale).rounded()))
        window.didDisplay()
        return Clock.threadCPU() - start
    }
}

extension UIView {
    /// The first view of type `T` in this subtree (depth first) that passes `test`.
    func firstSubview<T: UIView>(of type: T.Type, where test: (T) -> Bool = { _ in true }) -> T? {
        if let match = self as? T, test(match) { return match }
        for subview in subviews { if let match = subview.firstSubview(of: type, where: test) { return match } }
        return nil
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
