import Foundation
import UIKitCore
import UIKitImaging

/// What an app delegate may add for running on the desktop (our extension to
/// `UIApplicationDelegate`; every member has a default): a `--help` summary,
/// its own command-line options, named start states for `--present`, a look at
/// the run before launch, and what closing the window means.
public protocol DesktopApplicationDelegate: UIApplicationDelegate {
    /// A paragraph `--help` prints under the usage line.
    var commandLineSummary: String { get }
    /// Options this app adds to the ones every app gets.
    var commandLineOptions: [AppOption] { get }
    /// The start states `--present NAME` accepts (`--list-presentations` lists them).
    var startStates: [AppStartState] { get }
    /// Called once the options are parsed, before `application(_:willFinishLaunchingWithOptions:)`.
    func application(_ application: UIApplication, willLaunchWith run: AppRun)
    /// The window manager asked to close `window`. Return true to quit now (the
    /// default); return false to handle it (a locked form asks first) and call
    /// `UIApplication.requestSceneSessionDestruction` when the window may go.
    func applicationShouldCloseWindow(_ window: UIWindow) -> Bool
    /// The window's icon at a few square sizes (`_NET_WM_ICON`), largest last or in any
    /// order; none (the default) leaves the window manager's own.
    var applicationIconImages: [PixelBuffer] { get }
}

extension DesktopApplicationDelegate {
    public var commandLineSummary: String { "" }
    public var commandLineOptions: [AppOption] { [] }
    public var startStates: [AppStartState] { [] }
    public func application(_ application: UIApplication, willLaunchWith run: AppRun) {}
    public func applicationShouldCloseWindow(_ window: UIWindow) -> Bool { true }
    public var applicationIconImages: [PixelBuffer] { [] }
}

/// A named state an app can start in (`--present NAME`): usually a presentation
/// already up. `enter` brings it up without animation once the window is shown.
public struct AppStartState {
    public let name: String
    public let summary: String
    public let enter: (UIWindow) -> Void

    public init(_ name: String, _ summary: String = "", enter: @escaping (UIWindow) -> Void) {
        self.name = name
        self.summary = summary
        self.enter = enter
    }
}
