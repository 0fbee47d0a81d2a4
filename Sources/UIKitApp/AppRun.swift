import Foundation
import UIKitCore
import UIKitCairo
import UIKitX11

/// One run of an app by `UIApplicationMain`: the parsed options, the
/// application and its delegate, the trace, and the launch into a headless host
/// or a real window. Modes (`AppMode`) drive it.
public final class AppRun {
    public let programName: String
    public let options: AppOptions
    public let commandLine: AppCommandLine
    public let application: UIApplication
    public let delegate: UIApplicationDelegate
    /// `--trace`'s writer (disabled without `--trace`); apps may emit their own events.
    public let trace: AppTrace
    let tracer: PresentationTracer
    /// Whether the app runs without a window (a headless mode launched it).
    public private(set) var isHeadless = false
    private let reportLine: (String) -> Void

    init(programName: String, options: AppOptions, commandLine: AppCommandLine, application: UIApplication,
         delegate: UIApplicationDelegate, traceWriter: @escaping (String) -> Void, errorWriter: @escaping (String) -> Void) {
        self.programName = programName
        self.options = options
        self.commandLine = commandLine
        self.application = application
        self.delegate = delegate
        trace = AppTrace(enabled: options.trace, write: traceWriter)
        tracer = PresentationTracer(trace: trace)
        reportLine = errorWriter
        // UIKit's warnings still reach stderr, as the console line they always were,
        // and with --trace also the trace, as `warning` events.
        application.warningHandler = { [trace] warning in
            errorWriter(warning.description)
            var fields = ["message": warning.message]
            if let category = warning.category { fields["category"] = category }
            trace.emit("warning", fields)
        }
    }

    /// Writes `NAME: message` on stderr.
    public func report(_ message: String) { reportLine("\(programName): \(message)") }

    /// Writes `line` on stderr as it is.
    public func writeError(_ line: String) { reportLine(line) }

    /// The window title: the scene's `title` when the app set one, else the program's name.
    public var windowTitle: String {
        let title = application.orderedScenes.first?.title ?? ""
        return title.isEmpty ? programName : title
    }

    /// Launches the app, in UIKit's order, on a screen of `--size` points at
    /// `scale`; returns the window it shows. Throws when the app made none.
    func launch(size: CGSize? = nil, scale: CGFloat, appearance: UIUserInterfaceStyle) throws -> UIWindow {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size ?? options.size), scale: scale)
        screen.systemUserInterfaceStyle = appearance
        screen.systemLayoutDirection = options.layoutDirection
            ?? ProcessInfo.processInfo.environment["UIKIT_LAYOUT_DIRECTION"].flatMap(AppOptions.layoutDirection(named:)) ?? .leftToRight
        if let reduceMotion = options.reduceMotion { application.accessibilitySettings.isReduceMotionEnabled = reduceMotion }
        for setUp in options.applicationSetUp { try setUp(application) }
        (delegate as? DesktopApplicationDelegate)?.application(application, willLaunchWith: self)
        application.launch(delegate: delegate, screen: screen)
        guard let window = application.windowToShow else {
            throw AppRunError("the app made no window: make one in application(_:didFinishLaunchingWithOptions:) "
                + "or scene(_:willConnectTo:options:), give it a rootViewController and call makeKeyAndVisible()")
        }
        return window
    }

    /// Launches the app headlessly at `--size` and `--scale` (default 1), light
    /// unless `--appearance` says dark, on a virtual clock; brings up `--present`
    /// (unless `entersStartState` is false) and returns its host (time 0, first frame processed).
    public func launchHeadless(size: CGSize? = nil, scale: CGFloat? = nil, framesPerSecond: Double = 60,
                               appearance: UIUserInterfaceStyle? = nil, entersStartState: Bool = true) throws -> HeadlessHost {
        isHeadless = true
        let window = try launch(size: size, scale: scale ?? options.scale ?? 1, appearance: appearance ?? options.appearance ?? .light)
        let host = HeadlessHost(window: window, framesPerSecond: framesPerSecond)
        trace.clock = { [weak host] in host?.now ?? 0 }
        tracer.attach(to: window)
        application.activate()
        host.advance(by: 0)
        tracer.ready(window, scale: host.scale)
        if entersStartState { enterStartState(in: window) }
        return host
    }

    /// Brings up the `--present` start state in `window`, if one was asked for.
    func enterStartState(in window: UIWindow) {
        guard let name = options.present, let state = commandLine.startStates.first(where: { $0.name == name }) else { return }
        state.enter(window)
    }

    /// The app's scenes disconnect and its delegate hears `applicationWillTerminate`.
    public func terminate() { application.terminate() }
}

/// A failure running the app (exit 1, with this message).
public struct AppRunError: Error, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}
