import Foundation

/// The display a window is on, as in UIKit. Its bounds follow the host window's size.
///
/// `UIScreen.main` is the screen of the host that most recently processed input
/// or a frame (UIKit has exactly one screen; our tests run several hosts).
public final class UIScreen {
    public internal(set) var bounds: CGRect
    /// Device pixels per point.
    public internal(set) var scale: CGFloat
    public var nativeScale: CGFloat { scale }
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
        UIScreen.makeCurrent(self)
    }

    private final class Current { weak var screen: UIScreen? }
    private static let current = Current()

    /// Makes `screen` the one `UIScreen.main` returns.
    public static func makeCurrent(_ screen: UIScreen) { current.screen = screen }

    public static var main: UIScreen {
        if let screen = current.screen { return screen }
        let fallback = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        return fallback
    }
}
