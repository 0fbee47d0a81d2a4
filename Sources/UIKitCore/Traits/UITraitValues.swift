import Foundation

// The value types of UIKit's system traits, with UIKit's names and raw values.

/// Light or dark appearance, as in UIKit.
public enum UIUserInterfaceStyle: Int, Hashable, CaseIterable {
    case unspecified = 0, light = 1, dark = 2
}

/// How much room an axis has: compact or regular, as in UIKit.
public enum UIUserInterfaceSizeClass: Int, Hashable, CaseIterable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The kind of device the interface is laid out for, as in UIKit.
///
/// Here it follows the window's size (see `UITraitCollection.windowTraits`): a
/// window whose shorter side is at least 744 points (an iPad mini's width) is a
/// `.pad`, any other a `.phone`.
public enum UIUserInterfaceIdiom: Int, Hashable, CaseIterable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Left-to-right or right-to-left layout, as in UIKit.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, CaseIterable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Base or elevated: content presented over other content (sheets, popovers,
/// alerts) is elevated, and dark system backgrounds get lighter there, as in UIKit.
public enum UIUserInterfaceLevel: Int, Hashable, CaseIterable {
    case unspecified = -1, base = 0, elevated = 1
}

/// The Increase Contrast setting, as in UIKit.
public enum UIAccessibilityContrast: Int, Hashable, CaseIterable {
    case unspecified = -1, normal = 0, high = 1
}

/// The Bold Text setting, as in UIKit.
public enum UILegibilityWeight: Int, Hashable, CaseIterable {
    case unspecified = -1, regular = 0, bold = 1
}

/// Whether the window is in the foreground (iPadOS), as in UIKit.
public enum UIUserInterfaceActiveAppearance: Int, Hashable, CaseIterable {
    case unspecified = -1, inactive = 0, active = 1
}

/// The display's colour gamut, as in UIKit. Cairo draws in sRGB.
public enum UIDisplayGamut: Int, Hashable, CaseIterable {
    case unspecified = -1, SRGB = 0, P3 = 1
}

/// 3D Touch availability, as in UIKit (always unavailable here).
public enum UIForceTouchCapability: Int, Hashable, CaseIterable {
    case unknown = 0, unavailable = 1, available = 2
}

/// The Dynamic Type text size the user prefers, as in UIKit (raw values are UIKit's).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, CustomStringConvertible {
    /// Posted when the user's text size changes (`UIScreen.systemPreferredContentSizeCategory`
    /// here), with the new category under `newValueUserInfoKey`, as in UIKit.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Smallest to largest; `unspecified` sorts first.
    static let ordered: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? 0) < (ordered.firstIndex(of: rhs) ?? 0)
    }

    public var description: String { rawValue }
}
