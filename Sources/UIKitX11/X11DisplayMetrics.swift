import Foundation

/// One monitor of the X screen as XRandR describes it (`XRRGetMonitors`): where it is
/// in root pixels, how big it physically is, and the refresh rate of the mode its
/// output shows (nil when unknown: a monitor made with `xrandr --setmonitor ... none`,
/// or a virtual server whose mode has no timings).
public struct X11Monitor: Equatable, Sendable {
    public var name: String
    /// Root-window pixels.
    public var frame: CGRect
    /// Physical size in millimetres (0 when the monitor does not say).
    public var millimetres: CGSize
    /// Frames per second of its current mode.
    public var refreshRate: Double?

    public init(name: String, frame: CGRect, millimetres: CGSize, refreshRate: Double? = nil) {
        self.name = name
        self.frame = frame
        self.millimetres = millimetres
        self.refreshRate = refreshRate
    }

    /// Dots per inch from the pixel and physical sizes (nil without a physical size).
    public var dpi: Double? {
        guard millimetres.width > 0, millimetres.height > 0 else { return nil }
        let horizontal = Double(frame.width) / (Double(millimetres.width) / 25.4)
        let vertical = Double(frame.height) / (Double(millimetres.height) / 25.4)
        return (horizontal * vertical).squareRoot()
    }
}

/// How the host picks its scale (device pixels per point) and frame rate.
///
/// Scale, first that applies:
/// 1. the scale the app asked for (`--scale`): fixed;
/// 2. `GDK_SCALE` in the environment (GTK's variable; whole or fractional): fixed;
/// 3. `Xft.dpi` in the X resources (what GNOME, KDE and Xfce publish): dpi / 96;
/// 4. the XRandR monitor the window is on: its physical DPI / 96, so moving the
///    window to a monitor with another density re-renders it at that scale;
/// 5. otherwise 1.
///
/// Computed scales are rounded to quarters (1, 1.25, 1.5, 1.75, 2, ...) and kept in
/// 1...4: desktop fractional scaling comes in quarters, and 96 dpi is 1x as GTK and
/// Qt take it. The frame rate is the refresh rate of the monitor's mode (60, 120,
/// 144 Hz), 60 when it is not known.
public enum X11DisplayMetrics {
    /// Where a scale came from: the first two never change while the window lives.
    public enum ScaleSource: Equatable, Sendable {
        case requested, environment, resources, monitor, fallback

        /// Whether the scale follows the monitor the window is on.
        public var followsMonitor: Bool { self == .monitor || self == .fallback }
    }

    /// Frames per second when the display does not say.
    public static let defaultRefreshRate: Double = 60

    /// A computed scale for `dpi`: dpi / 96 to the nearest quarter, in 1...4.
    public static func scale(forDPI dpi: Double) -> CGFloat {
        guard dpi.isFinite, dpi > 0 else { return 1 }
        return CGFloat(min(4, max(1, (dpi / 96 * 4).rounded() / 4)))
    }

    /// `GDK_SCALE` as a scale: a positive number, to the nearest quarter, in 1...4.
    public static func scale(environmentValue: String?) -> CGFloat? {
        guard let text = environmentValue?.trimmingCharacters(in: .whitespaces), let value = Double(text),
              value.isFinite, value > 0 else { return nil }
        return CGFloat(min(4, max(1, (value * 4).rounded() / 4)))
    }

    /// The scale and where it came from, by the rules above.
    public static func scale(requested: CGFloat?, environment: [String: String], resourceDPI: Double?,
                             monitor: X11Monitor?) -> (scale: CGFloat, source: ScaleSource) {
        if let requested { return (requested, .requested) }
        if let value = scale(environmentValue: environment["GDK_SCALE"]) { return (value, .environment) }
        if let resourceDPI { return (scale(forDPI: resourceDPI), .resources) }
        if let dpi = monitor?.dpi { return (scale(forDPI: dpi), .monitor) }
        return (1, .fallback)
    }

    /// The monitor a window at `frame` (root pixels) is on: the one it overlaps most.
    /// A monitor that holds other monitors (an output's whole area, split in two with
    /// `xrandr --setmonitor`) counts only where none of them is; on a tie, the smallest.
    public static func monitor(for frame: CGRect, among monitors: [X11Monitor]) -> X11Monitor? {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        func overlap(_ monitor: X11Monitor) -> CGFloat {
            let shared = monitor.frame.intersection(frame)
            return shared.isNull ? 0 : shared.width * shared.height
        }
        let specific = monitors.filter { outer in
            !monitors.contains { $0 != outer && outer.frame.contains($0.frame) && $0.frame != outer.frame }
        }
        let pool = specific.contains { overlap($0) > 0 } ? specific : monitors
        let candidates = pool.filter { overlap($0) > 0 || $0.frame.contains(center) }
        return candidates.max { a, b in
            let (oa, ob) = (overlap(a), overlap(b))
            if oa != ob { return oa < ob }
            return a.frame.width * a.frame.height > b.frame.width * b.frame.height
        }
    }

    /// A mode's refresh rate from its timings (XRandR's `XRRModeInfo`): the dot clock
    /// over the total pixels per frame, doubled for interlaced modes and halved for
    /// double-scan ones; nil when the mode has no timings.
    public static func refreshRate(dotClock: UInt, horizontalTotal: UInt, verticalTotal: UInt,
                                   interlaced: Bool = false, doubleScan: Bool = false) -> Double? {
        guard dotClock > 0, horizontalTotal > 0, verticalTotal > 0 else { return nil }
        var lines = Double(verticalTotal)
        if doubleScan { lines *= 2 }
        if interlaced { lines /= 2 }
        return Double(dotClock) / (Double(horizontalTotal) * lines)
    }

    /// Seconds between animation frames for a refresh rate (1/60 when unknown).
    public static func frameInterval(refreshRate: Double?) -> TimeInterval {
        guard let rate = refreshRate, rate.isFinite, rate >= 1 else { return 1 / defaultRefreshRate }
        return 1 / rate
    }
}
