import Foundation
import UIKit

/// What `modal-demo` adds to the options every app gets: where notes are
/// saved, scenes for `--screenshot`, scripted recordings, the list's length.
struct DemoOptions: Equatable {
    var scene: String?
    var scenario: String?
    var dataDirectory: String?
    var scale: CGFloat?
    var size = CGSize(width: 390, height: 844)
    var framesPerSecond = 30
    var frames = 6
    var rows = 240
    /// `--appearance`: scenes and recordings are light unless it says dark.
    var appearance: UIUserInterfaceStyle?
}

extension DemoAppDelegate {
    static let summary = """
    Opens the demo in a window on $DISPLAY: a list of notes; a row opens the edit
    sheet; the toolbar opens the custom transition and the web-style modal.
    """

    /// The demo's own options; their values land in `settings`.
    func demoOptions() -> [AppOption] {
        [
            AppOption("--data-dir", value: "DIR", "where notes are saved (default $XDG_DATA_HOME/modal-demo)") { [unowned self] value, _ in
                settings.dataDirectory = value
            },
            AppOption("--scene", value: "NAME", "with --screenshot: which state (see --list-scenes)") { [unowned self] value, options in
                guard let scene = DemoScenes.named(value) else {
                    throw AppUsageError("unknown scene '\(value)'; --list-scenes lists them")
                }
                settings.scene = value
                options.headlessSteps.append { [unowned self] _, host in
                    guard let app else { return }
                    scene.setUp(DemoStage(host: host, app: app))
                }
            },
            AppOption(flag: "--list-scenes", "list the scenes, one per line with a description") { options in
                options.mode = DemoListMode(lines: DemoScenes.all.map { "\($0.name)  \($0.summary)" })
            },
            AppOption("--record", value: "FILE.png", "with --scenario: record a scripted interaction as an APNG") { [unowned self] value, options in
                options.mode = DemoRecordMode(file: value, filmstrip: false, delegate: self)
            },
            AppOption("--scenario", value: "NAME", "which scripted interaction (see --list-scenarios)") { [unowned self] value, _ in
                settings.scenario = value
            },
            AppOption(flag: "--list-scenarios", "list the scenarios") { options in
                options.mode = DemoListMode(lines: DemoScenarios.all.map { "\($0.name)  \($0.summary)" })
            },
            AppOption("--fps", value: "N", "frames per second of recordings (default 30)") { [unowned self] value, _ in
                guard let fps = Int(value), (1...120).contains(fps) else {
                    throw AppUsageError("--fps must be a whole number from 1 to 120, got '\(value)'")
                }
                settings.framesPerSecond = fps
            },
            AppOption("--filmstrip", value: "FILE.png", "with --scenario and --frames: N frames side by side") { [unowned self] value, options in
                options.mode = DemoRecordMode(file: value, filmstrip: true, delegate: self)
            },
            AppOption("--frames", value: "N", "number of filmstrip frames (default 6)") { [unowned self] value, _ in
                guard let frames = Int(value), (1...60).contains(frames) else {
                    throw AppUsageError("--frames must be a whole number from 1 to 60, got '\(value)'")
                }
                settings.frames = frames
            },
            AppOption("--rows", value: "N", "how many sample notes the list shows (default 240)") { [unowned self] value, _ in
                guard let rows = Int(value), (0...10_000_000).contains(rows) else {
                    throw AppUsageError("--rows must be a whole number from 0 to 10000000, got '\(value)'")
                }
                settings.rows = rows
            },
        ]
    }
}

/// `--list-scenes`, `--list-scenarios`: lines on stdout.
struct DemoListMode: AppMode {
    let lines: [String]
    func run(_ run: AppRun) throws -> Int32 {
        for line in lines { print(line) }
        return 0
    }
}

/// `--record` and `--filmstrip`: a scenario filmed headlessly on its own stage.
struct DemoRecordMode: AppMode {
    let file: String
    let filmstrip: Bool
    unowned let delegate: DemoAppDelegate

    func run(_ run: AppRun) throws -> Int32 {
        var options = delegate.settings
        options.size = run.options.size
        options.scale = run.options.scale
        options.appearance = run.options.appearance
        let recorder = DemoRecorder(options: options)
        if filmstrip { try recorder.filmstrip(to: file) } else { try recorder.record(to: file) }
        return 0
    }
}
