import Foundation

/// The display a window is on, as in UIKit. Its bounds follow the host window's size.
///
/// `UIScreen.main` is the screen of `UIApplication.shared` (the application
/// whose window most recently handled input, drew a frame or was made; see
/// `ApplicationContext`): UIKit has exactly one screen, our tests run several hosts.
public final class UIScreen {
    public internal(set) var bounds: CGRect
    /// Device pixels per point; a change (the window moved to a monitor of another
    /// density) is a change of `traitCollection.displayScale` for everything on it.
    public internal(set) var scale: CGFloat { didSet { if scale != oldValue { systemTraitsDidChange() } } }
    /// The same as `scale`: the host draws at whole device pixels per point.
    public var nativeScale: CGFloat { scale }
    /// `bounds` in device pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// Frames per second the host draws at (60 when the display rate is unknown).
    public internal(set) var maximumFramesPerSecond: Int = 60
    /// The window shown on this screen (each host has one screen and one window).
    weak var hostWindow: UIWindow?
    /// The system's appearance and text size (see `UIScreen+Traits`).
    var systemTraits = SystemTraits() { didSet { systemTraitsDidChange() } }
    let traitState = TraitEnvironmentState()

    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The screen of `UIApplication.shared`'s key window or first scene; before
    /// any window exists, a 390 × 844 point screen at scale 1.
    public static var main: UIScreen {
        UIApplication.shared.mainScreen ?? UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
    }

    /// Makes the application of the window on `screen` the one `UIApplication.shared`
    /// (and so `UIScreen.main`) returns, as handling input on it would (tests).
    public static func makeCurrent(_ screen: UIScreen) { screen.hostWindow?.makeApplicationCurrent() }

    /// The screen's own coordinate space, as in UIKit (points, origin top left).
    public var coordinateSpace: UIScreen { self }
    public var fixedCoordinateSpace: UIScreen { self }
}
