import UIKit
import UIKitTapes

/// The demo as a tape sees it: the same `DemoApp` as the window, on a headless host,
/// with the `--present` names as start states (`Set Present edit`). Nothing is saved
/// (no notes store), so a tape never touches the user's data. With `--trace`, the
/// demo's trace events are printed as in the live window, `ready` included.
final class DemoTapeApplication: TapeApplication {
    let options: DemoOptions
    private(set) var app: DemoApp?

    init(options: DemoOptions) {
        self.options = options
    }

    func launch(in host: HeadlessHost) {
        let trace = Trace(enabled: options.trace, clock: { [unowned host] in host.now })
        app = DemoApp(window: host.window, store: nil, noteList: NoteList(sampleCount: options.rows), trace: trace)
        host.advance(by: 0)
        let size = host.window.bounds.size
        trace.emit("ready", ["size": [Double(size.width), Double(size.height)], "scale": Double(host.scale),
                             "elements": DemoTracer.elements(in: host.window)])
    }

    var startStates: [String] { DemoApp.presentationNames }

    func enterStartState(_ name: String, in host: HeadlessHost) -> Bool {
        app?.present(name, animated: false) ?? false
    }
}
