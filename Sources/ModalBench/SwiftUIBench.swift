import Foundation
@_spi(Diagnostics) import SwiftUI

/// Group 8 (SwiftUI updates that scale): a form's text field beside a 1,000-row
/// List, in a headless 390x844 window. Each keystroke is typed, then one frame
/// runs (the graph's update pass, layout, drawing); we count the bodies the
/// keystroke re-evaluated and time the keystroke and its frame (CPU). The goal:
/// a constant number of bodies per keystroke (the screen's own, no row's).
struct SwiftUIBench {
    let keystrokes: Int

    struct Row: View {
        let index: Int
        var body: some View { Text("Row \(index)") }
    }

    struct Screen: View {
        @State var name = ""
        var body: some View {
            VStack(spacing: 0) {
                Form {
                    TextField("Name", text: $name).accessibilityIdentifier("name")
                    Text("Hello \(name)")
                }
                .frame(height: 200)
                List(0..<1000) { index in Row(index: index) }
            }
        }
    }

    func run() -> [String: Any] {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = MainActor.assumeIsolated { UIHostingController(rootView: Screen()) }
        host.window.rootViewController = controller
        host.runUntilIdle()
        let rowsBuilt = controller._bodyEvaluationCount(ofType: "Row")
        host.click(at: CGPoint(x: 195, y: 38))
        host.runUntilIdle()
        var bodies: [Double] = []
        var times: [Double] = []
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for index in 0..<keystrokes {
            let before = controller._bodyEvaluationCount
            let start = Clock.threadCPU()
            host.type(String(letters[index % letters.count]))
            host.advance(by: 1.0 / 60)
            times.append((Clock.threadCPU() - start) * 1000)
            bodies.append(Double(controller._bodyEvaluationCount - before))
        }
        let rowsAfter = controller._bodyEvaluationCount(ofType: "Row")
        return ["rows": 1000, "rows_built": rowsBuilt, "row_bodies_during_typing": rowsAfter - rowsBuilt,
                "bodies_per_keystroke": Summary(bodies).json, "keystroke_frame_ms": Summary(times).json,
                "keystrokes": keystrokes, "goal": ["bodies_per_keystroke_constant": true]]
    }

    /// The goal: every keystroke re-evaluates the same small number of bodies and no row's.
    static func targets(_ result: [String: Any]?) -> [[String: Any]] {
        guard let result else { return [] }
        let bodies = result["bodies_per_keystroke"] as? [String: Any]
        let median = bodies?["median"] as? Double ?? .nan, p95 = bodies?["p95"] as? Double ?? .nan
        let rows = result["row_bodies_during_typing"] as? Int ?? -1
        return [["name": "SwiftUI: bodies per keystroke beside a 1,000-row List", "target": "constant, no rows",
                 "value": median, "met": median == p95 && rows == 0]]
    }
}
