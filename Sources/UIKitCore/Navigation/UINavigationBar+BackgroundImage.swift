import Foundation

/// The bar sizes a bar's background image is set for, as in UIKit.
public enum UIBarMetrics: Int, CaseIterable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

/// Where a bar sits, as in UIKit.
public enum UIBarPosition: Int {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}

/// A navigation bar's background image, as in UIKit: set per bar metrics (and an
/// appearance proxy carries it, `UINavigationBar.appearance().setBackgroundImage(_:for:)`);
/// the bar draws it stretched over its bounds instead of its bar tint colour, with
/// the hairline below.
///
/// Differences: bars here are always `.default` metrics (the others are kept and
/// returned, drawn only when `.default` has none); positions are not told apart.
extension UINavigationBar {
    private static var backgroundImagesKey: UInt8 = 0

    private var backgroundImages: [Int: UIImage] {
        get { objc_getAssociatedObject(self, &Self.backgroundImagesKey) as? [Int: UIImage] ?? [:] }
        set { objc_setAssociatedObject(self, &Self.backgroundImagesKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Sets the image drawn behind the bar for `barMetrics` (nil: the bar tint colour again).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
        setNeedsDisplay()
    }

    /// Sets the background image for `barMetrics` (every position here).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    /// The background image set for `barMetrics`, as set.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    /// The background image set for `barMetrics` (every position here).
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: barMetrics)
    }

    /// The image the bar draws now: the `.default` metrics' (else the first set).
    var shownBackgroundImage: UIImage? {
        backgroundImages[UIBarMetrics.default.rawValue] ?? UIBarMetrics.allCases.lazy.compactMap { self.backgroundImages[$0.rawValue] }.first
    }
}
