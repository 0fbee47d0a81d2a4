import Foundation

/// UIKit's system colours, in both appearances.
///
/// Source: Apple Human Interface Guidelines, "Color" > Specifications (iOS, default
/// contrast) for the system colours and greys; the UI element colours are UIKit's
/// own resolutions (`resolvedColor(with:)`, iOS 17), the table Flutter reproduces
/// in `packages/flutter/lib/src/cupertino/colors.dart` (whose alphas are 0-255
/// roundings of UIKit's 0.6, 0.3, 0.29...). Dark backgrounds have a lighter
/// "elevated" variant, used in sheets, popovers and alerts. The light values are
/// the ones this package used before it had dark mode, so light pixels did not move.
extension UIColor {
    private static func rgb(_ value: UInt32, _ alpha: CGFloat = 1) -> UIColor { UIColor(rgb: value, alpha: alpha) }
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ alpha: CGFloat) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    // MARK: System colours                    light               dark
    public static let systemRed = system("systemRed", light: rgb(0xFF3B30), dark: rgb(0xFF453A))
    public static let systemOrange = system("systemOrange", light: rgb(0xFF9500), dark: rgb(0xFF9F0A))
    public static let systemYellow = system("systemYellow", light: rgb(0xFFCC00), dark: rgb(0xFFD60A))
    public static let systemGreen = system("systemGreen", light: rgb(0x34C759), dark: rgb(0x30D158))
    public static let systemMint = system("systemMint", light: rgb(0x00C7BE), dark: rgb(0x63E6E2))
    public static let systemTeal = system("systemTeal", light: rgb(0x30B0C7), dark: rgb(0x40C8E0))
    public static let systemCyan = system("systemCyan", light: rgb(0x32ADE6), dark: rgb(0x64D2FF))
    public static let systemBlue = system("systemBlue", light: rgb(0x007AFF), dark: rgb(0x0A84FF))
    public static let systemIndigo = system("systemIndigo", light: rgb(0x5856D6), dark: rgb(0x5E5CE6))
    public static let systemPurple = system("systemPurple", light: rgb(0xAF52DE), dark: rgb(0xBF5AF2))
    public static let systemPink = system("systemPink", light: rgb(0xFF2D55), dark: rgb(0xFF375F))
    public static let systemBrown = system("systemBrown", light: rgb(0xA2845E), dark: rgb(0xAC8E68))

    // MARK: Greys
    public static let systemGray = system("systemGray", light: rgb(0x8E8E93), dark: rgb(0x8E8E93))
    public static let systemGray2 = system("systemGray2", light: rgb(0xAEAEB2), dark: rgb(0x636366))
    public static let systemGray3 = system("systemGray3", light: rgb(0xC7C7CC), dark: rgb(0x48484A))
    public static let systemGray4 = system("systemGray4", light: rgb(0xD1D1D6), dark: rgb(0x3A3A3C))
    public static let systemGray5 = system("systemGray5", light: rgb(0xE5E5EA), dark: rgb(0x2C2C2E))
    public static let systemGray6 = system("systemGray6", light: rgb(0xF2F2F7), dark: rgb(0x1C1C1E))

    // MARK: Backgrounds                                      light      dark       dark elevated
    public static let systemBackground = system("systemBackground", light: .white, dark: .black, darkElevated: rgb(0x1C1C1E))
    public static let secondarySystemBackground = system("secondarySystemBackground", light: rgb(0xF2F2F7), dark: rgb(0x1C1C1E), darkElevated: rgb(0x2C2C2E))
    public static let tertiarySystemBackground = system("tertiarySystemBackground", light: .white, dark: rgb(0x2C2C2E), darkElevated: rgb(0x3A3A3C))
    public static let systemGroupedBackground = system("systemGroupedBackground", light: rgb(0xF2F2F7), dark: .black, darkElevated: rgb(0x1C1C1E))
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", light: .white, dark: rgb(0x1C1C1E), darkElevated: rgb(0x2C2C2E))
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", light: rgb(0xF2F2F7), dark: rgb(0x2C2C2E), darkElevated: rgb(0x3A3A3C))

    // MARK: Labels and text                       light (60, 60, 67, a)      dark (235, 235, 245, a)
    public static let label = system("label", light: .black, dark: .white)
    public static let secondaryLabel = system("secondaryLabel", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = system("tertiaryLabel", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = system("quaternaryLabel", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
    public static let placeholderText = system("placeholderText", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let link = system("link", light: rgb(0x007AFF), dark: rgb(0x0984FF))

    // MARK: Separators and fills
    public static let separator = system("separator", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = system("opaqueSeparator", light: rgb(0xC6C6C8), dark: rgb(0x38383A))
    public static let systemFill = system("systemFill", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = system("secondarySystemFill", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = system("tertiarySystemFill", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = system("quaternarySystemFill", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))

    // MARK: Fixed
    /// Text on dark backgrounds (the same in both appearances, as in UIKit).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds (the same in both appearances, as in UIKit).
    public static let darkText = UIColor.black
    /// The default tint (UIKit's `tintColor` resolves to the view's tint; here systemBlue).
    public static let tintColor = UIColor.systemBlue
}
