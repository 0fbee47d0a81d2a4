import Foundation
import UIKitCore
import UIKitCairo
import UIKitTapes
import UIKitX11

/// The parsed command line of an app run by `UIApplicationMain`: the options
/// every app gets (the contract's "Options every app gets") and whatever
/// options the app and other parts of the package add (`AppOption`).
///
/// Options that change how the app runs set `mode`; options that change the
/// app itself add a set-up step. Adding an option: write an `AppOption` next to
/// your feature and list it in `AppOption.everyApp` (see `AppOption+EveryApp.swift`).
public struct AppOptions {
    /// What the run does: a window by default, a PNG with `--screenshot`, ...
    public var mode: AppMode = AppWindowMode()
    /// The window's size in points.
    public var size = CGSize(width: 390, height: 844)
    /// Device pixels per point; nil: 1 headlessly, `Xft.dpi` in a window.
    public var scale: CGFloat?
    /// `--trace`: JSON events on stdout.
    public var trace = false
    /// `--trace-frames`: with `--trace`, a `frame` event per drawn frame and an `idle`
    /// event whenever the window settles (what real-window tests wait for).
    public var traceFrames = false
    /// `--present NAME`: the start state to bring up after launch.
    public var present: String?
    /// `--shots-dir DIR`: where F12 saves window screenshots.
    public var shotsDirectory: String?
    /// `--record-live FILE.png`: record the live window session as an APNG.
    public var recordLive: String?
    /// `--reduce-motion` / `--no-reduce-motion`: override the desktop's setting.
    public var reduceMotion: Bool?
    /// `--appearance dark|light`: nil follows the desktop in a window and is light headlessly.
    public var appearance: UIUserInterfaceStyle?
    /// `--layout-direction ltr|rtl`: nil takes `UIKIT_LAYOUT_DIRECTION` from the
    /// environment, else left to right.
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    /// `--tape`, `--check`, `--update`, `--tolerance`, `--record-tape` (docs/TAPES.md).
    public var tape = TapeOptions()

    /// Run on the application before it launches, in the order the options came.
    public var applicationSetUp: [(UIApplication) throws -> Void] = []
    /// Run on the headless host after launch and `--present`, before a
    /// headless mode writes its output (the demo's `--scene` drives its stage here).
    public var headlessSteps: [(AppRun, HeadlessHost) throws -> Void] = []
    /// Run on the live window's host before its loop starts (recorders of what the
    /// user does plug in here); each may return work to do once the window closed.
    public var windowSetUp: [(AppRun, X11Host) throws -> (() throws -> Void)?] = []
    /// Checks of option combinations, run once every option is read (throw `AppUsageError`).
    public var validations: [(AppOptions) throws -> Void] = []

    public init() {}
}

extension AppOptions {
    /// `ltr` or `rtl` (any case; also `leftToRight`, `rightToLeft`), else nil.
    static func layoutDirection(named name: String) -> UITraitEnvironmentLayoutDirection? {
        switch name.lowercased() {
        case "ltr", "lefttoright", "left-to-right": return .leftToRight
        case "rtl", "righttoleft", "right-to-left": return .rightToLeft
        default: return nil
        }
    }
}
