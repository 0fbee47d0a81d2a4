import Foundation
import ModalDemoKit
import UIKit
@_spi(Diagnostics) import SwiftUI

/// Group 8, second part: a drag frame of a SwiftUI `.sheet` against the UIKit demo's
/// page sheet, same window (390x844), same scale, same procedure as group 1's
/// `sheet-drag`: the card held 40 % down, then a 1 pt pointer motion per frame (a
/// triangle wave), the frame processed and repainted into the kept picture; CPU per
/// frame, the two interleaved. The SwiftUI side is the notes form of
/// `Examples/Sources/SwiftUIForm` (a `NavigationStack` with a `Form` of two sections,
/// a Cancel/Save toolbar, the lock and the dismissal confirmation) over a list of
/// 240 notes; the UIKit side is the demo's note form (`--present edit`) over its 240
/// notes. We also count the bodies the drag re-evaluated (the goal: none).
struct SwiftUISheetDragBench {
    let frames: Int

    struct Note: Identifiable, Equatable {
        var id: Int
        var title: String
        var details = ""
        var remindTomorrow = false
    }

    struct NotesScreen: View {
        @State private var notes = (1...240).map { Note(id: $0, title: "Note \($0)") }
        @State private var isEditing = true

        var body: some View {
            NavigationStack {
                List(notes) { note in Text(note.title) }
                    .navigationTitle("Notes")
            }
            .sheet(isPresented: $isEditing) { NoteForm(note: notes[0]) }
        }
    }

    struct NoteForm: View {
        let original: Note
        @State private var draft: Note
        @Environment(\.dismiss) private var dismiss

