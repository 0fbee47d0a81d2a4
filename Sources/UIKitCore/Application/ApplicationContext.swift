import Foundation

/// The one pointer UIKit's static entry points resolve through:
/// `UIApplication.shared`, and through it `UIScreen.main`, `UIDevice.current`
/// and the `UIAccessibility` settings.
///
/// It names the application whose window most recently handled input, drew a
/// frame or was made, or the one `UIApplicationMain` is launching. It is weak
/// and every window sets it when it acts, so nothing needs resetting between
/// tests: each `HeadlessHost` makes its own application current as it runs.
enum ApplicationContext {
    private final class Box { weak var application: UIApplication? }
    private static let box = Box()

    static var current: UIApplication? { box.application }

    static func makeCurrent(_ application: UIApplication) {
        if box.application !== application { box.application = application }
    }

    /// The application `UIApplication.shared` returns when no window or launch
    /// named one (code that runs before any window exists). It never runs and
    /// has no scenes.
    static let detached = UIApplication()
}
