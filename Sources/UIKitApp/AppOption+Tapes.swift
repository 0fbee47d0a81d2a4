import Foundation
import UIKitCairo
import UIKitCore
import UIKitTapes

/// The tape options every app gets (docs/TAPES.md), and `--appearance`.
extension AppOption {
    static let appearance: [AppOption] = [
        AppOption("--appearance", value: "dark|light",
                  "force the appearance (default: the desktop's theme in a window, light headlessly)") { value, options in
            switch value.lowercased() {
            case "dark": options.appearance = .dark
            case "light": options.appearance = .light
            default: throw AppUsageError("--appearance must be dark or light, got '\(value)'")
            }
        },
        AppOption("--layout-direction", value: "ltr|rtl",
                  "lay the app out left to right or right to left (default: $UIKIT_LAYOUT_DIRECTION, else ltr)") { value, options in
            guard let direction = AppOptions.layoutDirection(named: value) else {
                throw AppUsageError("--layout-direction must be ltr or rtl, got '\(value)'")
            }
            options.layoutDirection = direction
        },
    ]

    static let tapes: [AppOption] = [
        AppOption("--tape", value: "FILE.tape", "play a recording script headlessly, write its Outputs, exit (docs/TAPES.md)") { value, options in
            options.tape.tape = value
            options.mode = AppTapeMode()
            options.validations.append(validateTapeOptions)
        },
        AppOption("--check", value: "DIR", "with --tape: compare Screenshots and each output's last frame with DIR") { value, options in
            options.tape.checkDirectory = value
            options.validations.append(validateTapeOptions)
        },
        AppOption(flag: "--update", "with --check: rewrite the files in DIR instead") { options in
            options.tape.update = true
            options.validations.append(validateTapeOptions)
        },
        AppOption("--tolerance", value: "N", "with --check: per-channel difference allowed (default 2, or Set Tolerance)") { value, options in
            guard let tolerance = Int(value), (0...255).contains(tolerance) else {
                throw AppUsageError("--tolerance must be a whole number from 0 to 255, got '\(value)'")
            }
            options.tape.tolerance = tolerance
            options.validations.append(validateTapeOptions)
        },
        AppOption("--record-tape", value: "FILE.tape", "in the live window: write what you do, with its timing, as a tape") { value, options in
            options.tape.recordTape = value
            options.validations.append(validateTapeOptions)
            options.windowSetUp.append { run, host in
                let url = try OutputPath.validate(value)
                let recording = LiveTapeRecording(url: url, host: host, startState: run.options.present, program: run.programName)
                recording.attach()
                return { try recording.finish() }
            }
        },
    ]

    /// The tape options' combinations, checked once (the first of the appended checks runs them all).
    private static func validateTapeOptions(_ options: AppOptions) throws {
        do { try options.tape.validate() } catch { throw AppUsageError("\(error)") }
        if options.tape.tape != nil, !(options.mode is AppTapeMode), !(options.mode is AppHelpMode) {
            throw AppUsageError("--tape cannot be combined with --screenshot, --record, --filmstrip or the lists")
        }
        if options.tape.recordTape != nil, !(options.mode is AppWindowMode), !(options.mode is AppHelpMode) {
            throw AppUsageError("--record-tape records the live window; it cannot be combined with headless modes")
        }
    }
}

/// `--tape FILE.tape`: plays the tape against the app, launched headlessly by its
/// delegate at the tape's size and scale (`TapeMain` does the rest: outputs,
/// `--check`, `--update`; a bad line is `FILE:LINE: message`, exit 2).
public struct AppTapeMode: AppMode {
    public init() {}
    public func run(_ run: AppRun) throws -> Int32 {
        TapeMain.run(run.options.tape, app: AppTapeApplication(run: run), program: run.programName,
                     appearance: run.options.appearance, standardError: run.writeError)
    }
}

/// The app run by `UIApplicationMain`, as the tape runner sees it: the window its
/// delegate made, and its `--present` start states for `Set Present`.
final class AppTapeApplication: TapeApplication {
    let run: AppRun

    init(run: AppRun) { self.run = run }

    func makeHost(size: CGSize, scale: CGFloat, framesPerSecond: Double, userInterfaceStyle: UIUserInterfaceStyle) throws -> HeadlessHost? {
        try run.launchHeadless(size: size, scale: scale, framesPerSecond: framesPerSecond, appearance: userInterfaceStyle,
                               entersStartState: false)
    }

    func launch(in host: HeadlessHost) {}

    var startStates: [String] { run.commandLine.startStates.map(\.name) }

    func enterStartState(_ name: String, in host: HeadlessHost) -> Bool {
        guard let state = run.commandLine.startStates.first(where: { $0.name == name }) else { return false }
        state.enter(host.window)
        return true
    }
}
