import Foundation

/// The options every app run by `UIApplicationMain` accepts (the contract's
/// "Options every app gets"). Each group is a list; add yours as a new group.
extension AppOption {
    public static var everyApp: [AppOption] { general + capture + appearance + accessibility + tapes }

    /// Help, start states, window geometry, tracing.
    static let general: [AppOption] = [
        AppOption(flag: "--help", "this text") { $0.mode = AppHelpMode() },
        AppOption(flag: "-h", "the same") { $0.mode = AppHelpMode() },
        AppOption("--present", value: "NAME", "start with that presentation up (see --list-presentations)") { value, options in
            options.present = value
        },
        AppOption(flag: "--list-presentations", "list the start states --present accepts") { $0.mode = AppListPresentationsMode() },
        AppOption(flag: "--trace", "print one JSON object per line on stdout for each event") { $0.trace = true },
        AppOption(flag: "--trace-frames", "with --trace: also a `frame` event per drawn frame and an `idle` event whenever the window settles (for tests)") {
            $0.trace = true
            $0.traceFrames = true
        },
        AppOption("--scale", value: "S", "device pixels per point, 1 to 4, fractional too (1.25, 1.5); default 1, or in a window: GDK_SCALE, Xft.dpi, the monitor's DPI") { value, options in
            options.scale = try parseScale(value)
        },
        AppOption("--size", value: "WxH", "window size in points (default 390x844)") { value, options in
            options.size = try parseSize(value)
        },
    ]

    /// Pictures and recordings of the app.
    static let capture: [AppOption] = [
        AppOption("--screenshot", value: "FILE.png", "render headlessly (no X server), write a PNG and exit") { value, options in
            options.mode = AppScreenshotMode(file: value)
        },
        AppOption("--shots-dir", value: "DIR", "where F12 saves window screenshots (default: the current directory)") { value, options in
            options.shotsDirectory = value
        },
        AppOption("--record-live", value: "FILE.png", "record the live window session as an APNG until it closes") { value, options in
            options.recordLive = value
        },
    ]

    /// Accessibility settings the app sees (`UIAccessibility`).
    static let accessibility: [AppOption] = [
        AppOption(flag: "--reduce-motion", "UIAccessibility.isReduceMotionEnabled on: cross-fades instead of slides") {
            $0.reduceMotion = true
        },
        AppOption(flag: "--no-reduce-motion", "UIAccessibility.isReduceMotionEnabled off, whatever the desktop says") {
            $0.reduceMotion = false
        },
    ]

    /// Device pixels per point, 1 to 4 (fractional scales such as 1.25 and 1.5 too).
    public static func parseScale(_ text: String) throws -> CGFloat {
        guard let scale = Double(text), scale.isFinite, scale >= 1, scale <= 4 else {
            throw AppUsageError("--scale must be a number from 1 to 4 (1, 1.25, 1.5, 2, ...), got '\(text)'")
        }
        return CGFloat(scale)
    }

    /// `WIDTHxHEIGHT` in points, each from 100 to 8192.
    public static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (100...8192).contains(width), (100...8192).contains(height) else {
            throw AppUsageError("--size must be WIDTHxHEIGHT in points, each from 100 to 8192, got '\(text)'")
        }
        return CGSize(width: width, height: height)
    }
}
