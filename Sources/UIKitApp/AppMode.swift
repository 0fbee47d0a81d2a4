import Foundation
import UIKitCore

/// What a run of an app does once its options are parsed. An option picks the
/// mode (`options.mode = ...`); the window is the default. Modes return the exit
/// code; throwing `AppUsageError` exits 2, any other error 1 (the contract's codes).
public protocol AppMode {
    func run(_ run: AppRun) throws -> Int32
}

/// `--help`: the usage text on stdout.
public struct AppHelpMode: AppMode {
    public init() {}
    public func run(_ run: AppRun) throws -> Int32 {
        print(run.commandLine.usage)
        return 0
    }
}

/// `--list-presentations`: the start states' names, one per line.
public struct AppListPresentationsMode: AppMode {
    public init() {}
    public func run(_ run: AppRun) throws -> Int32 {
        for state in run.commandLine.startStates { print(state.name) }
        return 0
    }
}

/// `--screenshot FILE.png`: launches headlessly, lets everything settle, runs the
/// headless steps, writes the PNG (atomically) and exits.
public struct AppScreenshotMode: AppMode {
    public let file: String
    public init(file: String) { self.file = file }

    public func run(_ run: AppRun) throws -> Int32 {
        let url = try OutputPath.validate(file)
        let host = try run.launchHeadless()
        host.runUntilIdle()
        for step in run.options.headlessSteps { try step(run, host) }
        try host.writePNG(to: url)
        run.terminate()
        return 0
    }
}

/// The default: the app in a real X11 window on `$DISPLAY` until it is closed.
public struct AppWindowMode: AppMode {
    public init() {}
    public func run(_ run: AppRun) throws -> Int32 { try AppWindowRunner(app: run).run() }
}