        init(note: Note) {
            original = note
            _draft = State(initialValue: note)
        }

        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        TextField("Title", text: $draft.title)
                        Toggle("Remind me tomorrow", isOn: $draft.remindTomorrow)
                    } footer: {
                        Text("Once you type, swiping the sheet down asks before throwing your note away.")
                    }
                    Section("Details") {
                        TextField("Details", text: $draft.details)
                    }
                }
                .navigationTitle("Edit Note")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() }.disabled(draft == original) }
                }
            }
            .interactiveDismissDisabled(draft != original)
            .dismissalConfirmationDialog("Discard changes?", shouldPresent: draft != original) {
                Button("Discard Changes", role: .destructive) {}
            }
        }
    }

    /// A held drag on a presented card, and one frame of it on demand.
    final class DragDriver {
        let host: HeadlessHost
        let picture: IncrementalFrame
        private var grab = CGPoint.zero
        private var time: TimeInterval
        private var step = 0

        /// Presses on the card's top (its navigation bar) and drags it down 40 % of its height, holding.
        init(host: HeadlessHost) {
            self.host = host
            picture = IncrementalFrame(renderer: host.renderer)
            let window = host.window
            var top = window.rootViewController
            while let next = top?.presentedViewController { top = next }
            let card = top?.presentationController?.presentedView
            let cardTop = card.map { $0.convert($0.bounds, to: nil).minY } ?? window.bounds.height
            let distance = (window.bounds.height - cardTop) * 0.4
            let start = CGPoint(x: window.bounds.midX, y: cardTop + 22)
            host.pointerDown(at: start)
            let steps = Int(0.5 * host.framesPerSecond)
            for index in 1...steps {
                host.advance(by: 0.5 / Double(steps))
                host.pointerMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(index) / CGFloat(steps)))
            }
            host.advance(by: 1 / host.framesPerSecond)
            grab = CGPoint(x: start.x, y: start.y + distance)
            time = host.now
        }

        /// A 1 pt pointer motion (a triangle wave, 10 pt either way), the frame
        /// processed and repainted; returns its CPU seconds.
        func frame() -> Double {
            let window = host.window
            time += 1.0 / 60
            step += 1
            let start = Clock.threadCPU()
            let phase = step % 40
            let offset = CGFloat(phase < 20 ? phase : 40 - phase) - 10
            window.pointerMoved(to: CGPoint(x: grab.x, y: grab.y + offset), timestamp: time)
            window.processFrame(at: time)
            let scale = host.scale
            picture.render(window, scale: scale, pixelWidth: Int((window.bounds.width * scale).rounded()),
                           pixelHeight: Int((window.bounds.height * scale).rounded()))
            window.didDisplay()
            return Clock.threadCPU() - start
        }
    }

    func run() -> [String: Any] {
        var rows: [[String: Any]] = []
        for scale in [1.0, 2.0] { rows.append(measure(scale: CGFloat(scale))) }
        return ["scales": rows, "frames": frames]
    }

    private func measure(scale: CGFloat) -> [String: Any] {
        let size = FrameBench.size
        let stage = DemoStage(size: size, scale: scale, rows: 240)
        stage.present("edit")
        let uikit = DragDriver(host: stage.host)

        let host = HeadlessHost(size: size, scale: scale)
        let controller = MainActor.assumeIsolated { UIHostingController(rootView: NotesScreen()) }
        host.window.rootViewController = controller
        host.runUntilIdle()
        let swiftUI = DragDriver(host: host)
        let sheetController = controller.presentedViewController as? UIHostingController<AnyView>

        for _ in 0..<3 { _ = uikit.frame(); _ = swiftUI.frame() }
        let bodiesBefore = controller._bodyEvaluationCount + (sheetController?._bodyEvaluationCount ?? 0)
        let passesBefore = controller._updatePassCount + (sheetController?._updatePassCount ?? 0)
        let uikitCache = (uikit.host.renderer.layers.hits, uikit.host.renderer.layers.misses)
        let swiftUICache = (swiftUI.host.renderer.layers.hits, swiftUI.host.renderer.layers.misses)
        var uikitTimes: [Double] = [], swiftUITimes: [Double] = []
        var uikitRepainted: [Double] = [], swiftUIRepainted: [Double] = []
        for _ in 0..<frames {
            uikitTimes.append(uikit.frame())
            uikitRepainted.append(Double(uikit.picture.lastRepainted.area))
            swiftUITimes.append(swiftUI.frame())
            swiftUIRepainted.append(Double(swiftUI.picture.lastRepainted.area))
        }
        func cache(_ host: HeadlessHost, since start: (Int, Int)) -> [String: Int] {
            ["hits": host.renderer.layers.hits - start.0, "misses": host.renderer.layers.misses - start.1]
        }
        let bodies = controller._bodyEvaluationCount + (sheetController?._bodyEvaluationCount ?? 0) - bodiesBefore
        let passes = controller._updatePassCount + (sheetController?._updatePassCount ?? 0) - passesBefore
        let u = Summary(uikitTimes).scaled(1000), s = Summary(swiftUITimes).scaled(1000)
        return ["scale": Double(scale), "size": [Int(size.width), Int(size.height)],
                "uikit_frame_ms": u.json, "swiftui_frame_ms": s.json,
                "ratio": Bench.round(s.median / u.median), "bodies_during_drag": bodies, "update_passes_during_drag": passes,
                "swiftui_sheet_presented": sheetController != nil,
                "layer_cache": ["uikit": cache(uikit.host, since: uikitCache), "swiftui": cache(swiftUI.host, since: swiftUICache)],
                "repainted_pixels": ["uikit": Summary(uikitRepainted).median, "swiftui": Summary(swiftUIRepainted).median]]
    }

    /// The goal: the SwiftUI sheet's drag frame costs what the UIKit one does (within 20 %), re-evaluating no body.
    static func targets(_ result: [String: Any]?) -> [[String: Any]] {
        guard let rows = result?["scales"] as? [[String: Any]] else { return [] }
        return rows.map { row in
            let ratio = row["ratio"] as? Double ?? .nan
            let bodies = row["bodies_during_drag"] as? Int ?? -1
            let presented = row["swiftui_sheet_presented"] as? Bool ?? false
            let scale = Int(row["scale"] as? Double ?? 0)
            return ["name": "SwiftUI sheet drag frame / UIKit sheet drag frame, 390x844@\(scale)x",
                    "target": "<= 1.2, no bodies", "value": ratio, "met": presented && ratio <= 1.2 && bodies == 0]
        }
    }
}
